import type { Queryable } from '../db/database.ts';
import { parseStoreTheme } from '../settings/index.ts';
import { emailHtml, type MailBrand } from './email-html.ts';

export type { MailBrand };

export interface OutgoingEmail {
  to: string;
  subject: string;
  /** The message; its HTML part is made from it (emailHtml), so the two say the same. */
  text: string;
  /** Which message this is (`reset_password`, `order_placed`, …), for the outbox view and reports. */
  template: string;
  /** Headers beside the usual ones: a marketing email's `List-Unsubscribe` and `List-Unsubscribe-Post`. */
  headers?: Readonly<Record<string, string>>;
  /** When it is due, if later than now (a pickup's follow-up, the next day). */
  sendAt?: Date;
}

export interface StoredEmail extends OutgoingEmail {
  id: string;
  headers: Readonly<Record<string, string>>;
  /** The HTML part; null for an email queued before emails had one. */
  html: string | null;
  createdAt: Date;
  sendAt?: Date;
  sentAt: Date | null;
}

/**
 * The one way the store sends email: every message is written to `email_outbox` in the caller's
 * transaction, so a rolled-back change never mails anyone, with its text and the HTML part made
 * from it in the store's name and colours. Without SMTP the outbox is the delivery (admins read it
 * in the dashboard); a configured sender delivers and marks rows sent. A caller that has the
 * store's settings at hand passes them as `brand` (placing an order sends its statements without
 * waiting for each); otherwise they are read here first.
 */
export async function queueEmail(db: Queryable, email: OutgoingEmail, brand?: MailBrand): Promise<string> {
  const html = emailHtml(email, brand ?? (await storeMailBrand(db)));
  const [row] = await db.query<{ id: string }>(
    `insert into email_outbox (to_address, subject, body_text, body_html, template, headers, send_at, next_attempt_at)
     values ($1, $2, $3, $4, $5, $6::text::jsonb, $7, $7) returning id`,
    [
      email.to,
      email.subject,
      email.text,
      html,
      email.template,
      JSON.stringify(email.headers ?? {}),
      email.sendAt ?? null,
    ],
  );
  return row!.id;
}

/** The store's name and colours as settings say now (a store not set up yet: no name, the default colours). */
async function storeMailBrand(db: Queryable): Promise<MailBrand> {
  const [row] = await db.query<{ name: string; theme: unknown }>('select name, theme from store_settings limit 1');
  return { name: row?.name ?? '', theme: parseStoreTheme(row?.theme) };
}

/** The newest messages to one address (the dashboard's outbox, and tests that follow a link). */
export async function emailsTo(db: Queryable, address: string, limit = 20): Promise<StoredEmail[]> {
  const rows = await db.query<{
    id: string;
    to_address: string;
    subject: string;
    body_text: string;
    body_html: string | null;
    template: string;
    headers: Record<string, string>;
    created_at: Date;
    send_at: Date | null;
    sent_at: Date | null;
  }>(
    `select id, to_address, subject, body_text, body_html, template, headers, created_at, send_at, sent_at from email_outbox
     where lower(to_address) = lower($1) order by created_at desc, id limit $2`,
    [address, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.body_text,
    html: row.body_html,
    template: row.template,
    headers: row.headers,
    createdAt: row.created_at,
    ...(row.send_at ? { sendAt: row.send_at } : {}),
    sentAt: row.sent_at,
  }));
}
