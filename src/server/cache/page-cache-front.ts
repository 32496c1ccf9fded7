import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { formFor, headersFor, statusFor, type PageForm } from './page-cache-answer.ts';
import { pageCacheKey, type RequestLocation } from './page-cache-key.ts';
import type { CachedPage, PageCache } from './page-cache.ts';

/**
 * The page cache's front door: answers a hit straight from the Node HTTP server, before Astro
 * builds a Request, matches a route, loads the page module and runs the middleware, which costs
 * several times what writing the cached bytes does. Everything else (misses, pages that are not
 * cacheable, any request it is unsure of) goes on to Astro, where the middleware
 * (page-cache-handler.ts) renders and fills the cache.
 *
 * It serves only what the middleware stored: the response the whole pipeline produced for a
 * request with the same key, computed by the same function from the same raw request (path and
 * query as Astro's URL parsing yields them, the same headers), in the form the request asks for
 * (page-cache-answer.ts: 304, Brotli, gzip or plain); a coding the page has not been compressed in
 * yet goes on to the middleware, which compresses and keeps it. Static files never reach either
 * (Astro's adapter serves them before rendering, so no page is cached under their path).
 *
 * `npm run serve` (scripts/serve.mjs) installs it on the server by calling the function published
 * at `globalThis[PAGE_CACHE_FRONT]` before Astro's own request listener; without it (another
 * server around Astro's handler) the middleware still answers hits, only more slowly.
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
  // Node's header object for each form of each cached page, built on its first hit.
  const prepared = new WeakMap<CachedPage, Map<PageForm, OutgoingHttpHeaders>>();
  return (request, response) => {
    if (!isWatching()) return false;
    const key = keyOfNodeRequest(request);
    if (key === null) return false;
    const page = cache.peek(key);
    if (!page) return false;
    const form = formFor(page, request.headers['if-none-match'], request.headers['accept-encoding']);
    const body = form === 'not-modified' ? null : form === 'identity' ? page.body : page.encoded.get(form);
    // Not compressed in this coding yet: the middleware compresses it once and keeps it (and counts
    // the request, as it does every request the front leaves to it).
    if (body === undefined) return false;
    cache.get(key);
    let forms = prepared.get(page);
    if (!forms) prepared.set(page, (forms = new Map()));
    let headers = forms.get(form);
    if (!headers) {
      headers = Object.fromEntries(headersFor(page, form, body, 'HIT'));
      forms.set(form, headers);
    }
    response.writeHead(statusFor(page, form), headers);
    response.end(body ?? undefined);
    return true;
  };
}
