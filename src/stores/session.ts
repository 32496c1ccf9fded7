import { atom } from 'nanostores';
import { createTabChannel, type TabChannel } from '#lib/cross-tab/tab-channel.ts';
import { SIGNED_IN_COOKIE } from '#lib/auth/signed-in-cookie.ts';
import { createHttpClient, HttpError } from '#lib/http/http-client.ts';
import type { Role } from '#lib/vocabulary/accounts.ts';

/** The signed-in account as the server describes it (`GET /api/auth/session`). */
export interface SessionAccount {
  id: string;
  email: string;
  fullName: string;
  role: Role;
  emailConfirmed: boolean;
}

/**
 * Who is signed in, for islands and the dashboard: `undefined` until the server has answered,
 * `null` when nobody is. The server decides everything; this only mirrors it.
 */
export const $session = atom<SessionAccount | null | undefined>(undefined);

/** How often an open tab asks whether its session still holds (the spec's ~30 s token check). */
export const SESSION_CHECK_INTERVAL_MS = 30_000;

type SessionMessage = { type: 'signed-out' } | { type: 'changed' };

let channel: TabChannel<SessionMessage> | undefined;
const tabs = () => (channel ??= createTabChannel<SessionMessage>('session'));
const http = () => createHttpClient({ baseUrl: location.origin });

function mayBeSignedIn(): boolean {
  return document.cookie.split(';').some((pair) => pair.trim().startsWith(`${SIGNED_IN_COOKIE}=`));
}

/**
 * Asks the server who is signed in. Without the signed-in cookie nobody is and no request is
 * made (most shoppers never sign in). A failed request keeps what the store knew.
 */
export async function refreshSession(): Promise<void> {
  if (!mayBeSignedIn()) {
    $session.set(null);
    return;
  }
  try {
    const { account } = await http().get<{ account: SessionAccount | null }>('/api/auth/session');
    $session.set(account);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
  }
}

/**
 * Signs out on the server, then tells every other tab. Sent with a key, so a sign-out whose answer
 * was lost is sent again: the server simply signs out again.
 */
export async function signOut(): Promise<void> {
  await http().post('/api/auth/sign-out');
  $session.set(null);
  announceSignedOut();
}

/** Tells the other tabs this browser signed out (after a sign-out form, which needs no JavaScript). */
export function announceSignedOut(): void {
  tabs().post({ type: 'signed-out' });
}

/** Tells the other tabs to ask the server again (someone signed in or changed accounts here). */
export function announceSessionChanged(): void {
  tabs().post({ type: 'changed' });
}

/**
 * Keeps `$session` true for as long as the page is open: now, every 30 seconds, whenever the tab
 * comes back into view, and at once when another tab signs out. Returns the function that stops it.
 */
export function watchSession(): () => void {
  void refreshSession();
  const timer = setInterval(() => void refreshSession(), SESSION_CHECK_INTERVAL_MS);
  const onVisible = () => {
    if (document.visibilityState === 'visible') void refreshSession();
  };
  const onFocus = () => void refreshSession();
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('focus', onFocus);
  const unsubscribe = tabs().subscribe((message) => {
    if (message.type === 'signed-out') $session.set(null);
    else void refreshSession();
  });
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('focus', onFocus);
    unsubscribe();
  };
}
