import { parseMenuQuery, type MenuMode, type MenuQuery } from '#lib/catalog/menu-query.ts';
import { MENU_FILTERS, type MenuFilter, type MenuResult } from '#lib/catalog/menu-result.ts';
import { stockSyncedSentence } from '#lib/inventory/freshness.ts';
import type { Queryable } from '../../db/database.ts';
import { readStockFreshness } from '../../inventory/index.ts';
import type { StoreSettings } from '../../settings/index.ts';
import { getBrandBySlug, type BrandPage } from './brand-lookup.ts';
import { menuCacheOf } from './cache.ts';
import { categoryPageOf, type CategoryLink, type CategoryPage } from './category-lookup.ts';
import { searchMenu } from './search.ts';

/**
 * What the menu pages load: the home page, a category's page, a brand's page, the merch shop and
 * a store's page. Each page makes one call; a null answer means the page does not exist (404).
 */

/**
 * A request for a menu page: the visitor's menu, the store's settings and the address asked for.
 * The menu is the store's when the settings name a store other than the default one, else the
 * default store's (the catalog's own).
 */
export interface MenuPageRequest {
  db: Queryable;
  menuMode: MenuMode;
  settings: Pick<StoreSettings, 'exciseTaxBps' | 'salesTaxBps' | 'timeZone' | 'merchSlug'> & {
    store?: Pick<StoreSettings['store'], 'id' | 'isDefault'>;
  };
  url: URL;
  /** The clock deals are judged by: the server's (tests move it); the process's by default. */
  now?: Date;
}

export interface MenuPage {
  /** The menu's state as the address asked for it (the page's own category or brand included). */
  query: MenuQuery;
  result: MenuResult;
  /** The category the menu shows: the page's own, or the one the address chose; null for none. */
  category: CategoryPage | null;
  /** The category whose subcategories the tabs list; null when the tabs are top-level. */
  facetParent: CategoryLink | null;
}

/**
 * A store's whole menu (the home's, a store's page), with how long ago its stock was synced where
 * it comes from Metrc or a point of sale (decision 77); null for a store keeping its own count.
 */
export type StoreMenuPage = MenuPage & { stockSynced: string | null };

/** The menu of a category's own page (a category page, the merch shop). */
export type CategoryMenuPage = MenuPage & { category: CategoryPage };

/** The category the merch shop at `/{merch slug}-wear` shows. */
const MERCH_CATEGORY = 'apparel';

/**
 * One menu page: the address's menu state within the page's own category or brand (which the
 * address cannot take away), the filters of the category shown (its own, else inherited; the
 * category tabs always, whose counts are always shown; the brand's never on its own page).
 */
export async function loadMenuPage(
  request: MenuPageRequest,
  place: { category?: CategoryPage; brand?: string } = {},
): Promise<MenuPage> {
  const { db, settings } = request;
  const parsed = parseMenuQuery(request.url.searchParams, place.category?.slug);
  // The brand is the page; the shopper's own brand choices would only contradict it.
  const query = place.brand ? { ...parsed, brands: [place.brand] } : parsed;
  const category = place.category ?? (query.category ? await categoryBySlug(db, query.category) : null);
  const filters = [...new Set<MenuFilter>([...(category?.menuFilters ?? MENU_FILTERS), 'category'])].filter(
    (filter) => !(place.brand && filter === 'brand'),
  );
  const result = await searchMenu(db, query, {
    mode: request.menuMode,
    filters,
    rates: { exciseBps: settings.exciseTaxBps, salesBps: settings.salesTaxBps },
    // Deals run on the store's own weekdays and hours.
    timeZone: settings.timeZone,
    ...(request.now ? { now: request.now } : {}),
    ...(settings.store && !settings.store.isDefault ? { storeId: settings.store.id } : {}),
  });
  return {
    query,
    result,
    category,
    facetParent: category ? (category.children.length > 0 ? category : category.parent) : null,
  };
}

/** The home page's menu (`/`, with `?category=` among its filters). */
export async function loadHomeMenu(request: MenuPageRequest): Promise<StoreMenuPage> {
  const [menu, stockSynced] = await Promise.all([loadMenuPage(request), stockSyncedLine(request)]);
  return { ...menu, stockSynced };
}

/**
 * `/stores/{slug}`: the store's menu, the same filters and search as the home menu, priced and
 * stocked as the store sells (its time zone for deals, its taxes); the default store's is the home
 * menu itself.
 */
export async function loadStoreMenu(
  request: MenuPageRequest & { settings: { store: Pick<StoreSettings['store'], 'id' | 'isDefault'> } },
): Promise<StoreMenuPage> {
  const [menu, stockSynced] = await Promise.all([loadMenuPage(request), stockSyncedLine(request)]);
  return { ...menu, stockSynced };
}

/** "Stock synced 40 s ago" for the store of a menu whose stock comes from its source; null otherwise. */
async function stockSyncedLine({ db, settings, now }: MenuPageRequest): Promise<string | null> {
  const storeId = settings.store?.id;
  if (!storeId) return null;
  const freshness = (await readStockFreshness(db, [storeId])).get(storeId);
  if (!freshness || freshness.kind === 'own') return null;
  return stockSyncedSentence(freshness.lastSyncedAt, now ?? new Date());
}

/** `/category/{slug}`: the category and its menu, or null when no category has the address. */
export async function loadCategoryMenu(request: MenuPageRequest, slug: string): Promise<CategoryMenuPage | null> {
  const category = await categoryBySlug(request.db, slug);
  return category ? { ...(await loadMenuPage(request, { category })), category } : null;
}

/** `/brands/{slug}`: the brand and its menu, or null when no brand has the address. */
export async function loadBrandMenu(
  request: MenuPageRequest,
  slug: string,
): Promise<(MenuPage & { brand: BrandPage }) | null> {
  const brand = await getBrandBySlug(request.db, slug);
  return brand ? { brand, ...(await loadMenuPage(request, { brand: brand.slug })) } : null;
}

/**
 * `/{merch}-wear`: the apparel menu, or null unless `merch` is the store's merch address. Its tabs
 * are its own subcategories only, never the menu's other sections.
 */
export async function loadMerchMenu(
  request: MenuPageRequest,
  merch: string | undefined,
): Promise<CategoryMenuPage | null> {
  if (merch !== request.settings.merchSlug) return null;
  const category = await categoryBySlug(request.db, MERCH_CATEGORY);
  if (!category) return null;
  return {
    ...(await loadMenuPage(request, { category })),
    category,
    facetParent: category.children.length > 0 ? category : null,
  };
}

/** The category from the tree the process keeps (cache.ts). */
async function categoryBySlug(db: Queryable, slug: string): Promise<CategoryPage | null> {
  return categoryPageOf((await menuCacheOf(db).facts()).categories, slug);
}
