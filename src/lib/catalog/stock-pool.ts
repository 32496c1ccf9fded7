/**
 * Which count of a store a sale draws from (decision 73), as SQL every reader and writer of stock
 * shares. A store keeping medical stock apart sells patients from its medical count (its
 * `store_variants` rows of pool 'medical') and adult-use customers from each size's own row (pool
 * 'all'); every other store sells everyone from the size's own row. An adult-use sale's pool is
 * the literal 'all', so what the adult-use menu reads is exactly what it read before.
 */
import type { MenuMode } from './menu-query.ts';

/** The pool a sale on `mode`'s menu at the store `store` (an SQL expression of its id) draws from. */
export function stockPoolSql(store: string, mode: MenuMode): string {
  if (mode === 'adult') return `'all'`;
  return `coalesce((select 'medical' from stores pool_store
                     where pool_store.id = ${store} and pool_store.medical_stock_apart), 'all')`;
}

/**
 * The units a sale from `pool` can take of a size: `own`, the stock of the size's own row, or the
 * store's medical count of it, read only when the pool is the medical one. `variant` and `store`
 * are SQL expressions of the size's and the store's ids.
 */
export function poolStockSql({
  own,
  variant,
  store,
  pool,
}: {
  own: string;
  variant: string;
  store: string;
  pool: string;
}): string {
  if (pool === `'all'`) return own;
  return `case when ${pool} = 'all' then ${own}
               else (select medical.stock from store_variants medical
                      where medical.variant_id = ${variant} and medical.store_id = ${store} and medical.pool = 'medical') end`;
}
