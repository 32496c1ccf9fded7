import type { MenuFilter } from '../../lib/menu-result.ts';
import type { MenuMode, MenuQuery } from '../../lib/menu-query.ts';
import type { MenuDeal } from './menu-context.ts';
import { discounted, lowersPrice } from './menu-deals.ts';
import { CATEGORY_KIND, VALUE_FACETS, type IndexedProduct, type MenuFacetIndex } from './menu-facet-index.ts';
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

interface GroupTest {
  group: FilterGroup;
  passes: (product: IndexedProduct) => boolean;
}

/** What the deals do to a product: whether one covers it, and the price it pays. */
function dealLens(deals: readonly MenuDeal[]) {
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
  return {
    covered: (product: IndexedProduct): boolean =>
      everything ||
      productIds.has(product.id) ||
      (product.brandSlug !== null && brandSlugs.has(product.brandSlug)) ||
      (categoryIds.size > 0 && product.categoryIds.some((id) => categoryIds.has(id))),
    /** The lowest price any covering discount gives, as finalPriceSql() computes it. */
    finalPrice: (product: IndexedProduct, regular: number | null): number | null => {
      if (regular === null) return null;
      let best = regular;
      for (const deal of priceDeals) if (coversOne(deal, product)) best = Math.min(best, discounted(deal, regular));
      return best;
    },
  };
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
  const lens = dealLens(options.deals);
  const regular = (product: IndexedProduct) => (mode === 'adult' ? product.adultPriceCents : product.medicalPriceCents);
  const finalPrice = (product: IndexedProduct) => lens.finalPrice(product, regular(product));
  /** A mask over codes: the selected values of one kind (an unknown value matches nothing). */
  const mask = (kind: number, values: readonly (string | number)[]) => {
    const selected = new Uint8Array(index.kinds.length);
    for (const value of values) {
      const code = index.code(kind, String(value), false);
      if (code >= 0) selected[code] = 1;
    }
    return (product: IndexedProduct) => product.values.some((code) => selected[code] === 1);
  };
  const pathHas = (id: string) => {
    const code = index.code(CATEGORY_KIND, id, false);
    return (product: IndexedProduct) => product.path.includes(code);
  };

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
  test('thc', query.thc.min !== undefined || query.thc.max !== undefined, (product) => inRange(product.thc, query.thc, 1));
  test('cbd', query.cbd.min !== undefined || query.cbd.max !== undefined, (product) => inRange(product.cbd, query.cbd, 1));
  test('price', query.price.min !== undefined || query.price.max !== undefined, (product) => {
    const price = finalPrice(product);
    return inRange(price === null ? null : price * 100, query.price, 100);
  });
  test('onDeal', query.onDeal, lens.covered);
  test('inStock', query.inStock, (product) => product.inStock);

  // As the SQL paths answer: the stored counts of an unfiltered menu carry every facet, and a
  // lone filter's own facet comes from them too, shown or not.
  const active = tests.map((each) => each.group);
  const open = active.filter((group) => group !== 'inStock');
  const unfiltered = !options.hits && open.every((group) => group === 'category');
  const shown = new Set<FilterGroup | undefined>(unfiltered ? FILTER_GROUPS : options.filters.map((filter) => FACET_OF[filter]));
  if (!options.hits && open.length === 1) shown.add(open[0]);
  /** By kind of code: the group whose facet it counts in, when that facet is shown. */
  const kindGroup = [...VALUE_FACETS, 'category' as const].map((group) => (shown.has(group) ? group : null));
  const counts = new Int32Array(index.kinds.length);
  const tally = emptyTally();
  const spans = { thc: [Infinity, -Infinity], cbd: [Infinity, -Infinity], price: [Infinity, -Infinity] };
  const widen = (bounds: number[], value: number | null) => {
    if (value === null) return;
    if (value < bounds[0]!) bounds[0] = value;
    if (value > bounds[1]!) bounds[1] = value;
  };
  const inScope = scope.facetParent ? pathHas(scope.facetParent.id) : () => true;
  const depth = scope.facetDepth;
  const adult = mode === 'adult';

  for (const product of index.products.values()) {
    if (product.sellableUntil < options.today || (adult && product.medicalOnly)) continue;
    if ((options.hits && !options.hits.has(product.id)) || !inScope(product)) continue;
    let failed: FilterGroup | null = null;
    let failures = 0;
    for (const { group, passes } of tests) {
      if (passes(product)) continue;
      failed = group;
      if (++failures > 1) break;
    }
    if (failures > 1) continue;
    /** Whether the row counts in `group`'s facet: it passes every other group. */
    const countsIn = (group: FilterGroup) => failed === null || failed === group;
    if (failed === null) tally.total += 1;
    if (countsIn('inStock') && product.inStock) tally.inStockCount += 1;
    if (countsIn('onDeal') && lens.covered(product)) tally.onDealCount += 1;
    for (const code of product.values) {
      const group = kindGroup[index.kinds[code]!];
      if (group && countsIn(group)) counts[code]! += 1;
    }
    if (kindGroup[CATEGORY_KIND] && countsIn('category') && product.path.length > depth) counts[product.path[depth]!]! += 1;
    if (shown.has('thc') && countsIn('thc')) widen(spans.thc, product.thc);
    if (shown.has('cbd') && countsIn('cbd')) widen(spans.cbd, product.cbd);
    if (shown.has('price') && countsIn('price')) widen(spans.price, finalPrice(product));
  }

  const maps = [tally.brands, tally.strainTypes, tally.effects, tally.terpenes, tally.weights, tally.categories] as Map<
    string | number,
    number
  >[];
  counts.forEach((count, code) => {
    if (count === 0) return;
    const kind = index.kinds[code]!;
    const value = index.values[code]!;
    maps[kind]!.set(kind === 4 ? Number(value) : value, count);
    if (kind === 0) tally.brandNames.set(value, index.labels.get(code) ?? value);
  });
  const ends = (bounds: number[], unit: number) =>
    bounds[0] === Infinity ? {} : span(Math.floor(bounds[0]! / unit), Math.ceil(bounds[1]! / unit));
  tally.thc = ends(spans.thc, 100);
  tally.cbd = ends(spans.cbd, 100);
  tally.priceDollars = ends(spans.price, 100);
  return tally;
}
