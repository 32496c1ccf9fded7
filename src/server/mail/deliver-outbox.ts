import type { Database, Queryable } from '../db/database.ts';
import { getStoreSettings } from '../settings/index.ts';
import type { DeliverableEmail, MailFrom, MailSender } from './smtp-sender.ts';

/** Sends per email before it is given up (`failed_at`); the outbox still shows it to admins. */
export const MAX_ATTEMPTS = 5;
/** The wait after each failed send, in minutes: a refusing or unreachable server gets time. */
export const RETRY_DELAYS_MINUTES = [1, 5, 30, 120] as const;
/** A claimed email is someone's for this long; a process that died mid-send leaves it to others then. */
const LEASE_MINUTES = 15;
/**
 * Older emails (counted from when they were due) are given up unsent: turning SMTP on must not
 * mail out a backlog of months of old order updates and expired links.
 */
export const MAX_AGE_HOURS = 48;

export interface DeliveryOptions {
  now?: Date;
  /** At most this many emails per run; the next run takes the rest. */
  batch?: number;
}

interface ClaimedEmail extends DeliverableEmail {
  attempts: number;
}

/**
 * Sends the outbox's due emails, oldest first, and returns how many the server accepted. Rows are
 * claimed with `for update skip locked` in a short transaction that counts the attempt and leases
 * them, so any number of instances may run this at once and none sends an email another holds;
 * the sends happen after it commits, holding no lock (PGlite has a single connection). A failed
 * send is retried after RETRY_DELAYS_MINUTES and given up after MAX_ATTEMPTS.
 */
export async function deliverOutbox(
  db: Database,
  sender: MailSender,
  { now = new Date(), batch = 20 }: DeliveryOptions = {},
): Promise<number> {
  const claimed = await db.transaction((tx) => claimDueEmails(tx, now, batch));
  let sent = 0;
  for (const email of claimed) {
    try {
      await sender.send(email);
    } catch (error) {
      await recordFailure(db, email, error, now);
      continue;
    }
    await db.query(
      'update email_outbox set sent_at = $2, next_attempt_at = null, failure = null where id = $1 and sent_at is null',
      [email.id, now],
    );
    sent++;
  }
  return sent;
}

async function claimDueEmails(tx: Queryable, now: Date, batch: number): Promise<ClaimedEmail[]> {
  const oldest = new Date(now.getTime() - MAX_AGE_HOURS * 3_600_000);
  await tx.query(
    `update email_outbox set failed_at = $2, next_attempt_at = null, failure = $3
      where id in (select id from email_outbox
                    where sent_at is null and failed_at is null and coalesce(send_at, created_at) < $1
                    for update skip locked)`,
    [oldest, now, `Not sent: more than ${MAX_AGE_HOURS} hours old when delivery was tried.`],
  );
  const rows = await tx.query<{
    id: string;
    to_address: string;
    subject: string;
    body_text: string;
    body_html: string | null;
    template: string;
    headers: Record<string, string>;
    attempts: number;
  }>(
    `with claimed as (
       update email_outbox set attempts = attempts + 1, next_attempt_at = $3
        where id in (select id from email_outbox
                      where sent_at is null and failed_at is null and coalesce(send_at, created_at) >= $2
                        and (next_attempt_at is null or next_attempt_at <= $1)
                      order by created_at, id
                      limit $4
                      for update skip locked)
        returning id, to_address, subject, body_text, body_html, template, headers, attempts, created_at)
     select id, to_address, subject, body_text, body_html, template, headers, attempts from claimed order by created_at, id`,
    [now, oldest, minutesAfter(now, LEASE_MINUTES), batch],
  );
  // Ordered in SQL: created_at keeps microseconds, which a JavaScript Date would round away.
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.body_text,
    html: row.body_html,
    template: row.template,
    headers: row.headers,
    attempts: row.attempts,
  }));
}

async function recordFailure(db: Queryable, email: ClaimedEmail, error: unknown, now: Date): Promise<void> {
  const failure = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  const delay = RETRY_DELAYS_MINUTES[email.attempts - 1];
  if (email.attempts >= MAX_ATTEMPTS || delay === undefined) {
    await db.query(
      'update email_outbox set failed_at = $2, next_attempt_at = null, failure = $3 where id = $1 and sent_at is null',
      [email.id, now, failure],
    );
    return;
  }
  await db.query('update email_outbox set next_attempt_at = $2, failure = $3 where id = $1 and sent_at is null', [
    email.id,
    minutesAfter(now, delay),
    failure,
  ]);
}

/** The From of every email when MAIL_FROM is unset: the store's name and email, as settings say now. */
export async function storeMailFrom(db: Queryable): Promise<MailFrom> {
  const settings = await getStoreSettings(db);
  return { name: settings.name, address: settings.email };
}

function minutesAfter(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}
