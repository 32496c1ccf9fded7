import { zonedInstant } from '#lib/pickup/zoned-time.ts';
import type { Queryable } from '#server/db/index.ts';
import { historyDays } from './history-calendar.ts';
import { holidayDeals } from './history-holidays.ts';
import { loadHistoryInputs } from './history-inputs.ts';
import { writeHistoryChunk } from './history-order-writer.ts';
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

/** Rows the history added, by what they are. */
export interface HistoryCounts {
  customers: number;
  referrals: number;
  orders: number;
  orderLines: number;
  orderEvents: number;
  rewardEntries: number;
  feedback: number;
  checkouts: number;
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
  const deals = holidayDeals(dates);
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
    holidayDeals: await writeHolidayDeals(tx, deals, store.timezone),
  };
  const inputs = await loadHistoryInputs(tx, zonedInstant(dates[0]!, 0, store.timezone));
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
      writing = writeHistoryChunk(tx, chunk).then((written) => {
        for (const [key, value] of Object.entries(written)) counts[key as keyof typeof written] += value;
        onWritten?.(counts);
      });
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  await writing;
  await finishReferrals(tx, step.value.referrals);
  counts.consents = await writeConsents(tx, step.value.consents);
  counts.stockoutDays = await writeStockoutDays(tx, plan.stockouts.rows);
  await tx.query('update store_settings set history_seeded_at = $1', [plan.days.at(-1)!.endsAt]);
  return counts;
}
