/**
 * How much of a purchase limit one unit of a variant uses. Michigan limits are in "usable
 * marihuana" (flower); other forms convert by MCL 333.26424(c): 1 oz of flower = 16 oz of infused
 * product in solid form = 36 fl oz in liquid form = 7 g in gaseous form. Concentrate counts 1:1.
 *
 * Every conversion is exact integer arithmetic over the fraction in lowest terms (no float ever
 * touches a limit), and each unit's equivalent is rounded UP to the whole milligram: the store may
 * overcount a unit by less than a milligram, but never undercounts one.
 */
import type { LimitCategory, VapeLimitCategory } from '../vocabulary/catalog.ts';

/** A variant as the limits see it: `limitAmount` is milligrams, or microlitres for infused liquids. */
export interface LimitedUnit {
  limitCategory: LimitCategory;
  limitAmount: number;
}

/** A ratio as numerator / denominator in lowest terms. */
interface Ratio {
  numerator: bigint;
  denominator: bigint;
}

/** 16 oz of infused solid = 1 oz of flower: mg / 16. */
const SOLID: Ratio = { numerator: 1n, denominator: 16n };
/**
 * 36 US fl oz of infused liquid = 1 oz of flower. 1 oz = 28 349.523125 mg and 1 fl oz =
 * 29 573.5295625 µL exactly, so flower mg = µL × 28 349.523125 / (36 × 29 573.5295625)
 * = µL × 2 945 405 / 110 612 682 (≈ 0.026 628 mg per µL).
 */
const LIQUID: Ratio = { numerator: 2_945_405n, denominator: 110_612_682n };
/** 7 g gaseous = 1 oz of flower: mg × 28 349.523125 / 7 000 = mg × 6 479 891 / 1 600 000 (≈ 4.05). */
const GASEOUS: Ratio = { numerator: 6_479_891n, denominator: 1_600_000n };

/**
 * `amount × ratio`, rounded up. BigInt because a large amount times the gaseous numerator can
 * pass 2^53; the result itself is a small integer again.
 */
function convertUp(amount: number, ratio: Ratio): number {
  const scaled = BigInt(amount) * ratio.numerator;
  return Number((scaled + ratio.denominator - 1n) / ratio.denominator);
}

/** Throws on an amount the database could never hold: limit amounts are whole, non-negative. */
export function assertLimitAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`A limit amount is a whole number of milligrams (or microlitres) ≥ 0, got ${amount}.`);
  }
}

/**
 * The flower-equivalent milligrams of ONE unit: flower and concentrate 1:1, infused solids ÷ 16,
 * infused liquids (µL) by 36 fl oz = 1 oz, vapes 1:1 as concentrate or by 7 g = 1 oz as gaseous
 * (the store's setting), merch 0. Rounded up to the milligram.
 */
export function flowerEquivalentMg(item: LimitedUnit, vapeLimitCategory: VapeLimitCategory): number {
  assertLimitAmount(item.limitAmount);
  switch (item.limitCategory) {
    case 'flower':
    case 'concentrate':
      return item.limitAmount;
    case 'infused_solid':
      return convertUp(item.limitAmount, SOLID);
    case 'infused_liquid':
      return convertUp(item.limitAmount, LIQUID);
    case 'vape':
      return vapeLimitCategory === 'concentrate' ? item.limitAmount : convertUp(item.limitAmount, GASEOUS);
    case 'none':
      return 0;
  }
}

/**
 * The milligrams of ONE unit that count against the adult-use concentrate limit: a concentrate's
 * weight, a vape's when vapes count as concentrate, else 0.
 */
export function concentrateMg(item: LimitedUnit, vapeLimitCategory: VapeLimitCategory): number {
  assertLimitAmount(item.limitAmount);
  if (item.limitCategory === 'concentrate') return item.limitAmount;
  if (item.limitCategory === 'vape' && vapeLimitCategory === 'concentrate') return item.limitAmount;
  return 0;
}
