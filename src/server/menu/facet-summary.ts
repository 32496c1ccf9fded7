import type { MenuMode, MenuQuery } from '../../lib/menu-query.ts';
import type { Queryable } from '../db/database.ts';
import type { MenuCategory, MenuDeal } from './context.ts';
import { afterAllScopeDeals, targetedPriceDeals } from './deals.ts';
import { coveredCount, coveredProductsSql, planDealCoverage } from './deal-coverage.ts';
import { emptyTally, span, type FacetTally } from './facet-options.ts';
import { applyMoves, classHistogram, classScopes, itemDealMovesSql, priceSpan } from './facet-prices.ts';
import { countOf, readSummary, WHOLE_MENU } from './facet-summary-read.ts';
import type { CategoryScope, FilterGroup, MenuPlan } from './sql.ts';

/**
 * Facet counts of an unfiltered menu (a whole menu or a category, with or without "in stock
 * only") read from `menu_facet_counts`, which the triggers keep per category scope, instead of
 * counting thousands of products per page view. Two things the summary cannot know are settled
 * here: lots that lapsed since their product's row was written (few; subtracted row by row) and
 * deals (see deal-coverage.ts).
 */

/** The keys of the count scope a group's own facet is made of (category and price have more). */
const OWN_KEYS: Partial<Record<FilterGroup, string>> = {
  brand: 'brand:%',
  strainType: 'type:%',
  effects: 'effect:%',
  terpenes: 'terpene:%',
  weights: 'weight:%',
  thc: 'thc%',
  cbd: 'cbd%',
};

/** Whether the summary answers the query: no search and no filter but category and stock. */
export function summaryAnswers(plan: MenuPlan): boolean {
  return plan.search === null && [...plan.groups.keys()].every((group) => group === 'category' || group === 'inStock');
}

export async function summaryFacets(
  db: Queryable,
  options: {
    plan: MenuPlan;
    query: MenuQuery;
    mode: MenuMode;
    scope: CategoryScope;
    categories: readonly MenuCategory[];
    deals: readonly MenuDeal[];
    depthOf: (category: MenuCategory) => number;
    /** Read only what this group's own facet needs (the rest of the tally stays empty). */
    only?: FilterGroup;
  },
): Promise<FacetTally> {
  const { plan, query, scope, categories, deals, only } = options;
  const countScope = scope.selected;
  const countId = countScope?.id ?? WHOLE_MENU;
  const coverage = planDealCoverage(deals, countScope, categories);
  const wanted = new Map<string, { id: string; depth: number; patterns: Set<string> }>();
  const want = (category: MenuCategory | null, pattern: string) => {
    const id = category?.id ?? WHOLE_MENU;
    const entry = wanted.get(id) ?? { id, depth: category ? options.depthOf(category) : 0, patterns: new Set<string>() };
    entry.patterns.add(pattern);
    wanted.set(id, entry);
  };
  const pricePrefix = options.mode === 'adult' ? 'adult:' : 'medical:';
  const needs = (group: FilterGroup) => only === undefined || only === group;
  if (only === undefined) want(countScope, '%');
  else if (OWN_KEYS[only]) want(countScope, OWN_KEYS[only]);
  if (needs('category')) want(scope.facetParent, 'category:%');
  if (needs('price')) {
    if (only) want(countScope, `${pricePrefix}%`);
    for (const category of classScopes(deals, categories, countScope)) want(category, `${pricePrefix}%`);
  }
  if (needs('onDeal')) {
    if (only) want(countScope, '*');
    if (only && coverage.brandSlugs.length > 0) want(countScope, 'brand:%');
    if (!coverage.everything) {
      for (const category of coverage.categories) {
        want(category, '*');
        if (coverage.brandSlugs.length > 0) want(category, 'brand:%');
      }
    }
  }
  const scopes = [...wanted.values()].flatMap((entry) =>
    entry.patterns.has('%') ? [{ ...entry, pattern: '%' }] : [...entry.patterns].map((pattern) => ({ ...entry, pattern })),
  );
  // Discounts on everything keep prices in order, so they move the ends of the stored span;
  // category, brand and product discounts move some prices and not others (classHistogram).
  const discounts = targetedPriceDeals(deals).length > 0;
  const population = [...plan.audience, ...(plan.selected ? [plan.selected] : []), ...(query.inStock ? ['m.in_stock'] : [])];
  const { counts, spans, moves, covered } = await readSummary(db, plan, {
    inStockOnly: query.inStock,
    scopes,
    counted: Math.max(0, scopes.findIndex((entry) => entry.id === countId)),
    pricesInSql: !discounts,
    movesSql: needs('price') && discounts ? itemDealMovesSql(plan, deals, population) : null,
    coveredSql: needs('onDeal') ? coveredProductsSql(plan, coverage, population) : null,
  });

  const tally = emptyTally();
  for (const [key, { n, inStock, label }] of counts.get(countId) ?? []) {
    if (key === '*') {
      tally.total = n;
      tally.inStockCount = inStock;
    }
    if (n <= 0) continue;
    const [facet, value = ''] = splitKey(key);
    if (facet === 'brand') {
      tally.brands.set(value, n);
      if (label) tally.brandNames.set(value, label);
    } else if (facet === 'type') tally.strainTypes.set(value, n);
    else if (facet === 'effect') tally.effects.set(value, n);
    else if (facet === 'terpene') tally.terpenes.set(value, n);
    else if (facet === 'weight') tally.weights.set(Number(value), n);
  }
  for (const [key, { n }] of counts.get(scope.facetParent?.id ?? WHOLE_MENU) ?? []) {
    const [facet, value = ''] = splitKey(key);
    if (facet === 'category' && n > 0) tally.categories.set(value, n);
  }
  tally.thc = spans.thc ? span(spans.thc[0], spans.thc[1]) : {};
  tally.cbd = spans.cbd ? span(spans.cbd[0], spans.cbd[1]) : {};
  if (!discounts) {
    const [low, high] = (spans.price ?? []).map((cents) => afterAllScopeDeals(deals, cents));
    tally.priceDollars = low === undefined || high === undefined ? {} : span(Math.floor(low / 100), Math.ceil(high / 100));
  } else if (needs('price')) {
    const storedPrices = (category: MenuCategory | null) => {
      const histogram = new Map<number, number>();
      for (const [key, { n }] of counts.get(category?.id ?? WHOLE_MENU) ?? []) {
        if (key.startsWith(pricePrefix)) histogram.set(Number(key.slice(pricePrefix.length)), n);
      }
      return histogram;
    };
    tally.priceDollars = priceSpan(applyMoves(classHistogram(deals, categories, countScope, storedPrices), moves));
  }
  tally.onDealCount =
    deals.length === 0
      ? 0
      : coveredCount(coverage, {
          total: tally.total,
          scopeId: countId,
          count: (scopeId, key) => countOf(counts, scopeId, key),
          products: covered,
        });
  return tally;
}

/** 'brand:lake-erie-gardens' → ['brand', 'lake-erie-gardens']; '*' → ['*']. */
function splitKey(key: string): [string, string?] {
  const colon = key.indexOf(':');
  return colon < 0 ? [key] : [key.slice(0, colon), key.slice(colon + 1)];
}
