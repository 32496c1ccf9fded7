import { brandsMaking } from './brands.ts';
import { labBatches, lotTerpenes } from './batches.ts';
import { brandName, makeProduct, type NextProductNo } from './product-base.ts';
import { createRandom, type Random } from './random.ts';
import { STRAINS } from './strains.ts';
import type { SeedProduct, SeedStrain, SeedVariant, TopCategory } from './types.ts';
import { cannabisVariant, dollars, type VariantSpec } from './variants.ts';

/** Flower, pre-rolls, vapes and concentrates: potency in percent, most tied to a strain. */

const THC_STRAINS = STRAINS.filter((strain) => strain.type !== 'cbd');

function flavorLine(strain: SeedStrain): string {
  return `Expect notes of ${strain.flavors.join(', ')}.`;
}

function strainPotency(random: Random, strain: SeedStrain, profileStrength: number) {
  return {
    unit: 'percent' as const,
    thc: [Math.max(0.1, strain.typicalThcPercent - 2.5), strain.typicalThcPercent + 3] as [number, number],
    cbd: [strain.typicalCbdPercent * 0.8, strain.typicalCbdPercent * 1.2 + 0.05] as [number, number],
    terpenes: lotTerpenes(random, strain.terpenes, profileStrength),
  };
}

function variants(random: Random, category: TopCategory, no: number, specs: VariantSpec[]): SeedVariant[] {
  return specs.map((spec, index) => cannabisVariant(random, category, no, spec, index));
}

const FLOWER_SIZES = [
  { sizeCode: '35', sizeLabel: '3.5 g (eighth)', grams: 3.5, factor: 1 },
  { sizeCode: '7', sizeLabel: '7 g (quarter)', grams: 7, factor: 1.9 },
  { sizeCode: '14', sizeLabel: '14 g (half)', grams: 14, factor: 3.4 },
  { sizeCode: '28', sizeLabel: '28 g (ounce)', grams: 28, factor: 4.6 },
];

const FLOWER_TIERS = [
  {
    eighth: [20, 25],
    sizes: [0, 1, 2, 3],
    note: 'Value-priced and machine-trimmed, with plenty of smalls in every jar.',
  },
  { eighth: [28, 35], sizes: [0, 1, 3], note: 'Hand-trimmed and cured for two weeks.' },
  { eighth: [38, 45], sizes: [0, 1], note: 'Top-shelf: hand-trimmed, slow-cured and packed in glass.' },
] as const;

export function flowerProducts(next: NextProductNo, count: number): SeedProduct[] {
  const random = createRandom('flower');
  const brands = brandsMaking('flower');
  const cbdStrains = STRAINS.filter((strain) => ['harlequin', 'acdc'].includes(strain.slug));
  const strains = [...random.sample(THC_STRAINS, count - cbdStrains.length), ...cbdStrains];
  return strains.map((strain) => {
    const no = next();
    const brand = random.pick(brands);
    const tier = random.pick(FLOWER_TIERS);
    const eighth = random.int(tier.eighth[0], tier.eighth[1]);
    const specs = tier.sizes.map((index): VariantSpec => {
      const size = FLOWER_SIZES[index]!;
      const price =
        size.grams === 28
          ? Math.min(200, Math.max(90, Math.round(eighth * size.factor)))
          : Math.round(eighth * size.factor);
      const mg = size.grams * 1000;
      return { ...size, weightMg: mg, priceCents: dollars(price), limitCategory: 'flower', limitAmount: mg };
    });
    return makeProduct({
      name: strain.name,
      brandSlug: brand.slug,
      categorySlug: 'flower',
      topCategory: 'flower',
      strainSlug: strain.slug,
      description: `${strain.name} (${strain.lineage}) grown by ${brand.name}. ${strain.description} ${flavorLine(strain)} ${tier.note}`,
      effects: strain.effects,
      variants: variants(random, 'flower', no, specs),
      batches: labBatches(random, 'flower', no, strainPotency(random, strain, 1.6)),
    });
  });
}

export function preRollProducts(next: NextProductNo, count: number): SeedProduct[] {
  const random = createRandom('pre-rolls');
  const brands = brandsMaking('pre-rolls');
  return random.sample(THC_STRAINS, count).map((strain) => {
    const no = next();
    const brand = random.pick(brands);
    const single: VariantSpec = {
      sizeCode: '1',
      sizeLabel: '1 g single',
      weightMg: 1000,
      priceCents: dollars(random.int(7, 12)),
      limitCategory: 'flower',
      limitAmount: 1000,
    };
    const pack: VariantSpec = {
      sizeCode: '5PK',
      sizeLabel: '5-pack (5 × 0.5 g)',
      weightMg: 2500,
      priceCents: dollars(random.int(20, 35)),
      limitCategory: 'flower',
      limitAmount: 2500,
    };
    const specs = random.chance(0.25) ? [random.pick([single, pack])] : [single, pack];
    return makeProduct({
      name: `${strain.name} Pre-Roll`,
      brandSlug: brand.slug,
      categorySlug: 'pre-rolls',
      topCategory: 'pre-rolls',
      strainSlug: strain.slug,
      description: `Whole-flower ${strain.name} (${strain.lineage}) rolled by ${brand.name}. ${flavorLine(strain)}`,
      effects: strain.effects,
      variants: variants(random, 'pre-rolls', no, specs),
      batches: labBatches(random, 'pre-rolls', no, strainPotency(random, strain, 1.4)),
    });
  });
}

const BLENDS = [
  { name: 'Sunrise Sativa Blend', type: 'sativa', effects: ['uplifted', 'energetic', 'happy'] },
  { name: 'Nightcap Indica Blend', type: 'indica', effects: ['relaxed', 'sleepy', 'calm'] },
  { name: 'Lakeshore Hybrid Blend', type: 'hybrid', effects: ['happy', 'relaxed', 'euphoric'] },
] as const;

export function vapeProducts(next: NextProductNo, count: number): SeedProduct[] {
  const random = createRandom('vapes');
  const brands = brandsMaking('vapes');
  const strains = random.sample(THC_STRAINS, count - BLENDS.length);
  return [...strains, ...BLENDS].map((source, index) => {
    const no = next();
    const brand = random.pick(brands);
    // Two in every five vapes are disposables, the rest cartridges.
    const disposable = index % 5 >= 3;
    const liveResin = 'slug' in source && random.chance(0.45);
    const kind = liveResin ? 'Live Resin' : 'Distillate';
    const form = disposable ? 'Disposable' : 'Cartridge';
    const half: VariantSpec = {
      sizeCode: '05',
      sizeLabel: '0.5 g',
      weightMg: 500,
      limitCategory: 'vape',
      limitAmount: 500,
      priceCents: dollars(random.int(disposable ? 25 : 22, liveResin ? 38 : 32)),
    };
    const gram: VariantSpec = {
      sizeCode: '1',
      sizeLabel: '1 g',
      weightMg: 1000,
      limitCategory: 'vape',
      limitAmount: 1000,
      priceCents: dollars(random.int(liveResin ? 45 : 38, liveResin ? 60 : 50)),
    };
    const specs = disposable ? [random.pick([half, gram])] : [half, gram];
    const strain = 'slug' in source ? source : null;
    const thc: [number, number] = liveResin ? [70, 82] : [84, 93];
    const terpenes = strain ? lotTerpenes(random, strain.terpenes, liveResin ? 7 : 4) : [];
    const about = strain
      ? `${strain.name} (${strain.lineage}). ${flavorLine(strain)}`
      : `A house blend of ${source.type} strains, flavoured only with cannabis-derived terpenes.`;
    return makeProduct({
      name: `${source.name} ${kind} ${form}`,
      brandSlug: brand.slug,
      categorySlug: disposable ? 'disposables' : 'cartridges',
      topCategory: 'vapes',
      strainSlug: strain?.slug ?? null,
      description: `${kind} ${form.toLowerCase()} from ${brand.name}. ${about}${disposable ? ' Rechargeable over USB-C; no battery needed.' : ' Fits any 510-thread battery.'}`,
      effects: strain ? strain.effects : [...source.effects],
      variants: variants(random, 'vapes', no, specs),
      batches: labBatches(random, 'vapes', no, { unit: 'percent', thc, cbd: [0.1, 0.6], terpenes }),
    });
  });
}

const CONCENTRATE_STYLES = [
  { category: 'live-resin', label: 'Live Resin Sauce', price: [35, 50], thc: [68, 80], terps: 8, share: 6 },
  { category: 'rosin', label: 'Cold Cure Rosin', price: [45, 70], thc: [65, 78], terps: 6, share: 5 },
  { category: 'badder', label: 'Badder', price: [30, 40], thc: [72, 84], terps: 5, share: 5 },
  { category: 'shatter', label: 'Shatter', price: [20, 30], thc: [75, 86], terps: 3, share: 4 },
] as const;

export function concentrateProducts(next: NextProductNo): SeedProduct[] {
  const random = createRandom('concentrates');
  const makers: Record<string, string[]> = {
    'live-resin': ['petoskey-stone-extracts', 'great-lakes-extracts', 'sleeping-bear-botanicals'],
    rosin: ['motor-city-melts', 'keweenaw-hash-co'],
    badder: ['great-lakes-extracts', 'petoskey-stone-extracts'],
    shatter: ['great-lakes-extracts'],
  };
  const total = CONCENTRATE_STYLES.reduce((sum, style) => sum + style.share, 0);
  const strains = random.sample(THC_STRAINS, total);
  const products: SeedProduct[] = [];
  for (const style of CONCENTRATE_STYLES) {
    for (let i = 0; i < style.share; i++) {
      const strain = strains[products.length]!;
      const no = next();
      const brandSlug = random.pick(makers[style.category]!);
      const spec: VariantSpec = {
        sizeCode: '1',
        sizeLabel: '1 g',
        weightMg: 1000,
        limitCategory: 'concentrate',
        limitAmount: 1000,
        priceCents: dollars(random.int(style.price[0], style.price[1])),
      };
      products.push(
        makeProduct({
          name: `${strain.name} ${style.label}`,
          brandSlug,
          categorySlug: style.category,
          topCategory: 'concentrates',
          strainSlug: strain.slug,
          description: `${style.label} of ${strain.name} (${strain.lineage}) by ${brandName(brandSlug)}. ${flavorLine(strain)}`,
          effects: strain.effects,
          variants: variants(random, 'concentrates', no, [spec]),
          batches: labBatches(random, 'concentrates', no, {
            unit: 'percent',
            thc: [...style.thc],
            cbd: [0.1, 0.8],
            terpenes: lotTerpenes(random, strain.terpenes, style.terps),
          }),
        }),
      );
    }
  }
  products.push(medicalRso(random, next()));
  return products;
}

/** Full-extract cannabis oil is far above adult-use potency norms, so the store sells it to patients only. */
function medicalRso(random: Random, no: number): SeedProduct {
  const priceCents = dollars(45);
  const [variant] = variants(random, 'concentrates', no, [
    {
      sizeCode: '1',
      sizeLabel: '1 g syringe',
      weightMg: 1000,
      limitCategory: 'concentrate',
      limitAmount: 1000,
      priceCents,
    },
  ]);
  return makeProduct({
    name: 'Full Extract Cannabis Oil Syringe',
    brandSlug: 'keweenaw-hash-co',
    categorySlug: 'concentrates',
    topCategory: 'concentrates',
    description:
      'Whole-plant extract in an oral syringe, about 700 mg THC per gram. Medical marihuana, for use by registered qualifying patients only.',
    effects: ['relaxed', 'sleepy'],
    medicalOnly: true,
    // Patients-only goods have no adult-use sale; the same price keeps the dashboard honest.
    variants: [{ ...variant!, adultUsePriceCents: priceCents, medicalPriceCents: priceCents, stock: 18 }],
    batches: labBatches(random, 'concentrates', no, { unit: 'percent', thc: [66, 74], cbd: [0.5, 2], terpenes: [] }),
  });
}
