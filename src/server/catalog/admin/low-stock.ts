import type { DashboardOverview, LowStockItem } from '#lib/overview/overview.ts';
import type { Queryable } from '../../db/database.ts';

/** Rows each list shows at most; the counts say how many there are in all. */
const LIST_LIMIT = 100;

interface LowStockRow {
  [column: string]: unknown;
  product_id: string;
  product_name: string;
  brand_name: string | null;
  variant_id: string;
  size_label: string;
  sku: string;
  stock: number;
  pool: 'all' | 'medical';
  total: number;
}

const toItem = (row: LowStockRow): LowStockItem => ({
  productId: row.product_id,
  productName: row.product_name,
  brandName: row.brand_name,
  variantId: row.variant_id,
  sizeLabel: row.size_label,
  sku: row.sku,
  stock: row.stock,
  pool: row.pool,
});

/**
 * The store's sizes on sale (active products, sizes on sale and carried there) whose count meets
 * `condition` on `sv.stock`: each size's own count, and its medical count where the store keeps
 * medical stock apart (decision 73), each a row of its own.
 */
function lowStockQuery(condition: string): string {
  return `select p.id as product_id, p.name as product_name, b.name as brand_name, v.id as variant_id, v.size_label, v.sku,
                 sv.stock, sv.pool, count(*) over ()::int as total
            from store_variants sv
            join store_variants own on own.variant_id = sv.variant_id and own.store_id = sv.store_id and own.pool = 'all'
            join variants v on v.id = sv.variant_id
            join products p on p.id = v.product_id
            left join brands b on b.id = p.brand_id
           where sv.store_id = coalesce($1::uuid, (select public.default_store_id())) and own.carried
             and p.status = 'active' and v.active and ${condition}
           order by sv.stock, p.name, v.position, sv.pool
           limit ${LIST_LIMIT}`;
}

/**
 * A store's sizes on sale with `threshold` units or fewer (the default store's when none is
 * named): those running low (fewest first) and those sold out.
 */
export async function lowStock(
  db: Queryable,
  threshold: number,
  storeId?: string,
): Promise<DashboardOverview['lowStock']> {
  const store = storeId ?? null;
  const [runningLow, soldOut] = await Promise.all([
    db.query<LowStockRow>(lowStockQuery('sv.stock between 1 and $2::int'), [store, threshold]),
    db.query<LowStockRow>(lowStockQuery('sv.stock = 0'), [store]),
  ]);
  return {
    threshold,
    runningLow: runningLow.map(toItem),
    soldOut: soldOut.map(toItem),
    runningLowCount: runningLow[0]?.total ?? 0,
    soldOutCount: soldOut[0]?.total ?? 0,
  };
}
