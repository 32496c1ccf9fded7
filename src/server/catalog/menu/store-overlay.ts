import type { MenuMode } from '#lib/catalog/menu-query.ts';
import type { Queryable } from '../../db/database.ts';
import {
  VALUE_FACETS,
  keptDerived,
  type FacetColumns,
  type IndexedProduct,
  type MenuFacetIndex,
  type MenuIndexView,
} from './facet-index.ts';
import type { StockPool } from './menu-source.ts';

/**
 * A store's menu over the one catalog index: what differs by store (which products it lists, which
 * are in stock, its prices and the weights it has in stock) from `menu_store_products`, laid over
 * the shared index (facet-index.ts) without copying what every store shares (names, brands,
 * categories, potency, effects, search). Docs: docs/decisions/0067-one-catalog-index-one-overlay-per-store.md.
 *
 * The view keeps the index's products at the index's positions, so a search's matches, a
 * category's products and the name order are the index's; a product the store does not list stays
 * at its position and is never offered (its last sellable day is before every day).
 */

/** Weights are the value facet a store changes: its own sizes in stock. */
const WEIGHT_KIND = VALUE_FACETS.indexOf('weights');

/** A product as one store lists it. */
export interface StoreProduct {
  inStock: boolean;
  adultPriceCents: number | null;
  medicalPriceCents: number | null;
  /** Milligrams, of the sizes it shows. */
  weights: number[];
}

type OverlayRow = [
  productId: string,
  inStock: boolean,
  adult: number | null,
  medical: number | null,
  weights: number[],
];

/**
 * One JSON value, as the index reads its rows (facet-index.ts): the stock and weights of `pool`,
 * the sizes' own rows or the medical count of a store keeping medical stock apart.
 */
const selectRows = (pool: StockPool) => {
  const medical = pool === 'medical' ? 'medical_' : '';
  return `select coalesce(json_agg(json_build_array(s.product_id, s.${medical}in_stock, s.adult_price_cents,
         s.medical_price_cents, s.${medical}weights)), '[]'::json) as rows
    from menu_store_products s
   where s.store_id = $1 and s.listed`;
};

const SELECT_ROWS: Readonly<Record<StockPool, string>> = { all: selectRows('all'), medical: selectRows('medical') };

/**
 * The rows of one store's menu (`menu_store_products`) the process keeps, by product id. Ids are
 * the index's own strings and equal weight lists one array, so a store costs its own facts only.
 */
export class StoreOverlay {
  readonly products = new Map<string, StoreProduct>();
  readonly #index: MenuFacetIndex;
  readonly #pool: StockPool;
  readonly #weights = new Map<string, number[]>();

  constructor(index: MenuFacetIndex, pool: StockPool = 'all') {
    this.#index = index;
    this.#pool = pool;
  }

  /** Reads every product the store lists, in stock in `pool` (menu-source.ts). */
  static async load(db: Queryable, storeId: string, index: MenuFacetIndex, pool: StockPool = 'all') {
    const overlay = new StoreOverlay(index, pool);
    const [result] = await db.query<{ rows: OverlayRow[] }>(SELECT_ROWS[pool], [storeId]);
    for (const row of result?.rows ?? []) overlay.#put(row);
    return overlay;
  }

  /** Reads the store's rows of the given products again; a product it no longer lists leaves. */
  async refresh(db: Queryable, storeId: string, productIds: readonly string[]): Promise<void> {
    const selected = `${SELECT_ROWS[this.#pool]} and s.product_id = any ($2::uuid[])`;
    const [result] = await db.query<{ rows: OverlayRow[] }>(selected, [storeId, [...productIds]]);
    for (const id of productIds) this.products.delete(id);
    for (const row of result?.rows ?? []) this.#put(row);
  }

  #put([id, inStock, adultPriceCents, medicalPriceCents, weights]: OverlayRow): void {
    const key = weights.join();
    let shared = this.#weights.get(key);
    if (!shared) {
      shared = weights;
      this.#weights.set(key, shared);
    }
    const product = { inStock, adultPriceCents, medicalPriceCents, weights: shared };
    this.products.set(this.#index.products.get(id)?.id ?? id, product);
  }
}

/**
 * One store's menu as the engine reads it: the catalog index's products and positions, with the
 * store's columns (listing, stock, weights) and prices. Made again when either side changes; what
 * is derived from it (orders, counts, deal prices) is kept on the view, as the index keeps its own.
 */
export class StoreMenuView implements MenuIndexView {
  readonly #index: MenuFacetIndex;
  readonly #overlay: StoreOverlay;
  /** The index's list the view was made over: a new list (a re-read row) needs a new view. */
  readonly #products: IndexedProduct[];
  readonly #derived = new Map<string, unknown>();

  constructor(index: MenuFacetIndex, overlay: StoreOverlay) {
    this.#index = index;
    this.#overlay = overlay;
    this.#products = index.list();
  }

  /** Whether the view still stands over the index's products as they are. */
  madeOver(index: MenuFacetIndex, overlay: StoreOverlay): boolean {
    return index === this.#index && overlay === this.#overlay && index.list() === this.#products;
  }

  get kinds(): readonly number[] {
    return this.#index.kinds;
  }

  get values(): readonly string[] {
    return this.#index.values;
  }

  get labels(): ReadonlyMap<number, string> {
    return this.#index.labels;
  }

  list(): IndexedProduct[] {
    return this.#products;
  }

  code(kind: number, value: string, create = true): number {
    return this.#index.code(kind, value, create);
  }

  positionsOf(ids: readonly string[]): Int32Array {
    return this.#index.positionsOf(ids);
  }

  columns(): FacetColumns {
    return this.derived('columns', (products) => storeColumns(this.#index, products, this.#overlay));
  }

  regularPrices(mode: MenuMode): Float64Array {
    return this.derived(`regular ${mode}`, (products) => {
      const prices = new Float64Array(products.length);
      for (let at = 0; at < products.length; at++) {
        const product = this.#overlay.products.get(products[at]!.id);
        prices[at] = (mode === 'adult' ? product?.adultPriceCents : product?.medicalPriceCents) ?? NaN;
      }
      return prices;
    });
  }

  /** As MenuFacetIndex.derived; everything goes with the view. */
  derived<T>(key: string, compute: (products: readonly IndexedProduct[]) => T): T {
    return keptDerived(this.#derived, key, () => compute(this.#products));
  }
}

/**
 * The index's columns with the store's listing, stock and weights: the columns every store shares
 * (medical only, category path, THC, CBD) are the index's own arrays.
 */
function storeColumns(index: MenuFacetIndex, products: readonly IndexedProduct[], overlay: StoreOverlay): FacetColumns {
  const shared = index.columns();
  const size = products.length;
  const sellableUntil = new Float64Array(size);
  const inStock = new Uint8Array(size);
  const valueStart = new Int32Array(size + 1);
  const codes: number[] = [];
  for (let at = 0; at < size; at++) {
    const product = products[at]!;
    const own = overlay.products.get(product.id);
    // Not listed at the store: before every day, so never offered.
    sellableUntil[at] = own ? shared.sellableUntil[at]! : -1;
    inStock[at] = own?.inStock ? 1 : 0;
    for (const code of product.values) if (index.kinds[code] !== WEIGHT_KIND) codes.push(code);
    for (const weight of own?.weights ?? []) codes.push(index.code(WEIGHT_KIND, String(weight)));
    valueStart[at + 1] = codes.length;
  }
  return { ...shared, sellableUntil, inStock, valueStart, valueCodes: Int32Array.from(codes) };
}
