import type { Database, Queryable } from '../../db/database.ts';
import type { SourceReceipt } from '#lib/inventory/source-records.ts';
import { salesRetryDelayMs } from '#lib/inventory/sales-uploads.ts';
import { SourceFailure, type InventorySource } from '../inventory-source.ts';
import { allocateWaitingSale } from './handed-over-sale.ts';

/** A store whose sales go to a source, as the job hands it to `sourceFor`. */
export interface SalesStore {
  id: string;
  name: string;
  kind: 'metrc' | 'pos';
  licenceNumber: string;
}

/** The adapter of a store's source (the runtime's: Metrc's, a point of sale's), or null when it has none yet. */
export type SalesSourceFor = (store: SalesStore) => InventorySource | null | Promise<InventorySource | null>;

export interface SalesDeliveryOptions {
  now?: Date;
  /** At most this many receipts per store and run (the adapter splits them into requests of 10). */
  batch?: number;
  /** [0, 1): the jitter of the waits after failures. */
  random?: () => number;
}

/** A claimed receipt is this run's for this long; a run that died mid-send leaves it to others then. */
const LEASE_MS = 15 * 60_000;
/** A 429 that names no wait waits this long. */
const RATE_LIMIT_DEFAULT_MS = 60_000;

interface Claimed {
  id: string;
  kind: 'sale' | 'void';
  externalNumber: string;
  soldAt: Date;
  /** The receipt to send (a sale's). */
  receipt: SourceReceipt;
  failures: number;
  /** The previous attempt may have been recorded: ask the source before sending again. */
  lookFirst: boolean;
  /** A void's: the id the source gave the sale, when it answered with one. */
  saleSourceId: string | null;
}

/**
 * Uploads the due sales of every store whose source is Metrc or a point of sale with working
 * credentials (decision 79), and returns how many the source now has. Per store, at most `batch`
 * receipts are claimed `for update skip locked` and leased in a short transaction, so runs on
 * several instances, or two at once, never send a receipt twice; the sends happen after it commits.
 * A receipt whose previous attempt may have reached the source is first looked up by our number.
 * Failures: unavailable or malformed answers wait 30 s, 1 m, 2 m … up to 15 min with jitter; a
 * 429 waits what it asks; refused credentials (or a missing permission) put the store's
 * credentials in 'attention' and its receipts wait for an admin; a refused receipt goes to
 * 'attention' with the source's message. Sales waiting for packages are allocated again first; a
 * void is sent once its sale is in the source.
 */
export async function deliverSalesReceipts(
  db: Database,
  sourceFor: SalesSourceFor,
  { now = new Date(), batch = 50, random = Math.random }: SalesDeliveryOptions = {},
): Promise<number> {
  const stores = await db.query<{ id: string; name: string; kind: 'metrc' | 'pos'; licence_number: string }>(
    `select s.store_id as id, st.name, s.kind, s.licence_number
       from store_inventory_sources s join stores st on st.id = s.store_id
      where s.kind <> 'own' and s.credentials_state = 'ok'
      order by st.position, st.name`,
  );
  let sent = 0;
  for (const store of stores) {
    const source = await sourceFor({
      id: store.id,
      name: store.name,
      kind: store.kind,
      licenceNumber: store.licence_number,
    });
    if (!source) continue;
    await allocateWaitingSales(db, store.id, now, batch);
    const claimed = await db.transaction((tx) => claimDue(tx, store.id, now, batch));
    if (claimed.length > 0) sent += await deliver(db, store.id, source, claimed, { now, random });
  }
  return sent;
}

async function allocateWaitingSales(db: Database, storeId: string, now: Date, batch: number): Promise<void> {
  const waiting = await db.query<{ id: string }>(
    `select id from sales_receipts
      where store_id = $1 and state = 'attention' and attention_reason = 'packages'
      order by queued_at limit $2`,
    [storeId, batch],
  );
  for (const { id } of waiting) await db.transaction((tx) => allocateWaitingSale(tx, id, now));
}

async function claimDue(tx: Queryable, storeId: string, now: Date, batch: number): Promise<Claimed[]> {
  // A void waits until the sale it voids is in the source.
  const rows = await tx.query<{
    id: string;
    kind: 'sale' | 'void';
    external_number: string;
    sold_at: Date;
    payload: SourceReceipt & { soldAt: string };
    failures: number;
    look_first: boolean;
    sale_source_id: string | null;
  }>(
    `with due as (
       select r.id, r.may_have_arrived from sales_receipts r
        where r.store_id = $1 and r.state = 'queued'
          and (r.kind = 'sale'
               or (r.kind = 'void' and exists (select 1 from sales_receipts s
                                                where s.order_id = r.order_id and s.kind = 'sale' and s.state = 'sent')))
          and (r.next_attempt_at is null or r.next_attempt_at <= $2)
        order by r.queued_at, r.id
        limit $4
        for update skip locked)
     update sales_receipts r
        set attempts = r.attempts + 1, may_have_arrived = true, next_attempt_at = $3
       from due
      where r.id = due.id
     returning r.id, r.kind, r.external_number, r.sold_at, r.payload, r.failures, due.may_have_arrived as look_first,
               (select s.source_id from sales_receipts s where s.order_id = r.order_id and s.kind = 'sale') as sale_source_id`,
    [storeId, now, new Date(now.getTime() + LEASE_MS), batch],
  );
  return rows
    .map((row) => ({
      id: row.id,
      kind: row.kind,
      externalNumber: row.external_number,
      soldAt: row.sold_at,
      receipt: { ...row.payload, soldAt: row.sold_at },
      failures: row.failures,
      lookFirst: row.look_first,
      saleSourceId: row.sale_source_id,
    }))
    .sort((a, b) => a.soldAt.getTime() - b.soldAt.getTime());
}

async function deliver(
  db: Database,
  storeId: string,
  source: InventorySource,
  claimed: Claimed[],
  options: { now: Date; random: () => number },
): Promise<number> {
  let sent = 0;
  const done = new Set<string>();
  try {
    const toSend: Claimed[] = [];
    for (const item of claimed.filter((candidate) => candidate.kind === 'sale')) {
      const found = item.lookFirst ? await source.findSale(item.externalNumber, item.soldAt) : null;
      if (!found) {
        toSend.push(item);
        continue;
      }
      await markSent(db, item.id, found, options.now);
      done.add(item.id);
      sent++;
    }
    if (toSend.length > 0) sent += await sendBatch(db, storeId, source, toSend, options);
    toSend.forEach((item) => done.add(item.id));
    for (const item of claimed.filter((candidate) => candidate.kind === 'void')) {
      if (await voidSale(db, source, item, options.now)) sent++;
      done.add(item.id);
    }
    await sourceAnswered(db, storeId);
  } catch (error) {
    if (!(error instanceof SourceFailure)) throw error;
    // Receipts answered before the failure keep their answer (the updates below skip them).
    await recordFailure(
      db,
      storeId,
      claimed.filter((item) => !done.has(item.id)),
      error,
      options,
    );
  }
  return sent;
}

/** Voids a sale the source has, by the id it gave it (asked for by our number when it gave none). */
async function voidSale(db: Database, source: InventorySource, item: Claimed, now: Date): Promise<boolean> {
  const saleId = item.saleSourceId ?? (await source.findSale(item.externalNumber, item.soldAt));
  if (!saleId) {
    await markRefused(db, item.id, `${source.name} has no sale ${item.externalNumber} to void.`, now);
    return false;
  }
  try {
    await source.voidSale(saleId);
  } catch (error) {
    if (!(error instanceof SourceFailure) || error.kind !== 'refused') throw error;
    await markRefused(db, item.id, error.message, now);
    return false;
  }
  await markSent(db, item.id, saleId, now);
  return true;
}

/**
 * Sends a batch: each receipt the source refused goes to 'attention' with its words, the others are
 * sent. A batch refused as a whole is sent again one receipt at a time (each looked up first), to
 * find the refused.
 */
async function sendBatch(
  db: Database,
  storeId: string,
  source: InventorySource,
  items: Claimed[],
  options: { now: Date; random: () => number },
): Promise<number> {
  let answers: Awaited<ReturnType<InventorySource['recordSales']>>;
  try {
    answers = await source.recordSales(items.map((item) => item.receipt));
  } catch (error) {
    if (!(error instanceof SourceFailure) || error.kind !== 'refused') throw error;
    if (items.length === 1) {
      await markRefused(db, items[0]!.id, error.message, options.now);
      return 0;
    }
    // Part of the batch may have been recorded before the refusal (the adapter sends 10 a request).
    let sent = 0;
    for (const item of items) {
      const found = await source.findSale(item.externalNumber, item.soldAt);
      if (found) {
        await markSent(db, item.id, found, options.now);
        sent++;
      } else sent += await sendBatch(db, storeId, source, [item], options);
    }
    return sent;
  }
  let sent = 0;
  const unanswered: Claimed[] = [];
  for (const item of items) {
    const answer = answers.find((candidate) => candidate.externalNumber === item.externalNumber);
    if (!answer) {
      unanswered.push(item);
      continue;
    }
    if (answer.refusal !== undefined) {
      await markRefused(db, item.id, answer.refusal, options.now);
      continue;
    }
    await markSent(db, item.id, answer.sourceId, options.now);
    sent++;
  }
  if (unanswered.length > 0) {
    await recordFailure(
      db,
      storeId,
      unanswered,
      new SourceFailure('malformed', 'The source did not answer for this sale.'),
      options,
    );
  }
  return sent;
}

async function markSent(db: Queryable, id: string, sourceId: string | null, now: Date): Promise<void> {
  await db.query(
    `update sales_receipts
        set state = 'sent', source_id = $2, sent_at = $3, next_attempt_at = null, may_have_arrived = false,
            failures = 0, last_error = ''
      where id = $1 and state = 'queued'`,
    [id, sourceId, now],
  );
}

async function markRefused(db: Queryable, id: string, message: string, now: Date): Promise<void> {
  await db.query(
    `update sales_receipts
        set state = 'attention', attention_reason = 'refused', next_attempt_at = null, may_have_arrived = false,
            last_error = $2, last_error_at = $3
      where id = $1 and state = 'queued'`,
    [id, message.slice(0, 1000), now],
  );
}

/** The source answered: its outage, if any, is over. */
async function sourceAnswered(db: Queryable, storeId: string): Promise<void> {
  await db.query(
    `update store_inventory_sources set last_error = '', last_error_at = null, down_since = null
      where store_id = $1 and (down_since is not null or last_error <> '')`,
    [storeId],
  );
}

/**
 * What a failure of the whole request does to the receipts it carried. They stay "may have
 * arrived" (the adapter may have sent part of them before it failed), so the next attempt asks first.
 */
async function recordFailure(
  db: Database,
  storeId: string,
  items: readonly Claimed[],
  failure: SourceFailure,
  { now, random }: { now: Date; random: () => number },
): Promise<void> {
  const message = failure.message.slice(0, 500);
  const ids = items.map((item) => item.id);
  await db.transaction(async (tx) => {
    switch (failure.kind) {
      case 'credentials':
      case 'forbidden':
        // An admin must act; the store is skipped until its credentials are 'ok' again.
        await tx.query(
          `update store_inventory_sources
              set credentials_state = 'attention', credentials_problem = $2, last_error = $3, last_error_at = $4
            where store_id = $1`,
          [storeId, message.slice(0, 300), message, now],
        );
        await tx.query(
          `update sales_receipts set next_attempt_at = $2, last_error = $3, last_error_at = $2 where id = any($1::uuid[]) and state = 'queued'`,
          [ids, now, message],
        );
        return;
      case 'rate-limited':
        await tx.query(
          `update sales_receipts set next_attempt_at = $2, last_error = $3, last_error_at = $4 where id = any($1::uuid[]) and state = 'queued'`,
          [ids, new Date(now.getTime() + (failure.details.retryAfterMs ?? RATE_LIMIT_DEFAULT_MS)), message, now],
        );
        return;
      case 'refused':
        for (const id of ids) await markRefused(tx, id, message, now);
        return;
      case 'unavailable':
      case 'malformed':
        for (const item of items) {
          const failures = item.failures + 1;
          await tx.query(
            `update sales_receipts set failures = $2, next_attempt_at = $3, last_error = $4, last_error_at = $5
              where id = $1 and state = 'queued'`,
            [item.id, failures, new Date(now.getTime() + salesRetryDelayMs(failures, random())), message, now],
          );
        }
        await tx.query(
          `update store_inventory_sources set last_error = $2, last_error_at = $3, down_since = coalesce(down_since, $3)
            where store_id = $1`,
          [storeId, message, now],
        );
    }
  });
}
