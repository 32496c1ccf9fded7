/**
 * Numbers staff type into the dashboard (prices in dollars, stock counts, weights in grams) turned
 * into what the database keeps: integer cents, whole units, integer milligrams. The browser uses
 * these for the message beside a field as it is typed; the CSV import uses them for every cell.
 */

export type Typed<T> = { ok: true; value: T } | { ok: false; message: string };

/** The most a price may be: $100,000.00 (far above any shelf, far below integer overflow). */
export const MAX_PRICE_CENTS = 10_000_000;
/** The most units one size may hold. */
export const MAX_STOCK = 1_000_000;
/** The heaviest package: 10 kg. */
export const MAX_WEIGHT_MG = 10_000_000;

const DOLLARS = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{0,2}))?$/;

/** `"32"`, `"32.5"`, `"$1,250.00"` → cents. Refuses negatives, more than two decimals and anything else. */
export function parseDollars(text: string): Typed<number> {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: 'Enter a price in dollars, e.g. 32.00.' };
  if (/^-|^\$\s*-/.test(trimmed)) return { ok: false, message: 'A price cannot be negative.' };
  const match = DOLLARS.exec(trimmed);
  if (!match || (match[1] === undefined && !match[2])) {
    if (/^\$?\s*[\d,]*\.\d{3,}$/.test(trimmed)) return { ok: false, message: 'Use at most two decimals (cents).' };
    return { ok: false, message: 'Enter a price in dollars, e.g. 32.00.' };
  }
  const whole = Number((match[1] ?? '0').replace(/,/g, ''));
  const cents = whole * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents) || cents > MAX_PRICE_CENTS)
    return { ok: false, message: 'That price is too high (at most $100,000.00).' };
  return { ok: true, value: cents };
}

/** A whole number of units, 0 or more: `"12"` → 12. */
export function parseStock(text: string): Typed<number> {
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '') return { ok: false, message: 'Enter how many are on the shelf, e.g. 12.' };
  if (/^-\d/.test(trimmed)) return { ok: false, message: 'Stock cannot be negative.' };
  if (!/^\d+$/.test(trimmed)) return { ok: false, message: 'Stock is a whole number, e.g. 12.' };
  const value = Number(trimmed);
  if (value > MAX_STOCK) return { ok: false, message: 'That is more than one size can hold (at most 1,000,000).' };
  return { ok: true, value };
}

/** Grams with up to three decimals → milligrams: `"3.5"` → 3500. Zero is refused (a package weighs something). */
export function parseGrams(text: string): Typed<number> {
  const trimmed = text.trim();
  if (/^-\d/.test(trimmed)) return { ok: false, message: 'A weight cannot be negative.' };
  const match = /^(\d+)?(?:\.(\d{0,3}))?$/.exec(trimmed);
  if (trimmed === '' || !match || (match[1] === undefined && !match[2])) {
    return { ok: false, message: 'Enter a weight in grams, e.g. 3.5.' };
  }
  const mg = Number(match[1] ?? '0') * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
  if (mg === 0) return { ok: false, message: 'A weight must be more than 0 g.' };
  if (!Number.isSafeInteger(mg) || mg > MAX_WEIGHT_MG)
    return { ok: false, message: 'That weight is too high (at most 10,000 g).' };
  return { ok: true, value: mg };
}

/** Cents as a price field shows them: 3250 → `"32.50"`. */
export function dollarsText(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Milligrams as a weight field shows them: 3500 → `"3.5"`. */
export function gramsText(mg: number): string {
  return String(mg / 1000);
}
