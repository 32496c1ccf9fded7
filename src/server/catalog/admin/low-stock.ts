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
});

function lowStockQuery(condition: string): string {
  return `select p.id as product_id, p.name as product_name, b.name as brand_name, v.id as variant_id, v.size_label, v.sku, v.stock,
                 count(*) over ()::int as total
            from variants v
            join products p on p.id = v.product_id
            left join brands b on b.id = p.brand_id
           where p.status = 'active' and v.active and ${condition}
           order by v.stock, p.name, v.position
           limit ${LIST_LIMIT}`;
}

/** Sizes on sale with `threshold` units or fewer: those running low (fewest first) and those sold out. */
export async function lowStock(db: Queryable, threshold: number): Promise<DashboardOverview['lowStock']> {
  const [runningLow, soldOut] = await Promise.all([
    db.query<LowStockRow>(lowStockQuery('v.stock between 1 and $1'), [threshold]),
    db.query<LowStockRow>(lowStockQuery('v.stock = 0')),
  ]);
  return {
    threshold,
    runningLow: runningLow.map(toItem),
    soldOut: soldOut.map(toItem),
    runningLowCount: runningLow[0]?.total ?? 0,
    soldOutCount: soldOut[0]?.total ?? 0,
  };
}
