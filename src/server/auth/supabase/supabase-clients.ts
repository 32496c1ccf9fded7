import { createServerClient } from '@supabase/ssr';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { SupabaseConfig } from '../../config/supabase-config.ts';
import type { SupabaseCookieMethods } from './session-cookies.ts';

/**
 * The client one request signs in and out with: the public (anon) key, the session in that
 * request's cookies under `sessionCookie`, and `fetch` for every call to Supabase Auth.
 */
export function createSessionClient(
  config: SupabaseConfig,
  cookies: SupabaseCookieMethods,
  sessionCookie: string,
  fetchImpl: typeof fetch,
): SupabaseClient {
  return createServerClient(config.url, config.anonKey, {
    cookies,
    cookieOptions: { name: sessionCookie },
    global: { fetch: fetchImpl },
  });
}

/**
 * The admin API (invitations) with the service-role key. It keeps no session: nothing it does
 * signs anyone in, and the key must never reach a cookie.
 */
export function createAdminAuthClient(config: SupabaseConfig, fetchImpl: typeof fetch): SupabaseClient['auth']['admin'] {
  return createClient(config.url, config.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchImpl },
  }).auth.admin;
}
