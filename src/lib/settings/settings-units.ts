/**
 * The units staff type the store's numbers in, and how they are stored: tax rates as percents
 * (basis points in the database), purchase limits in grams or ounces (milligrams). Integer
 * arithmetic throughout, so a value read, shown and saved again is unchanged.
 */

/** 1000 → "10", 625 → "6.25": basis points as the percent staff type. */
export function percentText(bps: number): string {
  const whole = Math.floor(bps / 100);
  const hundredths = bps % 100;
  return hundredths === 0 ? String(whole) : `${whole}.${String(hundredths).padStart(2, '0').replace(/0$/, '')}`;
}

// 1 oz = 28 349.523125 mg = 45 359 237 / 1 600 mg exactly.
const OUNCE_NUMERATOR = 45_359_237;
const OUNCE_DENOMINATOR = 1_600;

/** The largest limit the form takes: far above any state's, far below any overflow. */
export const MAX_LIMIT_MG = 1_000_000;

/** 70 870 → "70.87 g": milligrams as exact grams, so saving the form unchanged changes nothing. */
export function gramsAmountText(mg: number): string {
  const whole = Math.floor(mg / 1000);
  const fraction = String(mg % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction} g` : `${whole} g`;
}

/**
 * An amount typed with its unit ("2.5 oz", "70.87 g", "15 grams") as milligrams: grams to the
 * milligram (three decimals), ounces to three decimals and rounded to the nearest milligram.
 */
export function parseAmountMg(text: string): number | 'unit' | 'number' {
  const match = /^(\d{1,7})(?:\.(\d{1,3}))?\s*([a-z]*)\.?$/i.exec(text.trim());
  if (!match) return 'number';
  const unit = match[3]!.toLowerCase();
  const decimals = match[2] ?? '';
  const scaled = Number(match[1]) * 10 ** decimals.length + Number(decimals || '0');
  const scale = 10 ** decimals.length;
  if (['g', 'gram', 'grams'].includes(unit)) return Math.round((scaled * 1000) / scale);
  if (['oz', 'ounce', 'ounces'].includes(unit)) {
    const denominator = OUNCE_DENOMINATOR * scale;
    return Math.floor((2 * scaled * OUNCE_NUMERATOR + denominator) / (2 * denominator));
  }
  return 'unit';
}
