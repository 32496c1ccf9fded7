import type { MenuMode, MenuQuery } from '#lib/catalog/menu-query.ts';
import type { IndexedProduct, MenuIndexView } from './facet-index.ts';

/**
 * The menu's sorts over the facet index (facet-index.ts): in stock first, then the sort's own keys
 * (a missing value last going up and first going down, as PostgreSQL places nulls), then the
 * lower-case name in byte order and the id. Each sort is a permutation of the index's positions,
 * made once per state of the index, so a page of any filtered menu is a walk along it that keeps
 * the products passing the filters (pageOf). The database then reads just that page's cards.
 */

export type MenuSort = MenuQuery['sort'];

/** A number that may be missing (NaN): ascending puts missing last, descending first, unless told. */
function compareNullable(a: number, b: number, descending: boolean, nullsLast = !descending): number {
  const aMissing = Number.isNaN(a);
  const bMissing = Number.isNaN(b);
  if (aMissing || bMissing) {
    if (aMissing && bMissing) return 0;
    return aMissing === nullsLast ? 1 : -1;
  }
  return descending ? b - a : a - b;
}

const orNaN = (value: number | null) => value ?? NaN;

export interface MenuOrderOptions {
  sort: MenuSort;
  mode: MenuMode;
  /**
   * For the price sorts when deals reorder prices: the price each position pays after deals
   * (dealView in deal-view.ts), sorted by before the regular price. Null sorts by the
   * regular price alone, which gives the same order when no targeted deal changes prices.
   */
  finalPrices: Float64Array | null;
  /** Names the deals behind finalPrices, so each set of deals has its own order. */
  dealsKey: string;
}

/**
 * The positions of the index in the sort's order; in-stock products first, as every menu lists
 * them. The index lists its products in name order (MenuFacetIndex.list), so a position is also
 * the name's rank, the last key of every sort: the featured and name sorts are a partition into
 * buckets in position order, the others a sort on numbers.
 */
export function menuOrder(index: MenuIndexView, options: MenuOrderOptions): Int32Array {
  const { sort, mode, finalPrices } = options;
  const priced = sort === 'price-asc' || sort === 'price-desc';
  const key = `order ${sort}${priced ? ` ${mode}${finalPrices ? ` ${options.dealsKey}` : ''}` : ''}`;
  return index.derived(key, (products) => {
    const { inStock } = index.columns();
    if (sort === 'featured')
      return buckets(products, (product, at) => (inStock[at] === 1 ? 0 : 2) + (product.featured ? 0 : 1), 4);
    if (sort === 'name') return buckets(products, (_, at) => (inStock[at] === 1 ? 0 : 1), 2);
    const byKey = sortKey(products, sort, index.regularPrices(mode), finalPrices);
    const order = products.map((_, at) => at);
    order.sort((a, b) => inStock[b]! - inStock[a]! || byKey(a, b) || a - b);
    return Int32Array.from(order);
  });
}

/** Positions grouped by bucket (0 first), in position order within each. */
function buckets(
  products: readonly IndexedProduct[],
  bucketOf: (product: IndexedProduct, at: number) => number,
  count: number,
): Int32Array {
  const starts = new Int32Array(count + 1);
  const bucket = Uint8Array.from(products, bucketOf);
  for (const each of bucket) starts[each + 1]! += 1;
  for (let at = 1; at <= count; at++) starts[at]! += starts[at - 1]!;
  const order = new Int32Array(products.length);
  bucket.forEach((each, at) => (order[starts[each]!++] = at));
  return order;
}

/** The sort's own terms between "in stock first" and the name. */
function sortKey(
  products: readonly IndexedProduct[],
  sort: MenuSort,
  regularPrices: Float64Array,
  finalPrices: Float64Array | null,
): (a: number, b: number) => number {
  const regular = (at: number) => regularPrices[at]!;
  switch (sort) {
    case 'price-asc':
    case 'price-desc': {
      const descending = sort === 'price-desc';
      if (!finalPrices) return (a, b) => compareNullable(regular(a), regular(b), descending);
      return (a, b) =>
        compareNullable(finalPrices[a]!, finalPrices[b]!, descending) ||
        compareNullable(regular(a), regular(b), descending);
    }
    case 'potency':
      return (a, b) =>
        compareNullable(orNaN(products[a]!.thc), orNaN(products[b]!.thc), true, true) ||
        compareNullable(orNaN(products[a]!.thcMg), orNaN(products[b]!.thcMg), true, true);
    case 'newest':
      return (a, b) => products[b]!.createdAt - products[a]!.createdAt;
    case 'featured':
    case 'name':
      return () => 0;
  }
}

/**
 * A search's matches in the order of relevance the database ranked them by, with those in stock
 * first (a stable partition, as `in_stock desc` before the rank does). Matches no longer in the
 * index are left out.
 */
export function rankedOrder(index: MenuIndexView, hits: Int32Array): Int32Array {
  // The same positions (MenuFacetIndex.positionsOf) stand for the same state of the index; each
  // store's view puts its own stock first.
  let orders = rankedOrders.get(index);
  if (!orders) {
    orders = new WeakMap();
    rankedOrders.set(index, orders);
  }
  let order = orders.get(hits);
  if (!order) {
    const { inStock } = index.columns();
    order = new Int32Array(hits.length);
    let next = 0;
    for (const stocked of [1, 0]) {
      for (const at of hits) if (inStock[at] === stocked) order[next++] = at;
    }
    orders.set(hits, order);
  }
  return order;
}

const rankedOrders = new WeakMap<MenuIndexView, WeakMap<Int32Array, Int32Array>>();

/** The positions of one page: the `size` passing positions after the first `offset`, along `order`. */
export function pageOf(order: Int32Array, passing: Uint8Array, offset: number, size: number): number[] {
  const page: number[] = [];
  let skipped = 0;
  for (let step = 0; step < order.length && page.length < size; step++) {
    const at = order[step]!;
    if (passing[at] !== 1) continue;
    if (skipped < offset) skipped += 1;
    else page.push(at);
  }
  return page;
}
