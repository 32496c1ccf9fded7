import type { Queryable } from '../db/database.ts';
import { searchSql } from './sql.ts';
import { sqlParams } from '../db/sql-params.ts';

/** How the menu cache names a term: searches that differ only in case or surrounding spaces are one. */
export function searchKey(term: string): string {
  return term.trim().toLowerCase();
}

/**
 * Every listed product a search term matches, best first, by the ranking the cards statement
 * orders a search by (searchSql in sql.ts: exact name, name prefix, full-text rank as typed
 * and through the store's search words, trigram similarity, then name and id) but without "in
 * stock first", which changes all day and is applied when a page is chosen (rankedOrder in
 * order.ts). What matches and how well depends only on the products' text and the search
 * words, so the menu cache keeps the answer per term until the catalog or the store changes.
 */
export async function readSearchRanking(db: Queryable, term: string): Promise<string[]> {
  const params = sqlParams();
  const search = searchSql(term, params);
  if (!search) return [];
  const order = [...search.rank, 'm.sort_name', 'm.product_id'].join(', ');
  const { text, values } = params.render(
    `with ${search.hits}
     select coalesce(array_agg(m.product_id::text order by ${order}), '{}') as ids
       from menu_products m
      where m.listed and ${search.match}`,
  );
  const [row] = await db.query<{ ids: string[] }>(text, values);
  return row?.ids ?? [];
}
