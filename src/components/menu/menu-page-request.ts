import type { AstroGlobal } from 'astro';
import { isPastLastPage, type MenuResult } from '#lib/catalog/menu-result.ts';
import { botErrorResponse } from '#lib/http/bot-error-response.ts';

type StoreSettings = Awaited<ReturnType<App.Locals['storeSettings']>>;

/** What a menu's loader is asked: the database, the visitor's menu, the store's settings and the address. */
interface MenuRequest {
  db: App.Locals['db'];
  menuMode: App.Locals['menuMode'];
  settings: StoreSettings;
  url: URL;
}

/**
 * Reads a menu page of the store's (a category's, a brand's, the merch shop) with `load`, for the
 * address asked for, with the store's settings. The URL, the shopper's menu, the catalog and the minute decide the page: it
 * is cacheable, and with `defaultStoreStock` its stock and prices are the default store's menu
 * (another store's stock leaves it cached). A page past the last is none: status 404 (never kept
 * by the page cache), with a link to the last page (MenuBrowser). A `Response` to return instead:
 * the 404 page when there is no such menu, the bare 404 status for a crawler past the last page.
 */
export async function readMenuPage<Key, Page extends { result: MenuResult }>(
  astro: AstroGlobal,
  load: (request: MenuRequest, key: Key) => Promise<Page | null>,
  key: Key,
  { defaultStoreStock }: { defaultStoreStock: boolean },
): Promise<(Page & { settings: StoreSettings }) | Response> {
  const { db, menuMode } = astro.locals;
  const settings = await astro.locals.storeSettings();
  const menu = await load({ db, menuMode, settings, url: astro.url }, key);
  if (!menu) return astro.rewrite('/404');
  astro.locals.cacheable = true;
  if (defaultStoreStock) astro.locals.pageStock = { store: settings.store.id, defaultStore: settings.store.id };
  if (isPastLastPage(menu.result)) {
    astro.response.status = 404;
    if (astro.locals.isBot) return botErrorResponse(404);
  }
  return { ...menu, settings };
}
