import type { Database, Queryable } from '../db/database.ts';

/**
 * A refusal no retry can change (a number that cannot receive texts, a recipient who opted out at
 * the carrier): the row is given up at once instead of being tried again.
 */
export class UndeliverableError extends Error {
  override name = 'UndeliverableError';
}

/** How one outbox table is delivered: which rows are due, how long they stay worth sending, how failures wait. */
export interface Outbox<Row, Item extends { id: string }> {
  table: 'email_outbox' | 'sms_outbox';
  /** The columns the sender needs, as selected from the table. */
  columns: string;
  /** When a row became due (SQL over the table's columns). */
  dueAt: string;
  /** Older rows (counted from when they were due) are given up unsent. */
  maxAgeHours: number;
  /** The wait after each failed send, in minutes; a row fails for good after one more attempt than there are waits. */
  retryDelaysMinutes: readonly number[];
  /** The column that keeps what the receiving side called the message, if the table has one. */
  receiptColumn?: 'provider_message_id';
  read(row: Row): Item;
}

export interface DeliveryOptions {
  now?: Date;
  /** At most this many rows per run; the next run takes the rest. */
  batch?: number;
}

/** A claimed row is someone's for this long; a process that died mid-send leaves it to others then. */
const LEASE_MINUTES = 15;

/**
 * Sends an outbox's due rows, oldest first, and returns how many the receiving side accepted. Rows
 * are claimed with `for update skip locked` in a short transaction that counts the attempt and
 * leases them, so any number of instances may run this at once and none sends a row another
 * holds; the sends happen after it commits, holding no lock (PGlite has a single connection). A
 * failed send waits its retry delay and is given up after the last one, or at once when the
 * sender says no retry can help; `send` resolves with the receiving side's id of the message, if any.
 */
export async function deliverDue<Row, Item extends { id: string }>(
  db: Database,
  outbox: Outbox<Row, Item>,
  send: (item: Item) => Promise<string | void>,
  { now = new Date(), batch = 20 }: DeliveryOptions = {},
): Promise<number> {
  const claimed = await db.transaction((tx) => claimDue(tx, outbox, now, batch));
  let sent = 0;
  for (const { item, attempts } of claimed) {
    let receipt: string | void;
    try {
      receipt = await send(item);
    } catch (error) {
      await recordFailure(db, outbox, item.id, attempts, error, now);
      continue;
    }
    const keepReceipt = outbox.receiptColumn ? `, ${outbox.receiptColumn} = $3` : '';
    await db.query(
      `update ${outbox.table} set sent_at = $2, next_attempt_at = null, failure = null${keepReceipt}
        where id = $1 and sent_at is null`,
      outbox.receiptColumn ? [item.id, now, receipt || null] : [item.id, now],
    );
    sent++;
  }
  return sent;
}

async function claimDue<Row, Item extends { id: string }>(
  tx: Queryable,
  outbox: Outbox<Row, Item>,
  now: Date,
  batch: number,
): Promise<{ item: Item; attempts: number }[]> {
  const { table, dueAt } = outbox;
  const oldest = new Date(now.getTime() - outbox.maxAgeHours * 3_600_000);
  await tx.query(
    `update ${table} set failed_at = $2, next_attempt_at = null, failure = $3
      where id in (select id from ${table}
                    where sent_at is null and failed_at is null and ${dueAt} < $1
                    for update skip locked)`,
    [
      oldest,
      now,
      `Not sent: more than ${outbox.maxAgeHours} ${outbox.maxAgeHours === 1 ? 'hour' : 'hours'} old when delivery was tried.`,
    ],
  );
  const rows = await tx.query<Row & { attempts: number }>(
    `with claimed as (
       update ${table} set attempts = attempts + 1, next_attempt_at = $3
        where id in (select id from ${table}
                      where sent_at is null and failed_at is null and ${dueAt} >= $2
                        and (next_attempt_at is null or next_attempt_at <= $1)
                      order by created_at, id
                      limit $4
                      for update skip locked)
        returning ${outbox.columns}, attempts, created_at)
     select ${outbox.columns}, attempts from claimed order by created_at, id`,
    [now, oldest, minutesAfter(now, LEASE_MINUTES), batch],
  );
  // Ordered in SQL: created_at keeps microseconds, which a JavaScript Date would round away.
  return rows.map((row) => ({ item: outbox.read(row), attempts: row.attempts }));
}

async function recordFailure<Row, Item extends { id: string }>(
  db: Queryable,
  outbox: Outbox<Row, Item>,
  id: string,
  attempts: number,
  error: unknown,
  now: Date,
): Promise<void> {
  const failure = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  const delay = outbox.retryDelaysMinutes[attempts - 1];
  if (error instanceof UndeliverableError || delay === undefined) {
    await db.query(
      `update ${outbox.table} set failed_at = $2, next_attempt_at = null, failure = $3 where id = $1 and sent_at is null`,
      [id, now, failure],
    );
    return;
  }
  await db.query(`update ${outbox.table} set next_attempt_at = $2, failure = $3 where id = $1 and sent_at is null`, [
    id,
    minutesAfter(now, delay),
    failure,
  ]);
}

function minutesAfter(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}
