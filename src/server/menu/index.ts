/**
 * The menu: every page's filtered, sorted, searched list of products, answered by each process's
 * facet index (docs/decisions/0017-one-menu-engine.md). Pages and other modules use it through
 * this entry point only.
 */
export { MenuCache, menuCacheOf, type MenuCacheOptions } from './cache.ts';
export {
  loadBrandMenu,
  loadCategoryMenu,
  loadHomeMenu,
  loadMenuPage,
  loadMerchMenu,
  type CategoryMenuPage,
  type MenuPage,
  type MenuPageRequest,
} from './page.ts';
export { searchMenu, type SearchMenuOptions } from './search.ts';
export { settleLapsedMenuProducts } from './settle.ts';
