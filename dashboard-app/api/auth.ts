import type { SessionAccount } from '#stores/session.ts';
import { api } from './client.ts';

const SIGN_IN = '/api/auth/sign-in';
/** Where an emailed staff link is checked (GET) and used to set the password (POST). */
const PASSWORD_LINK = '/api/auth/password-link';

/** Signing in sets the session cookies, which no kept answer could give again: sent once, without a key. */
export function signIn(email: string, password: string) {
  return api.post<{ account: SessionAccount }>(SIGN_IN, { email, password }, { idempotencyKey: null });
}

export type PasswordLinkPurpose = 'invite' | 'reset_password';

/** What an emailed staff link is for, or null when it no longer works. */
export function checkPasswordLink(token: string, type: string | null) {
  const query = new URLSearchParams({ token, ...(type ? { type } : {}) });
  return api.get<{ purpose: PasswordLinkPurpose | null }>(`${PASSWORD_LINK}?${query}`);
}

/** Sets the password from an invitation or reset link, which signs the account in (so, like signing in, sent once). */
export function setPasswordWithLink(token: string, type: string | null, password: string) {
  return api.post<{ account: SessionAccount }>(PASSWORD_LINK, { token, type, password }, { idempotencyKey: null });
}
