import type { MenuCard, MenuFilter, MenuResult } from '../../lib/menu-result.ts';
import { MENU_PAGE_SIZE, type MenuMode, type MenuQuery } from '../../lib/menu-query.ts';
import type { TaxRates } from '../../lib/pricing/taxes.ts';
import type { Queryable } from '../db/database.ts';
import { menuCacheOf, type MenuCache } from './cache.ts';
import { queryCards, queryCardsById } from './cards.ts';
import { depthOf } from './category-tree.ts';
import { loadMenuContext, menuContextOf, type MenuContext } from './context.ts';
import { menuFacets, withOwnFacet, type FacetTally } from './facet-options.ts';
import { summaryAnswers, summaryFacets } from './facet-summary.ts';
import { dealView, dealsKey } from './deal-view.ts';
import { tallyFacets } from './facet-tally.ts';
import { menuOrder, pageOf, rankedOrder } from './order.ts';
import { menuFiltersOf } from './filters.ts';
import { queryLiveMenu } from './live.ts';
import { categoryScope, planMenuQuery, type CategoryScope, type FilterGroup, type MenuPlan } from './sql.ts';

export { getMenuFilters } from './filters.ts';

export interface SearchMenuOptions {
  mode: MenuMode;
  /** The clock deals are judged by (tests move it). */
  now?: Date;
  /** The filters to show (and count facets for); by default those of the query's category. */
  filters?: MenuFilter[];
  /** Michigan taxes in basis points, from the store settings. */
  rates: TaxRates;
  /** The store's time zone: deals run on its weekdays. */
  timeZone: string;
  /**
   * What this process keeps between queries (cache.ts): by default its cache for `db` while
   * it hears the database's change notifications; null reads everything from the database.
   */
  cache?: MenuCache | null;
}

/**
 * One page of the menu for a URL's state: the cards, the total and the facets of the filter
 * panel, read from the menu's read model (supabase/migrations/20261121000300_menu_search.sql).
 * With the process's cache: the facets, the products passing the filters and their order come
 * from the process's facet index, and one statement reads the page's cards by id.
 * Without it: the category tree and the running deals first (one statement), then the cards and
 * the facets in one or two statements (see cardsAndFacets). A page past the end is empty but
 * keeps the total. An unknown category slug is dropped from the answered query, as any malformed
 * URL part is.
 */
export async function searchMenu(db: Queryable, query: MenuQuery, options: SearchMenuOptions): Promise<MenuResult> {
  const { mode } = options;
  const cache = options.cache === undefined ? menuCacheOf(db) : options.cache;
  const contextOptions = { mode, now: options.now ?? new Date(), timeZone: options.timeZone, brandSlugs: query.brands };
  const context = cache ? menuContextOf(await cache.facts(), contextOptions) : await loadMenuContext(db, contextOptions);
  const scope = categoryScope(context.categories, query.category);
  const { category: _unknown, ...withoutCategory } = query;
  const answered: MenuQuery = scope.selected ? query : withoutCategory;
  const filters = options.filters ?? menuFiltersOf(context.categories, scope.selected?.id ?? null);
  const plan = planMenuQuery(answered, { mode, categories: context.categories, deals: context.deals, scope });

  const { cards, tally } = cache
    ? await cardsAndTally(db, cache, { plan, query: answered, mode, scope, context, filters, rates: options.rates })
    : await cardsAndFacets(db, { plan, query: answered, mode, scope, context, filters, rates: options.rates });
  return {
    query: answered,
    mode,
    cards,
    total: tally.total,
    page: answered.page,
    pageCount: Math.ceil(tally.total / MENU_PAGE_SIZE),
    facets: menuFacets(tally, answered, scope, context.brandNames),
    filters,
  };
}

interface CardsAndFacetsOptions {
  plan: MenuPlan;
  query: MenuQuery;
  mode: MenuMode;
  scope: CategoryScope;
  context: MenuContext;
  filters: readonly MenuFilter[];
  rates: TaxRates;
}

/**
 * The facets and the page from the process's facet index, the cards of the page from the
 * database. The index is judged by the database's date as last seen; should the cards' statement
 * answer with another day (midnight passed), the page is chosen again by that day.
 */
async function cardsAndTally(
  db: Queryable,
  cache: MenuCache,
  options: CardsAndFacetsOptions,
): Promise<{ cards: MenuCard[]; tally: FacetTally }> {
  const { plan, query, context } = options;
  const [index, ranking, lastSeen] = await Promise.all([
    cache.facetIndex(),
    plan.search ? cache.searchRanking(query.searchTerm) : null,
    cache.today(),
  ]);
  const hits = ranking ? index.positionsOf(ranking) : null;
  const order =
    hits && query.sort === 'featured'
      ? rankedOrder(index, hits)
      : menuOrder(index, {
          sort: query.sort,
          mode: options.mode,
          finalPrices: plan.sortsLikeRegular ? null : dealView(index, context.deals, options.mode).prices,
          dealsKey: dealsKey(context.deals),
        });
  let today = lastSeen;
  // A second pass only when midnight passed since the date was last seen.
  for (let pass = 1; ; pass++) {
    const { tally, passing } = tallyFacets(index, {
      query,
      mode: options.mode,
      scope: options.scope,
      deals: context.deals,
      filters: options.filters,
      today,
      hits,
    });
    const products = index.list();
    const page = pageOf(order, passing, (query.page - 1) * MENU_PAGE_SIZE, MENU_PAGE_SIZE).map((at) => products[at]!.id);
    const read = await queryCardsById(db, page, plan, context.deals, options.rates);
    cache.sawToday(read.today);
    if (read.today === today || pass === 2) return { cards: read.cards, tally };
    today = read.today;
  }
}

/**
 * The one filter of a query whose own facet the stored counts answer: a query without search
 * whose only filter (besides "in stock") is this group shows its options as the unfiltered menu
 * has them.
 */
function storedGroup(plan: MenuPlan): FilterGroup | null {
  if (plan.search) return null;
  const groups = [...plan.groups.keys()].filter((group) => group !== 'inStock');
  return groups.length === 1 ? groups[0]! : null;
}

/**
 * The page of cards and the facets: an unfiltered menu reads its cards by index and its facets
 * from the stored counts (two statements at once); a filtered one counts live, in the statement
 * that reads its cards, taking the own facet of a lone filter from the stored counts.
 */
async function cardsAndFacets(
  db: Queryable,
  options: CardsAndFacetsOptions,
): Promise<{ cards: MenuCard[]; tally: FacetTally }> {
  const { plan, scope, context } = options;
  const stored = (only?: FilterGroup) =>
    summaryFacets(db, {
      plan,
      query: options.query,
      mode: options.mode,
      scope,
      categories: context.categories,
      deals: context.deals,
      depthOf: (category) => depthOf(context.categories, category),
      ...(only ? { only } : {}),
    });
  if (summaryAnswers(plan)) {
    const [cards, tally] = await Promise.all([queryCards(db, plan, options.query, context, options.rates), stored()]);
    return { cards, tally };
  }
  const group = storedGroup(plan);
  const live = queryLiveMenu(db, {
    plan,
    query: options.query,
    context,
    rates: options.rates,
    filters: options.filters,
    facetDepth: scope.facetDepth,
    stored: group,
  });
  if (!group) return live;
  const [{ cards, tally }, unfiltered] = await Promise.all([live, stored(group)]);
  return { cards, tally: withOwnFacet(tally, unfiltered, group) };
}
