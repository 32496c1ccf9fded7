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

/**
 * Whether a deal covers a product, with the deal's lists made into sets once: the facet index asks
 * it of every product after each change (deal-view.ts).
 */
function coverageOf(deal: MenuDeal): (target: DealTarget) => boolean {
  switch (deal.scope) {
    case 'all':
      return () => true;
    case 'products': {
      const ids = new Set(deal.productIds);
      return (target) => ids.has(target.id);
    }
    case 'brands': {
      const slugs = new Set(deal.brandSlugs);
      return (target) => target.brandSlug !== null && slugs.has(target.brandSlug);
    }
    case 'categories': {
      const ids = new Set(deal.categoryIds);
      return (target) => {
        for (const id of target.categoryIds) if (ids.has(id)) return true;
        return false;
      };
    }
  }
}

export function covers(deal: MenuDeal, target: DealTarget): boolean {
  return coverageOf(deal)(target);
}

/** The price after one deal: a percentage rounded half up in integer cents (applyUnitDeal). */
export function discounted(deal: MenuDeal, priceCents: number): number {
  return applyUnitDeal(priceCents, deal);
}

/** What a set of running deals does to products on the menu, asked product by product. */
export interface MenuPricing {
  /** Whether any of the deals covers the product (it shows on "on deal"). */
  covered(target: DealTarget): boolean;
  /**
   * The price the product pays: the least price any one covering discount gives (deals do not
   * stack on the menu). What the facet index filters and sorts by, and the cards show.
   */
  price(target: DealTarget, regularCents: number): number;
}

export function menuPricing(deals: readonly MenuDeal[]): MenuPricing {
  const coverages = deals.map(coverageOf);
  const discounts = deals.flatMap((deal, at) => (lowersPrice(deal) ? [{ deal, covers: coverages[at]! }] : []));
  return {
    covered(target) {
      for (const coverage of coverages) if (coverage(target)) return true;
      return false;
    },
    price(target, regularCents) {
      let price = regularCents;
      for (const { deal, covers } of discounts) {
        if (covers(target)) price = Math.min(price, discounted(deal, regularCents));
      }
      return price;
    },
  };
}

/** The menu's price of one product (MenuPricing.price). */
export function menuPrice(deals: readonly MenuDeal[], target: DealTarget, regularCents: number): number {
  return menuPricing(deals).price(target, regularCents);
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
