/**
 * Rewards and referral credit: pre-tax discounts on the whole order, applied after deals, one
 * after another in the order given. Each is capped at what the order still costs and spread over
 * the lines in proportion to what each still costs (largest remainder, ties by line key), so no
 * line's price goes below zero and the discount lowers each line's tax base fairly.
 */
import { allocateCents } from './allocate-cents.ts';
import { compareText } from './cart-deals.ts';
import type { AppliedDiscount, OrderDiscount } from './cart-pricing-types.ts';

export interface OrderDiscountResult {
  /** Each line's share of all order discounts, in the order of the lines given. */
  lineShares: number[];
  /** Every order discount with the amount actually applied. */
  applied: AppliedDiscount[];
}

/** `linePrices[i]` is line i's price after deals; `keys[i]` its key. */
export function applyOrderDiscounts(
  linePrices: readonly number[],
  keys: readonly string[],
  discounts: readonly OrderDiscount[],
): OrderDiscountResult {
  // Shares are allocated in key order so the line order of the cart never changes who gets the odd cent.
  const order = keys.map((_, position) => position).sort((a, b) => compareText(keys[a]!, keys[b]!));
  const remaining = [...linePrices];
  const lineShares = linePrices.map(() => 0);
  const applied = discounts.map((discount): AppliedDiscount => {
    if (!Number.isSafeInteger(discount.amountCents) || discount.amountCents < 0) {
      throw new RangeError(`An order discount is whole cents ≥ 0, got ${discount.amountCents}.`);
    }
    const left = remaining.reduce((sum, cents) => sum + cents, 0);
    const amountCents = Math.min(discount.amountCents, left);
    const shares = allocateCents(
      amountCents,
      order.map((position) => remaining[position]!),
    );
    order.forEach((position, rank) => {
      const share = shares[rank]!;
      remaining[position]! -= share;
      lineShares[position]! += share;
    });
    return { slug: discount.kind, title: discount.label, savingsCents: amountCents };
  });
  return { lineShares, applied };
}
