import type { MenuMode, MenuQuery } from '../../lib/menu-query.ts';
import type { IndexedProduct, MenuFacetIndex } from './menu-facet-index.ts';

/**
 * The menu's sorts over the facet index (menu-facet-index.ts), in exactly the order the cards
 * statement gives (orderBy in menu-cards.ts): each sort is a permutation of the index's positions,
 * made once per state of the index, so a page of any filtered menu is a walk along it that keeps
 * the products passing the filters (pageOf). The database then reads just that page's cards.
 */

export type MenuSort = MenuQuery['sort'];

/** UTF-16 code units reordered so that comparing them compares code points: surrogates sort above U+FFFF. */
function codePointKey(unit: number): number {
  if (unit >= 0xd800 && unit <= 0xdfff) return unit + 0x2000;
  return unit >= 0xe000 ? unit - 0x800 : unit;
}

/**
 * Byte order of the strings' UTF-8, which is their code point order: how PostgreSQL compares
 * text in the "C" collation (sort_name) and a uuid's lower-case hex.
 */
export function compareBytewise(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let at = 0; at < length; at++) {
    const left = a.charCodeAt(at);
    const right = b.charCodeAt(at);
    if (left !== right) return codePointKey(left) - codePointKey(right);
  }
  return a.length - b.length;
}

/** Every position's place in name order (sort_name, then product_id): the last key of every sort. */
function nameRanks(index: MenuFacetIndex): Int32Array {
  return index.derived('name ranks', (products) => {
    const order = products.map((_, at) => at);
    order.sort(
      (a, b) => compareBytewise(products[a]!.sortName, products[b]!.sortName) || compareBytewise(products[a]!.id, products[b]!.id),
    );
    const ranks = new Int32Array(products.length);
    order.forEach((at, rank) => (ranks[at] = rank));
    return ranks;
  });
}

/** A number that may be missing (NaN), in SQL's order: ascending puts missing last, descending first. */
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
   * (menu-facet-tally.ts's deal view), sorted by before the regular price. Null sorts by the
   * regular price alone, as the statement does when no targeted deal changes prices.
   */
  finalPrices: Float64Array | null;
  /** Names the deals behind finalPrices, so each set of deals has its own order. */
  dealsKey: string;
}

/** The positions of the index in the sort's order; in-stock products first, as every menu lists them. */
export function menuOrder(index: MenuFacetIndex, options: MenuOrderOptions): Int32Array {
  const { sort, mode, finalPrices } = options;
  const priced = sort === 'price-asc' || sort === 'price-desc';
  const key = `order ${sort}${priced ? ` ${mode}${finalPrices ? ` ${options.dealsKey}` : ''}` : ''}`;
  return index.derived(key, (products) => {
    const ranks = nameRanks(index);
    const byKey = sortKey(products, sort, mode, finalPrices);
    const order = Int32Array.from(products, (_, at) => at);
    order.sort((a, b) => {
      const stock = Number(products[b]!.inStock) - Number(products[a]!.inStock);
      return stock || byKey(a, b) || ranks[a]! - ranks[b]!;
    });
    return order;
  });
}

/** The sort's own terms between "in stock first" and the name. */
function sortKey(
  products: readonly IndexedProduct[],
  sort: MenuSort,
  mode: MenuMode,
  finalPrices: Float64Array | null,
): (a: number, b: number) => number {
  const regular = (at: number) => orNaN(mode === 'adult' ? products[at]!.adultPriceCents : products[at]!.medicalPriceCents);
  switch (sort) {
    case 'featured':
      return (a, b) => Number(products[b]!.featured) - Number(products[a]!.featured);
    case 'price-asc':
    case 'price-desc': {
      const descending = sort === 'price-desc';
      if (!finalPrices) return (a, b) => compareNullable(regular(a), regular(b), descending);
      return (a, b) =>
        compareNullable(finalPrices[a]!, finalPrices[b]!, descending) || compareNullable(regular(a), regular(b), descending);
    }
    case 'potency':
      return (a, b) =>
        compareNullable(orNaN(products[a]!.thc), orNaN(products[b]!.thc), true, true) ||
        compareNullable(orNaN(products[a]!.thcMg), orNaN(products[b]!.thcMg), true, true);
    case 'newest':
      return (a, b) => products[b]!.createdAt - products[a]!.createdAt;
    case 'name':
      return () => 0;
  }
}

/**
 * A search's matches in the order of relevance the database ranked them by, with those in stock
 * first (a stable partition, as `in_stock desc` before the rank does). Matches no longer in the
 * index are left out.
 */
export function rankedOrder(index: MenuFacetIndex, hits: Int32Array): Int32Array {
  // The same positions (MenuFacetIndex.positionsOf) stand for the same state of the index.
  let order = rankedOrders.get(hits);
  if (!order) {
    const { inStock } = index.columns();
    order = new Int32Array(hits.length);
    let next = 0;
    for (const stocked of [1, 0]) {
      for (const at of hits) if (inStock[at] === stocked) order[next++] = at;
    }
    rankedOrders.set(hits, order);
  }
  return order;
}

const rankedOrders = new WeakMap<Int32Array, Int32Array>();

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
