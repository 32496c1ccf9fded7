import type { MenuFilter } from '../../lib/menu-result.ts';
import type { MenuMode, MenuQuery } from '../../lib/menu-query.ts';
import type { MenuDeal } from './menu-context.ts';
import { discounted, lowersPrice } from './menu-deals.ts';
import { CATEGORY_KIND, VALUE_FACETS, dayNumber, type IndexedProduct, type MenuFacetIndex } from './menu-facet-index.ts';
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
  /** The products a search matched; null without a search. */
  hits: ReadonlySet<string> | null;
}

/** The group a row failed when it failed none. */
const NONE = -1;

interface GroupTest {
  group: FilterGroup;
  /** `at`: the product's position in the index's list() and columns(). */
  passes: (at: number) => boolean;
}

/**
 * What the running deals do to each product of the index, by its position in list(): whether one
 * covers it (1) and the price it pays (NaN without a price), as onDealSql() and finalPriceSql()
 * decide. Computed once per set of deals and menu until a row changes.
 */
interface DealView {
  covered: Uint8Array;
  prices: Float64Array;
}

function dealView(index: MenuFacetIndex, deals: readonly MenuDeal[], mode: MenuMode): DealView {
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

/**
 * A value, in hundredths of its column's unit (integers, so compared exactly), within a range
 * typed in units `scale` times larger, whose bounds rangeSql() rounds to hundredths.
 */
function inRange(hundredths: number | null, range: { min?: number; max?: number }, scale: number): boolean {
  if (hundredths === null) return false;
  if (range.min !== undefined && hundredths < Math.round(range.min * scale * 100)) return false;
  if (range.max !== undefined && hundredths > Math.round(range.max * scale * 100)) return false;
  return true;
}

export function tallyFacets(index: MenuFacetIndex, options: TallyQuery): FacetTally {
  const { query, scope, mode } = options;
  const { covered, prices } = dealView(index, options.deals, mode);
  const columns = index.columns();
  const { valueStart, valueCodes, pathStart, pathCodes, thc, cbd } = columns;
  const kinds = Int8Array.from(index.kinds);
  /** Whether the product at `at` carries one of the selected values of a kind (unknown ones match nothing). */
  const mask = (kind: number, values: readonly (string | number)[]) => {
    const selected = new Uint8Array(kinds.length);
    for (const value of values) {
      const code = index.code(kind, String(value), false);
      if (code >= 0) selected[code] = 1;
    }
    return (at: number) => {
      for (let value = valueStart[at]!; value < valueStart[at + 1]!; value++) if (selected[valueCodes[value]!] === 1) return true;
      return false;
    };
  };
  const pathHas = (id: string) => {
    const code = index.code(CATEGORY_KIND, id, false);
    return (at: number) => {
      for (let step = pathStart[at]!; step < pathStart[at + 1]!; step++) if (pathCodes[step] === code) return true;
      return false;
    };
  };
  const hundredths = (value: number) => (Number.isNaN(value) ? null : value);

  // The groups planMenuQuery() writes conditions for, in its order.
  const tests: GroupTest[] = [];
  const test = (group: FilterGroup, active: boolean, passes: GroupTest['passes']) => {
    if (active) tests.push({ group, passes });
  };
  const selected = scope.selected;
  test('category', selected !== null && selected !== scope.facetParent, selected ? pathHas(selected.id) : () => false);
  test('brand', query.brands.length > 0, mask(0, query.brands));
  test('strainType', query.strainTypes.length > 0, mask(1, query.strainTypes));
  test('effects', query.effects.length > 0, mask(2, query.effects));
  test('terpenes', query.terpenes.length > 0, mask(3, query.terpenes));
  test('weights', query.weights.length > 0, mask(4, query.weights));
  test('thc', query.thc.min !== undefined || query.thc.max !== undefined, (at) => inRange(hundredths(thc[at]!), query.thc, 1));
  test('cbd', query.cbd.min !== undefined || query.cbd.max !== undefined, (at) => inRange(hundredths(cbd[at]!), query.cbd, 1));
  test('price', query.price.min !== undefined || query.price.max !== undefined, (at) =>
    inRange(hundredths(prices[at]! * 100), query.price, 100),
  );
  test('onDeal', query.onDeal, (at) => covered[at] === 1);
  test('inStock', query.inStock, (at) => columns.inStock[at] === 1);

  // As the SQL paths answer: the stored counts of an unfiltered menu carry every facet, and a
  // lone filter's own facet comes from them too, shown or not.
  const open = tests.map((each) => each.group).filter((group) => group !== 'inStock');
  const unfiltered = !options.hits && open.every((group) => group === 'category');
  const shown = new Set<FilterGroup | undefined>(unfiltered ? FILTER_GROUPS : options.filters.map((filter) => FACET_OF[filter]));
  if (!options.hits && open.length === 1) shown.add(open[0]);

  // The loop runs over every product in scope on every menu view: it reads typed arrays only,
  // groups are numbers (their place in FILTER_GROUPS; NONE: failed none) and nothing is allocated.
  const id = (group: FilterGroup) => FILTER_GROUPS.indexOf(group);
  const passes = tests.map((each) => each.passes);
  const groupOf = Int8Array.from(tests, (each) => id(each.group));
  /** By kind of code: the group whose facet it counts in, or -1 when that facet is not shown. */
  const kindGroup = Int8Array.from([...VALUE_FACETS, 'category' as const], (group) => (shown.has(group) ? id(group) : -1));
  const [IN_STOCK, ON_DEAL, THC, CBD, PRICE] = [id('inStock'), id('onDeal'), id('thc'), id('cbd'), id('price')];
  const showThc = shown.has('thc') ? THC : -2;
  const showCbd = shown.has('cbd') ? CBD : -2;
  const showPrice = shown.has('price') ? PRICE : -2;
  const categoryGroup = kindGroup[CATEGORY_KIND]!;
  const counts = new Int32Array(kinds.length);
  /** Lowest and highest THC, CBD and price (cents) seen. */
  const ends = Float64Array.of(Infinity, -Infinity, Infinity, -Infinity, Infinity, -Infinity);
  const widen = (at: number, value: number) => {
    if (value < ends[at]!) ends[at] = value;
    if (value > ends[at + 1]!) ends[at + 1] = value;
  };
  const inScope = scope.facetParent ? pathHas(scope.facetParent.id) : null;
  const depth = scope.facetDepth;
  const adult = mode === 'adult';
  const today = dayNumber(options.today);
  const { hits } = options;
  const ids = hits ? index.list().map((product) => product.id) : [];
  const { sellableUntil, medicalOnly, inStock } = columns;
  let total = 0;
  let inStockCount = 0;
  let onDealCount = 0;

  for (let at = 0; at < columns.size; at++) {
    if (sellableUntil[at]! < today || (adult && medicalOnly[at] === 1)) continue;
    if ((hits !== null && !hits.has(ids[at]!)) || (inScope !== null && !inScope(at))) continue;
    let failed = NONE;
    let failures = 0;
    for (let each = 0; each < passes.length; each++) {
      if (passes[each]!(at)) continue;
      failed = groupOf[each]!;
      if (++failures > 1) break;
    }
    if (failures > 1) continue;
    // A row counts in a group's facet when it passes every other group.
    const all = failed === NONE;
    if (all) total += 1;
    if ((all || failed === IN_STOCK) && inStock[at] === 1) inStockCount += 1;
    if ((all || failed === ON_DEAL) && covered[at] === 1) onDealCount += 1;
    for (let value = valueStart[at]!; value < valueStart[at + 1]!; value++) {
      const code = valueCodes[value]!;
      const group = kindGroup[kinds[code]!]!;
      if (group >= 0 && (all || failed === group)) counts[code]! += 1;
    }
    if (categoryGroup >= 0 && (all || failed === categoryGroup) && pathStart[at]! + depth < pathStart[at + 1]!) {
      counts[pathCodes[pathStart[at]! + depth]!]! += 1;
    }
    // NaN (no value) widens nothing: every comparison with it is false.
    if (all || failed === showThc) widen(0, thc[at]!);
    if (all || failed === showCbd) widen(2, cbd[at]!);
    if (all || failed === showPrice) widen(4, prices[at]!);
  }

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
  tally.thc = spanOf(0, showThc >= 0);
  tally.cbd = spanOf(2, showCbd >= 0);
  tally.priceDollars = spanOf(4, showPrice >= 0);
  return tally;
}
