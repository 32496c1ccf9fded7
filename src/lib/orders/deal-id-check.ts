import type { AppliedDiscount, IdCheckedEligibility } from '../pricing/cart-pricing.ts';

/** A deal on an order that the counter honours only once the photo ID proves the customer may claim it. */
export interface IdCheckedDeal {
  title: string;
  checkId: IdCheckedEligibility;
}

/** What the ID must show for each kind of deal. */
const WHAT_THE_ID_SHOWS: Readonly<Record<IdCheckedEligibility, string>> = {
  first_time: 'first order',
  birthday: 'birthday this month',
};

/** The first-visit and birthday deals among an order's savings (`orders.discounts`). */
export function idCheckedDeals(savings: readonly Pick<AppliedDiscount, 'title' | 'checkId'>[]): IdCheckedDeal[] {
  return savings.flatMap(({ title, checkId }) => (checkId ? [{ title, checkId }] : []));
}

/**
 * What the queue card and the order page say before the budtender hands the order over:
 * "Check ID for the deal — First-time customers: 15% off (first order)"; null when no deal needs it.
 */
export function dealIdCheckText(deals: readonly IdCheckedDeal[]): string | null {
  if (deals.length === 0) return null;
  const named = deals.map((deal) => `${deal.title} (${WHAT_THE_ID_SHOWS[deal.checkId]})`).join('; ');
  return `Check ID for the deal${deals.length > 1 ? 's' : ''} — ${named}`;
}
