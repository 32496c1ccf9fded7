import { defineMiddleware } from 'astro:middleware';
import { AGE_COOKIE, parseAgeAnswer } from '#lib/age-gate.ts';
import { botErrorResponse, unavailablePageResponse } from '#lib/http/bot-error-response.ts';
import { MENU_MODE_COOKIE, resolveMenuMode } from '#lib/catalog/menu-mode.ts';
import { isBotUserAgent } from '#lib/user-agent.ts';
import { ConfigurationError } from '#server/config/runtime-config.ts';
import { DataFolderInUse } from '#server/db/data-folder-lock.ts';
import { DataFolderUnreadable } from '#server/db/pglite.ts';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '#server/db/database-unavailable.ts';
import { clientAddressOf } from '#server/http/client-address.ts';
import { getRuntime } from '#server/runtime.ts';
import { storeWideCacheOf } from '#server/cache/store-wide-cache.ts';
import { NAV_CATEGORIES_READ, type NavCategory } from '#server/catalog/index.ts';
import { ACTIVE_DEALS_READ, readActiveDeals } from '#server/deals/index.ts';
import type { Deal } from '#lib/deals/deal.ts';
import {
  getStoreSettings,
  listStoreSettings,
  settingsAt,
  STORE_SETTINGS_READ,
  STORES_READ,
  type StoreSettings,
} from '#server/settings/index.ts';
import { routePatternOf } from '#server/routing/page-routes.ts';

/**
 * Starts the runtime with the first request and stops the process when it cannot start (an invalid
 * configuration, an embedded data folder another process holds or that cannot be opened): an
 * instance that cannot serve must not look alive behind a supervisor or a load balancer, answering
 * 500 to everything.
 */
const runtime = getRuntime().catch((error: unknown) => {
  if (error instanceof ConfigurationError) {
    console.error(`Invalid configuration, the server cannot start:\n${error.message}`);
  } else if (error instanceof DataFolderInUse || error instanceof DataFolderUnreadable) {
    console.error(`The server cannot start:\n${error.message}`);
  } else {
    console.error('The server cannot start:', error);
  }
  process.exit(1);
});

export const requestContext = defineMiddleware(async (context, next) => {
  const { config, db, clock, backgroundJobs, inventorySourceFor } = await runtime;
  context.locals.config = config;
  context.locals.db = db;
  context.locals.clock = clock;
  context.locals.backgroundJobs = backgroundJobs;
  context.locals.inventorySourceFor = inventorySourceFor;
  context.locals.clientAddress = clientAddressOf(
    context.clientAddress,
    context.request.headers.get('x-forwarded-for'),
    config.trustedProxy,
  );
  context.locals.isBot = isBotUserAgent(context.request.headers.get('user-agent'));
  context.locals.ageVerified = parseAgeAnswer(context.cookies.get(AGE_COOKIE)?.value);
  context.locals.menuMode = resolveMenuMode(context.cookies.get(MENU_MODE_COOKIE)?.value, context.locals.ageVerified);
  const { request, url } = context;
  context.locals.routePattern = routePatternOf(url.pathname);
  // The layout, the page and its loader all want the store's settings: one read per request. The
  // storefront's come from the process's store-wide cache (a miss asks the database only what is
  // its own); staff read the database itself, so the dashboard shows their own save at once.
  const storeWide = storeWideCacheOf(db);
  const staff = url.pathname.startsWith('/dashboard') || url.pathname.startsWith('/api/dashboard');
  let settings: Promise<StoreSettings> | undefined;
  context.locals.storeSettings = () =>
    (settings ??= (staff ? getStoreSettings(db) : storeWide.read(STORE_SETTINGS_READ)).then((read) =>
      settingsAt(read, clock.now()),
    ));
  let stores: Promise<StoreSettings[]> | undefined;
  context.locals.stores = () =>
    (stores ??= (staff ? listStoreSettings(db) : storeWide.read(STORES_READ)).then((read) =>
      read.map((store) => settingsAt(store, clock.now())),
    ));
  let navCategories: Promise<NavCategory[]> | undefined;
  context.locals.navCategories = () => (navCategories ??= storeWide.read(NAV_CATEGORIES_READ));
  let activeDeals: Promise<readonly Deal[]> | undefined;
  context.locals.activeDeals = () => (activeDeals ??= staff ? readActiveDeals(db) : storeWide.read(ACTIVE_DEALS_READ));
  // A page's layout reads these while the page streams, when a failure can no longer change the
  // status: read before rendering, so a database that cannot be reached is a 503 and never a
  // page cut off halfway.
  const page = request.method === 'GET' && !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/_');
  try {
    if (page) {
      const storefront = !url.pathname.startsWith('/dashboard');
      await Promise.all([context.locals.storeSettings(), storefront ? context.locals.navCategories() : null]);
    }
    return await next();
  } catch (error) {
    // Astro's error page keeps the status 500 whatever the page sets: the 503 is answered here.
    if (!isDatabaseUnavailable(error)) throw error;
    console.warn('The database cannot be reached; answered 503:', context.locals.routePattern);
    const headers = { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) };
    return context.locals.isBot
      ? botErrorResponse(503, headers)
      : unavailablePageResponse(DATABASE_RETRY_AFTER_SECONDS);
  }
});
