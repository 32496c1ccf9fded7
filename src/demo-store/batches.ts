import { round, type Random } from './random.ts';
import type { SeedBatch, Terpene, TopCategory } from './types.ts';
import { CATEGORY_CODES } from './variants.ts';

/** Fictional Michigan testing labs. */
export const LABS = [
  'Great Lakes Analytical',
  'Wolverine Testing Laboratories',
  'Huron Shores Labs',
  'Peninsula Analytics',
] as const;

export type Potency =
  | { unit: 'percent'; thc: [number, number]; cbd: [number, number]; terpenes: Terpene[] }
  | { unit: 'mg'; thcMg: number; cbdMg: number; capThcMg: number | null };

/** Terpene content of one lot: the strain's profile, stronger or weaker from lot to lot. */
export function lotTerpenes(random: Random, profile: readonly Terpene[], strength: number): Terpene[] {
  return profile.map((terpene) => ({
    name: terpene.name,
    percent: round(terpene.percent * strength * random.float(0.8, 1.25, 3), 2),
  }));
}

/**
 * One or two lab-tested lots. Lettered oldest first (A, then B), numbered by product so the
 * batch number alone finds the product. Labels on infused goods are what the package promises;
 * a lot tests within a few percent of it and never above an adult-use cap.
 */
export function labBatches(random: Random, category: TopCategory, productNo: number, potency: Potency): SeedBatch[] {
  const count = random.chance(0.35) ? 2 : 1;
  const newest = random.int(3, 55);
  const ages = count === 2 ? [random.int(62, 118), newest] : [newest];
  return ages.map((testedDaysAgo, index) => {
    const base: SeedBatch = {
      batchNumber: `${CATEGORY_CODES[category]}-${String(productNo).padStart(4, '0')}-${'AB'[index]}`,
      labName: random.pick(LABS),
      testedDaysAgo,
      thcPercent: null,
      cbdPercent: null,
      thcMg: null,
      cbdMg: null,
      terpenes: [],
      status: 'active',
      expiredDaysAgo: null,
    };
    if (potency.unit === 'percent') {
      return {
        ...base,
        thcPercent: random.float(potency.thc[0], potency.thc[1]),
        cbdPercent: random.float(potency.cbd[0], potency.cbd[1]),
        terpenes: potency.terpenes.map((terpene) => ({
          name: terpene.name,
          percent: round(terpene.percent * random.float(0.9, 1.1, 3), 2),
        })),
      };
    }
    const tested = (label: number) => round(label * random.float(0.95, 1.03, 3), 1);
    const thcMg = tested(potency.thcMg);
    return {
      ...base,
      thcMg: potency.capThcMg === null ? thcMg : Math.min(thcMg, potency.capThcMg),
      cbdMg: tested(potency.cbdMg),
    };
  });
}
