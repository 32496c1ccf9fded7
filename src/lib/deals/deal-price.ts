import type { Deal } from './deal.ts';

/**
 * The price of one unit after the deals that lower a unit's price (percent off, amount off). Packs
 * and buy-x-get-y deals depend on the whole cart, and first-visit or birthday deals on the
 * customer, so they never change a shelf price. Deals do not stack unless every one involved is
 * stackable; otherwise the deal that saves the most wins.
 */
export interface DealPrice {
  priceCents: number;
  regularPriceCents: number;
  /** The deals behind the price, best first; empty when no deal lowers it. */
  deals: Pick<Deal, 'slug' | 'title'>[];
}

type PricedDeal = Pick<Deal, 'slug' | 'title' | 'kind' | 'percentOff' | 'amountOffCents' | 'stackable' | 'eligibility'>;

/** Whether the deal lowers a shelf price for anyone who walks in. */
export function isShelfDeal(deal: Pick<Deal, 'kind' | 'eligibility'>): boolean {
  return (deal.kind === 'percent_off' || deal.kind === 'amount_off') && deal.eligibility === 'everyone';
}

/** One deal on one unit price, in integer cents: a percentage is rounded half up, never below zero. */
export function applyUnitDeal(priceCents: number, deal: Pick<Deal, 'kind' | 'percentOff' | 'amountOffCents'>): number {
  if (deal.kind === 'percent_off' && deal.percentOff !== null) {
    return priceCents - Math.floor((priceCents * deal.percentOff + 50) / 100);
  }
  if (deal.kind === 'amount_off' && deal.amountOffCents !== null) {
    return Math.max(0, priceCents - deal.amountOffCents);
  }
  return priceCents;
}

/** The best price the shelf deals give `priceCents`; `deals` are the running deals that apply to the unit. */
export function dealPrice(priceCents: number, deals: readonly PricedDeal[]): DealPrice {
  const shelf = deals.filter(isShelfDeal);
  let best: DealPrice = { priceCents, regularPriceCents: priceCents, deals: [] };
  for (const deal of shelf) {
    const price = applyUnitDeal(priceCents, deal);
    if (price < best.priceCents) best = { priceCents: price, regularPriceCents: priceCents, deals: [deal] };
  }
  // Stackable deals combine: percentages first, then fixed amounts, so the order never favours the store.
  const stack = shelf
    .filter((deal) => deal.stackable)
    .sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'percent_off' ? -1 : 1));
  if (stack.length > 1) {
    const price = stack.reduce((running, deal) => applyUnitDeal(running, deal), priceCents);
    if (price < best.priceCents) best = { priceCents: price, regularPriceCents: priceCents, deals: stack };
  }
  return { ...best, deals: best.deals.map(({ slug, title }) => ({ slug, title })) };
}
