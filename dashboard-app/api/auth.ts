import type { SessionAccount } from '#stores/session.ts';
import { api } from './client.ts';

const SIGN_IN = '/api/auth/sign-in';
/**
 * Where an emailed staff link is checked (GET) and used to set the password (POST): the link's
 * token went into this endpoint's cookie when it was opened, so no call carries it.
 */
const PASSWORD_LINK = '/api/auth/password-link';

/** Signing in sets the session cookies, which no kept answer could give again: sent once, without a key. */
export function signIn(email: string, password: string) {
  return api.post<{ account: SessionAccount }>(SIGN_IN, { email, password }, { idempotencyKey: null });
}

export type PasswordLinkPurpose = 'invite' | 'reset_password';

/** What the emailed staff link just opened is for, or null when it no longer works. */
export function checkPasswordLink(type: string | null) {
  return api.get<{ purpose: PasswordLinkPurpose | null }>(
    type ? `${PASSWORD_LINK}?${new URLSearchParams({ type })}` : PASSWORD_LINK,
  );
}

/** Sets the password with the invitation or reset link just opened, which signs the account in (so, like signing in, sent once). */
export function setPasswordWithLink(type: string | null, password: string) {
  return api.post<{ account: SessionAccount }>(PASSWORD_LINK, { type, password }, { idempotencyKey: null });
}
