import type { OutgoingEmail } from './outbox.ts';
import { greetingByFirstName } from './visitor-text.ts';

/** What the emails after a pickup say about the order and where their link goes. */
export interface PickupFollowUpFacts {
  storeName: string;
  to: string;
  contactName: string;
  number: string;
  /** The absolute link the customer opens. */
  link: string;
  /** The order's products, as the invitation lists them. */
  productNames: readonly string[];
}

/** After every pickup: review what you bought, and the store. */
export function reviewInviteMessage(facts: PickupFollowUpFacts): OutgoingEmail {
  const products = facts.productNames.map((name) => `- ${name}`).join('\n');
  return {
    to: facts.to,
    template: 'review_invite',
    subject: `How was order ${facts.number}? Review what you picked up`,
    text: `${greetingByFirstName(facts.contactName)}\n\nThanks for picking up order ${facts.number} at ${facts.storeName}. Would you tell other shoppers what you thought?\n${products ? `\n${products}\n` : ''}\nReview each product and the store here (no account needed):\n${facts.link}\n\nEvery honest review is published, good or bad, as our review policy (/review-policy) explains. The link works for 30 days.\n\n— ${facts.storeName}`,
  };
}

/** After a customer's first pickup only: one question and two boxes. */
export function purchaseFeedbackMessage(facts: PickupFollowUpFacts): OutgoingEmail {
  return {
    to: facts.to,
    template: 'purchase_feedback',
    subject: `Your first visit to ${facts.storeName}: one quick question`,
    text: `${greetingByFirstName(facts.contactName)}\n\nThank you for your first order with us (${facts.number}). How likely are you to recommend ${facts.storeName} to a friend, and what went well or could be better?\n\nIt takes a minute:\n${facts.link}\n\nYour answer goes to the store's team only. The link works for 30 days.\n\n— ${facts.storeName}`,
  };
}
