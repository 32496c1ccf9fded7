import { parseCookieHeader, type SetAllCookies } from '@supabase/ssr';
import type { AstroCookies } from 'astro';
import { sessionCookieOptions } from '../session-cookie.ts';

/**
 * The name Supabase keeps a session under (`sb-<project ref>-auth-token`, split into `.0`, `.1`…
 * chunks when long). Named here, and handed to the client, so the provider can tell whether a
 * request carries a session without asking Supabase.
 */
export function sessionCookieName(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

export interface SupabaseCookieMethods {
  getAll(): Array<{ name: string; value: string }>;
  setAll: SetAllCookies;
  /** Whether the request (or this request's writes) holds the session `name`, chunked or not. */
  holdsSession(name: string): boolean;
  /** Deletes the cookies whose names match (cookies the app never needs back). */
  forget(matches: (name: string) => boolean): void;
}

/**
 * `@supabase/ssr`'s cookie methods over one request's Astro cookies. Reads start from the
 * request's Cookie header and see every write made since, so a session set and ended within one
 * request (a sign-in refused for a disabled profile) leaves no cookie behind.
 *
 * Supabase's own options are replaced by the app's session cookie options: only the server reads
 * these cookies (the browser never talks to Supabase), so they are HttpOnly, SameSite=Lax, Secure
 * on HTTPS and kept for the spec's 400 days.
 */
export function supabaseCookieMethods(cookies: AstroCookies, request: Request, secure: boolean): SupabaseCookieMethods {
  const current = new Map<string, string>();
  for (const { name, value } of parseCookieHeader(request.headers.get('cookie') ?? '')) {
    if (value !== undefined) current.set(name, value);
  }
  const remove = (name: string, where: { path: string; domain?: string }) => {
    current.delete(name);
    cookies.delete(name, { ...where, httpOnly: true, sameSite: 'lax', secure });
  };
  return {
    getAll: () => [...current].map(([name, value]) => ({ name, value })),
    holdsSession: (name) => [...current.keys()].some((cookie) => cookie === name || cookie.startsWith(`${name}.`)),
    setAll: (toSet) => {
      for (const { name, value, options } of toSet) {
        const where = { path: options.path ?? '/', ...(options.domain ? { domain: options.domain } : {}) };
        if (value === '' || options.maxAge === 0) {
          remove(name, where);
        } else {
          current.set(name, value);
          cookies.set(name, value, { ...sessionCookieOptions(secure), ...where });
        }
      }
    },
    forget: (matches) => {
      for (const name of [...current.keys()].filter(matches)) remove(name, { path: '/' });
    },
  };
}
