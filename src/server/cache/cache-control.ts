import { isAnonymousKey } from './page-cache-key.ts';

/**
 * What browsers and shared caches (a CDN in front of the store) may keep (decision 34).
 *
 * Only one kind of response is public: a page the page cache would keep (page-cache-handler.ts:
 * a 200 HTML page that opted in, no cookie to set, not staging) asked for by a visitor with no
 * cookie at all, who is not a bot. That is what a first visit looks like: behind the age gate,
 * on the adult-use menu. A CDN may hand it to anyone — to a verified visitor it shows the gate
 * again at worst — and it never holds a page made for a visitor past the gate (or for a
 * crawler, who sees no gate), whatever the CDN does with `Vary: Cookie`.
 */

/** A page everyone without cookies sees: a CDN keeps it a minute, and may serve it stale up to five while it fetches a fresh one. */
export const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/** The same pages for a visitor with cookies (past the age gate, a menu mode) or a crawler: their browser only, checked each time. */
export const VISITOR_PAGE_CACHE_CONTROL = 'private, max-age=0';

/** Everything else that says nothing itself: personal, or not worth keeping. */
export const PERSONAL_CACHE_CONTROL = 'private, no-store';

/** Files whose name carries their content's hash (`/_astro/*`): never change, kept a year. */
export const IMMUTABLE_FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Cache-Control for a page the page cache may keep, by the key of the request it answers. */
export function cacheControlForKeptPage(key: string): string {
  return isAnonymousKey(key) ? SHARED_PAGE_CACHE_CONTROL : VISITOR_PAGE_CACHE_CONTROL;
}
