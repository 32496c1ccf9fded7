import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportPayload } from '#lib/reports/report-payload.ts';
import type { Database } from '#server/db/database.ts';
import { refreshReports } from '#server/reports/index.ts';
import { seedDemoStore, type SeedReport } from '#demo-store/index.ts';
import { SECOND_STORE_HISTORY_SCALE } from '#demo-store/stores.ts';
import { GET as sales } from '../../src/pages/api/dashboard/reports/sales.ts';
import { callEndpoint, insertStaff, jsonRequest } from '../support/dashboard-endpoint-call.ts';
import { makeTempMediaDir } from '../support/media-dir.ts';
import { rowCounts } from '../support/schema-inspection.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

/**
 * The demo chain with its history (`seedDemoStore(db, { stores: 2, history: true })`, the first
 * start's seed): River Raisin Ypsilanti has a year of its own — orders of what it carries at its
 * prices, in its pickup hours on its clock, never on its holiday, its own stockout days, checkouts
 * and first-purchase answers — while Monroe's history is row for row what a one-store seed writes.
 */
const NOW = new Date('2026-11-21T15:00:00Z');
const HOLIDAY = '2026-07-04';
const YEAR = 'range=custom&from=2025-11-21&to=2026-11-20&compare=none';
/** Seeding a year twice over on a loaded machine: the hook may take minutes. */
const SEEDING_MS = 900_000;

interface Seeded {
  db: Database;
  mediaDir: string;
  report: SeedReport;
  remove(): Promise<void>;
}

/**
 * A demo seed with its history. Placement breaks ties between lines (an odd cent of a discount)
 * by variant id, and the catalog's ids are the database's own: both copies take ids named by SKU
 * before the history is written, so they can be compared row for row.
 */
async function seededWithHistory(stores: 1 | 2): Promise<Seeded> {
  const db = await openTestDatabase();
  const media = await makeTempMediaDir();
  await seedDemoStore(db, { mediaDir: media.mediaDir, demoAccounts: true, now: NOW, stores });
  await db.query(`update variants set id = md5('demo:' || sku)::uuid`);
  const report = await seedDemoStore(db, {
    mediaDir: media.mediaDir,
    demoAccounts: true,
    history: true,
    now: NOW,
    stores,
  });
  return {
    db,
    mediaDir: media.mediaDir,
    report,
    remove: async () => {
      await db.close();
      await media.remove();
    },
  };
}

/** The default store's history, table by table, as a digest of its rows (the second store's own people are `first_last@…`). */
async function defaultStoreDigest(db: Database): Promise<Record<string, { rows: number; digest: string }>> {
  const monroe = `(select id from stores where is_default)`;
  const own = `u.email like '%@example.%' and not (lower(u.email) like '%\\_%')`;
  const tables: Record<string, string> = {
    orders: `select o.id, o.number, o.customer_id, o.status, o.menu_mode, o.contact_name, o.email, o.phone, o.birthdate,
                    o.medical_card_number, o.pickup_slot_start, o.pickup_slot_end, o.notes, o.subtotal_cents,
                    o.discount_cents, o.excise_cents, o.sales_tax_cents, o.total_cents, o.discounts, o.placed_at,
                    o.accepted_at, o.ready_at, o.picked_up_at, o.cancelled_at, o.expired_at, o.cancel_reason,
                    o.rewards_points_redeemed, o.rewards_discount_cents, o.referral_discount_cents, o.idempotency_key,
                    o.marketing_email_consent, o.marketing_sms_consent, o.flower_equivalent_mg, o.concentrate_mg,
                    (select json_agg(json_build_array(l.variant_id, l.quantity, l.unit_price_cents, l.discount_cents,
                                                      l.price_cents, l.excise_cents, l.sales_tax_cents, l.total_cents, l.deals)
                                     order by l.variant_id) from order_lines l where l.order_id = o.id) as lines,
                    (select json_agg(json_build_array(e.status, e.at, e.actor_id, e.note) order by e.at, e.status)
                       from order_events e where e.order_id = o.id) as events
               from orders o where o.store_id = ${monroe} order by o.id`,
    customers: `select p.id, u.email, p.full_name, p.phone, p.birthday, p.medical_card_number, p.referral_code,
                       p.created_at, p.email_marketing_consent_at, p.sms_marketing_consent_at
                  from profiles p join auth.users u on u.id = p.id
                 where ${own} order by p.id`,
    ledger: `select r.customer_id, r.points, r.reason, r.order_id, r.referral_id, r.created_at
               from reward_ledger r join auth.users u on u.id = r.customer_id where ${own}
              order by r.created_at, r.customer_id, r.reason, r.points`,
    referrals: `select r.id, r.referrer_id, r.referred_id, r.code, r.created_at, r.first_order_id, r.rewarded_at
                  from referrals r join auth.users u on u.id = r.referred_id where ${own} order by r.id`,
    checkouts: `select checkout_key, contact_name, email, phone, cart, subtotal_cents, captured_at, updated_at, order_id
                  from abandoned_checkouts where store_id = ${monroe} order by checkout_key`,
    feedback: `select f.order_id, f.customer_id, f.score, f.went_well, f.could_improve, f.created_at
                 from purchase_feedback f join orders o on o.id = f.order_id where o.store_id = ${monroe} order by f.order_id`,
    stockouts: `select variant_id, day from variant_stockout_days where store_id = ${monroe} order by variant_id, day`,
    bookings: `select slot_start, booked from pickup_slot_bookings where store_id = ${monroe} order by slot_start`,
    consents: `select s.channel, s.address, s.status, s.account_id, s.changed_at,
                      (select json_agg(json_build_array(e.status, e.source, e.occurred_at) order by e.occurred_at, e.status)
                         from consent_events e where e.state_id = s.id) as events
                 from consent_states s
                where not (s.address like '%\\_%' or s.companion_address like '%\\_%') order by s.channel, s.address`,
    deals: `select slug, title, percent_off, starts_at, ends_at from deals order by slug`,
  };
  const digests: Record<string, { rows: number; digest: string }> = {};
  for (const [table, sql] of Object.entries(tables)) {
    const rows = await db.query(sql);
    digests[table] = {
      rows: rows.length,
      digest: createHash('sha256').update(JSON.stringify(rows)).digest('hex'),
    };
  }
  return digests;
}

describe(`the demo chain's second store's year of history on ${testEngine}`, () => {
  let chain: Seeded;
  let alone: Seeded;
  let ypsilanti: string;
  let monroe: string;

  beforeAll(async () => {
    alone = await seededWithHistory(1);
    chain = await seededWithHistory(2);
    const stores = await chain.db.query<{ id: string; slug: string }>('select id, slug from stores');
    ypsilanti = stores.find((store) => store.slug === 'ypsilanti')!.id;
    monroe = stores.find((store) => store.slug !== 'ypsilanti')!.id;
  }, SEEDING_MS);
  afterAll(async () => {
    await chain?.remove();
    await alone?.remove();
  });

  const count = async (sql: string, params: unknown[] = []) =>
    (await chain.db.query<{ count: number }>(sql, params))[0]!.count;

  it('leaves Monroe’s history row for row what a one-store seed writes', async () => {
    const [withSecond, withoutSecond] = [await defaultStoreDigest(chain.db), await defaultStoreDigest(alone.db)];
    for (const table of ['orders', 'customers', 'ledger', 'checkouts', 'feedback', 'stockouts', 'consents'])
      expect(withSecond[table]!.rows, table).toBeGreaterThan(0);
    expect(withSecond).toEqual(withoutSecond);
    expect(chain.report.history).toEqual(alone.report.history);
  });

  it('gives Ypsilanti about a third of Monroe’s orders, its checkouts, answers and points, from people of its own', async () => {
    const ownHistory = chain.report.secondStore?.history;
    expect(ownHistory?.orders).toBeGreaterThan(SECOND_STORE_HISTORY_SCALE.ordersPerDay * 250);
    const ratio = ownHistory!.orders / chain.report.history!.orders;
    expect(ratio).toBeGreaterThan(0.2);
    expect(ratio).toBeLessThan(0.5);
    expect(ownHistory).toMatchObject({ holidayDeals: 0 });
    for (const key of [
      'customers',
      'referrals',
      'rewardEntries',
      'feedback',
      'checkouts',
      'consents',
      'stockoutDays',
    ] as const)
      expect(ownHistory![key], key).toBeGreaterThan(0);
    const [rows] = await chain.db.query<{
      orders: number;
      left: number;
      answers: number;
      earned: number;
      shared: number;
      outsiders: number;
    }>(
      `select (select count(*)::int from orders where store_id = $1) as orders,
              (select count(*)::int from abandoned_checkouts where store_id = $1 and order_id is null) as left,
              (select count(*)::int from purchase_feedback f join orders o on o.id = f.order_id where o.store_id = $1) as answers,
              (select count(*)::int from reward_ledger r join orders o on o.id = r.order_id
                where o.store_id = $1 and r.reason = 'order_earned') as earned,
              (select count(*)::int from (select customer_id from orders where customer_id is not null
                group by 1 having count(distinct store_id) > 1) both_stores) as shared,
              (select count(*)::int from orders where store_id = $1 and email not like '%\\_%@example.%') as outsiders`,
      [ypsilanti],
    );
    expect(rows).toMatchObject({ orders: ownHistory!.orders, shared: 0, outsiders: 0 });
    expect(rows!.left).toBeGreaterThan(50);
    expect(rows!.answers).toBeGreaterThan(20);
    expect(rows!.earned).toBeGreaterThan(100);
    // Its people's numbers are in no area code of Monroe's people.
    expect(
      await count(
        `select count(*)::int as count from orders y join orders m on left(m.phone, 3) = left(y.phone, 3)
          where y.store_id = $1 and m.store_id = $2`,
        [ypsilanti, monroe],
      ),
    ).toBe(0);
  });

  it('sells only sizes Ypsilanti carries, at its own price where it has one, on the adult-use menu', async () => {
    const [lines] = await chain.db.query<{ lines: number; not_carried: number; mispriced: number; own_priced: number }>(
      `select count(*)::int as lines,
              count(*) filter (where not coalesce(sv.carried, false))::int as not_carried,
              count(*) filter (where l.unit_price_cents <> coalesce(sv.adult_use_price_cents, v.adult_use_price_cents))::int
                as mispriced,
              count(*) filter (where sv.adult_use_price_cents is not null)::int as own_priced
         from order_lines l join orders o on o.id = l.order_id join variants v on v.id = l.variant_id
         left join store_variants sv on sv.store_id = o.store_id and sv.variant_id = l.variant_id and sv.pool = 'all'
        where o.store_id = $1`,
      [ypsilanti],
    );
    expect(lines).toMatchObject({ not_carried: 0, mispriced: 0 });
    expect(lines!.lines).toBeGreaterThan(1000);
    expect(lines!.own_priced).toBeGreaterThan(0);
    expect(
      await count(`select count(*)::int as count from orders where store_id = $1 and menu_mode <> 'adult'`, [
        ypsilanti,
      ]),
    ).toBe(0);
  });

  it('places Ypsilanti’s orders in its opening hours for pickup in its pickup hours, on its clock', async () => {
    const outside = await chain.db.query<{ number: string }>(
      `select o.number from orders o join stores s on s.id = o.store_id
        where o.store_id = $1 and not (
          exists (select 1 from store_hours h where h.store_id = o.store_id and h.service = 'pickup'
                    and h.weekday = extract(dow from o.pickup_slot_start at time zone s.timezone)
                    and (o.pickup_slot_start at time zone s.timezone)::time >= h.opens_at
                    and (o.pickup_slot_end at time zone s.timezone)::time <= h.closes_at
                    and (o.pickup_slot_end at time zone s.timezone)::date = (o.pickup_slot_start at time zone s.timezone)::date)
          and exists (select 1 from store_hours h where h.store_id = o.store_id and h.service = 'in_store'
                        and h.weekday = extract(dow from o.placed_at at time zone s.timezone)
                        and (o.placed_at at time zone s.timezone)::time between h.opens_at and h.closes_at))`,
      [ypsilanti],
    );
    expect(outside).toEqual([]);
    // Its evenings run past Monroe's 9 p.m. closing.
    expect(
      await count(
        `select count(*)::int as count from orders o
          where o.store_id = $1 and (o.pickup_slot_end at time zone 'America/Detroit')::time > '21:00'`,
        [ypsilanti],
      ),
    ).toBeGreaterThan(10);
  });

  it('takes no order, pickup or checkout at Ypsilanti on its holiday, while Monroe trades', async () => {
    const onHoliday = (column: string, table = 'orders') =>
      count(
        `select count(*)::int as count from ${table}
          where store_id = $1 and (${column} at time zone 'America/Detroit')::date = $2::date`,
        [ypsilanti, HOLIDAY],
      );
    expect(await onHoliday('placed_at')).toBe(0);
    expect(await onHoliday('pickup_slot_start')).toBe(0);
    expect(await onHoliday('captured_at', 'abandoned_checkouts')).toBe(0);
    expect(
      await count(
        `select count(*)::int as count from orders where store_id = $1 and (placed_at at time zone 'America/Detroit')::date = $2::date`,
        [monroe, HOLIDAY],
      ),
    ).toBeGreaterThan(0);
  });

  it('keeps Ypsilanti’s own stockout days: from its own stock, and nothing sold on them there', async () => {
    const own = await chain.db.query<{ variant_id: string; day: string }>(
      `select variant_id, to_char(day, 'YYYY-MM-DD') as day from variant_stockout_days where store_id = $1 order by 1, 2`,
      [ypsilanti],
    );
    const monroes = await chain.db.query<{ variant_id: string; day: string }>(
      `select variant_id, to_char(day, 'YYYY-MM-DD') as day from variant_stockout_days where store_id = $1 order by 1, 2`,
      [monroe],
    );
    expect(own.length).toBeGreaterThan(20);
    expect(own).not.toEqual(monroes);
    expect(
      await count(
        `select count(*)::int as count from order_lines l join orders o on o.id = l.order_id
           join variant_stockout_days s on s.store_id = o.store_id and s.variant_id = l.variant_id
            and s.day = (o.placed_at at time zone 'America/Detroit')::date
          where o.store_id = $1`,
        [ypsilanti],
      ),
    ).toBe(0);
    // Every size it carries and has sold out of has been out there on the history's last day.
    expect(
      await count(
        `select count(*)::int as count from store_variants sv join variants v on v.id = sv.variant_id
          where sv.store_id = $1 and sv.carried and sv.stock = 0 and v.active
            and not exists (select 1 from variant_stockout_days s
                             where s.store_id = sv.store_id and s.variant_id = sv.variant_id and s.day = '2026-11-20')`,
        [ypsilanti],
      ),
    ).toBe(0);
  });

  it('writes the organization’s holiday deals once, and Ypsilanti’s shoppers use them on the day', async () => {
    expect(await count(`select count(*)::int as count from deals where slug = 'four-twenty-2026'`)).toBe(1);
    expect(
      await count(
        `select count(*)::int as count from orders, jsonb_array_elements(discounts) d
          where store_id = $1 and d->>'slug' = 'four-twenty-2026'
            and (placed_at at time zone 'America/Detroit')::date = '2026-04-20'`,
        [ypsilanti],
      ),
    ).toBeGreaterThan(0);
  });

  it('builds Ypsilanti’s report rollups as Monroe’s, and the two stores’ sales add up to all stores to the cent', async () => {
    await refreshReports(chain.db);
    const built = await chain.db.query<{ store_id: string; rollups: number }>(
      `select store_id, count(*)::int as rollups from report_rollup_state group by 1`,
    );
    const perStore = Object.fromEntries(built.map((row) => [row.store_id, row.rollups]));
    expect(perStore[ypsilanti]).toBeGreaterThan(0);
    expect(
      await count(`select count(*)::int as count from sales_rollup_hours where store_id = $1`, [ypsilanti]),
    ).toBeGreaterThan(0);

    const staff = await insertStaff(chain.db, 'owner@example.test');
    const admin = {
      ...staff,
      role: 'admin' as const,
      scope: { allowed: 'all' as const, store: { id: monroe, slug: 'monroe', name: 'Monroe', isDefault: true } },
    };
    const report = async (stores: string): Promise<ReportPayload> => {
      const response = await callEndpoint(sales, {
        db: chain.db,
        staff: admin,
        config: {} as never,
        request: jsonRequest('GET', `reports/sales?${YEAR}&stores=${stores}`),
        now: NOW,
      });
      expect(response.status).toBe(200);
      return (await response.json()) as ReportPayload;
    };
    const figures = (payload: ReportPayload) =>
      Object.fromEntries(
        payload.metrics
          .filter((metric) => ['cents', 'count'].includes(metric.format) && !metric.key.startsWith('average'))
          .map((metric) => [metric.key, metric.value ?? 0]),
      );
    const [all, east, west] = [
      figures(await report('all')),
      figures(await report('monroe')),
      figures(await report('ypsilanti')),
    ];
    expect(west.orders).toBeGreaterThan(1000);
    expect(west.net_sales).toBeGreaterThan(0);
    expect(Object.keys(all).length).toBeGreaterThan(2);
    expect(all).toEqual(Object.fromEntries(Object.keys(all).map((key) => [key, east[key]! + west[key]!])));
    // The report's figure is the store's orders', straight from SQL.
    const [straight] = await chain.db.query<{ net: number }>(
      `select sum(l.price_cents)::int as net from orders o join order_lines l on l.order_id = o.id
        where o.store_id = $1 and o.status = 'picked_up'`,
      [ypsilanti],
    );
    expect(west.net_sales).toBe(straight!.net);
  });

  it('adds nothing for either store when seeded again', async () => {
    const before = await rowCounts(chain.db);
    const again = await seedDemoStore(chain.db, {
      mediaDir: chain.mediaDir,
      demoAccounts: true,
      history: true,
      now: NOW,
      stores: 2,
    });
    expect(again.history).toBeNull();
    expect(again.secondStore?.history).toBeNull();
    expect(await rowCounts(chain.db)).toEqual(before);
  });
});
