import { endOfSentence } from '#lib/text/sentences.ts';
import { emailLink } from './email-link.ts';
import type { OutgoingEmail } from './outbox.ts';
import { greetingByFirstName } from './visitor-text.ts';

/** What the email after a pickup says about the order and where its links go. */
export interface PickupFollowUpFacts {
  storeName: string;
  to: string;
  contactName: string;
  number: string;
  /** The absolute link to review what was bought and the store. */
  reviewLink: string;
  /** The absolute link to the first-purchase question: a customer's first pickup only. */
  feedbackLink: string | null;
  /** The store's link origin, for the email's other links. */
  origin: string;
  /** The order's products, as the invitation lists them. */
  productNames: readonly string[];
  /** When it goes out: the day after the pickup. */
  sendAt: Date;
}

/**
 * The one email that follows a pickup, the next day: review what you bought and the store, and
 * after a customer's first pickup also the one question about the visit. (The pickup itself is
 * confirmed at once by the order's "picked up" email.)
 */
export function pickupFollowUpMessage(facts: PickupFollowUpFacts): OutgoingEmail {
  const products = facts.productNames.map((name) => `- ${name}`).join('\n');
  const first = facts.feedbackLink !== null;
  const review = [
    `Would you tell other shoppers what you thought?${products ? `\n${products}` : ''}`,
    `Review each product and the store here (no account needed):\n${facts.reviewLink}`,
    `Every honest review is published, good or bad, as our review policy (${emailLink(facts.origin, '/review-policy')}) explains.`,
  ];
  const feedback = first
    ? [
        `This was your first order with us. How likely are you to recommend ${facts.storeName} to a friend, and what went well or could be better? It takes a minute, and your answer goes to the store's team only:\n${facts.feedbackLink}`,
      ]
    : [];
  return {
    to: facts.to,
    template: 'pickup_follow_up',
    subject: first
      ? `How was your first order at ${facts.storeName}?`
      : `How was order ${facts.number}? Review what you picked up`,
    text: [
      greetingByFirstName(facts.contactName),
      `Thanks for picking up order ${facts.number} at ${endOfSentence(facts.storeName)}`,
      ...review,
      ...feedback,
      `${first ? 'Both links work' : 'The link works'} for 30 days from your pickup.`,
      `— ${facts.storeName}`,
    ].join('\n\n'),
    sendAt: facts.sendAt,
  };
}
