/**
 * Money is integer cents everywhere (see docs/architecture.md); this is the one place that turns
 * cents into what a shopper reads. Formatting is fixed to en-US/USD because the store is in
 * Michigan; the Intl formatter is created once because it is costly to build.
 */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** `12345` → `$123.45`; `-500` → `-$5.00`. Throws on a non-integer, which would be a float bug upstream. */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Expected integer cents, got ${cents}`);
  // Divide only for display; Intl rounds nothing because cents/100 has at most two decimals.
  return usd.format(cents / 100);
}
