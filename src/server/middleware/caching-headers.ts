import { defineMiddleware } from 'astro:middleware';
import { varyWith } from '#lib/http/content-coding.ts';
import { cacheControlForKeptPage, PERSONAL_CACHE_CONTROL } from '#server/cache/cache-control.ts';
import { keyOfContext, mayKeep } from '#server/cache/page-cache-handler.ts';
import { withHeaders } from './security-headers.ts';

/**
 * Says what browsers and a CDN may keep of every response Astro answers (decision 34,
 * src/server/cache/cache-control.ts). Pages from the page cache carry their own already; a page
 * the cache would keep but did not (the cache is off, or not listening) gets the same, judged by
 * the cache's own rules. A response that says nothing itself is personal (`private, no-store`),
 * and so is everything on a staging site, whatever it said. Redirects keep what they say.
 */
export const cachingHeaders = defineMiddleware(async (context, next) => {
  const response = await next();
  if (context.locals.staging === true) return withHeaders(response, { 'Cache-Control': PERSONAL_CACHE_CONTROL });
  if (response.headers.has('cache-control') || (response.status >= 300 && response.status < 400)) return response;
  const key = keyOfContext(context);
  if (key !== null && mayKeep(response, context, key)) {
    return withHeaders(response, {
      'Cache-Control': cacheControlForKeptPage(key),
      Vary: varyWith(response.headers.get('vary'), 'Cookie'),
    });
  }
  return withHeaders(response, { 'Cache-Control': PERSONAL_CACHE_CONTROL });
});
