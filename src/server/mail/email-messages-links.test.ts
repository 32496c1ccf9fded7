import { describe, expect, it } from 'vitest';
import { confirmationEmail } from '../consent/email-confirmation.ts';
import { issueEmail, alreadySubscribedEmail } from '../newsletter/newsletter-emails.ts';
import {
  alreadyRegisteredMessage,
  changeEmailMessage,
  confirmEmailMessage,
  emailReminderMessage,
  inviteMessage,
  resetPasswordMessage,
  staffInviteMessage,
} from './account-emails.ts';
import { absoluteStoreLinks, emailLink } from './email-link.ts';
import { orderPlacedMessage, orderStatusMessage } from './order-emails.ts';
import type { OutgoingEmail } from './outbox.ts';
import { pickupFollowUpMessage } from './review-emails.ts';

/** Every message the builders here make has only absolute links on the store's link origin. */
const origin = 'https://shop.example.com';
const link = emailLink(origin, '/some/page?token=abc');

function storePathsWithoutOrigin(text: string): string[] {
  return [...text.matchAll(/(?:^|[\s(])(\/[A-Za-z0-9][^\s)]*)/g)].map((match) => match[1]!);
}

const order = {
  storeName: 'River Raisin',
  storeAddress: '1 Main St, Monroe, MI',
  storePhone: '734-555-0100',
  number: 'RR-1234',
  email: 'gus@example.com',
  contactName: 'Gus',
  pickupLabel: 'Wed, Dec 9, 3:00 PM',
  totalCents: 5000,
  mode: 'adult' as const,
  lines: [{ productName: 'Chemdawg', sizeLabel: '3.5 g', quantity: 1, totalCents: 5000 }],
};
const account = { storeName: 'River Raisin', to: 'gus@example.com', link, origin };
const pickup = {
  storeName: 'River Raisin',
  to: 'gus@example.com',
  contactName: 'Gus',
  number: 'RR-1',
  reviewLink: link,
  origin,
  productNames: ['Chemdawg'],
  sendAt: new Date('2026-12-09T16:00:00Z'),
};

const messages: OutgoingEmail[] = [
  orderPlacedMessage({ ...order, discounts: [], origin }),
  ...(['accepted', 'ready', 'picked_up', 'cancelled', 'expired'] as const).map((status) =>
    orderStatusMessage(order, status),
  ),
  pickupFollowUpMessage({ ...pickup, feedbackLink: link }),
  pickupFollowUpMessage({ ...pickup, feedbackLink: null }),
  ...[
    confirmEmailMessage,
    resetPasswordMessage,
    changeEmailMessage,
    inviteMessage,
    staffInviteMessage,
    emailReminderMessage,
    alreadyRegisteredMessage,
  ].map((message) => message(account)),
  confirmationEmail({ to: 'gus@example.com', storeName: 'River Raisin', link }),
  alreadySubscribedEmail({ to: 'gus@example.com', storeName: 'River Raisin', preferences: link }),
  issueEmail({
    to: 'gus@example.com',
    subject: 'Deals',
    body: absoluteStoreLinks('This week at /dispensary-deals.', origin),
    storeName: 'River Raisin',
    warnings: [],
    unsubscribe: link,
    preferences: link,
  }),
];

describe('email messages', () => {
  it.each(messages.map((message) => [message.template, message] as const))(
    '%s links only absolutely, on the link origin',
    (_template, message) => {
      expect(storePathsWithoutOrigin(message.text)).toEqual([]);
      for (const url of message.text.match(/https?:\/\/[^\s)]+/g) ?? []) expect(new URL(url).origin).toBe(origin);
    },
  );
});
