import { searchWordsOf } from '#lib/catalog/search-words.ts';
import type { Queryable } from '../../db/database.ts';
import { startsWithPattern } from '../../db/like-patterns.ts';
import { sqlParams } from '../../db/sql-params.ts';

/** How the menu cache names a term: searches that differ only in case or surrounding spaces are one. */
export function searchKey(term: string): string {
  return term.trim().toLowerCase();
}

/**
 * Every listed product a search term matches, best first, without "in stock first", which changes
 * all day and is applied when a page is chosen (rankedOrder in order.ts). What matches and how
 * well depends only on the products' text and the search words, so the menu cache keeps the
 * answer per term until the catalog or the store changes.
 *
 * The matches come from menu_search_hits() (migrations 20261121000300 and 20261125000300 say what
 * matches and why it is a function), as an array the statement reads by primary key. Without a
 * search word of the store's vocabulary a search is full text over name, brand, strain,
 * categories, effects, terpenes and description with every word as a prefix ("gumm" finds
 * gummies, "jar" glass jars), or trigram word similarity over name, brand and strain for typos
 * ("blue dreem"); a search word ("wax", "carts") also finds its categories and other words.
 *
 * Ranked: the exact name, then a name starting with the term, then the full-text rank of what the
 * shopper typed, then the rank through the vocabulary (its other words), then trigram similarity,
 * then the name and id. So a product named or described as typed comes before one found only
 * through the vocabulary.
 */
export async function readSearchRanking(db: Queryable, term: string): Promise<string[]> {
  const lower = searchKey(term);
  if (!lower) return [];
  const params = sqlParams();
  const words = searchWordsOf(lower);
  const text = params.add(lower, 'text');
  const typed = `to_tsquery('english', ${params.add(words.map((word) => `${word}:*`).join(' & '), 'text')})`;
  const expanded = '(select expanded from menu_hits)';
  const rank = [
    `(m.sort_name = ${text}) desc`,
    `(m.sort_name like ${params.add(startsWithPattern(lower), 'text')}) desc`,
    ...(words.length > 0
      ? [`(case when m.search_document @@ ${typed} then ts_rank(m.search_document, ${typed}) else 0 end) desc`]
      : []),
    `(case when m.search_document @@ ${expanded} then ts_rank(m.search_document, ${expanded}) else 0 end) desc`,
    `word_similarity(${text}, m.name) desc`,
    'm.sort_name',
    'm.product_id',
  ];
  const { text: sql, values } = params.render(
    `with menu_hits (ids, expanded) as materialized (
       select h.ids, h.expanded from public.menu_search_hits(${text}, ${params.add(words, 'text[]')}) h
     )
     select coalesce(array_agg(m.product_id::text order by ${rank.join(', ')}), '{}') as ids
       from menu_products m
      where m.listed and m.product_id = any ((select ids from menu_hits)::uuid[])`,
  );
  const [row] = await db.query<{ ids: string[] }>(sql, values);
  return row?.ids ?? [];
}
