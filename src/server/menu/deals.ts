import { applyUnitDeal, bestUnitDeals } from '../../lib/deals/deal-price.ts';
import type { MenuDeal } from './context.ts';

/**
 * Deals on the menu. Percent-off and amount-off deals lower the card price (never below zero; the
 * largest discount wins when several apply, and deals do not stack here); buy-x-get-y and bundle
 * deals only badge the card. The price rule itself is the one in src/lib/deals/deal-price.ts: the
 * cards show it (dealPrice) and the facet index filters and sorts by it (deal-view.ts).
 */

/** What the read model knows about a product that decides which deals cover it. */
export interface DealTarget {
  productId: string;
  brandSlug: string | null;
  categoryPath: readonly string[];
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
      return deal.productIds.includes(target.productId);
    case 'brands':
      return target.brandSlug !== null && deal.brandSlugs.includes(target.brandSlug);
    case 'categories':
      return target.categoryPath.some((id) => deal.categoryIds.includes(id));
  }
}

/** The price after one deal: a percentage rounded half up in integer cents (applyUnitDeal). */
export function discounted(deal: MenuDeal, priceCents: number): number {
  return applyUnitDeal(priceCents, deal);
}

/** The card price of a product: the best applicable discount, else the first badge. */
export function dealPrice(deals: readonly MenuDeal[], target: DealTarget, regularCents: number): DealPrice {
  const covering = deals.filter((deal) => covers(deal, target));
  // The menu never stacks deals: the price is the least any one covering deal gives.
  const [best] = bestUnitDeals(regularCents, covering.map((deal) => ({ ...deal, stackable: false })));
  if (best) return { priceCents: discounted(best, regularCents), regularPriceCents: regularCents, dealTitle: best.title };
  return { priceCents: regularCents, regularPriceCents: null, dealTitle: covering[0]?.title ?? null };
}

/** Discounts on some products only: they can reorder prices, so the price sorts read the price after deals. */
export function targetedPriceDeals(deals: readonly MenuDeal[]): MenuDeal[] {
  return deals.filter((deal) => deal.scope !== 'all' && lowersPrice(deal));
}
