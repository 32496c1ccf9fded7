import type { SessionAccount } from '../../src/stores/session.ts';
import { api } from './client.ts';

export function signIn(email: string, password: string) {
  return api.post<{ account: SessionAccount }>('/api/auth/sign-in', { email, password });
}

export type PasswordLinkPurpose = 'invite' | 'reset_password';

/** What an emailed staff link is for, or null when it no longer works. */
export function checkPasswordLink(token: string, type: string | null) {
  const query = new URLSearchParams({ token, ...(type ? { type } : {}) });
  return api.get<{ purpose: PasswordLinkPurpose | null }>(`/api/auth/password-link?${query}`);
}

/** Sets the password from an invitation or reset link, which signs the account in. */
export function setPasswordWithLink(token: string, type: string | null, password: string) {
  return api.post<{ account: SessionAccount }>('/api/auth/password-link', { token, type, password });
}
