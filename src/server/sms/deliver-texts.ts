import type { Database } from '../db/database.ts';
import { deliverDue, type DeliveryOptions, type Outbox } from '../jobs/outbox-delivery.ts';
import type { OutgoingText } from './sms-outbox.ts';
import type { TextSender } from './twilio-sender.ts';

/** The wait after each failed send, in minutes; the text is given up after the last. */
export const TEXT_RETRY_DELAYS_MINUTES = [1, 5, 15] as const;
/**
 * A text is about now: a code lasts ten minutes, a STOP or HELP reply answers the text just
 * received. Older ones are given up unsent, so a provider turned on late never texts a backlog.
 */
export const TEXT_MAX_AGE_HOURS = 1;

interface TextRow {
  id: string;
  to_number: string;
  body: string;
  template: string;
}

const SMS_OUTBOX: Outbox<TextRow, OutgoingText & { id: string }> = {
  table: 'sms_outbox',
  columns: 'id, to_number, body, template',
  dueAt: 'created_at',
  maxAgeHours: TEXT_MAX_AGE_HOURS,
  retryDelaysMinutes: TEXT_RETRY_DELAYS_MINUTES,
  receiptColumn: 'provider_message_id',
  read: (row) => ({ id: row.id, to: row.to_number, body: row.body, template: row.template }),
};

/**
 * Sends the SMS outbox's due texts through the provider, oldest first, keeping the provider's id
 * of each; returns how many it accepted. Any number of instances may run it at once (`deliverDue`).
 */
export function deliverTexts(db: Database, sender: TextSender, options: DeliveryOptions = {}): Promise<number> {
  return deliverDue(db, SMS_OUTBOX, (text) => sender.send(text), options);
}
