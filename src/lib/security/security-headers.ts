/**
 * The security headers of every response the store sends, from pages to static files. The
 * middleware (src/server/middleware/security-headers.ts) sets them on everything Astro answers, and
 * `npm run serve` (scripts/serve.mjs) on everything else: page-cache hits, files under /_astro,
 * /favicon.svg. Pages replace NON_PAGE_POLICY with their own policy (content-security-policy.ts).
 */
import { NON_PAGE_POLICY } from './content-security-policy.ts';

/** Two years, with subdomains: the value hstspreload.org asks for. */
export const HSTS_VALUE = 'max-age=63072000; includeSubDomains';

/** Headers that are the same on every response. */
export const COMMON_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

/**
 * Whether the visitor reached the store over HTTPS: TLS on this server, or a proxy in front that
 * says so in X-Forwarded-Proto. Strict-Transport-Security is sent only then, so a store on
 * http://localhost (embedded, development, tests) never pins a browser to HTTPS. A forged header
 * on a plain-HTTP request does no harm: browsers ignore HSTS received over HTTP (RFC 6797 §8.1).
 */
export function arrivedOverHttps(protocol: string, forwardedProto: string | null | undefined): boolean {
  if (protocol === 'https:' || protocol === 'https') return true;
  const first = forwardedProto?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}

/**
 * Whether cookies set on this request must be `Secure`: it arrived over HTTPS here, the store's
 * public address (SITE_URL) is HTTPS, or — only when TRUST_PROXY says a proxy in front sets it
 * and a client cannot — X-Forwarded-Proto says the visitor used HTTPS. Unlike HSTS, a forged
 * header would matter here (a cookie the browser would not send back), so it is believed only
 * when configured.
 */
export function cookiesMustBeSecure({
  protocol,
  forwardedProto,
  siteUrl,
  trustProxy,
}: {
  protocol: string;
  forwardedProto: string | null | undefined;
  siteUrl: string | undefined;
  trustProxy: boolean;
}): boolean {
  if (protocol === 'https:' || siteUrl?.startsWith('https:')) return true;
  return trustProxy && arrivedOverHttps('http:', forwardedProto);
}

/** Every security header for one response, with the policy for responses that are not pages. */
export function securityHeaders(https: boolean): Record<string, string> {
  return {
    ...COMMON_SECURITY_HEADERS,
    'Content-Security-Policy': NON_PAGE_POLICY,
    ...(https ? { 'Strict-Transport-Security': HSTS_VALUE } : {}),
  };
}
