import { DISCLOSURES, REQUESTS, type Disclosure } from '#lib/consent/disclosures.ts';
import type { ConsentChannel } from '#lib/vocabulary/consent.ts';
import type { Queryable } from '../db/database.ts';
import { consentAddress } from './consent-address.ts';
import { consentState, recordConsent } from './ledger.ts';
import { askEmailOptIn, askTextOptIn } from './opt-in.ts';

function words(disclosure: Disclosure): { key: string; version: number; text: string } {
  // The boxes of checkout, the profile and registration name no store: their words take none.
  return { key: disclosure.key, version: disclosure.version, text: disclosure.text('') };
}

/**
 * Whether the account may consent for the address directly: it is signed in, its email is
 * confirmed and, for an email address, it is that one. Anyone else's consent is asked of the
 * address first (opt-in.ts).
 */
async function provenAccount(db: Queryable, accountId: string | null, email: string | null): Promise<boolean> {
  if (!accountId) return false;
  const [row] = await db.query<{ proven: boolean }>(
    `select email_confirmed_at is not null and ($2::text is null or lower(email) = $2) as proven
       from auth.users where id = $1`,
    [accountId, email],
  );
  return row?.proven ?? false;
}

/**
 * The marketing boxes ticked at checkout, into the ledger in the order's transaction. A signed-in
 * customer with a confirmed email, ordering with that email, subscribes at once; anyone else's
 * ticked box asks the address first (a confirmation link by email, a YES by text), so a checkout
 * never subscribes, or re-subscribes, an address on a stranger's say-so. An unticked box changes
 * nothing: not asking again is not a withdrawal.
 */
export async function recordCheckoutConsents(
  tx: Queryable,
  {
    email,
    phone,
    consents,
    customerId,
    storeName,
    linkOrigin,
    now,
  }: {
    email: string;
    phone: string;
    consents: { email: boolean; sms: boolean };
    customerId: string | null;
    storeName: string;
    /** The store's public origin, for the email's confirmation link. */
    linkOrigin: string;
    now: Date;
  },
): Promise<void> {
  if (!consents.email && !consents.sms) return;
  const emailAddress = consentAddress('email', email);
  const phoneAddress = phone ? consentAddress('sms', phone) : null;
  const direct = await provenAccount(tx, customerId, emailAddress);
  const given: [ConsentChannel, string | null, Disclosure, string | null][] = [];
  if (consents.email) given.push(['email', emailAddress, DISCLOSURES.emailMarketingBox, phoneAddress]);
  if (consents.sms) given.push(['sms', phoneAddress, DISCLOSURES.smsMarketingBox, emailAddress]);
  for (const [channel, address, disclosure, companion] of given) {
    if (!address) continue;
    const request = {
      address,
      source: 'checkout' as const,
      disclosure: words(disclosure),
      accountId: customerId,
      companionAddress: companion,
      now,
    };
    if (direct) await recordConsent(tx, { ...request, channel, purpose: 'marketing', status: 'subscribed' });
    else if (channel === 'email') await askEmailOptIn(tx, request, { storeName, origin: linkOrigin });
    else await askTextOptIn(tx, request, { storeName });
  }
}

/**
 * The profile's two boxes as saved: a ticked box subscribes with the box's words (an account whose
 * email is not confirmed yet is asked first, as a guest is), an unticked one withdraws a
 * subscription, wherever it was given (the profile's boxes follow the ledger).
 */
export async function recordProfileConsents(
  db: Queryable,
  {
    accountId,
    phone,
    emailMarketing,
    smsMarketing,
    optIn,
    now,
  }: {
    accountId: string;
    phone: string | null;
    emailMarketing: boolean;
    smsMarketing: boolean;
    /** The store's name and public origin, for an opt-in's text and link. */
    optIn: { storeName: string; origin: string };
    now: Date;
  },
): Promise<void> {
  const [account] = await db.query<{ email: string | null }>('select email from auth.users where id = $1', [accountId]);
  const emailAddress = account?.email ? consentAddress('email', account.email) : null;
  const phoneAddress = phone ? consentAddress('sms', phone) : null;
  const direct = await provenAccount(db, accountId, emailAddress);
  const wanted: [ConsentChannel, string | null, boolean, Disclosure][] = [
    ['email', emailAddress, emailMarketing, DISCLOSURES.emailMarketingBox],
    ['sms', phoneAddress, smsMarketing, DISCLOSURES.smsMarketingBox],
  ];
  for (const [channel, address, on, disclosure] of wanted) {
    if (!address) continue;
    // The box shows "subscribed"; a pending sign-up is neither shown nor withdrawn by it.
    const current = await consentState(db, channel, address, 'marketing');
    if (on === (current?.status === 'subscribed')) continue;
    const change = { address, source: 'profile' as const, accountId, now };
    if (!on) {
      await recordConsent(db, {
        ...change,
        channel,
        purpose: 'marketing',
        status: 'unsubscribed',
        disclosure: REQUESTS.profile,
      });
    } else if (direct) {
      await recordConsent(db, {
        ...change,
        channel,
        purpose: 'marketing',
        status: 'subscribed',
        disclosure: words(disclosure),
      });
    } else if (channel === 'email') {
      await askEmailOptIn(db, { ...change, disclosure: words(disclosure) }, optIn);
    } else {
      await askTextOptIn(db, { ...change, disclosure: words(disclosure) }, optIn);
    }
  }
}

/**
 * The registration form's email box, ticked: the new account's address has not been proven yet,
 * so it gets the newsletter's confirmation link (a confirmed account, where the provider confirms
 * at sign-up, subscribes at once).
 */
export async function recordRegistrationConsent(
  db: Queryable,
  accountId: string,
  { storeName, origin, now }: { storeName: string; origin: string; now: Date },
): Promise<void> {
  const [account] = await db.query<{ email: string | null }>('select email from auth.users where id = $1', [accountId]);
  const address = account?.email ? consentAddress('email', account.email) : null;
  if (!address) return;
  const request = {
    address,
    source: 'profile' as const,
    disclosure: words(DISCLOSURES.emailMarketingRegistration),
    accountId,
    now,
  };
  if (await provenAccount(db, accountId, address)) {
    await recordConsent(db, { ...request, channel: 'email', purpose: 'marketing', status: 'subscribed' });
  } else {
    await askEmailOptIn(db, request, { storeName, origin });
  }
}
