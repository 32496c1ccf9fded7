/**
 * The exact words a person is shown when they agree to (or stop) messages, each under a key and a
 * version. The ledger records the key, the version and the words as shown with every change, so a
 * record still says what was agreed to after the wording moves on: a changed text is a new
 * version here, never an edit of an old one. Pages and emails take their wording from here.
 */
import type { ConsentChannel, ConsentPurpose } from '../vocabulary/consent.ts';

export interface Disclosure {
  key: string;
  version: number;
  channel: ConsentChannel;
  purpose: ConsentPurpose;
  /** The words as the person read them; `store` is the store's name. */
  text: (store: string) => string;
}

/** About how many marketing texts a month the newsletter's SMS program sends (said in its consent text). */
export const SMS_MESSAGES_PER_MONTH = 4;

export const DISCLOSURES = {
  /** The checkout's and the profile's email box. */
  emailMarketingBox: {
    key: 'email-marketing-box',
    version: 1,
    channel: 'email',
    purpose: 'marketing',
    text: () => 'Email me deals and new arrivals.',
  },
  /** The account registration form's email box. */
  emailMarketingRegistration: {
    key: 'email-marketing-registration',
    version: 1,
    channel: 'email',
    purpose: 'marketing',
    text: () => 'Email me deals and new arrivals. Unsubscribe any time.',
  },
  /** The checkout's and the profile's text box. */
  smsMarketingBox: {
    key: 'sms-marketing-box',
    version: 1,
    channel: 'sms',
    purpose: 'marketing',
    text: () => 'Text me deals. Message and data rates may apply; reply STOP to end.',
  },
  /** The newsletter form: the email sign-up, confirmed by the emailed link. */
  newsletterEmail: {
    key: 'newsletter-email',
    version: 1,
    channel: 'email',
    purpose: 'marketing',
    text: (store) =>
      `Email me the ${store} newsletter: deals, new arrivals and store news. I am 21 or older. I can unsubscribe from any email.`,
  },
  /** The newsletter form's text box (TCPA written consent: program, frequency, rates, STOP/HELP, not a condition of purchase). */
  newsletterSms: {
    key: 'newsletter-sms',
    version: 1,
    channel: 'sms',
    purpose: 'marketing',
    text: (store) =>
      `Text me ${store} Deals: recurring automated marketing texts, about ${SMS_MESSAGES_PER_MONTH} messages a month, to the number above. Msg & data rates may apply. Reply STOP to cancel, HELP for help. Consent is not a condition of purchase.`,
  },
} as const satisfies Record<string, Disclosure>;

/** What a person's own request to stop is recorded with (no disclosure was shown: the words are theirs or the page's). */
export const REQUESTS = {
  confirmationLink: { key: 'confirmation-link', version: 1, text: 'Opened the confirmation link.' },
  oneClickUnsubscribe: {
    key: 'one-click-unsubscribe',
    version: 1,
    text: 'Unsubscribed with the email’s unsubscribe link.',
  },
  preferences: { key: 'preferences-page', version: 1, text: 'Changed on the preferences page.' },
  profile: { key: 'profile-unchecked', version: 1, text: 'Unchecked the box on the account profile.' },
} as const;

/** The 21+ attestation on the newsletter form, beside the date of birth. */
export const ADULT_ATTESTATION = 'I am 21 or older.';
