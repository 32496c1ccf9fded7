/**
 * Limit amounts as a shopper reads them: grams under an ounce ("15 g", "3.2 g"), ounces from one
 * ounce up ("2.5 oz"), to a tenth. Integer arithmetic only: an amount is a whole number of
 * milligrams and 1 oz = 28 349.523125 mg = 45 359 237 / 1 600 mg exactly.
 */

/** How to round to a tenth: to the nearest (a limit's size), down (room left), up (how far over). */
export type AmountRounding = 'nearest' | 'down' | 'up';

const OUNCE_NUMERATOR = 45_359_237; // 1 oz = 45 359 237 / 1 600 mg
const OUNCE_DENOMINATOR = 1_600;

function divide(numerator: number, denominator: number, rounding: AmountRounding): number {
  if (rounding === 'down') return Math.floor(numerator / denominator);
  if (rounding === 'up') return Math.ceil(numerator / denominator);
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** A count of tenths (`places` 1) or hundredths (2) as "3", "3.2", "3.25", "3.05". */
function decimalText(parts: number, places: 1 | 2 = 1): string {
  const scale = 10 ** places;
  const whole = Math.floor(parts / scale);
  const fraction = String(parts % scale)
    .padStart(places, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

function assertMilligrams(mg: number): void {
  if (!Number.isSafeInteger(mg) || mg < 0) throw new RangeError(`Expected whole milligrams ≥ 0, got ${mg}.`);
}

/** Whether `mg` is at least one ounce. */
export function isOunceOrMore(mg: number): boolean {
  return mg * OUNCE_DENOMINATOR >= OUNCE_NUMERATOR;
}

/** `mg` in grams to a tenth, without the unit: 3_250 → "3.2" (down), "3.3" (nearest, up). */
export function gramsText(mg: number, rounding: AmountRounding): string {
  assertMilligrams(mg);
  return decimalText(divide(mg, 100, rounding));
}

/**
 * `mg` in ounces to a tenth (or a hundredth, `places` 2), without the unit: 70_870 (2.4999 oz) →
 * "2.5" (nearest); 3_500 → "0.1", or "0.12" to a hundredth.
 */
export function ouncesText(mg: number, rounding: AmountRounding, places: 1 | 2 = 1): string {
  assertMilligrams(mg);
  // hundredths of an ounce = mg × 100 / (45 359 237 / 1 600) = mg × 160 000 / 45 359 237; stays below 2^53.
  return decimalText(divide(mg * 10 ** places * OUNCE_DENOMINATOR, OUNCE_NUMERATOR, rounding), places);
}

/**
 * An amount as a shopper reads it, to the nearest tenth: "2.5 oz" (70 870 mg), "10 oz"
 * (283 495 mg), "15 g", "3.2 g". Ounces from one ounce up, grams below.
 */
export function formatLimitAmount(mg: number): string {
  assertMilligrams(mg);
  return isOunceOrMore(mg) ? `${ouncesText(mg, 'nearest')} oz` : `${gramsText(mg, 'nearest')} g`;
}
