const SAME_SITE = 'https://same-site.invalid';

export interface ReturnPathRules {
  /** Where to go when `next` is not acceptable (default: the home page). */
  fallback?: string;
  /** A further rule on the resolved path, e.g. "a guarded dashboard page". */
  accept?: (pathname: string) => boolean;
}

/**
 * Where a `next=` may send a visitor (after signing in, answering the age gate, choosing a menu,
 * passing the staging gate): only a path on this site, resolved and returned as
 * path + query + fragment. Anything else would make the form an open redirect, so it falls back.
 * Refused outright: no leading `/`, a backslash or control character (browsers read `/\host` and
 * `/\thost` as another host), and any `//` — dot segments can collapse `/.//host` into `//host`,
 * which a browser would follow off the site.
 */
export function safeReturnPath(next: string | null | undefined, rules: ReturnPathRules = {}): string {
  const fallback = rules.fallback ?? '/';
  if (!next?.startsWith('/') || next.includes('//') || /[\p{Cc}\\]/u.test(next)) return fallback;
  const url = new URL(next, SAME_SITE);
  if (url.origin !== SAME_SITE || url.pathname.startsWith('//')) return fallback;
  if (rules.accept && !rules.accept(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
