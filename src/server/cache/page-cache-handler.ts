import { COMPRESSION_THRESHOLD_BYTES, varyWith } from '#lib/http/content-coding.ts';
import { entityTagOf } from '#server/http/entity-tag.ts';
import { cacheControlForKeptPage } from './cache-control.ts';
import { encodedBody, formFor, headersFor, statusFor } from './page-cache-answer.ts';
import { isBotKey, pageCacheKey } from './page-cache-key.ts';
import { BYPASS, timeExpiry, type CachedPage, type PageCache, type PageStock } from './page-cache.ts';

/**
 * The page cache as middleware: before every middleware that reads the request, so a hit answers
 * with exactly what the whole pipeline after it (those middleware and the page) produced for the
 * same key, and a miss renders once for all concurrent requests with that key, keeping the result
 * when the page allows it: a 200 HTML page that set `locals.cacheable`, with no cookie to set and
 * no private cache control. A kept page gets its entity tag, its Cache-Control (cache-control.ts)
 * and `Vary`, and answers each request plain, compressed or 304 (page-cache-answer.ts).
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
    pageStock?: PageStock;
  };
  cookies: { headers(): Iterable<string> };
}

/**
 * Headers a cached response never repeats as the page sent them: they describe one transfer or
 * one visitor, or the cache sets them itself (validators, caching, Vary).
 */
const TRANSFER_HEADERS = new Set([
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'set-cookie',
  'x-cache',
  'etag',
  'cache-control',
  'vary',
]);

/** The cache key of an Astro request, or null when the cache must not answer it. */
export function keyOfContext({ request, url }: Pick<PageCacheContext, 'request' | 'url'>): string | null {
  return pageCacheKey(request.method, (name) => request.headers.get(name), url);
}

/**
 * Whether a rendered response may be kept under `key`, judged before and after its body is read:
 * the page cache's notion of a page that is the same for everyone with the same key.
 */
export function mayKeep(response: Response, context: PageCacheContext, key: string): boolean {
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

/**
 * The response for a cached page in the form the request asks for (304, compressed, plain): a
 * fresh Response each time over the same kept bytes.
 */
export async function responseFor(
  cache: PageCache,
  key: string,
  page: CachedPage,
  request: Request,
  state: 'HIT' | 'MISS',
): Promise<Response> {
  const form = formFor(page, request.headers.get('if-none-match'), request.headers.get('accept-encoding'));
  const body =
    form === 'not-modified' ? null : form === 'identity' ? page.body : await encodedBody(cache, key, page, form);
  const headers = new Headers(headersFor(page, form, body, state));
  // A stream of the kept bytes themselves: a Response made from bytes copies them each time.
  const stream =
    body &&
    new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(body);
        controller.close();
      },
    });
  return new Response(stream, { status: statusFor(page, form), headers });
}

/** The page as the cache keeps it: the rendered bytes with their validator and caching headers. */
function pageToKeep(
  response: Response,
  body: Uint8Array<ArrayBuffer>,
  key: string,
  expiresAt: number,
  stockOf: PageStock | undefined,
): CachedPage {
  const etag = entityTagOf(body);
  const vary = body.byteLength >= COMPRESSION_THRESHOLD_BYTES ? ['Accept-Encoding', 'Cookie'] : ['Cookie'];
  return {
    status: response.status,
    headers: [
      ...[...response.headers].filter(([name]) => !TRANSFER_HEADERS.has(name)),
      ['cache-control', cacheControlForKeptPage(key)],
      ['vary', varyWith(response.headers.get('vary'), ...vary)],
      ['etag', etag],
    ],
    body,
    etag,
    encoded: new Map(),
    expiresAt,
    ...(stockOf && { stockOf }),
  };
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
  if (cached) return responseFor(cache, key, cached, context.request, 'HIT');

  const inProgress = cache.pending(key);
  if (inProgress) {
    const page = await inProgress.result;
    return page ? responseFor(cache, key, page, context.request, 'HIT') : next();
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
    const page = pageToKeep(response, body, key, expiresAt, context.locals.pageStock);
    settle(page, expiresAt);
    return responseFor(cache, key, page, context.request, 'MISS');
  } catch (error) {
    settle(null);
    throw error;
  }
}
