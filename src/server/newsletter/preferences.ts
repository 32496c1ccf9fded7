import { DISCLOSURES, REQUESTS } from '#lib/consent/disclosures.ts';
import type { ConsentChannel, ConsentPurpose, ConsentStatus } from '#lib/vocabulary/consent.ts';
import type { Database, Queryable } from '../db/database.ts';
import { Refusal } from '../http/refusal.ts';
import { readSignedToken } from '../security/signed-token.ts';
import { getStoreSettings } from '../settings/index.ts';
import { personStates, recordConsent } from '../consent/index.ts';
import { hasExpired, PREFERENCES_PURPOSE } from './newsletter-links.ts';
import { disclosed } from './signup.ts';

export interface PreferenceRow {
  id: string;
  channel: ConsentChannel;
  address: string;
  purpose: ConsentPurpose;
  status: ConsentStatus;
}

/** The preferences page (`/newsletter/preferences/{token}`): the person's subscriptions, each with its state. */
export type PreferencesView =
  { state: 'open'; email: string; rows: PreferenceRow[] } | { state: 'expired' | 'invalid' };

async function personOf(db: Queryable, token: string, now: Date): Promise<string | null> {
  return (await readSignedToken(db, PREFERENCES_PURPOSE, token, now))?.subject ?? null;
}

export async function preferencesView(db: Queryable, token: string, now: Date): Promise<PreferencesView> {
  const email = await personOf(db, token, now);
  if (!email) return { state: hasExpired(token, now) ? 'expired' : 'invalid' };
  const rows = (await personStates(db, email)).map(({ id, channel, address, purpose, status }) => ({
    id,
    channel,
    address,
    purpose,
    status,
  }));
  return { state: 'open', email, rows };
}

/**
 * Turns one of the person's subscriptions on or off. Turning one back on is a new consent to the
 * newsletter's words of today (an email one is confirmed at once: the link proves the address).
 */
export async function changePreference(
  db: Database,
  { token, stateId, subscribe }: { token: string; stateId: string; subscribe: boolean },
  { now, clientAddress }: { now: Date; clientAddress: string },
): Promise<void> {
  const email = await personOf(db, token, now);
  if (!email) throw new Refusal(410, 'This link has expired. Use the link in a newer email from us.');
  await db.transaction(async (tx) => {
    const row = (await personStates(tx, email)).find((state) => state.id === stateId);
    if (!row) throw new Refusal(404, 'That subscription is not one of yours.', 'stateId');
    const { name } = await getStoreSettings(tx);
    const words = row.channel === 'email' ? DISCLOSURES.newsletterEmail : DISCLOSURES.newsletterSms;
    await recordConsent(tx, {
      channel: row.channel,
      address: row.address,
      purpose: row.purpose,
      status: subscribe ? 'subscribed' : 'unsubscribed',
      source: 'preferences',
      disclosure: subscribe ? disclosed(words, name) : REQUESTS.preferences,
      clientAddress,
      now,
    });
  });
}
