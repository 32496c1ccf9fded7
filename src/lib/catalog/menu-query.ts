/**
 * The state of a filtered menu, as it lives in the URL. The server renders any URL, links and
 * forms write it, and the menu island keeps it in step, so every filtered menu is shareable,
 * crawlable and works without JavaScript. Unknown or malformed parameters are dropped, never an
 * error: a shopper's hand-edited URL still shows a menu.
 */
import { STRAIN_TYPES, type StrainType } from '../vocabulary/catalog.ts';

export const MENU_SORTS = ['featured', 'price-asc', 'price-desc', 'potency', 'newest', 'name'] as const;
export type MenuSort = (typeof MENU_SORTS)[number];

/** The menu a visitor shops: adult-use (21+) or medical (registered patients), each with its prices. */
export const MENU_MODES = ['adult', 'medical'] as const;
export type MenuMode = (typeof MENU_MODES)[number];

export interface NumberRange {
  min?: number;
  max?: number;
}

export interface MenuQuery {
  /** A category slug (its subcategories included). On /category/{slug} the path sets it. */
  category?: string;
  brands: string[];
  strainTypes: StrainType[];
  /** THC and CBD in percent (flower, vapes, concentrates). */
  thc: NumberRange;
  cbd: NumberRange;
  effects: string[];
  terpenes: string[];
  /** Package weights in milligrams (3500 = an eighth). */
  weights: number[];
  /** Price range in whole dollars, as a shopper types it. */
  price: NumberRange;
  onDeal: boolean;
  inStock: boolean;
  searchTerm: string;
  sort: MenuSort;
  page: number;
}

export const MENU_PAGE_SIZE = 24;
const MAX_LIST = 20;
const MAX_SEARCH = 100;
const MAX_PAGE = 1000;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The URL parameter of each part of the state (kept short and readable in shared links). */
export const MENU_PARAMS = {
  category: 'category',
  brands: 'brand',
  strainTypes: 'type',
  thcMin: 'thcMin',
  thcMax: 'thcMax',
  cbdMin: 'cbdMin',
  cbdMax: 'cbdMax',
  effects: 'effect',
  terpenes: 'terpene',
  weights: 'weight',
  priceMin: 'priceMin',
  priceMax: 'priceMax',
  onDeal: 'deal',
  inStock: 'inStock',
  searchTerm: 'searchTerm',
  sort: 'sort',
  page: 'page',
} as const;

export function emptyMenuQuery(): MenuQuery {
  return {
    brands: [],
    strainTypes: [],
    thc: {},
    cbd: {},
    effects: [],
    terpenes: [],
    weights: [],
    price: {},
    onDeal: false,
    inStock: false,
    searchTerm: '',
    sort: 'featured',
    page: 1,
  };
}

function slugs(params: URLSearchParams, name: string): string[] {
  const values = params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim().toLowerCase())
    .filter((value) => SLUG.test(value));
  return [...new Set(values)].sort().slice(0, MAX_LIST);
}

function number(value: string | null, { min, max }: { min: number; max: number }): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const parsed = Number(value);
  if (!Number.isFinite(parsed)) return undefined;
  return Math.min(max, Math.max(min, parsed));
}

function range(params: URLSearchParams, minName: string, maxName: string, limit: number): NumberRange {
  let min = number(params.get(minName), { min: 0, max: limit });
  let max = number(params.get(maxName), { min: 0, max: limit });
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  return { ...(min !== undefined && min > 0 ? { min } : {}), ...(max !== undefined && max < limit ? { max } : {}) };
}

function flag(value: string | null): boolean {
  return value === '1' || value === 'true' || value === 'on';
}

/** Reads the menu state from a URL's query; `category` may come from the path instead. */
export function parseMenuQuery(params: URLSearchParams, pathCategory?: string): MenuQuery {
  const sort = params.get(MENU_PARAMS.sort);
  const page = Math.trunc(number(params.get(MENU_PARAMS.page), { min: 1, max: MAX_PAGE }) ?? 1);
  const category = pathCategory ?? slugs(params, MENU_PARAMS.category)[0];
  const weights = params
    .getAll(MENU_PARAMS.weights)
    .flatMap((value) => value.split(','))
    .map(Number)
    .filter((value) => Number.isInteger(value) && value > 0 && value <= 1_000_000);
  return {
    ...(category ? { category } : {}),
    brands: slugs(params, MENU_PARAMS.brands),
    strainTypes: slugs(params, MENU_PARAMS.strainTypes).filter((value): value is StrainType =>
      (STRAIN_TYPES as readonly string[]).includes(value),
    ),
    thc: range(params, MENU_PARAMS.thcMin, MENU_PARAMS.thcMax, 100),
    cbd: range(params, MENU_PARAMS.cbdMin, MENU_PARAMS.cbdMax, 100),
    effects: slugs(params, MENU_PARAMS.effects),
    terpenes: slugs(params, MENU_PARAMS.terpenes),
    weights: [...new Set(weights)].sort((a, b) => a - b).slice(0, MAX_LIST),
    price: range(params, MENU_PARAMS.priceMin, MENU_PARAMS.priceMax, 100_000),
    onDeal: flag(params.get(MENU_PARAMS.onDeal)),
    inStock: flag(params.get(MENU_PARAMS.inStock)),
    searchTerm: (params.get(MENU_PARAMS.searchTerm) ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH),
    sort: (MENU_SORTS as readonly string[]).includes(sort ?? '') ? (sort as MenuSort) : 'featured',
    page,
  };
}

/**
 * The query string of a state, canonical: parameters in one fixed order, list values sorted,
 * defaults left out. Two URLs that show the same menu serialise the same, which makes it the
 * canonical link and the cache key. `includeCategory: false` when the path names the category.
 */
export function serializeMenuQuery(query: MenuQuery, { includeCategory = true } = {}): string {
  const params = new URLSearchParams();
  if (includeCategory && query.category) params.set(MENU_PARAMS.category, query.category);
  for (const brand of query.brands) params.append(MENU_PARAMS.brands, brand);
  for (const type of query.strainTypes) params.append(MENU_PARAMS.strainTypes, type);
  if (query.thc.min !== undefined) params.set(MENU_PARAMS.thcMin, String(query.thc.min));
  if (query.thc.max !== undefined) params.set(MENU_PARAMS.thcMax, String(query.thc.max));
  if (query.cbd.min !== undefined) params.set(MENU_PARAMS.cbdMin, String(query.cbd.min));
  if (query.cbd.max !== undefined) params.set(MENU_PARAMS.cbdMax, String(query.cbd.max));
  for (const effect of query.effects) params.append(MENU_PARAMS.effects, effect);
  for (const terpene of query.terpenes) params.append(MENU_PARAMS.terpenes, terpene);
  for (const weight of query.weights) params.append(MENU_PARAMS.weights, String(weight));
  if (query.price.min !== undefined) params.set(MENU_PARAMS.priceMin, String(query.price.min));
  if (query.price.max !== undefined) params.set(MENU_PARAMS.priceMax, String(query.price.max));
  if (query.onDeal) params.set(MENU_PARAMS.onDeal, '1');
  if (query.inStock) params.set(MENU_PARAMS.inStock, '1');
  if (query.searchTerm) params.set(MENU_PARAMS.searchTerm, query.searchTerm);
  if (query.sort !== 'featured') params.set(MENU_PARAMS.sort, query.sort);
  if (query.page > 1) params.set(MENU_PARAMS.page, String(query.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Whether the shopper narrowed the menu (anything beyond sort and page). */
export function isFiltered(query: MenuQuery): boolean {
  const plain = serializeMenuQuery({ ...query, sort: 'featured', page: 1 }, { includeCategory: false });
  return plain !== '';
}
