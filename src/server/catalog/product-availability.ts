import type { Queryable } from '../db/database.ts';
import type { MenuMode } from '#lib/catalog/menu-query.ts';
import { LOW_STOCK_THRESHOLD } from '#lib/catalog/stock-state.ts';
import { poolStockSql, stockPoolSql } from '#lib/catalog/stock-pool.ts';
import type { PricedVariant } from '#lib/deals/variant-price.ts';

/** A store as the availability list names and links it. */
export interface AvailabilityStore {
  id: string;
  slug: string;
  name: string;
  isDefault: boolean;
}

/** How a product stands at one store: what the list on its page says. */
export type AvailabilityLevel = 'in_stock' | 'low_stock' | 'sold_out' | 'not_carried';

export interface StoreAvailability {
  store: Omit<AvailabilityStore, 'id'>;
  level: AvailabilityLevel;
  /** Units of the product's sizes the store has on the shelf. */
  left: number;
  /**
   * The store's lowest price for it on the page's menu (after the day's shelf deals), when it
   * differs from the lowest price of the store the page shows; null when it is the same or the
   * store does not carry it.
   */
  fromCents: number | null;
}

/** One size of the product at one store, with the store's price where it sets one. */
export interface StoreSizeRow extends PricedVariant {
  storeId: string;
  stock: number;
}

interface SizeRow {
  [column: string]: unknown;
  store_id: string;
  stock: number;
  adult_use_price_cents: number;
  medical_price_cents: number | null;
  excise_taxable: boolean;
}

/**
 * Every active size of the product `slug` that the stores `storeIds` carry, with their stock and
 * price there (the catalog's where a store sets none): one read of `store_variants` for the whole list.
 * The stock is the count a sale on `mode`'s menu draws from at each store (stock-pool.ts).
 */
export async function readStoreSizes(
  db: Queryable,
  slug: string,
  storeIds: readonly string[],
  mode: MenuMode = 'adult',
): Promise<StoreSizeRow[]> {
  const stock = poolStockSql({
    own: 'sv.stock',
    variant: 'sv.variant_id',
    store: 'sv.store_id',
    pool: stockPoolSql('sv.store_id', mode),
  });
  const rows = await db.query<SizeRow>(
    `select sv.store_id, ${stock} as stock, v.excise_taxable,
            coalesce(sv.adult_use_price_cents, v.adult_use_price_cents) as adult_use_price_cents,
            coalesce(sv.medical_price_cents, v.medical_price_cents) as medical_price_cents
       from products p
       join variants v on v.product_id = p.id and v.active
       join store_variants sv on sv.variant_id = v.id and sv.pool = 'all' and sv.carried
      where p.slug = $1 and sv.store_id = any($2::uuid[])`,
    [slug, storeIds],
  );
  return rows.map((row) => ({
    storeId: row.store_id,
    stock: Math.max(0, Number(row.stock)),
    adultUsePriceCents: Number(row.adult_use_price_cents),
    medicalPriceCents: row.medical_price_cents === null ? null : Number(row.medical_price_cents),
    exciseTaxable: row.excise_taxable,
  }));
}

/**
 * The availability list, one entry per store in the stores' order: a store with no carried size
 * does not carry it; else sold out, low (LOW_STOCK_THRESHOLD units or fewer across its sizes) or
 * in stock. `priceOf` prices a size on the page's menu; `shownCents` is the page's own lowest.
 */
export function storeAvailability(
  stores: readonly AvailabilityStore[],
  sizes: readonly StoreSizeRow[],
  priceOf: (size: StoreSizeRow, mode: MenuMode) => number,
  { mode, shownCents }: { mode: MenuMode; shownCents: number | null },
): StoreAvailability[] {
  return stores.map(({ id, ...store }) => {
    const carried = sizes.filter((size) => size.storeId === id);
    const left = carried.reduce((sum, size) => sum + size.stock, 0);
    const prices = carried.map((size) => priceOf(size, mode));
    const lowest = prices.length === 0 ? null : Math.min(...prices);
    const level: AvailabilityLevel =
      carried.length === 0
        ? 'not_carried'
        : left === 0
          ? 'sold_out'
          : left <= LOW_STOCK_THRESHOLD
            ? 'low_stock'
            : 'in_stock';
    return { store, level, left, fromCents: lowest !== null && lowest !== shownCents ? lowest : null };
  });
}
