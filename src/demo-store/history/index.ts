import { zonedInstant } from '#lib/pickup/zoned-time.ts';
import type { Queryable } from '#server/db/index.ts';
import { historyDays } from './history-calendar.ts';
import { holidayDeals } from './history-holidays.ts';
import { loadHistoryInputs } from './history-inputs.ts';
import { writeHistoryChunk, type ChunkCounts } from './history-order-writer.ts';
import { planHistory, simulateHistory, type HistoryOptions } from './history-simulation.ts';
import {
  finishReferrals,
  writeConsents,
  writeCustomers,
  writeHolidayDeals,
  writeReferrals,
  writeStockoutDays,
} from './history-writer.ts';

export { DEMO_HISTORY_SCALE, type HistoryOptions, type HistoryScale } from './history-simulation.ts';
export { historyDays } from './history-calendar.ts';
export type { PeopleStyle } from './history-people.ts';

/** Rows the history added, by what they are: each stretch's orders and what came with them, and the rest. */
export interface HistoryCounts extends ChunkCounts {
  customers: number;
  referrals: number;
  consents: number;
  stockoutDays: number;
  holidayDeals: number;
}

/**
 * Adds a year of order history to a seeded store, once: generated customers (never the demo
 * sign-ins) and guests ordering through the store's own pricing, with the holiday deals they
 * used, rewards, referrals, cancellations, abandoned checkouts, consent, first-purchase feedback
 * and stockout days, all ended before `seedDay`. Null when the store already has its history (or
 * no store row). Deterministic: the same store, day, scale and seed write the same rows. Writes
 * through `tx` as given: the demo seed passes its transaction, the benchmark the database itself.
 * This is the default store's history, marked by `store_settings.history_seeded_at`; another
 * store's is `seedStoreHistory`.
 */
export async function seedDemoHistory(
  tx: Queryable,
  options: HistoryOptions,
  /** Told the totals so far after each stretch is written (the benchmark prints them). */
  onWritten?: (counts: Readonly<HistoryCounts>) => void,
): Promise<HistoryCounts | null> {
  const [store] = await tx.query<{ seeded: boolean; timezone: string }>(
    'select history_seeded_at is not null as seeded, timezone from store_settings',
  );
  if (!store || store.seeded) return null;
  const dates = historyDays(options.seedDay);
  const deals = await writeHolidayDeals(tx, holidayDeals(dates), store.timezone);
  const { counts, endsAt } = await writeStoreHistory(tx, null, options, deals, onWritten);
  await tx.query('update store_settings set history_seeded_at = $1', [endsAt]);
  return counts;
}

/**
 * Adds a year of history to another store of the organization, once (`stores.history_seeded_at`):
 * orders placed at the store on its clock, in its opening and pickup hours, of what it carries at
 * its prices, its abandoned checkouts and stockout days, the first-purchase answers of its first
 * pickups. Its customers are a pool of its own: other ids, `first_last` email addresses and other
 * area codes (`options.people`), so none of them can be one of the default store's. Sharing that
 * store's customers would take simulating both stores at once (one rewards ledger, one first order,
 * one birthday bonus a year, one medical day's limit per customer, all in time order), which would
 * change the default store's history; the stores stay apart, each byte for byte its own. They are
 * still the organization's: one accounts table, one rewards programme, one consent ledger. The
 * holiday deals are the organization's, written with the default store's history. Null when the
 * store has its history already or is no other store of the organization.
 */
export async function seedStoreHistory(
  tx: Queryable,
  storeSlug: string,
  options: HistoryOptions,
  onWritten?: (counts: Readonly<HistoryCounts>) => void,
): Promise<HistoryCounts | null> {
  const [store] = await tx.query<{ id: string; seeded: boolean }>(
    'select id, history_seeded_at is not null as seeded from stores where slug = $1 and not is_default',
    [storeSlug],
  );
  if (!store || store.seeded) return null;
  const { counts, endsAt } = await writeStoreHistory(tx, store.id, options, 0, onWritten);
  await tx.query('update stores set history_seeded_at = $2 where id = $1', [store.id, endsAt]);
  return counts;
}

/** Simulates one store's year and writes it; returns what it added and the instant it ends. */
async function writeStoreHistory(
  tx: Queryable,
  storeId: string | null,
  options: HistoryOptions,
  holidayDealsWritten: number,
  onWritten?: (counts: Readonly<HistoryCounts>) => void,
): Promise<{ counts: HistoryCounts; endsAt: Date }> {
  const dates = historyDays(options.seedDay);
  const counts: HistoryCounts = {
    customers: 0,
    referrals: 0,
    orders: 0,
    orderLines: 0,
    orderEvents: 0,
    rewardEntries: 0,
    feedback: 0,
    checkouts: 0,
    consents: 0,
    stockoutDays: 0,
    holidayDeals: holidayDealsWritten,
  };
  const [zone] = await tx.query<{ timezone: string }>(
    'select timezone from stores where id = coalesce($1::uuid, default_store_id())',
    [storeId],
  );
  const inputs = await loadHistoryInputs(tx, zonedInstant(dates[0]!, 0, zone!.timezone), storeId);
  const store = inputs.settings.store.id;
  const plan = planHistory(inputs, options);
  counts.customers = await writeCustomers(
    tx,
    plan.customers.map((customer) => customer.account),
  );
  const referrals = plan.customers.flatMap((customer) => (customer.referral ? [customer.referral] : []));
  counts.referrals = await writeReferrals(tx, referrals);

  // The next days are made while the database writes the last ones (on PostgreSQL, in its own
  // process); at most one stretch waits to be written.
  const stretches = simulateHistory(plan);
  let writing: Promise<void> = Promise.resolve();
  let step = stretches.next();
  for (; !step.done; step = stretches.next()) {
    const chunk = step.value;
    if (chunk) {
      await writing;
      writing = writeHistoryChunk(tx, chunk, store).then((written) => {
        for (const [key, value] of Object.entries(written)) counts[key as keyof typeof written] += value;
        onWritten?.(counts);
      });
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  await writing;
  await finishReferrals(tx, step.value.referrals);
  counts.consents = await writeConsents(tx, step.value.consents);
  counts.stockoutDays = await writeStockoutDays(tx, plan.stockouts.rows, store);
  return { counts, endsAt: plan.days.at(-1)!.endsAt };
}
