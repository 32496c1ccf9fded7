import type { MenuFilter } from '../../lib/menu-result.ts';
import type { MenuMode, MenuQuery } from '../../lib/menu-query.ts';
import type { MenuDeal } from './menu-context.ts';
import { discounted, lowersPrice } from './menu-deals.ts';
import { CATEGORY_KIND, VALUE_FACETS, dayNumber, type FacetColumns, type IndexedProduct, type MenuFacetIndex } from './menu-facet-index.ts';
import { emptyTally, span, type FacetTally } from './menu-facet-options.ts';
import { FACET_OF } from './menu-facets.ts';
import { FILTER_GROUPS, type CategoryScope, type FilterGroup } from './menu-sql.ts';

/**
 * Facet counts from the facet index, by the same rules as the live count in SQL (menu-facets.ts)
 * and the stored counts (menu-facet-summary.ts), which the integration tests hold it to: each
 * group's options are counted under every other active filter but not its own, so a row failing
 * one filter counts only in that filter's facet, and a row failing two counts nowhere.
 */

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

/** The group a row failed when it failed none. */
const NONE = -1;


/**
 * What the running deals do to each product of the index, by its position in list(): whether one
 * covers it (1) and the price it pays (NaN without a price), as onDealSql() and finalPriceSql()
 * decide. Computed once per set of deals and menu until a row changes.
 */
interface DealView {
  covered: Uint8Array;
  prices: Float64Array;
}

export function dealView(index: MenuFacetIndex, deals: readonly MenuDeal[], mode: MenuMode): DealView {
  return index.derived(`${mode} ${JSON.stringify(deals)}`, (products) => {
    const everything = deals.some((deal) => deal.scope === 'all');
    const productIds = new Set(deals.flatMap((deal) => (deal.scope === 'products' ? deal.productIds : [])));
    const brandSlugs = new Set(deals.flatMap((deal) => (deal.scope === 'brands' ? deal.brandSlugs : [])));
    const categoryIds = new Set(deals.flatMap((deal) => (deal.scope === 'categories' ? deal.categoryIds : [])));
    const coversOne = (deal: MenuDeal, product: IndexedProduct) =>
      deal.scope === 'all' ||
      (deal.scope === 'products' && deal.productIds.includes(product.id)) ||
      (deal.scope === 'brands' && product.brandSlug !== null && deal.brandSlugs.includes(product.brandSlug)) ||
      (deal.scope === 'categories' && product.categoryIds.some((id) => deal.categoryIds.includes(id)));
    const priceDeals = deals.filter(lowersPrice);
    const covered = new Uint8Array(products.length);
    const prices = new Float64Array(products.length);
    for (let at = 0; at < products.length; at++) {
      const product = products[at]!;
      let on = everything || productIds.has(product.id) || (product.brandSlug !== null && brandSlugs.has(product.brandSlug));
      for (let step = 0; !on && categoryIds.size > 0 && step < product.categoryIds.length; step++) {
        on = categoryIds.has(product.categoryIds[step]!);
      }
      covered[at] = on ? 1 : 0;
      const regular = mode === 'adult' ? product.adultPriceCents : product.medicalPriceCents;
      let best = regular ?? NaN;
      if (regular !== null && on) {
        for (const deal of priceDeals) if (coversOne(deal, product)) best = Math.min(best, discounted(deal, regular));
      }
      prices[at] = best;
    }
    return { covered, prices };
  });
}

/** A range typed in units `scale` times larger than hundredths, as rangeSql() rounds its bounds. */
function bounds(range: { min?: number; max?: number }, scale: number): { low: number; high: number } {
  return {
    low: range.min === undefined ? -Infinity : Math.round(range.min * scale * 100),
    high: range.max === undefined ? Infinity : Math.round(range.max * scale * 100),
  };
}

/** Groups are numbers in the loop: their place in FILTER_GROUPS. */
const GROUP = Object.fromEntries(FILTER_GROUPS.map((group, at) => [group, at])) as Record<FilterGroup, number>;

/**
 * The active filters of a query as the loop reads them: typed arrays and numbers, no functions.
 * Within a group values are alternatives, groups combine, as planMenuQuery() writes them.
 */
interface RowFilters {
  /** The active groups, in planMenuQuery()'s order. */
  groups: FilterGroup[];
  /** By code: the bit (0–4, VALUE_FACETS order) of the value group that chose it, else -1. */
  codeBit: Int8Array;
  /** The bits of the active value groups. */
  valueBits: number;
  /** The category the chosen one must be in its path; -2 when the category group is not active. */
  categoryCode: number;
  /** THC, CBD (hundredths of a percent) and price (hundredths of a cent) bounds; NaN never passes. */
  thc: { low: number; high: number } | null;
  cbd: { low: number; high: number } | null;
  price: { low: number; high: number } | null;
  onDeal: boolean;
  inStock: boolean;
}

function rowFilters(index: MenuFacetIndex, query: MenuQuery, scope: CategoryScope): RowFilters {
  const codeBit = new Int8Array(index.kinds.length).fill(-1);
  const groups: FilterGroup[] = [];
  const selected = scope.selected;
  let categoryCode = -2;
  if (selected !== null && selected !== scope.facetParent) {
    groups.push('category');
    categoryCode = index.code(CATEGORY_KIND, selected.id, false);
  }
  const chosen = [query.brands, query.strainTypes, query.effects, query.terpenes, query.weights] as const;
  let valueBits = 0;
  VALUE_FACETS.forEach((facet, bit) => {
    const values: readonly (string | number)[] = chosen[bit]!;
    if (values.length === 0) return;
    groups.push(FACET_GROUP[facet]);
    valueBits |= 1 << bit;
    // A value no product has matches nothing.
    for (const value of values) {
      const code = index.code(bit, String(value), false);
      if (code >= 0) codeBit[code] = bit;
    }
  });
  const range = (group: FilterGroup, typed: { min?: number; max?: number }, scale: number) => {
    if (typed.min === undefined && typed.max === undefined) return null;
    groups.push(group);
    return bounds(typed, scale);
  };
  const thc = range('thc', query.thc, 1);
  const cbd = range('cbd', query.cbd, 1);
  const price = range('price', query.price, 100);
  if (query.onDeal) groups.push('onDeal');
  if (query.inStock) groups.push('inStock');
  return { groups, codeBit, valueBits, categoryCode, thc, cbd, price, onDeal: query.onDeal, inStock: query.inStock };
}

/** The group of each value facet's filter. */
const FACET_GROUP: Record<(typeof VALUE_FACETS)[number], FilterGroup> = {
  brand: 'brand',
  strainType: 'strainType',
  effects: 'effects',
  terpenes: 'terpenes',
  weights: 'weights',
};

interface RowCounting {
  columns: FacetColumns;
  covered: Uint8Array;
  prices: Float64Array;
  filters: RowFilters;
  /** The positions to visit; null for all. */
  visit: Int32Array | null;
  /** The facet parent a visited position must be under (a search visits its matches); -2 for none. */
  scopeCode: number;
  today: number;
  adult: boolean;
  /** By code: the group whose facet it counts in, or -1 when that facet is not shown. */
  codeGroup: Int8Array;
  categoryGroup: number;
  depth: number;
  /** The groups of the THC, CBD and price facets, or -2 when not shown. */
  showThc: number;
  showCbd: number;
  showPrice: number;
  /** Filled in: the count of each code, and 1 for each position passing every filter. */
  counts: Int32Array;
  passing: Uint8Array;
}

/** Whether a position's category path holds a code. */
function pathHolds(columns: FacetColumns, at: number, code: number): boolean {
  const { pathStart, pathCodes } = columns;
  for (let step = pathStart[at]!; step < pathStart[at + 1]!; step++) if (pathCodes[step] === code) return true;
  return false;
}

const outside = (value: number, range: { low: number; high: number }) => !(value >= range.low && value <= range.high);

/**
 * The loop of the facet counts, over every product in scope on every menu view: it reads typed
 * arrays only, groups are numbers and nothing is allocated. A row failing one filter counts only
 * in that filter's facet; failing two, nowhere.
 */
function countRows(input: RowCounting): { total: number; inStockCount: number; onDealCount: number; ends: Float64Array } {
  const { columns, covered, prices, filters, visit, scopeCode, today, adult, codeGroup, counts, passing } = input;
  const { categoryGroup, depth, showThc, showCbd, showPrice } = input;
  const { sellableUntil, medicalOnly, inStock, valueStart, valueCodes, pathStart, pathCodes, thc, cbd } = columns;
  const { codeBit, valueBits, categoryCode, thc: thcRange, cbd: cbdRange, price: priceRange } = filters;
  const bitGroup = Int8Array.from(VALUE_FACETS, (facet) => GROUP[FACET_GROUP[facet]]);
  /** Lowest and highest THC, CBD and price (cents) seen. */
  let [thcLow, thcHigh, cbdLow, cbdHigh, priceLow, priceHigh] = [Infinity, -Infinity, Infinity, -Infinity, Infinity, -Infinity];
  const visits = visit ? visit.length : columns.size;
  let total = 0;
  let inStockCount = 0;
  let onDealCount = 0;
  for (let step = 0; step < visits; step++) {
    const at = visit ? visit[step]! : step;
    if (sellableUntil[at]! < today || (adult && medicalOnly[at] === 1)) continue;
    if (scopeCode !== -2 && !pathHolds(columns, at, scopeCode)) continue;
    const valueStartAt = valueStart[at]!;
    const valueEnd = valueStart[at + 1]!;
    let failed = NONE;
    let failures = 0;
    if (valueBits !== 0) {
      let matched = 0;
      for (let value = valueStartAt; value < valueEnd; value++) {
        const bit = codeBit[valueCodes[value]!]!;
        if (bit >= 0) matched |= 1 << bit;
      }
      let missing = valueBits & ~matched;
      while (missing !== 0 && failures < 2) {
        const bit = 31 - Math.clz32(missing & -missing);
        failed = bitGroup[bit]!;
        failures += 1;
        missing &= missing - 1;
      }
    }
    if (failures < 2 && categoryCode !== -2 && !pathHolds(columns, at, categoryCode)) {
      failed = GROUP.category;
      failures += 1;
    }
    if (failures < 2 && thcRange !== null && outside(thc[at]!, thcRange)) {
      failed = GROUP.thc;
      failures += 1;
    }
    if (failures < 2 && cbdRange !== null && outside(cbd[at]!, cbdRange)) {
      failed = GROUP.cbd;
      failures += 1;
    }
    if (failures < 2 && priceRange !== null && outside(prices[at]! * 100, priceRange)) {
      failed = GROUP.price;
      failures += 1;
    }
    if (failures < 2 && filters.onDeal && covered[at] !== 1) {
      failed = GROUP.onDeal;
      failures += 1;
    }
    if (failures < 2 && filters.inStock && inStock[at] !== 1) {
      failed = GROUP.inStock;
      failures += 1;
    }
    if (failures > 1) continue;
    // A row counts in a group's facet when it passes every other group.
    const all = failed === NONE;
    if (all) {
      total += 1;
      passing[at] = 1;
    }
    if ((all || failed === GROUP.inStock) && inStock[at] === 1) inStockCount += 1;
    if ((all || failed === GROUP.onDeal) && covered[at] === 1) onDealCount += 1;
    for (let value = valueStartAt; value < valueEnd; value++) {
      const code = valueCodes[value]!;
      const group = codeGroup[code]!;
      if (group >= 0 && (all || failed === group)) counts[code]! += 1;
    }
    if (categoryGroup >= 0 && (all || failed === categoryGroup) && pathStart[at]! + depth < pathStart[at + 1]!) {
      counts[pathCodes[pathStart[at]! + depth]!]! += 1;
    }
    // NaN (no value) widens nothing: every comparison with it is false.
    if (all || failed === showThc) {
      const value = thc[at]!;
      if (value < thcLow) thcLow = value;
      if (value > thcHigh) thcHigh = value;
    }
    if (all || failed === showCbd) {
      const value = cbd[at]!;
      if (value < cbdLow) cbdLow = value;
      if (value > cbdHigh) cbdHigh = value;
    }
    if (all || failed === showPrice) {
      const value = prices[at]!;
      if (value < priceLow) priceLow = value;
      if (value > priceHigh) priceHigh = value;
    }
  }
  return { total, inStockCount, onDealCount, ends: Float64Array.of(thcLow, thcHigh, cbdLow, cbdHigh, priceLow, priceHigh) };
}

/** A category's products, by position: the loop of a category page visits only those. */
function positionsUnder(index: MenuFacetIndex, code: number): Int32Array {
  return index.derived(`under ${code}`, (products) => {
    const found: number[] = [];
    products.forEach((product, at) => {
      if (product.path.includes(code)) found.push(at);
    });
    return Int32Array.from(found);
  });
}

export function tallyFacets(index: MenuFacetIndex, options: TallyQuery): FacetSelection {
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
  return index.derived(`unfiltered ${options.mode} ${options.today} ${place} ${JSON.stringify(options.deals)}`, select);
}

/** Each code's products, by position: `positions[start[code]…start[code + 1]]`. */
interface Postings {
  start: Int32Array;
  positions: Int32Array;
}

function postingsOf(index: MenuFacetIndex): Postings {
  return index.derived('postings', () => {
    const { size, valueStart, valueCodes } = index.columns();
    const start = new Int32Array(index.kinds.length + 1);
    for (const code of valueCodes) start[code + 1]! += 1;
    for (let code = 1; code < start.length; code++) start[code]! += start[code - 1]!;
    const next = start.slice(0, -1);
    const positions = new Int32Array(valueCodes.length);
    for (let at = 0; at < size; at++) {
      for (let value = valueStart[at]!; value < valueStart[at + 1]!; value++) positions[next[valueCodes[value]!]!++] = at;
    }
    return { start, positions };
  });
}

/** The positions of the products carrying any of the codes chosen for a value facet, ascending. */
function carrying(index: MenuFacetIndex, filters: RowFilters, bit: number): Int32Array {
  const { start, positions } = postingsOf(index);
  const codes: number[] = [];
  filters.codeBit.forEach((each, code) => each === bit && codes.push(code));
  if (codes.length === 1) return positions.subarray(start[codes[0]!]!, start[codes[0]! + 1]!);
  const marked = new Uint8Array(index.columns().size);
  for (const code of codes) for (let step = start[code]!; step < start[code + 1]!; step++) marked[positions[step]!] = 1;
  const found: number[] = [];
  marked.forEach((mark, at) => mark === 1 && found.push(at));
  return Int32Array.from(found);
}

/**
 * A menu whose one filter is a choice of a facet's values (a brand page, "indica"): only the
 * products carrying a chosen value are visited. Every other product fails that filter alone, so it
 * counts in that facet only, where the menu without the filter (kept, see tallyFacets) already
 * has its count: the facet is that menu's.
 */
function selectByOneValueFilter(
  index: MenuFacetIndex,
  options: TallyQuery,
  filters: RowFilters,
  facet: (typeof VALUE_FACETS)[number],
): FacetSelection {
  const field = VALUE_FIELD[facet];
  const { tally, passing } = selectRows(index, options, filters, carrying(index, filters, VALUE_FACETS.indexOf(facet)));
  const menu = tallyFacets(index, { ...options, query: { ...options.query, [field]: [] } }).tally;
  const own: FacetTally = { ...tally, [field]: new Map<string | number, number>(menu[field] as Map<string | number, number>) };
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
function selectRows(index: MenuFacetIndex, options: TallyQuery, filters: RowFilters, only: Int32Array | null): FacetSelection {
  const { scope, mode, hits } = options;
  const { covered, prices } = dealView(index, options.deals, mode);
  const columns = index.columns();

  // As the SQL paths answer: the stored counts of an unfiltered menu carry every facet, and a
  // lone filter's own facet comes from them too, shown or not.
  const open = filters.groups.filter((group) => group !== 'inStock');
  const unfiltered = !hits && open.every((group) => group === 'category');
  const shown = new Set<FilterGroup | undefined>(unfiltered ? FILTER_GROUPS : options.filters.map((filter) => FACET_OF[filter]));
  if (!hits && open.length === 1) shown.add(open[0]);

  const kinds = index.kinds;
  /** By kind of code: the group whose facet it counts in, or -1 when that facet is not shown. */
  const kindGroup = Int8Array.from([...VALUE_FACETS, 'category' as const], (group) => (shown.has(group) ? GROUP[group] : -1));
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
