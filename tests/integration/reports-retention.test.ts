import type { APIRoute } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportPayload, ReportTable } from '#lib/reports/report-payload.ts';
import type { Database } from '#server/db/database.ts';
import { refreshReports } from '#server/reports/admin/rollup-builders.ts';
import * as newVsReturningEndpoint from '../../src/pages/api/dashboard/reports/new-vs-returning-customers.ts';
import * as retentionEndpoint from '../../src/pages/api/dashboard/reports/retention.ts';
import { callEndpoint, insertStaff } from '../support/dashboard-endpoint-call.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { insertTestStore } from '../support/test-store.ts';

/*
 * A hand-made history (store-local days, America/Detroit), net sales in dollars:
 *
 *   A  account   Jan 5 $100 · Feb 10 $50 · Mar 3 $40 · May 20 $60
 *   B  guest     Jan 20 $30 · Jan 25 $20 (same Monday week, Jan 19–25) · Apr 2 $25
 *   C  guest     Feb 3 $80 as "C@Example.test" · Mar 15 $10 as "c@example.test" (one customer)
 *   D  account   Jan 30 $999 cancelled (not counted) · Feb 14 $70 · Jun 5 $35
 *   E  guest     Mar 8 $45 · Apr 9 $55 · Apr 20 $500 expired (not counted)
 *   F  account   May 5 $90
 *
 * Cohorts (first counted order): Jan = A, B · Feb = C, D · Mar = E · May = F.
 * Today is Jun 15, 2026: June has not ended, so no cohort shows a June cell.
 */
const NOW = new Date('2026-06-15T16:00:00Z');
const ZONE = 'America/Detroit';

let db: Database;
let admin: Awaited<ReturnType<typeof insertStaff>>;
const accounts: Record<'A' | 'D' | 'F', string> = { A: '', D: '', F: '' };
const orderIds = new Map<string, string>();
let numbers = 0;

/** A counted (or cancelled/expired) order at noon of a store-local day, written directly. */
async function insertOrder(
  label: string,
  day: string,
  dollars: number,
  who: { account?: string; email: string },
  status = 'picked_up',
): Promise<void> {
  numbers += 1;
  const discount = 500;
  const [row] = await db.query<{ id: string }>(
    `insert into orders (number, customer_id, status, menu_mode, contact_name, email, phone, birthdate,
       pickup_slot_start, pickup_slot_end, subtotal_cents, discount_cents, excise_cents, sales_tax_cents, total_cents,
       idempotency_key, placed_at)
     values ($1, $2, $3, 'adult', 'Report Customer', $4, '7345550100', '1990-01-01',
       ($5::timestamp at time zone '${ZONE}') + interval '2 hours', ($5::timestamp at time zone '${ZONE}') + interval '150 minutes',
       $6::int, $7::int, 0, 0, $6::int - $7::int, $8, $5::timestamp at time zone '${ZONE}')
     returning id`,
    [
      `RR-T${String(numbers).padStart(4, '0')}`,
      who.account ?? null,
      status,
      who.email,
      `${day} 12:00`,
      dollars * 100 + discount,
      discount,
      `retention-test-${numbers}`,
    ],
  );
  orderIds.set(label, row!.id);
}

async function report(
  endpoint: { GET: APIRoute },
  query: string,
  now = NOW,
): Promise<{ status: number; body: ReportPayload & { error?: string } }> {
  const response = await callEndpoint(endpoint.GET, {
    db,
    staff: admin,
    config: { mediaDir: '', mediaBucket: '', supabase: null } as never,
    request: new Request(`http://shop.test/api/dashboard/reports/x?${query}`),
    now,
  });
  return { status: response.status, body: await response.json() };
}

function table(payload: ReportPayload, key: string): ReportTable {
  const found = payload.tables.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`No table ${key}`);
  return found;
}

function metric(payload: ReportPayload, key: string) {
  const found = payload.metrics.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`No metric ${key}`);
  return { value: found.value, previous: found.previous };
}

/** Cohort rows as [cohort month, months since, cohort customers, customers that month]. */
function cohortCells(payload: ReportPayload) {
  return table(payload, 'cohorts').rows.map((row) => {
    expect(row.share).toBe((row.customers as number) / (row.cohortCustomers as number));
    return [String(row.cohort).slice(0, 7), row.monthsSince, row.cohortCustomers, row.customers];
  });
}

/** Every customer rollup row, to hold the rebuilt-by-day rollups to a rebuild from scratch. */
async function rollupRows() {
  return {
    days: await db.query(
      'select customer_key, day::text, orders, net_cents, first_day::text, previous_day::text from report_customer_days order by 1, 2',
    ),
    activity: await db.query('select * from report_customer_activity order by grain, day'),
    cohorts: await db.query('select * from report_customer_cohorts order by first_day, month'),
    returns: await db.query('select * from report_customer_returns order by previous_day, month'),
  };
}

async function expectSameAsRebuiltWhole(): Promise<void> {
  await refreshReports(db);
  const incremental = await rollupRows();
  await db.query(`delete from report_rollup_state where name = 'customers'`);
  const outcome = await refreshReports(db);
  expect(outcome.rebuiltWhole).toContain('customers');
  expect(await rollupRows()).toEqual(incremental);
}

const SPRING = 'range=custom&from=2026-01-01&to=2026-05-31';

describe(`retention and new vs returning customers on ${testEngine}`, () => {
  beforeAll(async () => {
    db = await openTestDatabase();
    await insertTestStore(db);
    admin = { ...(await insertStaff(db, 'avery.admin@example.test')), role: 'admin' };
    for (const name of ['A', 'D', 'F'] as const) {
      const [user] = await db.query<{ id: string }>(`insert into auth.users (email) values ($1) returning id`, [
        `${name.toLowerCase()}@example.test`,
      ]);
      accounts[name] = user!.id;
    }
    // The rollups exist before the history, so everything below arrives through the day-by-day rebuild.
    await refreshReports(db);
    const a = { account: accounts.A, email: 'a@example.test' };
    const d = { account: accounts.D, email: 'd@example.test' };
    await insertOrder('A1', '2026-01-05', 100, a);
    await insertOrder('A2', '2026-02-10', 50, a);
    await insertOrder('A3', '2026-03-03', 40, a);
    await insertOrder('A4', '2026-05-20', 60, a);
    await insertOrder('B1', '2026-01-20', 30, { email: 'b@example.test' });
    await insertOrder('B2', '2026-01-25', 20, { email: 'b@example.test' });
    await insertOrder('B3', '2026-04-02', 25, { email: 'b@example.test' });
    await insertOrder('C1', '2026-02-03', 80, { email: 'C@Example.test' });
    await insertOrder('C2', '2026-03-15', 10, { email: 'c@example.test' });
    await insertOrder('D0', '2026-01-30', 999, d, 'cancelled');
    await insertOrder('D1', '2026-02-14', 70, d);
    await insertOrder('D2', '2026-06-05', 35, d);
    await insertOrder('E1', '2026-03-08', 45, { email: 'e@example.test' });
    await insertOrder('E2', '2026-04-09', 55, { email: 'e@example.test' });
    await insertOrder('E3', '2026-04-20', 500, { email: 'e@example.test' }, 'expired');
    await insertOrder('F1', '2026-05-05', 90, { account: accounts.F, email: 'f@example.test' });
  });
  afterAll(() => db.close());

  it('shows each cohort’s share who ordered again, month by month, over whole months only', async () => {
    const { status, body } = await report(retentionEndpoint, SPRING);
    expect(status).toBe(200);
    // Jan: A, B. Feb: A (1 of 2). Mar: A. Apr: B. May: A. June has not ended: no cell.
    // Feb: C, D. Mar: C. Apr, May: nobody (D's June order is in a month not yet over).
    // Mar: E. Apr: E. May: nobody.   May: F.
    expect(cohortCells(body)).toEqual([
      ['2026-01', 0, 2, 2],
      ['2026-01', 1, 2, 1],
      ['2026-01', 2, 2, 1],
      ['2026-01', 3, 2, 1],
      ['2026-01', 4, 2, 1],
      ['2026-02', 0, 2, 2],
      ['2026-02', 1, 2, 1],
      ['2026-02', 2, 2, 0],
      ['2026-02', 3, 2, 0],
      ['2026-03', 0, 1, 1],
      ['2026-03', 1, 1, 1],
      ['2026-03', 2, 1, 0],
      ['2026-05', 0, 1, 1],
    ]);
    expect(table(body, 'cohorts').chart).toEqual({ kind: 'heatmap', x: 'monthsSince', y: 'cohort', value: 'share' });
    // Six customers ordered, all for the first time. Month 1 reached by Jan, Feb, Mar: (1 + 1 + 1) ÷ (2 + 2 + 1).
    // Month 3 reached by Jan, Feb: (1 + 0) ÷ (2 + 2). Nobody ordered in the 151 days before.
    expect(metric(body, 'customers')).toEqual({ value: 6, previous: 0 });
    expect(metric(body, 'newCustomers')).toEqual({ value: 6, previous: 0 });
    expect(metric(body, 'monthOneRetention')).toEqual({ value: 3 / 5, previous: null });
    expect(metric(body, 'monthThreeRetention')).toEqual({ value: 1 / 4, previous: null });
    expect(body.empty).toBe(false);
  });

  it('never shows a month that had not ended by the range’s end', async () => {
    // To Apr 30: the May cells go (Jan's month 4, Feb's 3, Mar's 2) and May's cohort is outside the range.
    const april = await report(retentionEndpoint, 'range=custom&from=2026-01-01&to=2026-04-30');
    expect(cohortCells(april.body).map(([cohort, since]) => `${cohort}+${since}`)).toEqual([
      '2026-01+0',
      '2026-01+1',
      '2026-01+2',
      '2026-01+3',
      '2026-02+0',
      '2026-02+1',
      '2026-02+2',
      '2026-03+0',
      '2026-03+1',
    ]);
    // A range running to the end of June, asked on Jun 15: June is unfinished, so still no June cell.
    const june = await report(retentionEndpoint, 'range=custom&from=2026-01-01&to=2026-06-30');
    expect(cohortCells(june.body)).toHaveLength(13);
    // The same range asked on Jul 1 shows D's June order as Feb's month 4.
    const july = await report(
      retentionEndpoint,
      'range=custom&from=2026-01-01&to=2026-06-30',
      new Date('2026-07-01T16:00:00Z'),
    );
    expect(cohortCells(july.body)).toContainEqual(['2026-02', 4, 2, 1]);
    expect(cohortCells(july.body)).toContainEqual(['2026-01', 5, 2, 0]);
  });

  it('counts each month’s customers as new, returning, resurrected or dormant', async () => {
    const { body } = await report(retentionEndpoint, `${SPRING}&grain=month`);
    // Jan: A, B new. Feb: A returning, C, D new; B dormant. Mar: A, C returning, E new; D dormant.
    // Apr: E returning, B resurrected (last ordered in Jan); A, C dormant. May: F new, A resurrected; B, E dormant.
    expect(table(body, 'lifecycle').rows).toEqual([
      { period: '2026-01-01', customers: 2, new: 2, returning: 0, resurrected: 0, dormant: 0 },
      { period: '2026-02-01', customers: 3, new: 2, returning: 1, resurrected: 0, dormant: 1 },
      { period: '2026-03-01', customers: 3, new: 1, returning: 2, resurrected: 0, dormant: 1 },
      { period: '2026-04-01', customers: 2, new: 0, returning: 1, resurrected: 1, dormant: 2 },
      { period: '2026-05-01', customers: 2, new: 1, returning: 0, resurrected: 1, dormant: 2 },
    ]);
    // The periods are the report's "Group by" filter, kept in the address as `grain`.
    expect(body.filters).toEqual([expect.objectContaining({ key: 'grain', label: 'Group by', value: 'month' })]);
    expect(table(body, 'lifecycle').chart).toEqual({
      kind: 'bar',
      x: 'period',
      series: ['new', 'returning', 'resurrected', 'dormant'],
    });
  });

  it('splits customers and net sales into new and returning, in shares of each period', async () => {
    const { status, body } = await report(
      newVsReturningEndpoint,
      'range=custom&from=2026-02-01&to=2026-05-31&grain=month',
    );
    expect(status).toBe(200);
    // Feb 1 – May 31: C, D, E, F placed their first order in it; A and B had ordered in January.
    // New: C $80 + $10, D $70, E $45 + $55, F $90 = $350. Returning: A $50 + $40 + $60, B $25 = $175.
    // Compared with Oct 4 – Jan 31: A and B, both new, $100 + $30 + $20 = $150.
    expect(metric(body, 'newCustomers')).toEqual({ value: 4, previous: 2 });
    expect(metric(body, 'returningCustomers')).toEqual({ value: 2, previous: 0 });
    expect(metric(body, 'newCustomerShare')).toEqual({ value: 4 / 6, previous: 1 });
    expect(metric(body, 'newCustomerRevenue')).toEqual({ value: 35_000, previous: 15_000 });
    expect(metric(body, 'returningCustomerRevenue')).toEqual({ value: 17_500, previous: 0 });
    expect(metric(body, 'returningRevenueShare')).toEqual({ value: 17_500 / 52_500, previous: 0 });
    // One new-customer share, the range's: the tables' summaries quote it rather than adding up
    // periods, where A counts as returning three times (4 new against 6 would read 40%).
    expect(table(body, 'customers').summary).toBe(
      'In the range, 67% of customers were new: 4 new against 2 returning, each counted once.',
    );
    expect(table(body, 'revenue').summary).toBe('In the range, returning customers brought 33% of net sales.');
    // Feb: C, D new ($150), A returning ($50). Mar: E new ($45), A, C returning ($50).
    // Apr: B, E returning ($80). May: F new ($90), A returning ($60).
    expect(table(body, 'customers').rows).toEqual([
      { period: '2026-02-01', newCustomers: 2, returningCustomers: 1, newShare: 2 / 3, returningShare: 1 / 3 },
      { period: '2026-03-01', newCustomers: 1, returningCustomers: 2, newShare: 1 / 3, returningShare: 2 / 3 },
      { period: '2026-04-01', newCustomers: 0, returningCustomers: 2, newShare: 0, returningShare: 1 },
      { period: '2026-05-01', newCustomers: 1, returningCustomers: 1, newShare: 1 / 2, returningShare: 1 / 2 },
    ]);
    expect(table(body, 'revenue').rows).toEqual([
      {
        period: '2026-02-01',
        newRevenue: 15_000,
        returningRevenue: 5_000,
        newRevenueShare: 0.75,
        returningRevenueShare: 0.25,
      },
      {
        period: '2026-03-01',
        newRevenue: 4_500,
        returningRevenue: 5_000,
        newRevenueShare: 45 / 95,
        returningRevenueShare: 50 / 95,
      },
      { period: '2026-04-01', newRevenue: 0, returningRevenue: 8_000, newRevenueShare: 0, returningRevenueShare: 1 },
      {
        period: '2026-05-01',
        newRevenue: 9_000,
        returningRevenue: 6_000,
        newRevenueShare: 0.6,
        returningRevenueShare: 0.4,
      },
    ]);
  });

  it('counts a customer once per week, and both of a new customer’s orders that week as new', async () => {
    const { body } = await report(newVsReturningEndpoint, 'range=custom&from=2026-01-19&to=2026-01-25&grain=week');
    // B ordered on Tuesday Jan 20 and Sunday Jan 25: one new customer, $30 + $20 from new customers.
    expect(table(body, 'customers').rows).toEqual([
      { period: '2026-01-19', newCustomers: 1, returningCustomers: 0, newShare: 1, returningShare: 0 },
    ]);
    expect(table(body, 'revenue').rows[0]).toMatchObject({ newRevenue: 5_000, returningRevenue: 0 });
  });

  it('counts ranges that start and end mid-month by their exact days', async () => {
    const figures = async (from: string, to: string) => {
      const { body } = await report(newVsReturningEndpoint, `range=custom&from=${from}&to=${to}`);
      return ['newCustomers', 'returningCustomers', 'newCustomerRevenue', 'returningCustomerRevenue'].map((key) =>
        metric(body, key),
      );
    };
    // Jan 20 – Mar 31: B starts on its first day ($30 + $20), C ($80 + $10), D ($70), E ($45) are new;
    // A last ordered on Jan 5, before the range but in its first month, so A returns ($50 + $40).
    // Compared with Nov 10 – Jan 19: A alone, new, $100.
    expect(await figures('2026-01-20', '2026-03-31')).toEqual([
      { value: 4, previous: 1 },
      { value: 1, previous: 0 },
      { value: 25_500, previous: 10_000 },
      { value: 9_000, previous: 0 },
    ]);
    // Feb 1 – Apr 10: C ($90), D ($70), E ($45 + $55 on Apr 9) new; A ($50 + $40) and B (Apr 2, $25) return.
    // Compared with Nov 24 – Jan 31: A and B, new, $150.
    expect(await figures('2026-02-01', '2026-04-10')).toEqual([
      { value: 3, previous: 2 },
      { value: 2, previous: 0 },
      { value: 26_000, previous: 15_000 },
      { value: 11_500, previous: 0 },
    ]);
    // Apr 5 – May 18: F ($90) new, E ($55) returns; A's May 20 order falls after the end.
    // Compared with Feb 20 – Apr 4: E ($45) new; A ($40), C ($10) and B (Apr 2, $25) return.
    expect(await figures('2026-04-05', '2026-05-18')).toEqual([
      { value: 1, previous: 1 },
      { value: 1, previous: 3 },
      { value: 9_000, previous: 4_500 },
      { value: 5_500, previous: 7_500 },
    ]);
    // Jan 3 – May 18: everyone but the customers of June is new; A's spend stops at Mar 3 ($190).
    const spring = await figures('2026-01-03', '2026-05-18');
    expect(spring.map(({ value }) => value)).toEqual([6, 0, 61_500, 0]);
  });

  it('moves a customer to a later cohort when their first order is cancelled, after the next refresh', async () => {
    await db.query(`update orders set status = 'cancelled', cancelled_at = now() where id = $1`, [orderIds.get('A1')]);
    const { body } = await report(retentionEndpoint, `${SPRING}&grain=month`);
    // A's first counted order is now Feb 10: Jan = B alone, Feb = A, C, D.
    expect(cohortCells(body)).toEqual([
      ['2026-01', 0, 1, 1],
      ['2026-01', 1, 1, 0],
      ['2026-01', 2, 1, 0],
      ['2026-01', 3, 1, 1],
      ['2026-01', 4, 1, 0],
      ['2026-02', 0, 3, 3],
      ['2026-02', 1, 3, 2],
      ['2026-02', 2, 3, 0],
      ['2026-02', 3, 3, 1],
      ['2026-03', 0, 1, 1],
      ['2026-03', 1, 1, 1],
      ['2026-03', 2, 1, 0],
      ['2026-05', 0, 1, 1],
    ]);
    // Jan: B new. Feb: A, C, D new, nobody returning, B dormant. Mar: A, C returning, E new, D dormant.
    expect(table(body, 'lifecycle').rows.slice(0, 3)).toEqual([
      { period: '2026-01-01', customers: 1, new: 1, returning: 0, resurrected: 0, dormant: 0 },
      { period: '2026-02-01', customers: 3, new: 3, returning: 0, resurrected: 0, dormant: 1 },
      { period: '2026-03-01', customers: 3, new: 1, returning: 2, resurrected: 0, dormant: 1 },
    ]);
    // Month 1: Jan 0 of 1, Feb 2 of 3, Mar 1 of 1 → 3 ÷ 5.
    expect(metric(body, 'monthOneRetention').value).toBe(3 / 5);
    await expectSameAsRebuiltWhole();
  });

  it('joins a guest’s orders to the account that claims them', async () => {
    const [user] = await db.query<{ id: string }>(
      `insert into auth.users (email) values ('g@example.test') returning id`,
    );
    await insertOrder('G1', '2025-06-10', 20, { email: 'G@example.test' });
    await insertOrder('G2', '2025-07-12', 30, { account: user!.id, email: 'g@example.test' });
    const summer = 'range=custom&from=2025-06-01&to=2025-07-31&grain=month';
    const before = await report(newVsReturningEndpoint, summer);
    expect(metric(before.body, 'newCustomers').value).toBe(2);

    await db.query(`update orders set customer_id = $1 where customer_id is null and lower(email) = 'g@example.test'`, [
      user!.id,
    ]);
    const after = await report(newVsReturningEndpoint, summer);
    expect(metric(after.body, 'newCustomers').value).toBe(1);
    expect(table(after.body, 'customers').rows).toMatchObject([
      { period: '2025-06-01', newCustomers: 1, returningCustomers: 0 },
      { period: '2025-07-01', newCustomers: 0, returningCustomers: 1 },
    ]);
    await expectSameAsRebuiltWhole();
  });

  it('answers a range it cannot read with a 400 and a message', async () => {
    for (const endpoint of [retentionEndpoint, newVsReturningEndpoint]) {
      const { status, body } = await report(endpoint, 'range=forever');
      expect(status).toBe(400);
      expect(body.error).toMatch(/date range/);
    }
  });

  it('says when nobody ordered in the range', async () => {
    const { body } = await report(newVsReturningEndpoint, 'range=custom&from=2024-01-01&to=2024-01-31');
    expect(body.empty).toBe(true);
    expect(metric(body, 'newCustomerShare').value).toBeNull();
  });
});
