import type { Queryable } from '../db/database.ts';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  /** Which message this is (`reset_password`, `order_placed`, …), for the outbox view and reports. */
  template: string;
  /** Headers beside the usual ones: a marketing email's `List-Unsubscribe` and `List-Unsubscribe-Post`. */
  headers?: Readonly<Record<string, string>>;
}

export interface StoredEmail extends OutgoingEmail {
  id: string;
  headers: Readonly<Record<string, string>>;
  createdAt: Date;
  sentAt: Date | null;
}

/**
 * The one way the store sends email: every message is written to `email_outbox` in the caller's
 * transaction, so a rolled-back change never mails anyone. Without SMTP the outbox is the
 * delivery (admins read it in the dashboard); a configured sender delivers and marks rows sent.
 */
export async function queueEmail(db: Queryable, email: OutgoingEmail): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into email_outbox (to_address, subject, body_text, template, headers)
     values ($1, $2, $3, $4, $5::text::jsonb) returning id`,
    [email.to, email.subject, email.text, email.template, JSON.stringify(email.headers ?? {})],
  );
  return row!.id;
}

/** The newest messages to one address (the dashboard's outbox, and tests that follow a link). */
export async function emailsTo(db: Queryable, address: string, limit = 20): Promise<StoredEmail[]> {
  const rows = await db.query<{
    id: string;
    to_address: string;
    subject: string;
    body_text: string;
    template: string;
    headers: Record<string, string>;
    created_at: Date;
    sent_at: Date | null;
  }>(
    `select id, to_address, subject, body_text, template, headers, created_at, sent_at from email_outbox
     where lower(to_address) = lower($1) order by created_at desc, id limit $2`,
    [address, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.body_text,
    template: row.template,
    headers: row.headers,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  }));
}
