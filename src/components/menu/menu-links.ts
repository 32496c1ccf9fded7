import { emptyMenuQuery, serializeMenuQuery, type MenuQuery, type NumberRange } from '#lib/catalog/menu-query.ts';
import type { FacetOption, MenuFacets } from '#lib/catalog/menu-result.ts';
import { decimal } from '#lib/formats.ts';

/**
 * Every link of a menu (chips, pagination, tabs, "Clear all") is the canonical URL of the state it
 * leads to, so the same menu is one URL for shoppers, crawlers and the island alike.
 */
export interface MenuLocation {
  /** The page the menu lives on: '/', '/category/flower', '/brands/gelato-co'. */
  path: string;
  /** The path names the category (category and merch pages), so links leave it out of the query. */
  categoryInPath: boolean;
  /** Where links land without JavaScript: the menu below the home page's hero. */
  anchor?: string;
  /** The brand the path names (brand pages), likewise left out of the query. */
  brandInPath?: string;
}

export function menuHref(location: MenuLocation, query: MenuQuery): string {
  const brands = query.brands.filter((brand) => brand !== location.brandInPath);
  const search = serializeMenuQuery({ ...query, brands }, { includeCategory: !location.categoryInPath });
  return `${location.path}${search}${location.anchor ? `#${location.anchor}` : ''}`;
}

/**
 * A product's page; from a store other than the default one, with that store's sizes and prices
 * (`?store=`, which the product page reads). The default store's cards link as they always have.
 */
export function productHref(slug: string, store: string | null = null): string {
  return `/products/${slug}${store === null ? '' : `?store=${encodeURIComponent(store)}`}`;
}

/** A filter the shopper applied, with the link that removes it. */
export interface ActiveFilter {
  label: string;
  href: string;
}

const dollars = (value: number) => `$${decimal.format(value)}`;
const percent = (value: number) => `${decimal.format(value)}%`;

/** "20–30%", "20% or more", "up to 30%". */
export function rangeLabel(range: NumberRange, format: (value: number) => string): string {
  if (range.min !== undefined && range.max !== undefined) return `${format(range.min)}–${format(range.max)}`;
  if (range.min !== undefined) return `${format(range.min)} or more`;
  return `up to ${format(range.max ?? 0)}`;
}

/** `blue-dream` → `Blue dream`, for a value the facets no longer list. */
function humanise(value: string): string {
  const words = value.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function labelOf(options: FacetOption[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? humanise(value);
}

/** The chips above the results, in the order of the filter panel; each removes one filter. */
export function activeFilters(location: MenuLocation, query: MenuQuery, facets: MenuFacets): ActiveFilter[] {
  const base: MenuQuery = { ...query, page: 1 };
  const chip = (label: string, without: Partial<MenuQuery>): ActiveFilter => ({
    label,
    href: menuHref(location, { ...base, ...without }),
  });
  const list = <T extends string | number>(values: T[], options: FacetOption[], key: keyof MenuQuery, prefix = '') =>
    values.map((value) =>
      chip(`${prefix}${labelOf(options, String(value))}`, { [key]: values.filter((other) => other !== value) }),
    );

  return [
    ...(query.searchTerm ? [chip(`Search: “${query.searchTerm}”`, { searchTerm: '' })] : []),
    ...(query.category && !location.categoryInPath
      ? [chip(labelOf(facets.categories, query.category), { category: undefined })]
      : []),
    ...list(
      query.brands.filter((brand) => brand !== location.brandInPath),
      facets.brands,
      'brands',
    ),
    ...list(query.strainTypes, facets.strainTypes, 'strainTypes'),
    ...(hasRange(query.thc) ? [chip(`THC ${rangeLabel(query.thc, percent)}`, { thc: {} })] : []),
    ...(hasRange(query.cbd) ? [chip(`CBD ${rangeLabel(query.cbd, percent)}`, { cbd: {} })] : []),
    ...list(query.effects, facets.effects, 'effects'),
    ...list(query.terpenes, facets.terpenes, 'terpenes'),
    ...list(query.weights, facets.weights, 'weights'),
    ...(hasRange(query.price) ? [chip(`Price ${rangeLabel(query.price, dollars)}`, { price: {} })] : []),
    ...(query.onDeal ? [chip('On deal', { onDeal: false })] : []),
    ...(query.inStock ? [chip('In stock only', { inStock: false })] : []),
  ];
}

function hasRange(range: NumberRange): boolean {
  return range.min !== undefined || range.max !== undefined;
}

/** The menu with every filter removed; the sort the shopper chose stays. */
export function clearAllHref(location: MenuLocation, query: MenuQuery): string {
  return menuHref(location, { ...emptyMenuQuery(), sort: query.sort });
}

/** Page numbers to show: the first, the last and two either side of the current one, with gaps. */
export function paginationItems(page: number, pageCount: number): (number | 'gap')[] {
  const pages = new Set([1, pageCount]);
  for (let near = page - 2; near <= page + 2; near++) if (near >= 1 && near <= pageCount) pages.add(near);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  for (const [index, value] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && value - previous > 1) items.push(value - previous === 2 ? value - 1 : 'gap');
    items.push(value);
  }
  return items;
}
