import type { MenuMode, MenuQuery } from '../../lib/menu-query.ts';
import { searchWordsOf } from '../../lib/search-words.ts';
import type { MenuCategory, MenuDeal } from './context.ts';
import { depthOf } from './category-tree.ts';
import { finalPriceSql, onDealSql, targetedPriceDeals } from './deals.ts';
import { sqlParams, type SqlParams } from '../db/sql-params.ts';

/**
 * The SQL pieces of one menu query over the read model `menu_products m`, written once and shared
 * by the cards query and the facets query. Only the conditions a query needs are written (no
 * `$1 is null or …`), so the planner sees each query shape as it is and picks its index.
 */

/** The filter groups of the menu. Within a group values are alternatives (OR); groups combine with AND. */
export const FILTER_GROUPS = [
  'category',
  'brand',
  'strainType',
  'effects',
  'terpenes',
  'weights',
  'thc',
  'cbd',
  'price',
  'onDeal',
  'inStock',
] as const;
export type FilterGroup = (typeof FILTER_GROUPS)[number];

/** Where the query sits in the category tree. */
export interface CategoryScope {
  /** The category the shopper chose (with its subcategories), if any. */
  selected: MenuCategory | null;
  /**
   * The category whose subcategories the category facet offers: the chosen one when it has
   * subcategories, else its parent, so a category without children shows it among its siblings.
   * Null for the top level.
   */
  facetParent: MenuCategory | null;
  /** The facet parent's depth: 0 for the whole menu, 1 for a top-level category. */
  facetDepth: number;
  /** Categories offered by the category facet, in menu order. */
  options: MenuCategory[];
}

export interface SearchSql {
  /**
   * `menu_hits (ids, expanded)`, the products the term matches and the full-text query of its
   * search words, found once per statement: a statement using `match` or `rank` starts with
   * `with ${hits}` (see withClause).
   */
  hits: string;
  /** The row is one of the hits. */
  match: string;
  /** ORDER BY terms, best first: exact name, name prefix, full-text rank as typed, through the vocabulary, trigram similarity. */
  rank: string[];
}

export interface MenuPlan {
  params: SqlParams;
  mode: MenuMode;
  /** Listed, not expired, offered on this menu. */
  audience: string[];
  search: SearchSql | null;
  /** The facet parent's subtree; null at the top level. */
  scope: string | null;
  /** Exactly the chosen category and its subcategories (what the cards show); null without one. */
  selected: string | null;
  /** The condition of every active filter group. */
  groups: Map<FilterGroup, string>;
  regularPrice: string;
  finalPrice: string;
  /** No targeted deal changes prices, so sorting by the regular price gives the final order. */
  sortsLikeRegular: boolean;
  onDeal: string;
}

/** Resolves the chosen category; an unknown slug is dropped, as every malformed URL part is. */
export function categoryScope(categories: readonly MenuCategory[], slug: string | undefined): CategoryScope {
  const selected = categories.find((category) => category.slug === slug) ?? null;
  const childrenOf = (id: string | null) => categories.filter((category) => category.parentId === id);
  let facetParent: MenuCategory | null = null;
  if (selected) {
    facetParent =
      childrenOf(selected.id).length > 0
        ? selected
        : (categories.find((category) => category.id === selected.parentId) ?? null);
  }
  return {
    selected,
    facetParent,
    facetDepth: facetParent ? depthOf(categories, facetParent) : 0,
    options: childrenOf(facetParent?.id ?? null),
  };
}

/** A category and its subcategories: the expression index serves top-level categories. */
function subtreeSql(categories: readonly MenuCategory[], category: MenuCategory, params: SqlParams): string {
  const id = params.add(category.id, 'uuid');
  const hasChildren = categories.some((item) => item.parentId === category.id);
  if (!hasChildren) return `m.category_id = ${id}`;
  return depthOf(categories, category) === 1 ? `m.category_path[1] = ${id}` : `m.category_path @> array[${id}]`;
}

/** `%` and `_` typed by a shopper are letters, not wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * The matching products come from menu_search_hits() (see the migrations 20261121000300 and
 * 20261125000300 for what matches and why it is a function), once per statement, as an array
 * the statement looks up by primary key. Without a search word of the store's vocabulary a search
 * is full text over name, brand, strain, categories, effects, terpenes and description with every
 * word as a prefix ("gumm" finds gummies, "jar" glass jars), or trigram word similarity over name,
 * brand and strain for typos ("blue dreem"); a search word ("wax", "carts") also finds its
 * categories and other words.
 *
 * Ranked: the exact name, then a name starting with the term, then the full-text rank of what the
 * shopper typed, then the rank through the vocabulary (its other words), then trigram similarity.
 * So a product named or described as typed comes before one found only through the vocabulary.
 */
export function searchSql(term: string, params: SqlParams): SearchSql | null {
  const lower = term.trim().toLowerCase();
  if (!lower) return null;
  const words = searchWordsOf(lower);
  const text = params.add(lower, 'text');
  const query = `to_tsquery('english', ${params.add(words.map((word) => `${word}:*`).join(' & '), 'text')})`;
  const expanded = '(select expanded from menu_hits)';
  return {
    hits: `menu_hits (ids, expanded) as materialized (select h.ids, h.expanded from public.menu_search_hits(${text}, ${params.add(words, 'text[]')}) h)`,
    match: 'm.product_id = any ((select ids from menu_hits)::uuid[])',
    rank: [
      `(m.sort_name = ${text}) desc`,
      `(m.sort_name like ${params.add(`${escapeLike(lower)}%`, 'text')}) desc`,
      ...(words.length > 0
        ? [`(case when m.search_document @@ ${query} then ts_rank(m.search_document, ${query}) else 0 end) desc`]
        : []),
      `(case when m.search_document @@ ${expanded} then ts_rank(m.search_document, ${expanded}) else 0 end) desc`,
      `word_similarity(${text}, m.name) desc`,
    ],
  };
}

function rangeSql(column: string, range: { min?: number; max?: number }, params: SqlParams, scale = 1): string | null {
  const parts: string[] = [];
  if (range.min !== undefined) parts.push(`${column} >= ${params.add(Math.round(range.min * scale * 100) / 100, 'numeric')}`);
  if (range.max !== undefined) parts.push(`${column} <= ${params.add(Math.round(range.max * scale * 100) / 100, 'numeric')}`);
  return parts.length > 0 ? parts.join(' and ') : null;
}

export function planMenuQuery(
  query: MenuQuery,
  options: { mode: MenuMode; categories: readonly MenuCategory[]; deals: readonly MenuDeal[]; scope: CategoryScope },
): MenuPlan {
  const params = sqlParams();
  const { categories, deals, scope: where, mode } = options;
  const audience = ['m.listed', 'm.sellable_until >= current_date'];
  if (mode === 'adult') audience.push('not m.medical_only');
  const regularPrice = mode === 'adult' ? 'm.adult_price_cents' : 'm.medical_price_cents';
  const finalPrice = finalPriceSql(deals, regularPrice, params);
  const onDeal = onDealSql(deals, params);

  const groups = new Map<FilterGroup, string>();
  const add = (group: FilterGroup, condition: string | null) => {
    if (condition) groups.set(group, condition);
  };
  if (where.selected && where.selected !== where.facetParent) add('category', subtreeSql(categories, where.selected, params));
  if (query.brands.length > 0) add('brand', `m.brand_slug = any (${params.add(query.brands, 'text[]')})`);
  if (query.strainTypes.length > 0) add('strainType', `m.strain_type = any (${params.add(query.strainTypes, 'text[]')})`);
  if (query.effects.length > 0) add('effects', `m.effects && ${params.add(query.effects, 'text[]')}`);
  if (query.terpenes.length > 0) add('terpenes', `m.terpenes && ${params.add(query.terpenes, 'text[]')}`);
  if (query.weights.length > 0) add('weights', `m.weights && ${params.add(query.weights, 'integer[]')}`);
  add('thc', rangeSql('m.thc_percent', query.thc, params));
  add('cbd', rangeSql('m.cbd_percent', query.cbd, params));
  add('price', rangeSql(finalPrice, query.price, params, 100));
  if (query.onDeal) add('onDeal', onDeal);
  if (query.inStock) add('inStock', 'm.in_stock');

  return {
    params,
    mode,
    audience,
    search: searchSql(query.searchTerm, params),
    scope: where.facetParent ? subtreeSql(categories, where.facetParent, params) : null,
    selected: where.selected ? subtreeSql(categories, where.selected, params) : null,
    groups,
    regularPrice,
    finalPrice,
    sortsLikeRegular: targetedPriceDeals(deals).length === 0,
    onDeal,
  };
}

/** The CTEs a statement over `m` needs, `with` included, or an empty string. */
export function withClause(plan: MenuPlan, ...ctes: string[]): string {
  const all = [...(plan.search ? [plan.search.hits] : []), ...ctes];
  return all.length > 0 ? `with ${all.join(',\n')}\n` : '';
}
