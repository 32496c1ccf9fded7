import type { MenuMode } from '#lib/catalog/menu-query.ts';
import type { MenuDeal } from './context.ts';
import { menuPricing } from './deals.ts';
import type { MenuIndexView } from './facet-index.ts';

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
 * covers it (1) and the price it pays (NaN without a price): menuPricing in deals.ts, as the cards
 * show it. Computed once per set of deals and menu until a row changes.
 */
export interface DealView {
  covered: Uint8Array;
  prices: Float64Array;
}

export function dealView(index: MenuIndexView, deals: readonly MenuDeal[], mode: MenuMode): DealView {
  return index.derived(`deals ${mode} ${dealsKey(deals)}`, (products) => {
    const pricing = menuPricing(deals);
    const regularPrices = index.regularPrices(mode);
    const covered = new Uint8Array(products.length);
    const prices = new Float64Array(products.length);
    for (let at = 0; at < products.length; at++) {
      const product = products[at]!;
      const regular = regularPrices[at]!;
      const on = pricing.covered(product);
      covered[at] = on ? 1 : 0;
      prices[at] = Number.isNaN(regular) || !on ? regular : pricing.price(product, regular);
    }
    return { covered, prices };
  });
}
