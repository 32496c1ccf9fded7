import { isBotUserAgent } from '#lib/user-agent.ts';

/**
 * Which requests the page cache may answer, and under which key. Shared by the middleware
 * (page-cache-handler.ts, which fills the cache) and the front (page-cache-front.ts, which answers
 * hits before Astro sees the request), so both compute the same key from the same raw request.
 *
 * The key holds everything the HTML of a cacheable page depends on apart from the data (emptied
 * on every change, change-feed.ts) and the time (every page expires within a minute):
 * - the visitor: the raw Cookie header (it may only carry `age_verified` and `menu_mode`, which
 *   decide the age gate and the menu mode) and whether the user agent is a bot;
 * - the address: protocol, the Host and X-Forwarded-* headers Astro may build `Astro.url` from
 *   (HTTP/1.1, as the Node adapter serves: no `:authority`), path and query exactly as asked (the age gate echoes the query back as typed, so two orders of
 *   the same parameters are two pages; the menu's own links are canonical anyway).
 * Any other cookie, or an Authorization header, means the page may be personal: no cache.
 */

/** Cookies whose meaning is in the key; any other cookie bypasses the cache. */
export const KEYED_COOKIES: ReadonlySet<string> = new Set(['age_verified', 'menu_mode']);

/**
 * Never cached, whatever a page says: APIs, staff and customer areas, checkout and the pages after
 * it (a receipt's URL carries its key), the order tracker, Astro's own endpoints.
 */
const PRIVATE_PATHS = /^\/(?:(?:api|dashboard|account|checkout|thank-you|order-tracker)(?:\/|$)|_)/;

/** Reads one request header (lower-case name); absent is null or undefined. */
export type HeaderReader = (name: string) => string | null | undefined;

export interface RequestLocation {
  /** 'http:' or 'https:' */
  protocol: string;
  pathname: string;
  /** '' or '?…' */
  search: string;
}

/**
 * The cache key of a request, or null when the cache must not answer it (not a GET, a private
 * area, a signed-in or otherwise personal request).
 */
export function pageCacheKey(method: string, header: HeaderReader, location: RequestLocation): string | null {
  if (method !== 'GET') return null;
  if (header('authorization') != null) return null;
  if (PRIVATE_PATHS.test(location.pathname.toLowerCase())) return null;
  const cookie = header('cookie') ?? '';
  if (cookie !== '' && !hasOnlyKeyedCookies(cookie)) return null;
  const bot = isBotUserAgent(header('user-agent') ?? null);
  return [
    bot ? 'bot' : 'person',
    cookie,
    location.protocol,
    header('host') ?? '',
    header('x-forwarded-proto') ?? '',
    header('x-forwarded-host') ?? '',
    header('x-forwarded-port') ?? '',
    `${location.pathname}${location.search}`,
  ].join('\n');
}

/** Whether the key was made for a bot (the middleware checks the request context agrees). */
export function isBotKey(key: string): boolean {
  return key.startsWith('bot\n');
}

/**
 * Whether the key was made for a person with no cookie at all: a first visit, behind the age
 * gate. Only such pages may be kept by caches shared between visitors (cache-control.ts).
 */
export function isAnonymousKey(key: string): boolean {
  return key.startsWith('person\n\n');
}

function hasOnlyKeyedCookies(header: string): boolean {
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    const name = (equals === -1 ? pair : pair.slice(0, equals)).trim();
    if (name !== '' && !KEYED_COOKIES.has(name)) return false;
  }
  return true;
}
