import type { MenuMode } from '#lib/catalog/menu-query.ts';
import type { Queryable } from '../../db/database.ts';
import { compareBytewise } from './bytewise-order.ts';

/**
 * The facet columns and sort keys of every listed row of `menu_products`, held in this process so
 * that a menu's facet counts, filters and sorts are loops over integers instead of statements
 * that read and aggregate thousands of rows (counting 10 000 rows in SQL costs tens of
 * milliseconds; this loop, well under one). Values are interned: every brand, strain type,
 * effect, terpene, weight and category has a small integer code, and counts are kept in an
 * Int32Array by code. MenuCache (cache.ts) keeps it current.
 */

/** The facets whose options are values a product carries (category is counted by its path). */
export const VALUE_FACETS = ['brand', 'strainType', 'effects', 'terpenes', 'weights'] as const;

/** Kinds of code: a value facet's index in VALUE_FACETS, or CATEGORY_KIND. */
export const CATEGORY_KIND = VALUE_FACETS.length;

export interface IndexedProduct {
  id: string;
  inStock: boolean;
  medicalOnly: boolean;
  /** The last day a lot is sellable as a number (20261125), compared with dayNumber(current_date). */
  sellableUntil: number;
  brandSlug: string | null;
  /** Codes of the product's brand, strain type, effects, terpenes and weights. */
  values: Int32Array;
  /** Codes of the category path, top-level first. */
  path: Int32Array;
  /** The category ids of the path (deals name categories by id). */
  categoryIds: string[];
  /** THC and CBD in hundredths of a percent, as numeric(5, 2) holds them exactly. */
  thc: number | null;
  cbd: number | null;
  adultPriceCents: number | null;
  medicalPriceCents: number | null;
  /** What the menu's sorts read (order.ts). */
  featured: boolean;
  /** lower(name), compared in byte order as its column's "C" collation does. */
  sortName: string;
  /** Microseconds since 1970, exactly as the timestamp orders. */
  createdAt: number;
  /** THC in hundredths of a milligram (a product measured in milligrams). */
  thcMg: number | null;
  /** Its position in the index's list() as last made (-1 before): positionsOf reads it. */
  at: number;
}

type IndexRow = [
  id: string,
  inStock: boolean,
  medicalOnly: boolean,
  sellableUntil: string,
  brandSlug: string | null,
  brandName: string | null,
  strainType: string | null,
  effects: string[],
  terpenes: string[],
  weights: number[],
  categoryPath: string[],
  thc: number | null,
  cbd: number | null,
  adultPriceCents: number | null,
  medicalPriceCents: number | null,
  featured: boolean,
  sortName: string,
  createdAt: number,
  thcMg: number | null,
];

// One JSON value: PGlite hands over one value far faster than thousands of rows.
const SELECT_ROWS = `select coalesce(json_agg(json_build_array(m.product_id, m.in_stock, m.medical_only,
         m.sellable_until::text, m.brand_slug, m.brand_name, m.strain_type, m.effects, m.terpenes, m.weights,
         m.category_path, (m.thc_percent * 100)::integer, (m.cbd_percent * 100)::integer, m.adult_price_cents,
         m.medical_price_cents, m.featured, m.sort_name, (extract(epoch from m.created_at) * 1000000)::bigint,
         (m.thc_mg * 100)::integer) order by m.sort_name, m.product_id), '[]'::json) as rows
    from menu_products m`;

/** Every listed row: the statement that fills the index. */
export const INDEX_LOAD_SQL = `${SELECT_ROWS} where m.listed`;

/**
 * Whether a listed product is on a menu on a day (dayNumber): its last lot has not lapsed (lots
 * lapse at midnight without any write) and, on the adult-use menu, it is not for patients only.
 */
export function offered(sellableUntil: number, medicalOnly: boolean, today: number, adult: boolean): boolean {
  return sellableUntil >= today && !(adult && medicalOnly);
}

/** 'YYYY-MM-DD' as 20261125; 'infinity' and '-infinity' beyond every day. */
export function dayNumber(date: string): number {
  if (date === 'infinity') return Number.MAX_SAFE_INTEGER;
  if (date === '-infinity') return -1;
  return Number(date.replaceAll('-', ''));
}

/**
 * The products of list() as columns, by position: the counting loop reads typed arrays, not
 * thousands of objects spread over the heap. A product's codes are `codes[start[at]…start[at + 1]]`.
 */
export interface FacetColumns {
  size: number;
  sellableUntil: Float64Array;
  inStock: Uint8Array;
  medicalOnly: Uint8Array;
  valueStart: Int32Array;
  valueCodes: Int32Array;
  pathStart: Int32Array;
  pathCodes: Int32Array;
  /** Hundredths of a percent; NaN for none. */
  thc: Float64Array;
  cbd: Float64Array;
}

// Plain loops into preallocated arrays: TypedArray.from with a mapping function is many times slower.
function columnsOf(products: readonly IndexedProduct[]): FacetColumns {
  const size = products.length;
  const valueStart = new Int32Array(size + 1);
  const pathStart = new Int32Array(size + 1);
  for (let at = 0; at < size; at++) {
    valueStart[at + 1] = valueStart[at]! + products[at]!.values.length;
    pathStart[at + 1] = pathStart[at]! + products[at]!.path.length;
  }
  const columns: FacetColumns = {
    size,
    sellableUntil: new Float64Array(size),
    inStock: new Uint8Array(size),
    medicalOnly: new Uint8Array(size),
    valueStart,
    valueCodes: new Int32Array(valueStart[size]!),
    pathStart,
    pathCodes: new Int32Array(pathStart[size]!),
    thc: new Float64Array(size),
    cbd: new Float64Array(size),
  };
  for (let at = 0; at < size; at++) {
    const product = products[at]!;
    columns.sellableUntil[at] = product.sellableUntil;
    columns.inStock[at] = product.inStock ? 1 : 0;
    columns.medicalOnly[at] = product.medicalOnly ? 1 : 0;
    columns.valueCodes.set(product.values, valueStart[at]!);
    columns.pathCodes.set(product.path, pathStart[at]!);
    columns.thc[at] = product.thc ?? NaN;
    columns.cbd[at] = product.cbd ?? NaN;
  }
  return columns;
}

/**
 * What the menu's counting, ordering and paging read (facet-tally.ts, order.ts, deal-view.ts):
 * the catalog index itself for the default store's menu, or a store's overlay over it
 * (store-overlay.ts), which keeps the same products at the same positions and answers with the
 * store's listing, stock, prices and weights.
 */
export interface MenuIndexView {
  /** The products in name order; their catalog facts only (stock and prices are the view's). */
  list(): IndexedProduct[];
  columns(): FacetColumns;
  /** Each position's price on a menu before deals, in cents; NaN for none. */
  regularPrices(mode: MenuMode): Float64Array;
  derived<T>(key: string, compute: (products: readonly IndexedProduct[]) => T): T;
  code(kind: number, value: string, create?: boolean): number;
  positionsOf(ids: readonly string[]): Int32Array;
  readonly kinds: readonly number[];
  readonly values: readonly string[];
  readonly labels: ReadonlyMap<number, string>;
}

/** Things derived from the index kept at once (a sort is 4 bytes a product, a menu's counts 1). */
const MAX_DERIVED = 128;

/** `kept`'s value for `key`, computed on a miss; past MAX_DERIVED keys the least recently used goes. */
export function keptDerived<T>(kept: Map<string, unknown>, key: string, compute: () => T): T {
  if (kept.has(key)) {
    const value = kept.get(key) as T;
    // Most recently used last.
    kept.delete(key);
    kept.set(key, value);
    return value;
  }
  const value = compute();
  if (kept.size >= MAX_DERIVED) kept.delete(kept.keys().next().value!);
  kept.set(key, value);
  return value;
}

export class MenuFacetIndex implements MenuIndexView {
  readonly products = new Map<string, IndexedProduct>();
  readonly #codes = new Map<string, number>();
  /** By code: the kind of value and the value as the facets name it (a slug, a key, an id, milligrams). */
  readonly kinds: number[] = [];
  readonly values: string[] = [];
  /** Brand names by code, as the rows last gave them. */
  readonly labels = new Map<number, string>();
  #list: IndexedProduct[] | null = null;
  readonly #derived = new Map<string, unknown>();
  #positionsOf = new WeakMap<readonly string[], Int32Array>();

  /**
   * The products as an array (a loop over an array is much cheaper than over a Map), in name order
   * (sort_name, then id, both in byte order as the database compares them), so a position is a
   * name's rank (order.ts). Made by one sort when the index is read, then kept in order as rows
   * are re-read: the changed products leave it and go back in by binary search (refresh).
   */
  list(): IndexedProduct[] {
    if (!this.#list) {
      this.#list = [...this.products.values()].sort(byName);
      this.#numberPositions();
    }
    return this.#list;
  }

  #numberPositions(): void {
    const list = this.#list!;
    for (let at = 0; at < list.length; at++) list[at]!.at = at;
  }

  columns(): FacetColumns {
    return this.derived('columns', columnsOf);
  }

  regularPrices(mode: MenuMode): Float64Array {
    return this.derived(`regular ${mode}`, (products) => {
      const prices = new Float64Array(products.length);
      for (let at = 0; at < products.length; at++) {
        const product = products[at]!;
        prices[at] = orNaN(mode === 'adult' ? product.adultPriceCents : product.medicalPriceCents);
      }
      return prices;
    });
  }

  /**
   * The positions in list() of the given products, in their order; those not in the index are
   * left out. Kept for the same array (a search's ranking) until a row changes.
   */
  positionsOf(ids: readonly string[]): Int32Array {
    let found = this.#positionsOf.get(ids);
    if (!found) {
      this.list();
      const kept: number[] = [];
      for (const id of ids) {
        const product = this.products.get(id);
        if (product) kept.push(product.at);
      }
      found = Int32Array.from(kept);
      this.#positionsOf.set(ids, found);
    }
    return found;
  }

  /**
   * Something computed from every product of list(), by their positions there (the prices the
   * running deals give, the sorts, the counts of an unfiltered menu), kept until a row changes;
   * past MAX_DERIVED keys the least recently used goes.
   */
  derived<T>(key: string, compute: (products: readonly IndexedProduct[]) => T): T {
    return keptDerived(this.#derived, key, () => compute(this.list()));
  }

  #changed(): void {
    this.#list = null;
    this.#derived.clear();
    this.#positionsOf = new WeakMap();
  }

  /** Reads every listed row (a read of the whole table, once per process and after a large change). */
  static async load(db: Queryable): Promise<MenuFacetIndex> {
    const index = new MenuFacetIndex();
    const [result] = await db.query<{ rows: IndexRow[] }>(INDEX_LOAD_SQL);
    for (const row of result?.rows ?? []) index.#put(row);
    return index;
  }

  /** Reads the rows of the given products again; a product no longer listed leaves the index. */
  async refresh(db: Queryable, productIds: readonly string[]): Promise<void> {
    const [result] = await db.query<{ rows: IndexRow[] }>(
      `${SELECT_ROWS} where m.product_id = any ($1::uuid[]) and m.listed`,
      [[...productIds]],
    );
    const previous = this.#list;
    for (const id of productIds) this.products.delete(id);
    const reread = (result?.rows ?? []).map((row) => this.#put(row));
    this.#changed();
    if (!previous) return;
    const changed = new Set(productIds);
    const list = previous.filter((product) => !changed.has(product.id));
    for (const product of reread.sort(byName)) list.splice(insertionPoint(list, product), 0, product);
    this.#list = list;
    this.#numberPositions();
  }

  /** The code of a value of a kind, made on first sight; -1 for an unknown one when `create` is off. */
  code(kind: number, value: string, create = true): number {
    const key = `${kind}:${value}`;
    let code = this.#codes.get(key);
    if (code === undefined) {
      if (!create) return -1;
      code = this.kinds.length;
      this.#codes.set(key, code);
      this.kinds.push(kind);
      this.values.push(value);
    }
    return code;
  }

  #put(row: IndexRow): IndexedProduct {
    this.#changed();
    const [
      id,
      inStock,
      medicalOnly,
      sellableUntil,
      brandSlug,
      brandName,
      strainType,
      effects,
      terpenes,
      weights,
      path,
    ] = row;
    const values: number[] = [];
    if (brandSlug !== null) {
      const brand = this.code(0, brandSlug);
      values.push(brand);
      if (brandName !== null) this.labels.set(brand, brandName);
    }
    if (strainType !== null) values.push(this.code(1, strainType));
    for (const effect of effects) values.push(this.code(2, effect));
    for (const terpene of terpenes) values.push(this.code(3, terpene));
    for (const weight of weights) values.push(this.code(4, String(weight)));
    const product: IndexedProduct = {
      id,
      inStock,
      medicalOnly,
      sellableUntil: dayNumber(sellableUntil),
      brandSlug,
      values: Int32Array.from(values),
      path: Int32Array.from(path, (category) => this.code(CATEGORY_KIND, category)),
      categoryIds: path,
      thc: row[11],
      cbd: row[12],
      adultPriceCents: row[13],
      medicalPriceCents: row[14],
      featured: row[15],
      sortName: row[16],
      createdAt: Number(row[17]),
      thcMg: row[18],
      at: -1,
    };
    this.products.set(id, product);
    return product;
  }
}

const orNaN = (value: number | null) => value ?? NaN;

/** Name order: sort_name, then id, both in byte order as the database compares them. */
function byName(a: IndexedProduct, b: IndexedProduct): number {
  return compareBytewise(a.sortName, b.sortName) || compareBytewise(a.id, b.id);
}

/** Where a product goes in a list in name order (the first position after every product before it). */
function insertionPoint(list: readonly IndexedProduct[], product: IndexedProduct): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (byName(list[middle]!, product) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}
