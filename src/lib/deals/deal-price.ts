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

type UnitDeal = Pick<Deal, 'kind' | 'percentOff' | 'amountOffCents' | 'stackable'>;

/** Stackable deals combine percentages first, then fixed amounts, so the order never favours the store. */
export function stackOrder<D extends Pick<Deal, 'kind'>>(deals: readonly D[]): D[] {
  return [...deals].sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'percent_off' ? -1 : 1));
}

/**
 * The percent-off and amount-off deals that give one unit its lowest price, in the order they
 * apply: the single deal that saves the most (the earlier one on a tie), or every stackable one
 * combined when that saves more. Empty when none lowers the price. Whoever may claim the deals is
 * the caller's business: shelf prices pass shelf deals only, the cart the customer's.
 */
export function bestUnitDeals<D extends UnitDeal>(priceCents: number, deals: readonly D[]): D[] {
  const unitDeals = deals.filter((deal) => deal.kind === 'percent_off' || deal.kind === 'amount_off');
  let best: { price: number; deals: D[] } = { price: priceCents, deals: [] };
  for (const deal of unitDeals) {
    const price = applyUnitDeal(priceCents, deal);
    if (price < best.price) best = { price, deals: [deal] };
  }
  const stack = stackOrder(unitDeals.filter((deal) => deal.stackable));
  if (stack.length > 1) {
    const price = stack.reduce((running, deal) => applyUnitDeal(running, deal), priceCents);
    if (price < best.price) best = { price, deals: stack };
  }
  return best.deals;
}

/** The best price the shelf deals give `priceCents`; `deals` are the running deals that apply to the unit. */
export function dealPrice(priceCents: number, deals: readonly PricedDeal[]): DealPrice {
  const chosen = bestUnitDeals(priceCents, deals.filter(isShelfDeal));
  return {
    priceCents: chosen.reduce((running, deal) => applyUnitDeal(running, deal), priceCents),
    regularPriceCents: priceCents,
    deals: chosen.map(({ slug, title }) => ({ slug, title })),
  };
}
