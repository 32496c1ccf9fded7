import type { MenuQuery } from '#lib/catalog/menu-query.ts';
import type { CategoryScope } from './category-tree.ts';
import { CATEGORY_KIND, VALUE_FACETS, offered, type FacetColumns, type MenuIndexView } from './facet-index.ts';

/**
 * Which filters each product of the facet index fails, and what it adds to the facet counts: the
 * loop of facet-tally.ts. Counting is disjunctive: each group's options are counted under every
 * other active filter but not its own, so choosing "indica" still shows how many sativas there
 * are; a row failing one filter counts only in that filter's facet, and a row failing two counts
 * nowhere.
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

/** The group a row failed when it failed none. */
const NONE = -1;

/** A range typed in units `scale` times larger than hundredths, each bound rounded to the nearest hundredth. */
function bounds(range: { min?: number; max?: number }, scale: number): { low: number; high: number } {
  return {
    low: range.min === undefined ? -Infinity : Math.round(range.min * scale * 100),
    high: range.max === undefined ? Infinity : Math.round(range.max * scale * 100),
  };
}

/** Groups are numbers in the loop: their place in FILTER_GROUPS. */
export const GROUP = Object.fromEntries(FILTER_GROUPS.map((group, at) => [group, at])) as Record<FilterGroup, number>;

/** By bit of RowFilters.valueBits: its value facet's group. */
const BIT_GROUP = Int8Array.from(VALUE_FACETS, (facet) => GROUP[facet]);

/** The active filters of a query as the loop reads them: typed arrays and numbers, no functions. */
export interface RowFilters {
  /** The active groups, in FILTER_GROUPS order. */
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

export function rowFilters(index: MenuIndexView, query: MenuQuery, scope: CategoryScope): RowFilters {
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
    groups.push(facet);
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

export interface RowCounting {
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
export function pathHolds(columns: FacetColumns, at: number, code: number): boolean {
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
export function countRows(input: RowCounting): {
  total: number;
  inStockCount: number;
  onDealCount: number;
  ends: Float64Array;
} {
  const { columns, covered, prices, filters, visit, scopeCode, today, adult, codeGroup, counts, passing } = input;
  const { categoryGroup, depth, showThc, showCbd, showPrice } = input;
  const { sellableUntil, medicalOnly, inStock, valueStart, valueCodes, pathStart, pathCodes, thc, cbd } = columns;
  const { codeBit, valueBits, categoryCode, thc: thcRange, cbd: cbdRange, price: priceRange } = filters;
  /** Lowest and highest THC, CBD and price (cents) seen. */
  let [thcLow, thcHigh, cbdLow, cbdHigh, priceLow, priceHigh] = [
    Infinity,
    -Infinity,
    Infinity,
    -Infinity,
    Infinity,
    -Infinity,
  ];
  const visits = visit ? visit.length : columns.size;
  let total = 0;
  let inStockCount = 0;
  let onDealCount = 0;
  for (let step = 0; step < visits; step++) {
    const at = visit ? visit[step]! : step;
    if (!offered(sellableUntil[at]!, medicalOnly[at] === 1, today, adult)) continue;
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
        failed = BIT_GROUP[bit]!;
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
  return {
    total,
    inStockCount,
    onDealCount,
    ends: Float64Array.of(thcLow, thcHigh, cbdLow, cbdHigh, priceLow, priceHigh),
  };
}
