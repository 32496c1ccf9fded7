import { z } from 'zod';
import { listPageField } from '../staff/list-page.ts';

/**
 * The dashboard's emails page (`/dashboard/emails`, admins): every email the store sent or
 * queued — to accounts, guests, applicants, the press — newest first, as it sits in the outbox.
 * Without a mail server the outbox is the delivery, and an admin passes a link on from here.
 */

export const OUTBOX_PAGE_SIZE = 50;

export const OutboxQuery = z.object({
  /** The start of the address it went to, any case ("casey", "casey@example.com"). */
  q: z.string().trim().max(254, 'Search with at most 254 characters.').optional().default(''),
  page: listPageField,
});
export type OutboxQuery = z.output<typeof OutboxQuery>;

/** One email as the outbox holds it. */
export interface OutboxEmail {
  id: string;
  to: string;
  subject: string;
  /** Which message it is (`order_placed`, `review_invite`, …). */
  template: string;
  text: string;
  /** The HTML part as it was sent (escaped text in the store's template); null for emails queued before there was one. */
  html: string | null;
  /** ISO instants: queued, delivered (with a mail server), given up after the last retry. */
  createdAt: string;
  /** When it is due, while it waits for its time (a pickup's follow-up, the next day); otherwise null. */
  dueAt: string | null;
  sentAt: string | null;
  failedAt: string | null;
}

export interface OutboxPage {
  emails: OutboxEmail[];
  page: number;
  pageSize: number;
  /** Whether older emails follow on the next page. */
  hasMore: boolean;
}

/** "review_invite" → "review invite": the kind of message, as staff read it. */
export function templateLabel(template: string): string {
  return template.replaceAll('_', ' ');
}

/**
 * Where an email stands: "Sent", "Not delivered", "Due" (waiting for its time, which is shown
 * beside it), or "In the outbox" (not delivered yet, or no mail server).
 */
export function deliveryLabel(email: Partial<Pick<OutboxEmail, 'dueAt' | 'failedAt'>> & Pick<OutboxEmail, 'sentAt'>) {
  if (email.sentAt) return 'Sent';
  if (email.failedAt) return 'Not delivered';
  return email.dueAt ? 'Due' : 'In the outbox';
}
