import type { MenuFilter } from '#lib/catalog/menu-result.ts';
import type { MenuMode, MenuQuery } from '#lib/catalog/menu-query.ts';
import type { CategoryScope } from './category-tree.ts';
import type { MenuDeal } from './context.ts';
import { dealView, dealsKey } from './deal-view.ts';
import { CATEGORY_KIND, VALUE_FACETS, dayNumber, type MenuIndexView } from './facet-index.ts';
import { emptyTally, span, type FacetTally } from './facet-options.ts';
import { carrying, positionsUnder } from './facet-postings.ts';
import { FILTER_GROUPS, GROUP, countRows, rowFilters, type FilterGroup, type RowFilters } from './facet-rows.ts';

/**
 * Facet counts from the facet index (the loop itself is in facet-rows.ts) and, besides the
 * counts, which products the menu lists.
 */

/** Which facet each shown filter needs, by group. */
const FACET_OF: Partial<Record<MenuFilter, FilterGroup>> = {
  category: 'category',
  brand: 'brand',
  strain_type: 'strainType',
  effects: 'effects',
  terpenes: 'terpenes',
  weight: 'weights',
  thc: 'thc',
  cbd: 'cbd',
  price: 'price',
};

export interface TallyQuery {
  query: MenuQuery;
  mode: MenuMode;
  scope: CategoryScope;
  deals: readonly MenuDeal[];
  filters: readonly MenuFilter[];
  /** The database's `current_date` ('YYYY-MM-DD'): lots lapse by the database's calendar. */
  today: string;
  /** The positions in the index of the products a search matched; null without a search. */
  hits: Int32Array | null;
}

/** The counts of the filter panel, and which products the menu lists. */
export interface FacetSelection {
  tally: FacetTally;
  /** By position in the index: 1 for a product passing every filter (the menu's products), else 0. */
  passing: Uint8Array;
}

export function tallyFacets(index: MenuIndexView, options: TallyQuery): FacetSelection {
  const filters = rowFilters(index, options.query, options.scope);
  const select = () => selectRows(index, options, filters, null);
  if (options.hits === null && filters.groups.length === 1 && filters.valueBits !== 0) {
    return selectByOneValueFilter(index, options, filters, VALUE_FACETS[31 - Math.clz32(filters.valueBits)]!);
  }
  if (options.hits !== null || filters.groups.some((group) => group !== 'category')) return select();
  // The menu unfiltered (home, a category, in any sort, any page): the same until a row, the day
  // or the running deals change.
  const { scope } = options;
  const place = `${scope.selected?.id ?? 'all'} ${scope.facetParent?.id ?? 'top'} ${scope.facetDepth}`;
  return index.derived(`unfiltered ${options.mode} ${options.today} ${place} ${dealsKey(options.deals)}`, select);
}

/**
 * A menu whose one filter is a choice of a facet's values (a brand page, "indica"): only the
 * products carrying a chosen value are visited. Every other product fails that filter alone, so it
 * counts in that facet only, where the menu without the filter (kept, see tallyFacets) already
 * has its count: the facet is that menu's.
 */
function selectByOneValueFilter(
  index: MenuIndexView,
  options: TallyQuery,
  filters: RowFilters,
  facet: (typeof VALUE_FACETS)[number],
): FacetSelection {
  const field = VALUE_FIELD[facet];
  const bit = VALUE_FACETS.indexOf(facet);
  const codes: number[] = [];
  filters.codeBit.forEach((each, code) => each === bit && codes.push(code));
  const { tally, passing } = selectRows(index, options, filters, carrying(index, codes));
  const menu = tallyFacets(index, { ...options, query: { ...options.query, [field]: [] } }).tally;
  const own: FacetTally = {
    ...tally,
    [field]: new Map<string | number, number>(menu[field] as Map<string | number, number>),
  };
  if (facet === 'brand') own.brandNames = new Map(menu.brandNames);
  return { tally: own, passing };
}

/** Where the query chooses, and the tally counts, each value facet. */
const VALUE_FIELD = {
  brand: 'brands',
  strainType: 'strainTypes',
  effects: 'effects',
  terpenes: 'terpenes',
  weights: 'weights',
} as const;

/** `only`: the positions to visit instead of all in scope (kept to the scope by their path). */
function selectRows(
  index: MenuIndexView,
  options: TallyQuery,
  filters: RowFilters,
  only: Int32Array | null,
): FacetSelection {
  const { scope, mode, hits } = options;
  const { covered, prices } = dealView(index, options.deals, mode);
  const columns = index.columns();

  // An unfiltered menu's counts carry every facet (they are kept for every page of it), and a
  // lone filter's own facet is the unfiltered menu's, shown or not.
  const open = filters.groups.filter((group) => group !== 'inStock');
  const unfiltered = !hits && open.every((group) => group === 'category');
  const shown = new Set<FilterGroup | undefined>(
    unfiltered ? FILTER_GROUPS : options.filters.map((filter) => FACET_OF[filter]),
  );
  if (!hits && open.length === 1) shown.add(open[0]);

  const kinds = index.kinds;
  /** By kind of code: the group whose facet it counts in, or -1 when that facet is not shown. */
  const kindGroup = Int8Array.from([...VALUE_FACETS, 'category' as const], (group) =>
    shown.has(group) ? GROUP[group] : -1,
  );
  const codeGroup = Int8Array.from(kinds, (kind) => kindGroup[kind]!);
  const counts = new Int32Array(kinds.length);
  const passing = new Uint8Array(columns.size);
  // The positions the loop visits: a search's matches, else the facet parent's products, else all.
  const parentCode = scope.facetParent ? index.code(CATEGORY_KIND, scope.facetParent.id, false) : -2;
  const visit = only ?? hits ?? (parentCode === -2 ? null : positionsUnder(index, parentCode));
  const { total, inStockCount, onDealCount, ends } = countRows({
    columns,
    covered,
    prices,
    filters,
    visit,
    scopeCode: only !== null || hits !== null ? parentCode : -2,
    today: dayNumber(options.today),
    adult: mode === 'adult',
    codeGroup,
    categoryGroup: kindGroup[CATEGORY_KIND]!,
    depth: scope.facetDepth,
    showThc: shown.has('thc') ? GROUP.thc : -2,
    showCbd: shown.has('cbd') ? GROUP.cbd : -2,
    showPrice: shown.has('price') ? GROUP.price : -2,
    counts,
    passing,
  });

  const tally = emptyTally();
  Object.assign(tally, { total, inStockCount, onDealCount });
  const maps = [tally.brands, tally.strainTypes, tally.effects, tally.terpenes, tally.weights, tally.categories] as Map<
    string | number,
    number
  >[];
  counts.forEach((count, code) => {
    if (count === 0) return;
    const kind = kinds[code]!;
    const value = index.values[code]!;
    maps[kind]!.set(kind === 4 ? Number(value) : value, count);
    if (kind === 0) tally.brandNames.set(value, index.labels.get(code) ?? value);
  });
  /** Whole units around what was seen (floor of the lowest, ceiling of the highest), if anything was. */
  const spanOf = (at: number, shownHere: boolean) =>
    !shownHere || ends[at] === Infinity ? {} : span(Math.floor(ends[at]! / 100), Math.ceil(ends[at + 1]! / 100));
  tally.thc = spanOf(0, shown.has('thc'));
  tally.cbd = spanOf(2, shown.has('cbd'));
  tally.priceDollars = spanOf(4, shown.has('price'));
  return { tally, passing };
}
