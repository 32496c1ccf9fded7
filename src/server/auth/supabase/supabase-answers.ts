import { isAuthApiError, isAuthWeakPasswordError, type AuthError, type User } from '@supabase/supabase-js';
import type { AuthUser } from '../auth-provider.ts';

/**
 * Supabase Auth answered and said no (a 4xx: wrong password, expired link, address taken, too
 * many emails). Those become the interface's null / false / 'email_taken' answers; anything
 * else (no answer after the retries, a 5xx, a malformed answer) is an outage and is thrown.
 */
export function isRefusal(error: AuthError): boolean {
  return (isAuthApiError(error) && error.status < 500) || isAuthWeakPasswordError(error);
}

/** Whether Supabase refused with one of these error codes (`error_code` or, since API 2024-01-01, `code`). */
export function isRefusedWith(error: AuthError, ...codes: string[]): boolean {
  return isAuthApiError(error) && error.code !== undefined && codes.includes(error.code);
}

/** The interface's user from Supabase's. */
export function toAuthUser(user: User): AuthUser {
  return { id: user.id, email: user.email ?? '', emailConfirmed: Boolean(user.email_confirmed_at) };
}

/**
 * A token hash from a Supabase email template (`{{ .TokenHash }}`: hex, `pkce_`-prefixed for
 * PKCE flows); anything else is refused before a request is spent on it.
 */
export function isTokenHashShape(token: unknown): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{16,100}$/.test(token);
}

/** The `type` an emailed link carries (see the email templates in docs/supabase.md), as verifyOtp takes it. */
export const PASSWORD_LINK_TYPES = { recovery: 'reset_password', invite: 'invite' } as const;
export const EMAIL_LINK_TYPES = { email: 'confirm_email', signup: 'confirm_email', email_change: 'change_email' } as const;

/** The link type when it is one of `types`, else null (a link edited by hand). */
export function linkTypeIn<T extends Record<string, string>>(types: T, linkType: string | null | undefined): (keyof T & string) | null {
  return linkType && Object.hasOwn(types, linkType) ? linkType : null;
}

/**
 * The `session_id` claim of a Supabase access token (a JWT), read without checking its signature:
 * Supabase has just vouched for the token (getUser), and the id only names the session. Null when
 * the token is not one Supabase made.
 */
export function sessionIdOf(accessToken: string | undefined): string | null {
  const payload = accessToken?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { session_id?: unknown };
    return typeof claims.session_id === 'string' && /^[0-9a-f-]{36}$/i.test(claims.session_id) ? claims.session_id : null;
  } catch {
    return null;
  }
}
