import type { QuickOrderSize } from '#lib/cart/quick-order-list.ts';
import type { Deal } from '#lib/deals/deal.ts';
import type { MenuMode } from '#lib/catalog/menu-query.ts';
import type { TaxRates } from '#lib/pricing/taxes.ts';
import {
  CATEGORY_SLUG_PATHS,
  FIRST_IMAGE_JOIN,
  ORDERABLE_SIZE_COLUMNS,
  orderableSize,
  sizesAtStore,
  type OrderableSizeRow,
} from '#lib/catalog/orderable-size.ts';
import { sellableProductSql } from '#lib/catalog/sellable.ts';
import type { Queryable } from '../db/database.ts';

interface SiblingRow extends OrderableSizeRow {
  asked_id: string;
}

/** The store asked about: the third parameter, or the default store. */
const STORE = 'coalesce($3::uuid, (select default_store_id()))';

/** The rows loadSwitchableSizes read, before they are priced (switchableSizesFrom). */
export type SwitchableSizeRows = readonly SiblingRow[];

/**
 * For each size in a cart, every size of the same product that can be bought now on `mode`'s menu
 * at the store (the default store when `storeId` is absent): active, carried and in stock there (in
 * the count `mode`'s sale draws from, stock-pool.ts), at the store's price, the product sellable
 * there. What the cart drawer offers to switch the line to, read in one statement that needs
 * nothing else the quote reads, so it is sent with them.
 */
export async function readSwitchableSizes(
  db: Queryable,
  variantIds: readonly string[],
  mode: MenuMode,
  storeId?: string,
): Promise<SwitchableSizeRows> {
  if (variantIds.length === 0) return [];
  // `v` is each size as the store sells it, so the shared select list reads the store's price and stock.
  return db.query<SiblingRow>(
    `with recursive ${CATEGORY_SLUG_PATHS}
     select asked.id as asked_id, ${ORDERABLE_SIZE_COLUMNS}
       from variants asked
       join products p on p.id = asked.product_id
       join paths on paths.id = p.category_id
       join ${sizesAtStore(STORE, mode)} v on v.product_id = p.id and v.active and v.carried and v.stock > 0
       left join brands br on br.id = p.brand_id
       ${FIRST_IMAGE_JOIN}
      where asked.id = any($1::uuid[])
        and ($2::text = 'medical' or not p.medical_only)
        and ${sellableProductSql(STORE, mode)}
      order by asked.id, v.position, v.adult_use_price_cents, v.id`,
    [variantIds, mode, storeId ?? null],
  );
}

/** The switchable sizes priced as the menu shows them; products with a single size get no list. */
export function switchableSizesFrom(
  rows: SwitchableSizeRows,
  { mode, deals, rates }: { mode: MenuMode; deals: readonly Deal[]; rates: TaxRates },
): Map<string, QuickOrderSize[]> {
  const sizes = new Map<string, QuickOrderSize[]>();
  for (const row of rows) {
    const list = sizes.get(row.asked_id) ?? [];
    list.push(orderableSize(row, mode, deals, rates));
    sizes.set(row.asked_id, list);
  }
  for (const [askedId, list] of sizes) {
    if (list.length < 2) sizes.delete(askedId);
  }
  return sizes;
}
