import type { MenuMode } from '../../lib/menu-query.ts';
import type { MenuDeal } from './context.ts';
import { discounted, lowersPrice } from './deals.ts';
import type { IndexedProduct, MenuFacetIndex } from './facet-index.ts';

const keys = new WeakMap<readonly MenuDeal[], string>();

/**
 * Names a set of running deals, for what the facet index keeps per set (the deal view, the price
 * orders, the counts of an unfiltered menu): written once per list of deals.
 */
export function dealsKey(deals: readonly MenuDeal[]): string {
  let key = keys.get(deals);
  if (key === undefined) {
    key = JSON.stringify(deals);
    keys.set(deals, key);
  }
  return key;
}

/**
 * What the running deals do to each product of the index, by its position in list(): whether one
 * covers it (1) and the price it pays (NaN without a price), as onDealSql() and finalPriceSql()
 * decide. Computed once per set of deals and menu until a row changes.
 */
export interface DealView {
  covered: Uint8Array;
  prices: Float64Array;
}

export function dealView(index: MenuFacetIndex, deals: readonly MenuDeal[], mode: MenuMode): DealView {
  return index.derived(`deals ${mode} ${dealsKey(deals)}`, (products) => {
    const everything = deals.some((deal) => deal.scope === 'all');
    const productIds = new Set(deals.flatMap((deal) => (deal.scope === 'products' ? deal.productIds : [])));
    const brandSlugs = new Set(deals.flatMap((deal) => (deal.scope === 'brands' ? deal.brandSlugs : [])));
    const categoryIds = new Set(deals.flatMap((deal) => (deal.scope === 'categories' ? deal.categoryIds : [])));
    const coversOne = (deal: MenuDeal, product: IndexedProduct) =>
      deal.scope === 'all' ||
      (deal.scope === 'products' && deal.productIds.includes(product.id)) ||
      (deal.scope === 'brands' && product.brandSlug !== null && deal.brandSlugs.includes(product.brandSlug)) ||
      (deal.scope === 'categories' && product.categoryIds.some((id) => deal.categoryIds.includes(id)));
    const priceDeals = deals.filter(lowersPrice);
    const covered = new Uint8Array(products.length);
    const prices = new Float64Array(products.length);
    for (let at = 0; at < products.length; at++) {
      const product = products[at]!;
      let on = everything || productIds.has(product.id) || (product.brandSlug !== null && brandSlugs.has(product.brandSlug));
      for (let step = 0; !on && categoryIds.size > 0 && step < product.categoryIds.length; step++) {
        on = categoryIds.has(product.categoryIds[step]!);
      }
      covered[at] = on ? 1 : 0;
      const regular = mode === 'adult' ? product.adultPriceCents : product.medicalPriceCents;
      let best = regular ?? NaN;
      if (regular !== null && on) {
        for (const deal of priceDeals) if (coversOne(deal, product)) best = Math.min(best, discounted(deal, regular));
      }
      prices[at] = best;
    }
    return { covered, prices };
  });
}
