import type { MenuMode, MenuQuery, NumberRange } from './menu-query.ts';
import type { StrainType } from '../vocabulary/catalog.ts';

/**
 * What a menu query answers: one page of product cards, the facet counts that build the filter
 * panel, and the state it answered. Shared by the server module that computes it and the
 * components that render it.
 */
export interface MenuImage {
  src: string;
  srcSet: string;
  alt: string;
  width: number;
  height: number;
}

export interface MenuCard {
  id: string;
  slug: string;
  name: string;
  brand: { slug: string; name: string } | null;
  category: { slug: string; name: string };
  strainType: StrainType | null;
  /** "THC 24.1%" or "THC 100 mg"; null for non-cannabis goods. */
  potencyLabel: string | null;
  image: MenuImage | null;
  /** The lowest price of an in-stock size in the shopper's menu (adult-use or medical), in cents. */
  priceCents: number;
  /** The same size's price before a deal, when a deal lowers it. */
  regularPriceCents: number | null;
  /** That price out the door: Michigan excise (adult-use cannabis) and sales tax included. */
  outTheDoorCents: number;
  dealTitle: string | null;
  inStock: boolean;
  medicalOnly: boolean;
  /** How many sizes it comes in. */
  sizeCount: number;
}

export interface FacetOption {
  value: string;
  label: string;
  /** Products matching every other active filter plus this option. */
  count: number;
  selected: boolean;
}

/** The filters a category shows (categories.menu_filters); the whole set on the home menu. */
export const MENU_FILTERS = [
  'category',
  'brand',
  'strain_type',
  'thc',
  'cbd',
  'effects',
  'terpenes',
  'weight',
  'price',
  'on_deal',
  'in_stock',
] as const;
export type MenuFilter = (typeof MENU_FILTERS)[number];

export interface MenuFacets {
  categories: FacetOption[];
  brands: FacetOption[];
  strainTypes: FacetOption[];
  effects: FacetOption[];
  terpenes: FacetOption[];
  weights: FacetOption[];
  /** The span of values among matching products, for range inputs. */
  thc: NumberRange;
  cbd: NumberRange;
  priceDollars: NumberRange;
  onDealCount: number;
  inStockCount: number;
}

export interface MenuResult {
  query: MenuQuery;
  mode: MenuMode;
  cards: MenuCard[];
  total: number;
  page: number;
  pageCount: number;
  facets: MenuFacets;
  /** Which filters to show, in order. */
  filters: MenuFilter[];
}

/** The last page of a menu's results: page 1 even when nothing matches. */
export function lastMenuPage(result: Pick<MenuResult, 'pageCount'>): number {
  return Math.max(1, result.pageCount);
}

/**
 * Whether a menu was asked for a page past its last (`?page=999`): there is no such page, so it
 * answers 404 (search engines drop it) and links to the last page.
 */
export function isPastLastPage(result: Pick<MenuResult, 'page' | 'pageCount'>): boolean {
  return result.page > lastMenuPage(result);
}
