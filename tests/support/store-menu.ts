import type { Queryable } from '#server/db/database.ts';

/** A store's row of the menu's read model, by product (`menu_store_products`). */
export interface StoreMenuRow {
  productId: string;
  listed: boolean;
  inStock: boolean;
  lowStock: boolean;
  exciseTaxable: boolean;
  adultPriceCents: number | null;
  medicalPriceCents: number | null;
  sizeCount: number;
  stockTotal: number;
  weights: number[];
}

/** Every row `menu_store_products` holds for `storeId`, by product id. */
export async function storeMenuRows(db: Queryable, storeId: string): Promise<StoreMenuRow[]> {
  return db.query<StoreMenuRow & Record<string, unknown>>(
    `select product_id as "productId", listed, in_stock as "inStock", low_stock as "lowStock",
            excise_taxable as "exciseTaxable", adult_price_cents as "adultPriceCents",
            medical_price_cents as "medicalPriceCents", size_count as "sizeCount", stock_total as "stockTotal", weights
       from menu_store_products where store_id = $1 order by product_id`,
    [storeId],
  );
}

interface SizeRow {
  [column: string]: unknown;
  product_id: string;
  catalog_listed: boolean;
  variant_id: string | null;
  position: number | null;
  weight_mg: number | null;
  adult: number | null;
  medical: number | null;
  excise_taxable: boolean | null;
  stock: number | null;
}

/**
 * What a store's menu rows should say, worked out here from its sizes one by one rather than by
 * the database's aggregate: the active sizes it carries, at its own price where it sets one (else
 * the catalog's; a medical price falls back to the adult-use one); prices and weights of the sizes
 * in stock, or of every size when none is; low stock at 5 units or fewer in all.
 */
export async function expectedStoreMenu(db: Queryable, storeId: string): Promise<StoreMenuRow[]> {
  const rows = await db.query<SizeRow>(
    `select m.product_id, m.listed as catalog_listed, v.id as variant_id, v.position, v.weight_mg,
            coalesce(sv.adult_use_price_cents, v.adult_use_price_cents) as adult,
            coalesce(sv.medical_price_cents, v.medical_price_cents) as medical, v.excise_taxable, sv.stock
       from menu_products m
       left join variants v on v.product_id = m.product_id and v.active
        and exists (select 1 from store_variants c where c.variant_id = v.id and c.store_id = $1 and c.pool = 'all' and c.carried)
       left join store_variants sv on sv.variant_id = v.id and sv.store_id = $1 and sv.pool = 'all'
      order by m.product_id`,
    [storeId],
  );
  const byProduct = new Map<string, SizeRow[]>();
  for (const row of rows) byProduct.set(row.product_id, [...(byProduct.get(row.product_id) ?? []), row]);
  return [...byProduct.entries()].map(([productId, found]) => {
    const sizes = found.filter((size) => size.variant_id !== null);
    const inStock = sizes.some((size) => size.stock! > 0);
    const shown = inStock ? sizes.filter((size) => size.stock! > 0) : sizes;
    const adult = (size: SizeRow) => size.adult!;
    const medical = (size: SizeRow) => size.medical ?? size.adult!;
    const lowest = (price: (size: SizeRow) => number) => (shown.length === 0 ? null : Math.min(...shown.map(price)));
    const first = [...sizes].sort(
      (a, b) => Number(b.stock! > 0) - Number(a.stock! > 0) || adult(a) - adult(b) || a.position! - b.position!,
    )[0];
    const stockTotal = sizes.reduce((sum, size) => sum + size.stock!, 0);
    return {
      productId,
      listed: found[0]!.catalog_listed && sizes.length > 0,
      inStock,
      lowStock: inStock && stockTotal <= 5,
      exciseTaxable: first?.excise_taxable ?? true,
      adultPriceCents: lowest(adult),
      medicalPriceCents: lowest(medical),
      sizeCount: sizes.length,
      stockTotal,
      weights: [...new Set(shown.flatMap((size) => (size.weight_mg === null ? [] : [size.weight_mg])))].sort(
        (a, b) => a - b,
      ),
    };
  });
}
