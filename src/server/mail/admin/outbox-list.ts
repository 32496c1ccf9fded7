import { OUTBOX_PAGE_SIZE, type OutboxPage, type OutboxQuery } from '#lib/mail/outbox.ts';
import type { Queryable } from '../../db/database.ts';
import { startsWithPattern } from '../../db/like-patterns.ts';

interface OutboxRow {
  [column: string]: unknown;
  id: string;
  to_address: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  template: string;
  created_at: Date;
  send_at: Date | null;
  sent_at: Date | null;
  failed_at: Date | null;
}

/**
 * A page of every email in the outbox, newest first, to whatever address — accounts, guests,
 * applicants, the press — or to the addresses starting with `q`. One row more than a page is read
 * to know whether another follows, instead of counting the whole outbox
 * (20261206070200_email_outbox_list_indexes.sql keeps both orders indexed). An email still
 * waiting for its time at `now` (a pickup's follow-up, the next day) says when it is due, by the
 * store's clock rather than the reader's.
 */
export async function listOutbox(db: Queryable, { q, page }: OutboxQuery, now: Date): Promise<OutboxPage> {
  const rows = await db.query<OutboxRow>(
    `select id, to_address, subject, body_text, body_html, template, created_at, send_at, sent_at, failed_at
       from email_outbox
      where $1::text is null or lower(to_address) like $1
      order by created_at desc, id desc
      limit $2 offset $3`,
    [q ? startsWithPattern(q.toLowerCase()) : null, OUTBOX_PAGE_SIZE + 1, (page - 1) * OUTBOX_PAGE_SIZE],
  );
  return {
    emails: rows.slice(0, OUTBOX_PAGE_SIZE).map((row) => ({
      id: row.id,
      to: row.to_address,
      subject: row.subject,
      template: row.template,
      text: row.body_text,
      html: row.body_html,
      createdAt: row.created_at.toISOString(),
      dueAt: !row.sent_at && !row.failed_at && row.send_at && row.send_at > now ? row.send_at.toISOString() : null,
      sentAt: row.sent_at?.toISOString() ?? null,
      failedAt: row.failed_at?.toISOString() ?? null,
    })),
    page,
    pageSize: OUTBOX_PAGE_SIZE,
    hasMore: rows.length > OUTBOX_PAGE_SIZE,
  };
}
