import { defineMiddleware } from 'astro:middleware';
import { dataChanges } from '#server/cache/change-feed.ts';
import { createPageCacheFront, PAGE_CACHE_FRONT } from '#server/cache/page-cache-front.ts';
import { servePageWithCache } from '#server/cache/page-cache-handler.ts';
import { PageCache } from '#server/cache/page-cache.ts';

/**
 * Public pages that opt in (`Astro.locals.cacheable = true` in the page's frontmatter) are kept in
 * this process's page cache; see src/server/cache/. Before every middleware that reads the
 * request: a hit stands for the whole pipeline after it, so it skips them, and a request that
 * must not be answered from memory (signed in, any cookie but the age-gate and menu ones, /api,
 * /dashboard, …) never is. The same cache answers hits even earlier, before Astro, through its front
 * (page-cache-front.ts), which `npm run serve` installs.
 */
let cache: Promise<PageCache | null> | undefined;

async function createPageCache(): Promise<PageCache | null> {
  // `astro dev` renders every request afresh: an edited page must show at once.
  if (import.meta.env.DEV) return null;
  const { PAGE_CACHE_MB } = await import('astro:env/server');
  if (PAGE_CACHE_MB <= 0) return null;
  const pages = new PageCache({ maxBytes: PAGE_CACHE_MB * 1024 * 1024 });
  // Every catalog or store change, from this instance or any other, empties it, but for a write of
  // one store's stock, which leaves the pages of the other stores' stock.
  dataChanges.subscribe((channel, payload) => pages.heard(channel, payload));
  (globalThis as Record<symbol, unknown>)[PAGE_CACHE_FRONT] = createPageCacheFront(pages, () => dataChanges.watching);
  return pages;
}

export const pageCache = defineMiddleware(async (context, next) => {
  // The configuration is validated when the runtime starts, in the request context below; until
  // it has started, nothing is listening for changes and the cache stays out of the way.
  if (!dataChanges.watching) return next();
  const pages = await (cache ??= createPageCache());
  if (!pages) return next();
  return servePageWithCache(pages, context, next);
});
