import type { Queryable } from '../db/database.ts';
import { emailLink } from '../mail/index.ts';
import { createSignedToken, readSignedToken, signToken } from '../security/signed-token.ts';

/** One purpose per kind of link, so a token for one opens nothing else (the sign-up's confirmation link is consent's). */
export const UNSUBSCRIBE_PURPOSE = 'unsubscribe';
export const PREFERENCES_PURPOSE = 'newsletter-preferences';

const DAY = 24 * 60 * 60;
/** Unsubscribe and preferences links in emails keep working long after the email was sent. */
export const LONG_LINK_SECONDS = 365 * DAY;

/** The list a marketing email belongs to (the unsubscribe token names address and list). */
export const NEWSLETTER_LIST = 'newsletter';

/** A subscriber's own links, signed under the store's link key (read once for a whole issue). */
export function subscriberLinks(
  key: string,
  origin: string,
  address: string,
  now: Date,
): { unsubscribe: string; preferences: string } {
  const options = { now, validForSeconds: LONG_LINK_SECONDS };
  const unsubscribe = signToken(key, UNSUBSCRIBE_PURPOSE, `${NEWSLETTER_LIST}:${address}`, options).token;
  const preferences = signToken(key, PREFERENCES_PURPOSE, address, options).token;
  return {
    // The one-click URL of RFC 8058's List-Unsubscribe: it names the address and the list.
    unsubscribe: emailLink(origin, `/unsubscribe/${unsubscribe}`),
    preferences: emailLink(origin, `/newsletter/preferences/${preferences}`),
  };
}

/** The token of the person's preferences page. */
export async function preferencesToken(db: Queryable, address: string, now: Date): Promise<string> {
  const { token } = await createSignedToken(db, PREFERENCES_PURPOSE, address, {
    now,
    validForSeconds: LONG_LINK_SECONDS,
  });
  return token;
}

/** The person's preferences page. */
export async function preferencesUrl(db: Queryable, origin: string, address: string, now: Date): Promise<string> {
  return emailLink(origin, `/newsletter/preferences/${await preferencesToken(db, address, now)}`);
}

/** The address and list an unsubscribe token names, or null. */
export async function readUnsubscribeToken(
  db: Queryable,
  token: string,
  now: Date,
): Promise<{ list: string; address: string } | null> {
  const read = await readSignedToken(db, UNSUBSCRIBE_PURPOSE, token, now);
  const match = read ? /^([a-z-]+):(.+)$/.exec(read.subject) : null;
  return match ? { list: match[1]!, address: match[2]! } : null;
}

/**
 * Whether a token that does not open has simply run out (its expiry, before the signature, is
 * past), to tell "ask for a new link" from "this is not a link of ours". Only the wording
 * depends on it: such a token opens nothing either way.
 */
export function hasExpired(token: string, now: Date): boolean {
  const expiry = /^[A-Za-z0-9_-]+\.(\d{1,12})\.[A-Za-z0-9_-]{43}$/.exec(token)?.[1];
  return expiry !== undefined && Number(expiry) * 1000 <= now.getTime();
}
