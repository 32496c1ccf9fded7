import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '#server/db/database.ts';
import { refreshReportRollups, type RollupBuilder } from '#server/reports/admin/report-rollups.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { insertTestStore } from '../support/test-store.ts';

/** A rollup that remembers what it was asked to rebuild. */
function recordingRollup(name: string, subjects: string[]) {
  const calls: (readonly string[] | 'all')[] = [];
  const builder: RollupBuilder = {
    name,
    subjects,
    async rebuild(_tx: Queryable, days) {
      calls.push(days);
    },
  };
  return { builder, calls };
}

async function insertOrder(db: Database, placedAt: string): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into orders (number, menu_mode, contact_name, email, phone, birthdate, pickup_slot_start, pickup_slot_end,
       subtotal_cents, discount_cents, excise_cents, sales_tax_cents, total_cents, idempotency_key, placed_at)
     values ('RR-' || substr(md5(random()::text), 1, 6), 'adult', 'Report Tester', 'report@example.com', '7345550100',
       '1990-01-01', $1::timestamptz + interval '1 hour', $1::timestamptz + interval '90 minutes',
       1000, 0, 100, 66, 1166, md5(random()::text), $1)
     returning id`,
    [placedAt],
  );
  return row!.id;
}

describe(`report rollups on ${testEngine}`, () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
    await insertTestStore(db);
  });
  afterAll(() => db.close());

  it('builds each rollup whole once, then rebuilds only the store-local days that changed', async () => {
    const sales = recordingRollup('test-sales', ['orders']);
    const points = recordingRollup('test-points', ['reward_ledger']);
    const builders = [sales.builder, points.builder];

    const first = await refreshReportRollups(db, builders);
    expect(first.rebuiltWhole).toEqual(['test-sales', 'test-points']);

    // 03:00 UTC on Mar 2 is the evening of Mar 1 in Monroe.
    const orderId = await insertOrder(db, '2026-03-02T03:00:00Z');
    await insertOrder(db, '2026-03-05T15:00:00Z');
    const second = await refreshReportRollups(db, builders);
    expect(second.daysRebuilt).toEqual({ 'test-sales': 2 });
    expect(sales.calls.at(-1)).toEqual(['2026-03-01', '2026-03-05']);

    // Cancelling marks the day the order was placed; nothing else changed, so nothing else is rebuilt.
    await db.query(`update orders set status = 'cancelled', cancelled_at = '2026-03-09T12:00:00Z' where id = $1`, [
      orderId,
    ]);
    await refreshReportRollups(db, builders);
    expect(sales.calls.at(-1)).toEqual(['2026-03-01']);
    const quiet = await refreshReportRollups(db, builders);
    expect(quiet).toEqual({ rebuiltWhole: [], daysRebuilt: {} });
    expect(points.calls).toEqual(['all']);
  });

  it('rebuilds whole when the store moves to another time zone', async () => {
    const sales = recordingRollup('test-zone', ['orders']);
    await refreshReportRollups(db, [sales.builder]);
    await db.query(`update store_settings set timezone = 'America/Chicago'`);
    try {
      const outcome = await refreshReportRollups(db, [sales.builder]);
      expect(outcome.rebuiltWhole).toEqual(['test-zone']);
    } finally {
      await db.query(`update store_settings set timezone = 'America/Detroit'`);
    }
  });

  it('lets many refreshes run at once without losing or repeating a change', async () => {
    const sales = recordingRollup('test-concurrent', ['orders']);
    await refreshReportRollups(db, [sales.builder]);
    await insertOrder(db, '2026-04-10T15:00:00Z');
    await Promise.all(Array.from({ length: 5 }, () => refreshReportRollups(db, [sales.builder])));
    expect(sales.calls.filter((call) => call !== 'all')).toEqual([['2026-04-10']]);
  });
});
