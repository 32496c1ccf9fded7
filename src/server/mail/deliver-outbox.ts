import type { Database, Queryable } from '../db/database.ts';
import { deliverDue, type DeliveryOptions, type Outbox } from '../jobs/outbox-delivery.ts';
import { getStoreSettings } from '../settings/index.ts';
import type { DeliverableEmail, MailFrom, MailSender } from './smtp-sender.ts';

/** The wait after each failed send, in minutes: a refusing or unreachable server gets time. */
export const RETRY_DELAYS_MINUTES = [1, 5, 30, 120] as const;
/** Sends per email before it is given up (`failed_at`); the outbox still shows it to admins. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MINUTES.length + 1;
/**
 * Older emails (counted from when they were due) are given up unsent: turning SMTP on must not
 * mail out a backlog of months of old order updates and expired links.
 */
export const MAX_AGE_HOURS = 48;

interface EmailRow {
  id: string;
  to_address: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  template: string;
  headers: Record<string, string>;
}

const EMAIL_OUTBOX: Outbox<EmailRow, DeliverableEmail> = {
  table: 'email_outbox',
  columns: 'id, to_address, subject, body_text, body_html, template, headers',
  dueAt: 'coalesce(send_at, created_at)',
  maxAgeHours: MAX_AGE_HOURS,
  retryDelaysMinutes: RETRY_DELAYS_MINUTES,
  read: (row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.body_text,
    html: row.body_html,
    template: row.template,
    headers: row.headers,
  }),
};

/**
 * Sends the outbox's due emails, oldest first, and returns how many the server accepted: any
 * number of instances may run it at once (`deliverDue`). A failed send is retried after
 * RETRY_DELAYS_MINUTES and given up after MAX_ATTEMPTS.
 */
export function deliverOutbox(db: Database, sender: MailSender, options: DeliveryOptions = {}): Promise<number> {
  return deliverDue(db, EMAIL_OUTBOX, (email) => sender.send(email), options);
}

/** The From of every email when MAIL_FROM is unset: the store's name and email, as settings say now. */
export async function storeMailFrom(db: Queryable): Promise<MailFrom> {
  const settings = await getStoreSettings(db);
  return { name: settings.name, address: settings.email };
}
