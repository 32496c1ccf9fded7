/**
 * When a referral is the referrer referring themselves, by the obvious signs (decision 51): the
 * friend's account or order shares an email address, a phone number or a medical card number with
 * the account whose code was used. Addresses are compared as their mail provider delivers them:
 * a `+tag` after the name reaches the same mailbox everywhere it is supported, and Gmail ignores
 * dots in the name and answers for googlemail.com too.
 */
import { normalizeUsPhone } from '../phone.ts';

/** What is compared of each side: every email, phone and card number known for it. */
export interface ReferralIdentity {
  emails: readonly (string | null)[];
  phones: readonly (string | null)[];
  medicalCards: readonly (string | null)[];
}

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/** The mailbox an address reaches: lower case, without a `+tag`, Gmail's dots and domain folded. */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  let name = address.slice(0, at).split('+')[0]!;
  let domain = address.slice(at + 1);
  if (GMAIL_DOMAINS.has(domain)) {
    name = name.replace(/\./g, '');
    domain = 'gmail.com';
  }
  return `${name}@${domain}`;
}

/** A registry card number as issued: letters and digits, whatever spaces or hyphens were typed. */
export function cardOf(typed: string): string {
  return typed.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

function comparable(identity: ReferralIdentity) {
  const present = (values: readonly (string | null)[]) => values.filter((value): value is string => Boolean(value));
  return {
    emails: new Set(present(identity.emails).map(mailboxOf)),
    phones: new Set(present(identity.phones).flatMap((phone) => normalizeUsPhone(phone) ?? [])),
    cards: new Set(present(identity.medicalCards).map(cardOf).filter(Boolean)),
  };
}

/** Whether the friend is, by any of the signs, the referrer. */
export function isSelfReferral(referrer: ReferralIdentity, friend: ReferralIdentity): boolean {
  const them = comparable(referrer);
  const us = comparable(friend);
  const shares = (a: Set<string>, b: Set<string>) => [...b].some((value) => a.has(value));
  return shares(them.emails, us.emails) || shares(them.phones, us.phones) || shares(them.cards, us.cards);
}

/** Why a referral's credit is not given, as checkout says it. */
export const REFERRAL_REFUSALS = {
  unconfirmed:
    'Your referral credit waits for a confirmed email: open the link we emailed you when you registered, then come back to checkout.',
  self: 'The referral credit is for a friend’s first order: this account or order shares an email, phone number or medical card with the account whose code was used, so there is no credit and no points for it.',
} as const;
