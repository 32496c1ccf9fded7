import { applyUnitDeal } from '#lib/deals/deal-price.ts';
import type { MenuDeal } from './context.ts';

/**
 * Deals on the menu. Percent-off and amount-off deals lower the card price (never below zero; the
 * largest discount wins when several apply, and deals do not stack here); buy-x-get-y and bundle
 * deals only badge the card. One deal's price is the cart's (applyUnitDeal in
 * src/lib/deals/deal-price.ts); the menu's price (menuPrice) is what the cards show and the facet
 * index filters and sorts by (deal-view.ts).
 */

/** What decides which deals cover a product (an indexed product is one). */
export interface DealTarget {
  id: string;
  brandSlug: string | null;
  /** Its category and every category above it. */
  categoryIds: readonly string[];
}

export interface DealPrice {
  priceCents: number;
  /** The price before the deal when a deal lowers it. */
  regularPriceCents: number | null;
  dealTitle: string | null;
}

export function lowersPrice(deal: MenuDeal): boolean {
  return deal.kind === 'percent_off' || deal.kind === 'amount_off';
}

export function covers(deal: MenuDeal, target: DealTarget): boolean {
  switch (deal.scope) {
    case 'all':
      return true;
    case 'products':
      return deal.productIds.includes(target.id);
    case 'brands':
      return target.brandSlug !== null && deal.brandSlugs.includes(target.brandSlug);
    case 'categories':
      // A loop, not some(): the facet index asks for every product after each change.
      for (const id of target.categoryIds) if (deal.categoryIds.includes(id)) return true;
      return false;
  }
}

/** The price after one deal: a percentage rounded half up in integer cents (applyUnitDeal). */
export function discounted(deal: MenuDeal, priceCents: number): number {
  return applyUnitDeal(priceCents, deal);
}

/**
 * The price a product pays on the menu: the least price any one covering discount gives (deals do
 * not stack on the menu). What the facet index filters and sorts by, and the cards show.
 */
export function menuPrice(deals: readonly MenuDeal[], target: DealTarget, regularCents: number): number {
  let price = regularCents;
  for (const deal of deals) {
    if (lowersPrice(deal) && covers(deal, target)) price = Math.min(price, discounted(deal, regularCents));
  }
  return price;
}

/** The card price of a product (menuPrice) and the deal that gives it (the first, on a tie), else the first badge. */
export function dealPrice(deals: readonly MenuDeal[], target: DealTarget, regularCents: number): DealPrice {
  const priceCents = menuPrice(deals, target, regularCents);
  const covering = deals.filter((deal) => covers(deal, target));
  if (priceCents < regularCents) {
    const best = covering.find((deal) => lowersPrice(deal) && discounted(deal, regularCents) === priceCents)!;
    return { priceCents, regularPriceCents: regularCents, dealTitle: best.title };
  }
  return { priceCents, regularPriceCents: null, dealTitle: covering[0]?.title ?? null };
}

/** Discounts on some products only: they can reorder prices, so the price sorts read the price after deals. */
export function targetedPriceDeals(deals: readonly MenuDeal[]): MenuDeal[] {
  return deals.filter((deal) => deal.scope !== 'all' && lowersPrice(deal));
}
