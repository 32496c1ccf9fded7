/**
 * The consent ledger's words (`consent_states`, `consent_events`): the channels a person is
 * reached on, what for, where each stands and where a change came from. The database's check
 * constraints hold the same values.
 */

export const CONSENT_CHANNELS = ['email', 'sms'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

export const CONSENT_CHANNEL_LABELS: Readonly<Record<ConsentChannel, string>> = {
  email: 'Email',
  sms: 'Text messages',
};

export const CONSENT_PURPOSES = ['marketing', 'order_updates'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export const CONSENT_PURPOSE_LABELS: Readonly<Record<ConsentPurpose, string>> = {
  marketing: 'Deals and news',
  order_updates: 'Order updates',
};

/** `pending`: an address asked to confirm (an email's link, a text's YES) before anything is sent to it. */
export const CONSENT_STATUSES = ['pending', 'subscribed', 'unsubscribed'] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];

export const CONSENT_STATUS_LABELS: Readonly<Record<ConsentStatus, string>> = {
  pending: 'Waiting for confirmation',
  subscribed: 'Subscribed',
  unsubscribed: 'Unsubscribed',
};

export const CONSENT_SOURCES = [
  'newsletter',
  'checkout',
  'profile',
  'import',
  'confirmation-link',
  'unsubscribe-link',
  'preferences',
  'sms-reply',
] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

export const CONSENT_SOURCE_LABELS: Readonly<Record<ConsentSource, string>> = {
  newsletter: 'Newsletter sign-up',
  checkout: 'Checkout',
  profile: 'Account profile',
  import: 'Import',
  'confirmation-link': 'Confirmation link',
  'unsubscribe-link': 'Unsubscribe link',
  preferences: 'Preferences page',
  'sms-reply': 'Text message reply',
};
