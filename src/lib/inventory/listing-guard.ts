import type { SourcePackage } from './source-records.ts';

/**
 * Whether a store's package may be sold from its menu (decision 77), and if not, why: Michigan
 * sells only what Metrc identifies and holds as saleable (R 420.210(1), R 420.505(2)). One pure
 * rule, read by the sync when it derives a size's stock and by the staff's packages list.
 */

/** A package as the rule reads it: the source's facts, and what the store knows of it. */
export type GuardedPackage = Pick<
  SourcePackage,
  'category' | 'unitOfMeasure' | 'unitWeightGrams' | 'quantity' | 'labState' | 'onHold' | 'expiresOn'
> & {
  variantId: string | null;
  weightConfirmed: boolean;
  gone: boolean;
};

export type UnlistedReason =
  'gone' | 'on-hold' | 'lab-failed' | 'lab-untested' | 'expired' | 'not-mapped' | 'weight-unconfirmed' | 'no-stock';

/** What staff read beside a package that is not on the menu. */
export const UNLISTED_REASONS: Record<UnlistedReason, string> = {
  gone: 'Metrc no longer lists this package as active at the store (sold through, finished or moved).',
  'on-hold': 'Metrc has this package on hold; it cannot be sold until the hold is lifted.',
  'lab-failed': 'This package failed its lab tests and can never be sold.',
  'lab-untested': 'This package has no passing lab test in Metrc yet.',
  expired: 'This package is past its expiration date.',
  'not-mapped': 'No menu size is chosen for this package yet: choose the size it is sold as.',
  'weight-unconfirmed':
    'The unit weight Metrc gives is unusual for its category: check the package and confirm the weight.',
  'no-stock': 'This package holds no sellable units.',
};

/** Metrc's lab testing states that allow a sale. */
export const PASSED_LAB_STATES: readonly string[] = ['TestPassed', 'RetestPassed'];
/** Metrc's lab testing states of a failed package, which never becomes saleable. */
export const FAILED_LAB_STATES: readonly string[] = ['TestFailed', 'RetestFailed'];

/**
 * The unit weights, in grams, a prepackaged ('Each') unit of each Metrc Michigan item category
 * plausibly has; a unit outside them is held until staff confirm it. Categories absent here
 * (non-cannabis goods) have no bounds.
 */
export const UNIT_WEIGHT_BOUNDS: Readonly<Record<string, { minGrams: number; maxGrams: number }>> = {
  Buds: { minGrams: 0.1, maxGrams: 28.35 },
  'Shake/Trim': { minGrams: 0.1, maxGrams: 28.35 },
  'Pre-Roll Flower': { minGrams: 0.1, maxGrams: 2 },
  'Pre-Roll Infused': { minGrams: 0.1, maxGrams: 2 },
  'Pre-Roll Leaf': { minGrams: 0.1, maxGrams: 2 },
  Concentrate: { minGrams: 0.1, maxGrams: 28.35 },
  'Infused Edible': { minGrams: 0.1, maxGrams: 100 },
  'Infused Beverage': { minGrams: 1, maxGrams: 1_000 },
  'Infused Non-Edible': { minGrams: 0.1, maxGrams: 250 },
  'Vape Cartridge': { minGrams: 0.1, maxGrams: 2 },
  Tincture: { minGrams: 1, maxGrams: 250 },
};

/** Whether the package's declared unit weight lies outside its category's bounds. */
export function unitWeightOutOfBounds(pkg: Pick<GuardedPackage, 'category' | 'unitOfMeasure' | 'unitWeightGrams'>) {
  const bounds = UNIT_WEIGHT_BOUNDS[pkg.category];
  if (!bounds || pkg.unitOfMeasure !== 'Each' || pkg.unitWeightGrams === null) return false;
  return pkg.unitWeightGrams < bounds.minGrams || pkg.unitWeightGrams > bounds.maxGrams;
}

/** Null when the package may be listed on the store's local date `today` (YYYY-MM-DD), else why not. */
export function unlistedReason(pkg: GuardedPackage, today: string): UnlistedReason | null {
  if (pkg.gone) return 'gone';
  if (pkg.onHold) return 'on-hold';
  if (FAILED_LAB_STATES.includes(pkg.labState)) return 'lab-failed';
  if (!PASSED_LAB_STATES.includes(pkg.labState)) return 'lab-untested';
  if (pkg.expiresOn !== null && pkg.expiresOn < today) return 'expired';
  if (pkg.variantId === null) return 'not-mapped';
  if (!pkg.weightConfirmed && unitWeightOutOfBounds(pkg)) return 'weight-unconfirmed';
  if (!(pkg.quantity > 0)) return 'no-stock';
  return null;
}

/** Milligrams in one of each weight unit Metrc uses. */
const MG_PER_UNIT: Readonly<Record<string, number>> = {
  Milligrams: 1,
  Grams: 1_000,
  Kilograms: 1_000_000,
  Ounces: 28_349.523125,
  Pounds: 453_592.37,
};

/**
 * The whole units of its size a package holds: 'Each' counts units; a weight package is cut into
 * units of the size's weight (`sizeWeightMg`), none when the size has no weight.
 */
export function sizeUnits(quantity: number, unitOfMeasure: string, sizeWeightMg: number | null): number {
  if (!(quantity > 0)) return 0;
  if (unitOfMeasure === 'Each') return Math.floor(quantity + 1e-9);
  const perUnit = MG_PER_UNIT[unitOfMeasure];
  if (!perUnit || !sizeWeightMg) return 0;
  return Math.floor(Math.round(quantity * perUnit) / sizeWeightMg);
}
