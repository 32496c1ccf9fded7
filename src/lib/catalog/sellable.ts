/**
 * What "on the menu" means, as SQL shared by every catalog query so the menu, the navigation and
 * the product page can never disagree: an active product with a variant in stock at the store and, for cannabis,
 * a lab-tested batch that is active and not past its expiry date (recalled, held or expired batches
 * take the product off the menu at once, without waiting for staff to archive it).
 */
import type { MenuMode } from './menu-query.ts';
import { poolStockSql, stockPoolSql } from './stock-pool.ts';

/** A batch row (alias `b`) that may be sold. */
export const ACTIVE_BATCH = `b.status = 'active' and (b.expires_on is null or b.expires_on >= current_date)`;

/**
 * The product (alias `p`) may be bought right now at a store: `store` is an SQL expression of
 * the store's id, such as a query parameter (`'$3::uuid'`); the default store when left out. The
 * store must carry an active size of it with stock: on `mode`'s menu, in the count that menu's sale
 * draws from there (stock-pool.ts; the size's own row unless told the medical menu).
 */
export function sellableProductSql(store = '(select default_store_id())', mode: MenuMode = 'adult'): string {
  const stock = poolStockSql({ own: 'sv.stock', variant: 'sv.variant_id', store, pool: stockPoolSql(store, mode) });
  return `
  p.status = 'active'
  and exists (select 1 from variants v join store_variants sv on sv.variant_id = v.id
               where v.product_id = p.id and v.active and sv.store_id = ${store} and sv.pool = 'all'
                 and sv.carried and ${stock} > 0)
  and (not p.is_cannabis or exists (select 1 from batches b where b.product_id = p.id and ${ACTIVE_BATCH}))`;
}

/** The product (alias `p`) may be bought right now at the default store. */
export const SELLABLE_PRODUCT = sellableProductSql();

/** `category_tree(id, root_id)`: every category with the top-level category it belongs to. */
export const CATEGORY_TREE = `
  category_tree (id, root_id) as (
    select id, id from categories where parent_id is null
    union all
    select c.id, t.root_id from categories c join category_tree t on c.parent_id = t.id
  )`;
