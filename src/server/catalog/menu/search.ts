import type { MenuCard, MenuFilter, MenuResult } from '#lib/catalog/menu-result.ts';
import { MENU_PAGE_SIZE, type MenuMode, type MenuQuery } from '#lib/catalog/menu-query.ts';
import type { TaxRates } from '#lib/pricing/taxes.ts';
import type { Queryable } from '../../db/database.ts';
import { menuCacheOf, type MenuCache } from './cache.ts';
import { menuCards } from './cards.ts';
import { categoryScope, type CategoryScope } from './category-tree.ts';
import { menuContextOf, type MenuContext } from './context.ts';
import { dealView, dealsKey } from './deal-view.ts';
import { targetedPriceDeals } from './deals.ts';
import { menuFacets, type FacetTally } from './facet-options.ts';
import { tallyFacets } from './facet-tally.ts';
import { menuFiltersOf } from './filters.ts';
import { menuSourceOf, type MenuSource } from './menu-source.ts';
import { menuOrder, pageOf, rankedOrder } from './order.ts';

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
   * A store other than the default one, whose menu this is (its listing, stock and prices); absent
   * for the default store's, the catalog's own.
   */
  storeId?: string;
  /** What this process keeps between queries (cache.ts); by default its cache for `db`. */
  cache?: MenuCache;
}

/**
 * One page of the menu for a URL's state: the cards, the total and the facets of the filter
 * panel. The process's menu cache holds the category tree, the deals and the facet index of the
 * menu's read model (supabase/migrations/20261121000300_menu_search.sql): the facets, the
 * products passing the filters and their order come from the index, a search's matches from its
 * ranking (kept per term), and the page's cards from the rows the cache keeps (one statement by id
 * reads those it does not have). A page past the end
 * is empty but keeps the total. An unknown category slug is dropped from the answered query, as
 * any malformed URL part is.
 */
export async function searchMenu(db: Queryable, query: MenuQuery, options: SearchMenuOptions): Promise<MenuResult> {
  const { mode } = options;
  const cache = options.cache ?? menuCacheOf(db);
  const facts = await cache.facts();
  const context = menuContextOf(facts, {
    mode,
    now: options.now ?? new Date(),
    timeZone: options.timeZone,
    brandSlugs: query.brands,
  });
  const scope = categoryScope(context.categories, query.category);
  const { category: _unknown, ...withoutCategory } = query;
  const answered: MenuQuery = scope.selected ? query : withoutCategory;
  const filters = options.filters ?? menuFiltersOf(context.categories, scope.selected?.id ?? null);
  const { cards, tally } = await cardsAndTally(cache, {
    source: menuSourceOf(facts, options.storeId, mode),
    query: answered,
    mode,
    scope,
    context,
    filters,
    rates: options.rates,
  });
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

interface CardsAndTallyOptions {
  source: MenuSource;
  query: MenuQuery;
  mode: MenuMode;
  scope: CategoryScope;
  context: MenuContext;
  filters: readonly MenuFilter[];
  rates: TaxRates;
}

/**
 * The facets and the page from the process's facet index, the cards of the page from the rows the
 * cache keeps or reads. The index is judged by the database's date as last seen; should the cards
 * come with another day (midnight passed), the page is chosen again by that day.
 */
async function cardsAndTally(
  cache: MenuCache,
  options: CardsAndTallyOptions,
): Promise<{ cards: MenuCard[]; tally: FacetTally }> {
  const { query, mode, context, source } = options;
  const searching = query.searchTerm.trim() !== '';
  const [index, ranking, lastSeen] = await Promise.all([
    source.storeId === undefined ? cache.facetIndex() : cache.storeView(source.storeId, source.pool),
    searching ? cache.searchRanking(query.searchTerm) : null,
    cache.today(),
  ]);
  const hits = ranking ? index.positionsOf(ranking) : null;
  const order =
    hits && query.sort === 'featured'
      ? rankedOrder(index, hits)
      : menuOrder(index, {
          sort: query.sort,
          mode,
          // Discounts on every product keep prices in order; targeted ones may not.
          finalPrices:
            targetedPriceDeals(context.deals).length === 0 ? null : dealView(index, context.deals, mode).prices,
          dealsKey: dealsKey(context.deals),
        });
  let today = lastSeen;
  // A second pass only when midnight passed since the date was last seen.
  for (let pass = 1; ; pass++) {
    const { tally, passing } = tallyFacets(index, {
      query,
      mode,
      scope: options.scope,
      deals: context.deals,
      filters: options.filters,
      today,
      hits,
    });
    const products = index.list();
    const page = pageOf(order, passing, (query.page - 1) * MENU_PAGE_SIZE, MENU_PAGE_SIZE).map(
      (at) => products[at]!.id,
    );
    const read = await (source.storeId === undefined
      ? cache.cardRows(page)
      : cache.storeCardRows(source.storeId, page, source.pool));
    if (read.today === today || pass === 2) {
      return {
        cards: menuCards(read.rows, page, read.today, { mode, deals: context.deals, rates: options.rates }),
        tally,
      };
    }
    today = read.today;
  }
}
