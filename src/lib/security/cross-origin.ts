/**
 * Cross-origin writes (CSRF). Astro's `security.checkOrigin` refuses cross-origin form posts; this
 * rule covers every other request that changes something — JSON posts, beacons, any method but
 * GET, HEAD and OPTIONS — so another site cannot make a visitor's browser post to the store's API.
 */

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface RequestOrigin {
  method: string;
  /** The request's Origin header. */
  origin: string | null;
  /** The request's Sec-Fetch-Site header (sent by browsers since 2020-2023). */
  fetchSite: string | null;
}

/**
 * Whether a request is a write from another site. A browser sends `Origin` with every POST and
 * `Sec-Fetch-Site` with every request; a request with neither comes from a program (curl, a
 * server), which no visitor's cookies ride along with, so it is let through.
 * `allowedOrigins` are the store's own origins: the one the request was addressed to and SITE_URL.
 */
export function isCrossOriginWrite(
  { method, origin, fetchSite }: RequestOrigin,
  allowedOrigins: readonly string[],
): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  if (origin !== null) return !allowedOrigins.includes(origin);
  return fetchSite === 'cross-site' || fetchSite === 'same-site';
}
