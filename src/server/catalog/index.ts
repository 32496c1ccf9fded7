/**
 * The catalog, the shop's side: the menu pages and their search and facets (`menu/`, one engine
 * for every menu, docs/decisions/0017-one-menu-engine.md), the product page, quick order, build a
 * pack, the strain library, the header's categories and a customer's order-again list. (The
 * dashboard's products, categories, menu board and search words are `admin/`.)
 */
export { MenuCache, menuCacheOf, type MenuCacheOptions } from './menu/cache.ts';
export {
  loadBrandMenu,
  loadCategoryMenu,
  loadHomeMenu,
  loadMenuPage,
  loadMerchMenu,
  loadStoreMenu,
  type CategoryMenuPage,
  type MenuPage,
  type StoreMenuPage,
  type MenuPageRequest,
} from './menu/page.ts';
export { searchMenu, type SearchMenuOptions } from './menu/search.ts';
export { settleLapsedMenuProducts } from './menu/settle.ts';
export { loadProductPage } from './product-page.ts';
export { loadQuickOrderPage } from './quick-order-page.ts';
export { listBuildAPack } from './build-a-pack.ts';
export { getStrainLibrary, parseStrainLibraryQuery, serializeStrainLibraryQuery } from './strain-library.ts';
export { NAV_CATEGORIES_READ, type NavCategory } from './navigation.ts';
