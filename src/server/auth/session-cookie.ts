import type { AstroCookies, AstroCookieSetOptions } from 'astro';
import { cookiesMustBeSecure } from '#lib/security/security-headers.ts';
import type { RuntimeConfig } from '../config/runtime-config.ts';
import { SIGNED_IN_COOKIE } from '#lib/auth/signed-in-cookie.ts';

/** The embedded provider's session cookie: a random token, HttpOnly, never read by scripts. */
export const SESSION_COOKIE = 'rr_session';
/** The spec's session cookie lifetime: 400 days (also the most browsers keep any cookie). */
export const SESSION_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

/**
 * Secure whenever the visitor reached the store over HTTPS: directly, by the configured public
 * origin (SITE_URL), or through a proxy the configuration trusts (cookiesMustBeSecure).
 */
export function secureCookies({
  url,
  request,
  config,
}: {
  url: URL;
  request: Request;
  config: Pick<RuntimeConfig, 'siteUrl' | 'trustProxy'>;
}): boolean {
  return cookiesMustBeSecure({
    protocol: url.protocol,
    forwardedProto: request.headers.get('x-forwarded-proto'),
    siteUrl: config.siteUrl,
    trustProxy: config.trustProxy,
  });
}

export function sessionCookieOptions(secure: boolean): AstroCookieSetOptions {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: SESSION_MAX_AGE_SECONDS };
}

export function setSessionCookies(cookies: AstroCookies, token: string, secure: boolean): void {
  cookies.set(SESSION_COOKIE, token, sessionCookieOptions(secure));
  setSignedInCookie(cookies, secure);
}

export function clearSessionCookies(cookies: AstroCookies, secure: boolean): void {
  cookies.delete(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  clearSignedInCookie(cookies, secure);
}

/** Sets the readable "someone is signed in" companion (every provider keeps it beside its session). */
export function setSignedInCookie(cookies: AstroCookies, secure: boolean): void {
  cookies.set(SIGNED_IN_COOKIE, '1', { ...sessionCookieOptions(secure), httpOnly: false });
}

export function clearSignedInCookie(cookies: AstroCookies, secure: boolean): void {
  cookies.delete(SIGNED_IN_COOKIE, { path: '/', sameSite: 'lax', secure });
}
