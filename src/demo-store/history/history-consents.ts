import { DISCLOSURES, REQUESTS } from '#lib/consent/disclosures.ts';
import type { ConsentChannel, ConsentSource, ConsentStatus } from '#lib/vocabulary/consent.ts';
import { consentAddress } from '#server/consent/index.ts';
import { disclosed } from '#server/newsletter/index.ts';
import type { Random } from '../random.ts';
import { historyUuid } from './history-ids.ts';
import type { HistoryConsent, HistoryConsentEvent } from './history-types.ts';

/** Checkout's boxes carry no store name (account-consents.ts), so their words are the same everywhere. */
const CHECKOUT_WORDS = {
  email: { key: DISCLOSURES.emailMarketingBox.key, version: 1, text: DISCLOSURES.emailMarketingBox.text() },
  sms: { key: DISCLOSURES.smsMarketingBox.key, version: 1, text: DISCLOSURES.smsMarketingBox.text() },
};

/**
 * The marketing consent of the history, as the consent ledger records it: the boxes ticked at
 * checkout, newsletter sign-ups confirmed by their emailed link, and unsubscribes from an email's
 * link. Each (channel, address) keeps its current status and every change with the words shown.
 */
export class ConsentBook {
  private readonly states = new Map<string, HistoryConsent>();
  private readonly random: Random;
  private readonly storeName: string;

  constructor(random: Random, storeName: string) {
    this.random = random;
    this.storeName = storeName;
  }

  /** The boxes ticked on an order: each subscribes its address unless it is subscribed already. */
  checkout(
    person: { email: string; phone: string; accountId: string | null },
    ticked: { email: boolean; sms: boolean },
    at: Date,
  ): void {
    const email = consentAddress('email', person.email);
    const phone = consentAddress('sms', person.phone);
    if (ticked.email && email)
      this.change('email', email, person.accountId, phone, 'subscribed', 'checkout', CHECKOUT_WORDS.email, at);
    if (ticked.sms && phone)
      this.change('sms', phone, person.accountId, email, 'subscribed', 'checkout', CHECKOUT_WORDS.sms, at);
  }

  /** A newsletter sign-up (pending) and, a little later, its confirmation link opened. */
  newsletter(person: { email: string; birthdate: string }, at: Date, confirmedAt: Date): void {
    const email = consentAddress('email', person.email);
    if (!email || this.status('email', email) === 'subscribed') return;
    const words = disclosed(DISCLOSURES.newsletterEmail, this.storeName);
    this.change('email', email, null, null, 'pending', 'newsletter', words, at, person.birthdate);
    this.change('email', email, null, null, 'subscribed', 'confirmation-link', REQUESTS.confirmationLink, confirmedAt);
  }

  /** An email's one-click unsubscribe link. */
  unsubscribe(emailAddress: string, at: Date): void {
    const email = consentAddress('email', emailAddress);
    if (email && this.status('email', email) === 'subscribed')
      this.change('email', email, null, null, 'unsubscribed', 'unsubscribe-link', REQUESTS.oneClickUnsubscribe, at);
  }

  status(channel: ConsentChannel, address: string): ConsentStatus | null {
    return this.states.get(`${channel}:${address}`)?.events.at(-1)?.status ?? null;
  }

  isSubscribed(channel: ConsentChannel, typed: string): boolean {
    const address = consentAddress(channel, typed);
    return address !== null && this.status(channel, address) === 'subscribed';
  }

  /** Every address with its changes, in the order they were first seen. */
  all(): HistoryConsent[] {
    return [...this.states.values()];
  }

  private change(
    channel: ConsentChannel,
    address: string,
    accountId: string | null,
    companion: string | null,
    status: ConsentStatus,
    source: ConsentSource,
    disclosure: HistoryConsentEvent['disclosure'],
    occurredAt: Date,
    birthdate: string | null = null,
  ): void {
    const key = `${channel}:${address}`;
    let state = this.states.get(key);
    if (!state) {
      state = { id: historyUuid(this.random), channel, address, accountId, companionAddress: companion, events: [] };
      this.states.set(key, state);
    }
    if (state.events.at(-1)?.status === status) return;
    state.accountId ??= accountId;
    state.companionAddress ??= companion;
    state.events.push({ status, source, disclosure: { ...disclosure }, birthdate, occurredAt });
  }
}
