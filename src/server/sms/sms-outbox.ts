import type { Queryable } from '../db/database.ts';

export interface OutgoingText {
  /** E.164, `+17345550123`. */
  to: string;
  body: string;
  /** Which message this is (`sms_opt_out_confirmation`, …). */
  template: string;
}

export interface StoredText extends OutgoingText {
  id: string;
  createdAt: Date;
  sentAt: Date | null;
  /** When delivery gave it up, and why (the provider's refusal, or its age). */
  failedAt: Date | null;
  failure: string | null;
}

/**
 * The one way the store sends a text, like the email outbox: written to `sms_outbox` in the
 * caller's transaction. Without a provider the outbox is the delivery; with Twilio configured,
 * `deliverTexts` sends it the way the SMTP sender sends the email outbox, which keeps the provider
 * swappable (mainstream SMS vendors drop cannabis senders without notice).
 */
export async function queueText(db: Queryable, text: OutgoingText): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into sms_outbox (to_number, body, template) values ($1, $2, $3) returning id`,
    [text.to, text.body, text.template],
  );
  return row!.id;
}

/** The newest texts to one number (tests, and the subscribers page's history). */
export async function textsTo(db: Queryable, number: string, limit = 20): Promise<StoredText[]> {
  const rows = await db.query<{
    id: string;
    to_number: string;
    body: string;
    template: string;
    created_at: Date;
    sent_at: Date | null;
    failed_at: Date | null;
    failure: string | null;
  }>(
    `select id, to_number, body, template, created_at, sent_at, failed_at, failure from sms_outbox
      where to_number = $1 order by created_at desc, id limit $2`,
    [number, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    to: row.to_number,
    body: row.body,
    template: row.template,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    failedAt: row.failed_at,
    failure: row.failure,
  }));
}
