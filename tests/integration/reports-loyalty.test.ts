import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportPayload, ReportTable } from '#lib/reports/report-payload.ts';
import type { Database } from '#server/db/database.ts';
import { addRewardEntry } from '#server/rewards/rewards-ledger.ts';
import type { RewardReason } from '#lib/vocabulary/rewards.ts';
import { GET as referralsEndpoint } from '../../src/pages/api/dashboard/reports/referrals.ts';
import { GET as rewardsEndpoint } from '../../src/pages/api/dashboard/reports/rewards.ts';
import { callEndpoint, insertStaff, jsonRequest } from '../support/dashboard-endpoint-call.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { insertTestStore } from '../support/test-store.ts';

/**
 * A hand-made quarter of rewards and referrals in a store on Monroe's clock (EST, UTC−5, until
 * Mar 8 2026). The default rewards settings value a point at the 100-point reward's $5.00: 5¢.
 */
const NOW = new Date('2026-04-15T16:00:00Z');

describe(`rewards and referrals reports on ${testEngine}`, () => {
  let db: Database;
  const people: Record<string, string> = {};
  const orders: Record<string, string> = {};

  async function customer(fullName: string): Promise<string> {
    const email = `${fullName.split(' ')[0]!.toLowerCase()}@example.com`;
    const [user] = await db.query<{ id: string }>(`insert into auth.users (email) values ($1) returning id`, [email]);
    await db.query(`insert into profiles (id, role, full_name) values ($1, 'customer', $2)`, [user!.id, fullName]);
    return user!.id;
  }

  async function order(customerId: string, placedAt: string, status: string): Promise<string> {
    const [row] = await db.query<{ id: string }>(
      `insert into orders (number, menu_mode, contact_name, email, phone, birthdate, pickup_slot_start, pickup_slot_end,
         subtotal_cents, discount_cents, excise_cents, sales_tax_cents, total_cents, idempotency_key, placed_at, status, customer_id,
         picked_up_at, cancelled_at)
       values ('RR-' || substr(md5(random()::text), 1, 6), 'adult', 'Loyal Tester', 'loyal@example.com', '7345550100',
         '1990-01-01', $1::timestamptz + interval '1 hour', $1::timestamptz + interval '90 minutes',
         1000, 0, 100, 66, 1166, md5(random()::text), $1, $2, $3,
         case when $2 = 'picked_up' then $1::timestamptz + interval '1 hour' end,
         case when $2 = 'cancelled' then $1::timestamptz + interval '1 hour' end)
       returning id`,
      [placedAt, status, customerId],
    );
    return row!.id;
  }

  const entry = (who: string, points: number, reason: RewardReason, at: string, orderId: string | null = null) =>
    addRewardEntry(db, { customerId: people[who]!, points, reason, orderId, now: new Date(at) });

  async function referral(
    referrer: string,
    referred: string,
    createdAt: string,
    firstOrder?: string,
    rewardedAt?: string,
  ) {
    await db.query(
      `insert into referrals (referrer_id, referred_id, code, created_at, first_order_id, rewarded_at)
       values ($1, $2, (select referral_code from profiles where id = $1), $3, $4, $5)`,
      [people[referrer], people[referred], createdAt, firstOrder ?? null, rewardedAt ?? null],
    );
  }

  async function report(endpoint: typeof rewardsEndpoint, name: string, query: string) {
    const staff = await insertStaff(db, `${name}-${Math.random().toString(36).slice(2)}@example.test`);
    return callEndpoint(endpoint, {
      db,
      staff,
      config: { mediaDir: '', mediaBucket: 'media', supabase: null } as never,
      request: jsonRequest('GET', `reports/${name}?${query}`),
      now: NOW,
    });
  }

  async function load(endpoint: typeof rewardsEndpoint, name: string, query: string): Promise<ReportPayload> {
    const response = await report(endpoint, name, query);
    expect(response.status).toBe(200);
    return (await response.json()) as ReportPayload;
  }

  const metrics = (payload: ReportPayload) =>
    Object.fromEntries(payload.metrics.map((metric) => [metric.key, [metric.value, metric.previous]]));
  const table = (payload: ReportPayload, key: string): ReportTable => payload.tables.find((t) => t.key === key)!;
  const pick = (rows: ReportTable['rows'], keys: string[]) =>
    rows.map((row) => Object.fromEntries(keys.map((key) => [key, row[key]])));

  const QUARTER = 'range=custom&from=2026-01-01&to=2026-03-31&grain=month';

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertTestStore(db);
    for (const name of [
      'Ana Alvarez',
      'Ben Brooks',
      'Cleo Carter',
      'Dev Dunn',
      'Eve Ellis',
      'Finn Foster',
      'Gus Green',
    ])
      people[name.split(' ')[0]!.toLowerCase()] = await customer(name);

    orders.anaFirst = await order(people.ana!, '2026-01-09T15:00:00Z', 'picked_up');
    orders.anaRedeemed = await order(people.ana!, '2026-02-05T15:00:00Z', 'cancelled');
    orders.cleo = await order(people.cleo!, '2026-01-20T15:00:00Z', 'picked_up');
    orders.dev = await order(people.dev!, '2026-02-02T15:00:00Z', 'placed');
    orders.eve = await order(people.eve!, '2026-02-10T15:00:00Z', 'cancelled');

    // January: 120 + 80 earned and a 100-point birthday bonus. Balance 300.
    await entry('ana', 120, 'order_earned', '2026-01-10T15:00:00Z', orders.anaFirst);
    await entry('ben', 80, 'order_earned', '2026-01-20T15:00:00Z');
    await entry('ana', 100, 'birthday', '2026-01-25T15:00:00Z');
    // February: 100 redeemed and given back, 50 adjusted up, and a 200-point referral reward written at
    // 03:30 UTC on Mar 1, still Feb 28 in Monroe. Net +250, balance 550.
    await entry('ana', -100, 'order_redeemed', '2026-02-05T15:00:00Z', orders.anaRedeemed);
    await entry('ana', 100, 'order_refunded', '2026-02-12T15:00:00Z', orders.anaRedeemed);
    await entry('ben', 50, 'adjustment', '2026-02-20T15:00:00Z');
    await entry('ana', 200, 'referral', '2026-03-01T03:30:00Z');
    // March: 100 redeemed, 20 taken back, 60 earned. Net −60, balance 490.
    await entry('ben', -100, 'order_redeemed', '2026-03-03T15:00:00Z');
    await entry('ben', -20, 'adjustment', '2026-03-10T15:00:00Z');
    await entry('cleo', 60, 'order_earned', '2026-03-15T15:00:00Z');

    // Ana's code: Cleo (January, ordered and picked up), Dev (January, ordered), Gus (February, no order).
    // Ben's code: Eve (February, first order cancelled), Finn (Mar 1 04:00 UTC = Feb 28 in Monroe, no order).
    await referral('ana', 'cleo', '2026-01-12T15:00:00Z', orders.cleo, '2026-01-21T15:00:00Z');
    await referral('ana', 'dev', '2026-01-28T15:00:00Z', orders.dev);
    await referral('ana', 'gus', '2026-02-14T15:00:00Z');
    await referral('ben', 'eve', '2026-02-03T15:00:00Z', orders.eve);
    await referral('ben', 'finn', '2026-03-01T04:00:00Z');
  });
  afterAll(() => db.close());

  it('adds up points by month on the store calendar and values the balance at each month end', async () => {
    const payload = await load(rewardsEndpoint, 'rewards', QUARTER);
    expect(payload.empty).toBe(false);
    expect(
      pick(table(payload, 'points').rows, [
        'period',
        'issued',
        'redeemed',
        'refunded',
        'adjusted_down',
        'expired',
        'net',
      ]),
    ).toEqual([
      { period: '2026-01-01', issued: 300, redeemed: 0, refunded: 0, adjusted_down: 0, expired: 0, net: 300 },
      { period: '2026-02-01', issued: 250, redeemed: 100, refunded: 100, adjusted_down: 0, expired: 0, net: 250 },
      { period: '2026-03-01', issued: 60, redeemed: 100, refunded: 0, adjusted_down: 20, expired: 0, net: -60 },
    ]);
    expect(pick(table(payload, 'points').rows, ['earned', 'referral', 'birthday', 'adjusted_up'])[1]).toEqual({
      earned: 0,
      referral: 200,
      birthday: 0,
      adjusted_up: 50,
    });
    expect(pick(table(payload, 'liability').rows, ['month_end', 'points', 'liability', 'previous_liability'])).toEqual([
      { month_end: '2026-01-31', points: 300, liability: 1500, previous_liability: 0 },
      { month_end: '2026-02-28', points: 550, liability: 2750, previous_liability: 0 },
      { month_end: '2026-03-31', points: 490, liability: 2450, previous_liability: 0 },
    ]);
    expect(metrics(payload)).toEqual({
      issued: [610, 0],
      redeemed: [200, 0],
      refunded: [100, 0],
      expired: [0, 0],
      outstanding: [490, 0],
      liability: [2450, 0],
    });
    const definition = payload.metrics.find((metric) => metric.key === 'expired')!.definition;
    expect(definition).toContain('do not expire');
  });

  it('compares with the days before, groups by Monday weeks, and ends a month early with the range', async () => {
    const spring = await load(rewardsEndpoint, 'rewards', 'range=custom&from=2026-02-01&to=2026-03-20');
    // The 48 days before are Dec 15 – Jan 31: January's 300 issued and its 300-point balance.
    expect(metrics(spring)).toMatchObject({ issued: [310, 300], outstanding: [490, 300], liability: [2450, 1500] });
    expect(pick(table(spring, 'liability').rows, ['month_end', 'previous_month_end'])).toEqual([
      { month_end: '2026-02-28', previous_month_end: '2025-12-31' },
      { month_end: '2026-03-20', previous_month_end: '2026-01-31' },
    ]);

    const weeks = await load(
      rewardsEndpoint,
      'rewards',
      'range=custom&from=2026-01-05&to=2026-01-25&grain=week&compare=none',
    );
    expect(pick(table(weeks, 'points').rows, ['period', 'issued'])).toEqual([
      { period: '2026-01-05', issued: 120 },
      { period: '2026-01-12', issued: 0 },
      { period: '2026-01-19', issued: 180 },
    ]);
    expect(metrics(weeks).liability).toEqual([1500, null]);
  });

  it('counts the referral funnel by the month accounts were created, with distinct codes over the range', async () => {
    const payload = await load(referralsEndpoint, 'referrals', QUARTER);
    expect(
      pick(table(payload, 'by-period').rows, [
        'period',
        'codes',
        'signups',
        'first_orders',
        'rewarded',
        'first_order_rate',
      ]),
    ).toEqual([
      { period: '2026-01-01', codes: 1, signups: 2, first_orders: 2, rewarded: 1, first_order_rate: 1 },
      { period: '2026-02-01', codes: 2, signups: 3, first_orders: 0, rewarded: 0, first_order_rate: 0 },
      { period: '2026-03-01', codes: 0, signups: 0, first_orders: 0, rewarded: 0, first_order_rate: null },
    ]);
    // Ana's code was in use in both months: two codes over the quarter, not three.
    expect(metrics(payload)).toEqual({
      codes: [2, 0],
      signups: [5, 0],
      first_orders: [2, 0],
      rewarded: [1, 0],
      first_order_rate: [0.4, null],
      reward_rate: [0.5, null],
    });
    expect(pick(table(payload, 'funnel').rows, ['step', 'count', 'conversion'])).toEqual([
      { step: 'Codes in use', count: 2, conversion: null },
      { step: 'Accounts created', count: 5, conversion: null },
      { step: 'First orders', count: 2, conversion: 0.4 },
      { step: 'Rewards paid', count: 1, conversion: 0.5 },
    ]);
    expect(table(payload, 'top-referrers').rows).toEqual([
      { referrer: 'Ana A.', signups: 3, first_orders: 2, rewarded: 1 },
      { referrer: 'Ben B.', signups: 2, first_orders: 0, rewarded: 0 },
    ]);
    expect(JSON.stringify(payload)).not.toContain('@example.com');
  });

  it('shows changes written after a refresh: new and back-dated points, a first order cancelled', async () => {
    await load(rewardsEndpoint, 'rewards', QUARTER);
    await entry('dev', 40, 'order_earned', '2026-03-20T15:00:00Z');
    await entry('gus', 10, 'adjustment', '2026-01-15T15:00:00Z');
    const rewards = await load(rewardsEndpoint, 'rewards', QUARTER);
    expect(pick(table(rewards, 'liability').rows, ['month_end', 'points'])).toEqual([
      { month_end: '2026-01-31', points: 310 },
      { month_end: '2026-02-28', points: 560 },
      { month_end: '2026-03-31', points: 540 },
    ]);
    expect(metrics(rewards).issued).toEqual([660, 0]);

    await load(referralsEndpoint, 'referrals', QUARTER);
    // Cancelled by a direct status change: only the order changed, and the referral's month follows it.
    await db.query(`update orders set status = 'cancelled', cancelled_at = '2026-02-03T15:00:00Z' where id = $1`, [
      orders.dev,
    ]);
    const referrals = await load(referralsEndpoint, 'referrals', QUARTER);
    expect(metrics(referrals)).toMatchObject({
      first_orders: [1, 0],
      first_order_rate: [0.2, null],
      reward_rate: [1, null],
    });
    expect(table(referrals, 'by-period').rows[0]).toMatchObject({ first_orders: 1 });
  });

  it('answers an empty range as empty, and refuses dates it cannot read', async () => {
    const quiet = await load(referralsEndpoint, 'referrals', 'range=custom&from=2025-06-01&to=2025-06-30');
    expect(quiet.empty).toBe(true);
    const beforeAnyPoints = await load(rewardsEndpoint, 'rewards', 'range=custom&from=2025-06-01&to=2025-06-30');
    expect(beforeAnyPoints.empty).toBe(true);
    const bad = await report(rewardsEndpoint, 'rewards', 'range=custom&from=2026-02-30&to=2026-03-01');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'Choose a start and an end date.' });
    expect((await report(referralsEndpoint, 'referrals', 'grain=year')).status).toBe(400);
  });
});
