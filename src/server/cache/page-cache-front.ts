import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { pageCacheKey, type RequestLocation } from './page-cache-key.ts';
import { BYPASS, type CachedPage, type PageCache } from './page-cache.ts';

/**
 * The page cache's front door: answers a hit straight from the Node HTTP server, before Astro
 * builds a Request, matches a route, loads the page module and runs the middleware, which costs
 * several times what writing the cached bytes does. Everything else (misses, pages that are not
 * cacheable, any request it is unsure of) goes on to Astro, where the middleware
 * (page-cache-handler.ts) renders and fills the cache.
 *
 * It serves only what the middleware stored: the response the whole pipeline produced for a
 * request with the same key, computed by the same function from the same raw request (path and
 * query as Astro's URL parsing yields them, the same headers). Static files never reach either
 * (Astro's adapter serves them before rendering, so no page is cached under their path).
 *
 * `npm run serve` (scripts/serve.mjs) installs it on the server by calling the function published
 * at `globalThis[PAGE_CACHE_FRONT]` before Astro's own request listener; without it (e.g.
 * `node dist/server/entry.mjs`) the middleware still answers hits, only more slowly.
 */
export const PAGE_CACHE_FRONT = Symbol.for('river-raisin.page-cache-front');

/** Answers the request and returns true, or returns false and leaves it untouched for Astro. */
export type PageCacheFront = (request: IncomingMessage, response: ServerResponse) => boolean;

/** Path and query as Astro sees them (it parses `protocol://host` + the request target). */
export function locationOf(request: IncomingMessage): RequestLocation | null {
  const target = request.url;
  // Origin-form targets only ("/path?query"); anything else is Astro's to interpret.
  if (!target || target[0] !== '/' || target[1] === '/' || target[1] === '\\') return null;
  let url: URL;
  try {
    url = new URL(`http://front${target}`);
  } catch {
    return null;
  }
  const encrypted = (request.socket as { encrypted?: boolean }).encrypted === true;
  return { protocol: encrypted ? 'https:' : 'http:', pathname: url.pathname, search: url.search };
}

/** The cache key of a Node request: the same function the middleware applies to Astro's Request. */
export function keyOfNodeRequest(request: IncomingMessage): string | null {
  if (request.method !== 'GET') return null;
  const location = locationOf(request);
  if (!location) return null;
  return pageCacheKey(
    'GET',
    (name) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value.join(', ') : value;
    },
    location,
  );
}

export function createPageCacheFront(cache: PageCache, isWatching: () => boolean): PageCacheFront {
  // Node's header object for each cached page, built on its first hit.
  const prepared = new WeakMap<CachedPage, OutgoingHttpHeaders>();
  return (request, response) => {
    if (!isWatching()) return false;
    const key = keyOfNodeRequest(request);
    if (key === null) return false;
    const page = cache.get(key);
    if (!page || page === BYPASS) return false;
    let headers = prepared.get(page);
    if (!headers) {
      headers = Object.fromEntries(page.headers);
      headers['content-length'] = String(page.body.byteLength);
      headers['x-cache'] = 'HIT';
      prepared.set(page, headers);
    }
    response.writeHead(page.status, headers);
    response.end(page.body);
    return true;
  };
}
