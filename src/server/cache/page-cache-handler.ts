import { isBotKey, pageCacheKey } from './page-cache-key.ts';
import { BYPASS, timeExpiry, type CachedPage, type PageCache } from './page-cache.ts';

/**
 * The page cache as middleware: the first of the sequence, so a hit answers with exactly what the
 * whole pipeline (every middleware and the page) produced for the same key, and a miss renders
 * once for all concurrent requests with that key, keeping the result when the page allows it:
 * a 200 HTML page that set `locals.cacheable`, with no cookie to set and no private cache control.
 * The key (page-cache-key.ts) is made from the raw request, so the front (page-cache-front.ts)
 * can find the same entry before Astro runs; what the request context then derived from the
 * request is checked against it before anything is kept.
 */

/** What the cache reads from Astro's context (a structural subset, so tests can pass plain objects). */
export interface PageCacheContext {
  request: Request;
  url: URL;
  locals: {
    isBot?: boolean;
    staging?: boolean;
    cacheable?: boolean;
    cacheExpiresAt?: number;
  };
  cookies: { headers(): Iterable<string> };
}

/** Headers a cached response never repeats: they describe one transfer, or one visitor. */
const TRANSFER_HEADERS = new Set([
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'set-cookie',
  'x-cache',
]);

/** The cache key of an Astro request, or null when the cache must not answer it. */
export function keyOfContext({ request, url }: Pick<PageCacheContext, 'request' | 'url'>): string | null {
  return pageCacheKey(request.method, (name) => request.headers.get(name), url);
}

/** Whether a rendered response may be kept under `key`, judged before and after its body is read. */
function mayKeep(response: Response, context: PageCacheContext, key: string): boolean {
  const { locals } = context;
  if (response.status !== 200 || locals.cacheable !== true) return false;
  // The request context saw the same visitor the key describes, and this is no staging site.
  if (locals.isBot !== isBotKey(key) || locals.staging === true) return false;
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return false;
  if (response.headers.has('set-cookie') || hasOutgoingCookies(context)) return false;
  return !/\b(?:no-store|private)\b/i.test(response.headers.get('cache-control') ?? '');
}

function hasOutgoingCookies(context: PageCacheContext): boolean {
  for (const _ of context.cookies.headers()) return true;
  return false;
}

/** The response for a cached page (a fresh Response each time; the bytes are the same). */
export function responseFor(page: CachedPage, state: 'HIT' | 'MISS'): Response {
  const headers = new Headers(page.headers as [string, string][]);
  headers.set('content-length', String(page.body.byteLength));
  headers.set('x-cache', state);
  // A stream of the cached bytes themselves: a Response made from bytes copies them each time.
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(page.body);
      controller.close();
    },
  });
  return new Response(body, { status: page.status, headers });
}

/**
 * Answers a request from the cache, or renders it with `next` (once for all concurrent requests
 * with the same key) and keeps the result when the page allows it.
 */
export async function servePageWithCache(
  cache: PageCache,
  context: PageCacheContext,
  next: () => Promise<Response>,
  now: () => number = Date.now,
): Promise<Response> {
  const key = keyOfContext(context);
  if (key === null) return next();
  const cached = cache.get(key);
  if (cached === BYPASS) return next();
  if (cached) return responseFor(cached, 'HIT');

  const inProgress = cache.pending(key);
  if (inProgress) {
    const page = await inProgress.result;
    return page ? responseFor(page, 'HIT') : next();
  }

  const renderedAt = now();
  const { settle } = cache.begin(key);
  try {
    const response = await next();
    // A page sets `locals.cacheable` in its frontmatter, which has run by now; the body streams later.
    if (!mayKeep(response, context, key)) {
      settle(BYPASS, timeExpiry(renderedAt));
      return response;
    }
    const body = new Uint8Array(await response.arrayBuffer());
    // A component may still opt out (or set a cookie) while the body renders.
    if (!mayKeep(response, context, key)) {
      settle(BYPASS, timeExpiry(renderedAt));
      return new Response(body, { status: response.status, headers: response.headers });
    }
    const expiresAt = Math.min(timeExpiry(renderedAt), context.locals.cacheExpiresAt ?? Infinity);
    const page: CachedPage = {
      status: response.status,
      headers: [...response.headers].filter(([name]) => !TRANSFER_HEADERS.has(name)),
      body,
      expiresAt,
    };
    settle(page, expiresAt);
    return responseFor(page, 'MISS');
  } catch (error) {
    settle(null);
    throw error;
  }
}
