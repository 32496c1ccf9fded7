import { DISCLOSURES, REQUESTS, type Disclosure } from '#lib/consent/disclosures.ts';
import type { ConsentChannel } from '#lib/vocabulary/consent.ts';
import type { Queryable } from '../db/database.ts';
import { consentAddress } from './consent-address.ts';
import { consentState, recordConsent } from './ledger.ts';

function words(disclosure: Disclosure): { key: string; version: number; text: string } {
  // The boxes of checkout, the profile and registration name no store: their words take none.
  return { key: disclosure.key, version: disclosure.version, text: disclosure.text('') };
}

/**
 * The marketing boxes ticked at checkout, into the ledger in the order's transaction. An unticked
 * box changes nothing: not asking again is not a withdrawal.
 */
export async function recordCheckoutConsents(
  tx: Queryable,
  {
    email,
    phone,
    consents,
    customerId,
    now,
  }: { email: string; phone: string; consents: { email: boolean; sms: boolean }; customerId: string | null; now: Date },
): Promise<void> {
  const emailAddress = consentAddress('email', email);
  const phoneAddress = phone ? consentAddress('sms', phone) : null;
  const given: [ConsentChannel, string | null, Disclosure, string | null][] = [];
  if (consents.email) given.push(['email', emailAddress, DISCLOSURES.emailMarketingBox, phoneAddress]);
  if (consents.sms) given.push(['sms', phoneAddress, DISCLOSURES.smsMarketingBox, emailAddress]);
  for (const [channel, address, disclosure, companion] of given) {
    if (!address) continue;
    await recordConsent(tx, {
      channel,
      address,
      purpose: 'marketing',
      status: 'subscribed',
      source: 'checkout',
      disclosure: words(disclosure),
      accountId: customerId,
      companionAddress: companion,
      now,
    });
  }
}

/**
 * The profile's two boxes as saved: a ticked box subscribes with the box's words, an unticked one
 * withdraws a subscription, wherever it was given (the profile's boxes follow the ledger).
 */
export async function recordProfileConsents(
  db: Queryable,
  {
    accountId,
    phone,
    emailMarketing,
    smsMarketing,
    now,
  }: { accountId: string; phone: string | null; emailMarketing: boolean; smsMarketing: boolean; now: Date },
): Promise<void> {
  const [account] = await db.query<{ email: string | null }>('select email from auth.users where id = $1', [accountId]);
  const emailAddress = account?.email ? consentAddress('email', account.email) : null;
  const phoneAddress = phone ? consentAddress('sms', phone) : null;
  const wanted: [ConsentChannel, string | null, boolean, Disclosure][] = [
    ['email', emailAddress, emailMarketing, DISCLOSURES.emailMarketingBox],
    ['sms', phoneAddress, smsMarketing, DISCLOSURES.smsMarketingBox],
  ];
  for (const [channel, address, on, disclosure] of wanted) {
    if (!address) continue;
    // The box shows "subscribed"; a pending sign-up is neither shown nor withdrawn by it.
    const current = await consentState(db, channel, address, 'marketing');
    if (on === (current?.status === 'subscribed')) continue;
    await recordConsent(db, {
      channel,
      address,
      purpose: 'marketing',
      status: on ? 'subscribed' : 'unsubscribed',
      source: 'profile',
      disclosure: on ? words(disclosure) : REQUESTS.profile,
      accountId,
      now,
    });
  }
}

/** The registration form's email box, ticked. */
export async function recordRegistrationConsent(db: Queryable, accountId: string, now: Date): Promise<void> {
  const [account] = await db.query<{ email: string | null }>('select email from auth.users where id = $1', [accountId]);
  const address = account?.email ? consentAddress('email', account.email) : null;
  if (!address) return;
  await recordConsent(db, {
    channel: 'email',
    address,
    purpose: 'marketing',
    status: 'subscribed',
    source: 'profile',
    disclosure: words(DISCLOSURES.emailMarketingRegistration),
    accountId,
    now,
  });
}
