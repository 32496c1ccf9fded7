import type { Queryable } from '../db/database.ts';
import type { LimitCategory } from '#lib/vocabulary/catalog.ts';
import type { MenuMode } from '#lib/catalog/menu-query.ts';
import { menuPriceCents } from '#lib/deals/variant-price.ts';
import { ACTIVE_BATCH } from '#lib/catalog/sellable.ts';
import { poolStockSql, stockPoolSql } from '#lib/catalog/stock-pool.ts';

/** One size as an order needs it: what it is, what it costs on the sale's menu, how it counts. */
export interface OrderItem {
  variantId: string;
  productSlug: string;
  productName: string;
  sizeLabel: string;
  /** The size's weight (null for goods sold by the unit): deals for one size match on it. */
  weightMg: number | null;
  brandSlug: string | null;
  /** The product's category and every category above it (deals on a parent cover it). */
  categorySlugs: string[];
  unitPriceCents: number;
  exciseTaxable: boolean;
  limitCategory: LimitCategory;
  limitAmount: number;
  stock: number;
  /** False when it may not be sold right now on this menu (archived, batch recalled or expired, medical only). */
  sellable: boolean;
}

interface ItemRow {
  [column: string]: unknown;
  variant_id: string;
  product_slug: string;
  product_name: string;
  size_label: string;
  weight_mg: number | null;
  brand_slug: string | null;
  category_slugs: string[];
  adult_use_price_cents: number;
  medical_price_cents: number | null;
  excise_taxable: boolean;
  limit_category: LimitCategory;
  limit_amount: number;
  stock: number;
  sellable: boolean;
  medical_only: boolean;
}

/** The store asked about: the second parameter, or the default store. */
const STORE = 'coalesce($2::uuid, (select default_store_id()))';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The sizes of a cart at a store (the default store when none is named), read fresh from the
 * catalog and the store's stock (the browser's copy of prices and stock is only ever a hint): the
 * store's own price where it sets one, else the catalog's. A size the store does not carry is
 * not sellable there. The stock is the count `mode`'s sale draws from there: the medical count of a
 * store keeping medical stock apart for a patient's, else the size's own. Unknown ids are simply
 * missing from the result.
 */
export async function loadOrderItems(
  db: Queryable,
  variantIds: readonly string[],
  mode: MenuMode,
  storeId?: string,
): Promise<Map<string, OrderItem>> {
  const ids = [...new Set(variantIds)].filter((id) => UUID.test(id));
  if (ids.length === 0 || (storeId !== undefined && !UUID.test(storeId))) return new Map();
  const stock = poolStockSql({ own: 'sv.stock', variant: 'v.id', store: STORE, pool: stockPoolSql(STORE, mode) });
  const rows = await db.query<ItemRow>(
    `with recursive ancestry (product_id, category_id, slug, depth) as (
       select p.id, c.id, c.slug, 0 from products p join categories c on c.id = p.category_id
        where p.id in (select product_id from variants where id = any($1::uuid[]))
       union all
       select a.product_id, parent.id, parent.slug, a.depth + 1
         from ancestry a join categories child on child.id = a.category_id join categories parent on parent.id = child.parent_id
     )
     select v.id as variant_id, p.slug as product_slug, p.name as product_name, v.size_label, v.weight_mg, br.slug as brand_slug,
            array(select a.slug from ancestry a where a.product_id = p.id order by a.depth) as category_slugs,
            coalesce(sv.adult_use_price_cents, v.adult_use_price_cents) as adult_use_price_cents,
            coalesce(sv.medical_price_cents, v.medical_price_cents) as medical_price_cents,
            v.excise_taxable, v.limit_category, v.limit_amount, coalesce(${stock}, 0) as stock, p.medical_only,
            (v.active and p.status = 'active' and coalesce(sv.carried, false)
              and (not p.is_cannabis or exists (select 1 from batches b where b.product_id = p.id and ${ACTIVE_BATCH}))) as sellable
       from variants v
       join products p on p.id = v.product_id
       left join brands br on br.id = p.brand_id
       left join store_variants sv
         on sv.variant_id = v.id and sv.pool = 'all' and sv.store_id = ${STORE}
      where v.id = any($1::uuid[])`,
    [ids, storeId ?? null],
  );
  return new Map(
    rows.map((row) => [
      row.variant_id,
      {
        variantId: row.variant_id,
        productSlug: row.product_slug,
        productName: row.product_name,
        sizeLabel: row.size_label,
        weightMg: row.weight_mg === null ? null : Number(row.weight_mg),
        brandSlug: row.brand_slug,
        categorySlugs: row.category_slugs,
        unitPriceCents: menuPriceCents(
          { adultUsePriceCents: row.adult_use_price_cents, medicalPriceCents: row.medical_price_cents },
          mode,
        ),
        exciseTaxable: row.excise_taxable,
        limitCategory: row.limit_category,
        limitAmount: row.limit_amount,
        stock: row.stock,
        sellable: row.sellable && (mode === 'medical' || !row.medical_only),
      },
    ]),
  );
}
