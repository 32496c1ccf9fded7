/**
 * Cross-origin writes (CSRF): every request that changes something — form posts, JSON posts,
 * beacons, any method but GET, HEAD and OPTIONS — so another site cannot make a visitor's browser
 * post to the store. This replaces Astro's `security.checkOrigin` (turned off in astro.config.mjs),
 * whose rule for form posts it keeps, because Astro's check cannot let through the two writes
 * that must come from elsewhere (`ORIGIN_FREE_WRITES`).
 */

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/**
 * Writes whose authority is in the request itself, never in a cookie, so a post from anywhere
 * does no harm: the one-click unsubscribe (RFC 8058: the mail provider posts to the signed link
 * from its own servers, without cookies) and the SMS provider's signed webhook.
 */
const ORIGIN_FREE_WRITES: readonly RegExp[] = [/^\/unsubscribe\/[^/]+\/?$/, /^\/api\/sms\/inbound\/?$/];

export function acceptsWritesFromAnywhere(pathname: string): boolean {
  return ORIGIN_FREE_WRITES.some((path) => path.test(pathname));
}

export interface RequestOrigin {
  method: string;
  pathname: string;
  /** The request's Origin header. */
  origin: string | null;
  /** The request's Sec-Fetch-Site header (sent by browsers since 2020-2023). */
  fetchSite: string | null;
  /** The request's Content-Type header. */
  contentType: string | null;
}

/**
 * Whether a request is a write from another site. A browser sends `Origin` with every form post
 * and POST, and `Sec-Fetch-Site` with every request. A form post (or a body without a type)
 * must name the store as its Origin, as Astro's check required; another write without Origin
 * or Sec-Fetch-Site comes from a program (curl, a server), which no visitor's cookies ride along
 * with, so it is let through. `allowedOrigins` are the store's own origins: the one the request
 * was addressed to and SITE_URL.
 */
export function isCrossOriginWrite(
  { method, pathname, origin, fetchSite, contentType }: RequestOrigin,
  allowedOrigins: readonly string[],
): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  if (acceptsWritesFromAnywhere(pathname)) return false;
  if (origin !== null) return !allowedOrigins.includes(origin);
  const type = contentType?.toLowerCase() ?? null;
  if (type === null || FORM_TYPES.some((form) => type.includes(form))) return true;
  return fetchSite === 'cross-site' || fetchSite === 'same-site';
}

/** The scheme a proxy says the browser used (`https:` or `http:`, its first X-Forwarded-Proto), or null. */
export function forwardedScheme(header: string | null): 'https:' | 'http:' | null {
  const first = header?.split(',')[0]?.trim().toLowerCase();
  return first === 'https' || first === 'http' ? `${first}:` : null;
}
