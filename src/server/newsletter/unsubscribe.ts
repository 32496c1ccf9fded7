import { REQUESTS } from '#lib/consent/disclosures.ts';
import type { Database } from '../db/database.ts';
import { consentState, recordConsent } from '../consent/index.ts';
import { hasExpired, preferencesToken, readUnsubscribeToken } from './newsletter-links.ts';

/**
 * The unsubscribe link's page (`/unsubscribe/{token}`). A GET only asks — mail scanners open
 * every link in a message — and the page's button posts back to it; a POST, from the button or
 * from the mailbox's own one-click unsubscribe (RFC 8058, no cookies, to the link itself),
 * unsubscribes at once. Either way the page links to the person's preferences, whose token it
 * hands over in that page's cookie rather than in the link (decision 50).
 */
export type UnsubscribeView =
  | { state: 'ask' | 'unsubscribed'; email: string; subscribed: boolean; preferencesToken: string }
  | { state: 'expired' | 'invalid' };

export async function unsubscribePage(
  db: Database,
  token: string,
  { method, now, clientAddress }: { method: string; now: Date; clientAddress: string },
): Promise<UnsubscribeView> {
  const named = await readUnsubscribeToken(db, token, now);
  if (!named) return { state: hasExpired(token, now) ? 'expired' : 'invalid' };
  const { address } = named;
  const preferences = await preferencesToken(db, address, now);
  if (method !== 'POST') {
    const current = await consentState(db, 'email', address, 'marketing');
    return {
      state: 'ask',
      email: address,
      subscribed: current?.status !== 'unsubscribed',
      preferencesToken: preferences,
    };
  }
  await db.transaction(async (tx) => {
    const current = await consentState(tx, 'email', address, 'marketing');
    if (!current || current.status === 'unsubscribed') return;
    await recordConsent(tx, {
      channel: 'email',
      address,
      purpose: 'marketing',
      status: 'unsubscribed',
      source: 'unsubscribe-link',
      disclosure: REQUESTS.oneClickUnsubscribe,
      clientAddress,
      now,
    });
  });
  return { state: 'unsubscribed', email: address, subscribed: false, preferencesToken: preferences };
}
