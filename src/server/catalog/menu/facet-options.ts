import type { FacetOption, MenuFacets } from '#lib/catalog/menu-result.ts';
import type { MenuQuery, NumberRange } from '#lib/catalog/menu-query.ts';
import { STRAIN_TYPE_LABELS, STRAIN_TYPES } from '#lib/vocabulary/catalog.ts';
import type { CategoryScope } from './category-tree.ts';
import { decimal } from '#lib/formats.ts';

/** Facet counts of a menu as the index counts them (facet-tally.ts), before they become options. */
export interface FacetTally {
  total: number;
  inStockCount: number;
  onDealCount: number;
  brands: Map<string, number>;
  /** Brand names by slug, as far as the count saw them. */
  brandNames: Map<string, string>;
  strainTypes: Map<string, number>;
  effects: Map<string, number>;
  terpenes: Map<string, number>;
  /** By weight in milligrams. */
  weights: Map<number, number>;
  /** By category id: the subcategories of the scope's facet parent. */
  categories: Map<string, number>;
  thc: NumberRange;
  cbd: NumberRange;
  priceDollars: NumberRange;
}

export function emptyTally(): FacetTally {
  return {
    total: 0,
    inStockCount: 0,
    onDealCount: 0,
    brands: new Map(),
    brandNames: new Map(),
    strainTypes: new Map(),
    effects: new Map(),
    terpenes: new Map(),
    weights: new Map(),
    categories: new Map(),
    thc: {},
    cbd: {},
    priceDollars: {},
  };
}

export function span(min: number | null | undefined, max: number | null | undefined): NumberRange {
  return {
    ...(min === null || min === undefined ? {} : { min: Number(min) }),
    ...(max === null || max === undefined ? {} : { max: Number(max) }),
  };
}

/** 'beta-caryophyllene' → 'Beta caryophyllene'. */
export function keyLabel(key: string): string {
  const words = key.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** 3500 → '3.5 g'. */
export function weightLabel(milligrams: number): string {
  return `${decimal.format(milligrams / 1000)} g`;
}

const byLabel = (a: FacetOption, b: FacetOption) =>
  a.label.localeCompare(b.label, 'en') || a.value.localeCompare(b.value);

/**
 * Options with their counts, plus every selected value the count did not see (with a count of
 * zero), so a shopper can always take back a choice that left nothing to show.
 */
function options<T extends string | number>(
  counts: Map<T, number>,
  selected: readonly T[],
  label: (value: T) => string,
): FacetOption[] {
  const values = new Set<T>([...[...counts].filter(([, count]) => count > 0).map(([value]) => value), ...selected]);
  return [...values].map((value) => ({
    value: String(value),
    label: label(value),
    count: counts.get(value) ?? 0,
    selected: selected.includes(value),
  }));
}

export function menuFacets(
  tally: FacetTally,
  query: MenuQuery,
  scope: CategoryScope,
  brandNames: ReadonlyMap<string, string>,
): MenuFacets {
  const brandLabel = (slug: string) => tally.brandNames.get(slug) ?? brandNames.get(slug) ?? keyLabel(slug);
  const typeOrder = (option: FacetOption) => (STRAIN_TYPES as readonly string[]).indexOf(option.value);
  return {
    categories: scope.options
      .map((category) => ({
        value: category.slug,
        label: category.name,
        count: tally.categories.get(category.id) ?? 0,
        selected: scope.selected?.id === category.id,
      }))
      .filter((option) => option.count > 0 || option.selected),
    brands: options(tally.brands, query.brands, brandLabel).sort(byLabel),
    strainTypes: options(
      tally.strainTypes,
      query.strainTypes as string[],
      (type) => (STRAIN_TYPE_LABELS as Record<string, string>)[type] ?? keyLabel(type),
    ).sort((a, b) => typeOrder(a) - typeOrder(b)),
    effects: options(tally.effects, query.effects, keyLabel).sort(byLabel),
    terpenes: options(tally.terpenes, query.terpenes, keyLabel).sort(byLabel),
    weights: options(tally.weights, query.weights, weightLabel).sort((a, b) => Number(a.value) - Number(b.value)),
    thc: tally.thc,
    cbd: tally.cbd,
    priceDollars: tally.priceDollars,
    onDealCount: tally.onDealCount,
    inStockCount: tally.inStockCount,
  };
}
