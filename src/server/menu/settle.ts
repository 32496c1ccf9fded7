import type { Queryable } from '../db/database.ts';

/**
 * Takes products whose last lot lapsed (at midnight, without any write) out of the menu's read
 * model and its facet counts. Menu queries hide them anyway and subtract them from the stored
 * counts, but that correction grows with every lapse, so a daily job (or anything that loads a
 * catalog) settles them. Returns how many products it rewrote.
 */
export async function settleLapsedMenuProducts(db: Queryable): Promise<number> {
  const [row] = await db.query<{ settled: number }>('select public.settle_lapsed_menu_products() as settled');
  return Number(row?.settled ?? 0);
}
