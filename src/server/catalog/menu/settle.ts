import type { Queryable } from '../../db/database.ts';

/**
 * Takes products whose last lot lapsed (at midnight, without any write) off the menu's read model:
 * menu queries hide them anyway (by `sellable_until`), but until they are rewritten they stay in
 * every process's facet index and among a search's matches. A background job runs it; returns how
 * many products it rewrote (their notification takes them out of the indexes).
 */
export async function settleLapsedMenuProducts(db: Queryable): Promise<number> {
  const [row] = await db.query<{ settled: number }>('select public.settle_lapsed_menu_products() as settled');
  return Number(row?.settled ?? 0);
}
