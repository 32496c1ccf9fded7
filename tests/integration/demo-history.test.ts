import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedInstant } from '#lib/pickup/zoned-time.ts';
import { taxLine } from '#lib/pricing/taxes.ts';
import type { Database } from '#server/db/database.ts';
import { loadOverview } from '#server/reports/admin/overview.ts';
import { listOrderQueue } from '#server/orders/admin/order-queue.ts';
import { DEMO_ACCOUNTS, seedDemoStore, type SeedReport } from '#demo-store/index.ts';
import { DEMO_HISTORY_SCALE, seedDemoHistory } from '#demo-store/history/index.ts';
import { getStoreSettings } from '#server/settings/store-settings.ts';
import { makeTempMediaDir } from '../support/media-dir.ts';
import { rowCounts } from '../support/schema-inspection.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { repricedLikePlacement } from '../support/history-checks.ts';

const TIME_ZONE = 'America/Detroit';
/** Saturday 21 November 2026, 10 a.m. in Monroe: the day the store is seeded. */
const NOW = new Date('2026-11-21T15:00:00Z');
const SEED_DAY = '2026-11-21';
const HISTORY_ENDS = zonedInstant(SEED_DAY, 0, TIME_ZONE);
const HISTORY_STARTS = zonedInstant('2025-11-21', 0, TIME_ZONE);

describe(`the demo store's year of orders on ${testEngine}`, () => {
  let db: Database;
  let media: Awaited<ReturnType<typeof makeTempMediaDir>>;
  let report: SeedReport;
  beforeAll(async () => {
    db = await openTestDatabase();
    media = await makeTempMediaDir();
    report = await seedDemoStore(db, { mediaDir: media.mediaDir, demoAccounts: true, history: true, now: NOW });
  });
  afterAll(async () => {
    await db?.close();
    await media?.remove();
  });

  const count = async (sql: string, params: unknown[] = []) =>
    (await db.query<{ count: number }>(sql, params))[0]!.count;

  it('covers the twelve months before the seeding day with finished orders only, so today is untouched', async () => {
    expect(report.history?.orders).toBeGreaterThan(DEMO_HISTORY_SCALE.ordersPerDay * 300);
    const [span] = await db.query<{ first: Date; last: Date; statuses: string[] }>(
      `select min(placed_at) as first,
              max(greatest(placed_at, accepted_at, ready_at, picked_up_at, cancelled_at, expired_at, updated_at)) as last,
              array_agg(distinct status order by status) as statuses
         from orders`,
    );
    expect(span!.first.getTime()).toBeGreaterThanOrEqual(HISTORY_STARTS.getTime());
    expect(span!.first.getTime()).toBeLessThan(HISTORY_STARTS.getTime() + 2 * 86_400_000);
    expect(span!.last.getTime()).toBeLessThan(HISTORY_ENDS.getTime());
    expect(span!.statuses).toEqual(['cancelled', 'expired', 'picked_up']);
    expect(await count(`select count(*)::int as count from order_events where at >= $1`, [HISTORY_ENDS])).toBe(0);
    expect(
      await count(
        `select count(*)::int as count from orders where status = 'picked_up' and not (picked_up_at > ready_at and ready_at > accepted_at and accepted_at > placed_at)`,
      ),
    ).toBe(0);

    const queue = await listOrderQueue(db, { now: NOW });
    expect(queue.open).toEqual([]);
    expect(queue.finished).toEqual([]);
    expect((await loadOverview(db, { now: NOW })).salesToday).toEqual({ orders: 0, totalCents: 0 });
  });

  it('adds up: each order is the sum of its lines, each line its price and Michigan taxes, each saving named', async () => {
    const mismatched = await db.query(
      `select o.number from orders o join lateral (
         select sum(unit_price_cents * quantity) as subtotal, sum(discount_cents) as discount, sum(excise_cents) as excise,
                sum(sales_tax_cents) as tax, sum(total_cents) as total from order_lines where order_id = o.id) l on true
        where o.subtotal_cents <> l.subtotal or o.discount_cents <> l.discount or o.excise_cents <> l.excise
           or o.sales_tax_cents <> l.tax or o.total_cents <> l.total
           or o.discount_cents <> (select coalesce(sum((d->>'savingsCents')::int), 0) from jsonb_array_elements(o.discounts) d)`,
    );
    expect(mismatched).toEqual([]);
    const { exciseTaxBps, salesTaxBps } = await getStoreSettings(db);
    const lines = await db.query<{
      menu_mode: 'adult' | 'medical';
      excise_taxable: boolean;
      quantity: number;
      unit_price_cents: number;
      discount_cents: number;
      price_cents: number;
      excise_cents: number;
      sales_tax_cents: number;
      total_cents: number;
    }>(
      `select o.menu_mode, l.excise_taxable, l.quantity, l.unit_price_cents, l.discount_cents, l.price_cents,
              l.excise_cents, l.sales_tax_cents, l.total_cents
         from order_lines l join orders o on o.id = l.order_id`,
    );
    const wrong = lines.filter((line) => {
      const taxed = taxLine(line.price_cents, line.excise_taxable, line.menu_mode, {
        exciseBps: exciseTaxBps,
        salesBps: salesTaxBps,
      });
      return (
        line.price_cents !== line.unit_price_cents * line.quantity - line.discount_cents ||
        line.excise_cents !== taxed.exciseCents ||
        line.sales_tax_cents !== taxed.salesTaxCents ||
        line.total_cents !== taxed.totalCents
      );
    });
    expect(wrong).toEqual([]);
    expect(lines.some((line) => line.menu_mode === 'medical')).toBe(true);
    expect(lines.some((line) => line.menu_mode === 'adult' && line.excise_cents > 0)).toBe(true);
  });

  it('prices every sampled order exactly as order placement prices it at that instant', async () => {
    const sample = await db.query<{ id: string }>(`select id from orders order by placed_at, id`);
    const every = Math.max(1, Math.floor(sample.length / 150));
    const checked = await repricedLikePlacement(
      db,
      sample.filter((_, index) => index % every === 0).map((row) => row.id),
    );
    expect(checked.mismatches).toEqual([]);
    // The sample meets the deals that depend on the customer and the day.
    for (const slug of ['first-time-fifteen-percent', 'rewards']) expect(checked.discountSlugs).toContain(slug);
  });

  it('keeps the rewards ledger in step with the orders, never below zero', async () => {
    const negative = await count(
      `select count(*)::int as count from (
         select sum(points) over (partition by customer_id order by created_at range between unbounded preceding and current row) as balance
           from reward_ledger) running where balance < 0`,
    );
    expect(negative).toBe(0);
    const { rewards } = await getStoreSettings(db);
    const unearned = await count(
      `select count(*)::int as count from orders o
        where o.status = 'picked_up' and o.customer_id is not null
          and (select floor(coalesce(sum(price_cents) filter (where excise_taxable), 0) / 100.0)::int * $1 from order_lines where order_id = o.id) > 0
          and not exists (select 1 from reward_ledger r where r.order_id = o.id and r.reason = 'order_earned'
                            and r.created_at = o.picked_up_at
                            and r.points = (select floor(coalesce(sum(price_cents) filter (where excise_taxable), 0) / 100.0)::int * $1 from order_lines where order_id = o.id))`,
      [rewards.pointsPerDollar],
    );
    expect(unearned).toBe(0);
    const redemptions = await db.query<{
      redeemed: number;
      spent: number | null;
      refunded: number | null;
      status: string;
    }>(
      `select o.rewards_points_redeemed as redeemed, o.status,
              (select -points from reward_ledger where order_id = o.id and reason = 'order_redeemed' and created_at = o.placed_at) as spent,
              (select points from reward_ledger where order_id = o.id and reason = 'order_refunded') as refunded
         from orders o where o.rewards_points_redeemed > 0`,
    );
    expect(redemptions.length).toBeGreaterThan(100);
    for (const row of redemptions) {
      expect(row.spent).toBe(row.redeemed);
      expect(row.refunded).toBe(row.status === 'picked_up' ? null : row.redeemed);
    }
    expect(await count(`select count(*)::int as count from reward_ledger where reason = 'order_redeemed'`)).toBe(
      redemptions.length,
    );
    const referrals = await db.query<{ rewarded: number; paid: number }>(
      `select count(*) filter (where rewarded_at is not null)::int as rewarded,
              (select count(*)::int from reward_ledger l join referrals r on r.id = l.referral_id
                where l.reason = 'referral' and l.customer_id = r.referrer_id and l.created_at = r.rewarded_at) as paid
         from referrals`,
    );
    expect(referrals[0]!.rewarded).toBeGreaterThan(10);
    expect(referrals[0]!.paid).toBe(referrals[0]!.rewarded);
    expect(
      await count(
        `select count(*)::int as count from (select customer_id, extract(year from created_at) from reward_ledger where reason = 'birthday' group by 1, 2 having count(*) > 1) twice`,
      ),
    ).toBe(0);
  });

  it('sells nothing of a size on a day it was out of stock, and every sold-out size has been out lately', async () => {
    expect(await count('select count(*)::int as count from variant_stockout_days')).toBeGreaterThan(50);
    const sold = await count(
      `select count(*)::int as count from order_lines l join orders o on o.id = l.order_id
         join variant_stockout_days s on s.variant_id = l.variant_id and s.day = (o.placed_at at time zone $1)::date`,
      [TIME_ZONE],
    );
    expect(sold).toBe(0);
    const soldOut = await count(
      `select count(*)::int as count from variants v where v.stock = 0
          and not exists (select 1 from variant_stockout_days s where s.variant_id = v.id and s.day = '2026-11-20')`,
    );
    expect(soldOut).toBe(0);
  });

  it('gives the demo sign-ins no history, and the history only people at example domains', async () => {
    const demoEmails = DEMO_ACCOUNTS.map((account) => account.email);
    expect(
      await count(
        `select count(*)::int as count from orders o left join auth.users u on u.id = o.customer_id
          where lower(u.email) = any($1) or lower(o.email) = any($1)`,
        [demoEmails],
      ),
    ).toBe(0);
    expect(
      await db.query(
        `select r.points, r.reason from reward_ledger r join auth.users u on u.id = r.customer_id where lower(u.email) = any($1)`,
        [demoEmails],
      ),
    ).toEqual([{ points: 250, reason: 'adjustment' }]);
    expect(
      await count(
        `select count(*)::int as count from auth.users where not (lower(email) = any($1)) and (email !~ '@example\\.(com|net|org)$' or encrypted_password is not null)`,
        [demoEmails],
      ),
    ).toBe(0);
    expect(await count(`select count(*)::int as count from orders where email !~ '@example\\.(com|net|org)$'`)).toBe(0);
  });

  it('has the customers of a real store: regulars and one-time buyers, guests, patients with cards, referred friends', async () => {
    const [people] = await db.query<{ once: number; regulars: number; guests: number; returning_guests: number }>(
      `with per_account as (select customer_id, count(*) as orders from orders where customer_id is not null group by 1),
            per_guest as (select lower(email) as email, count(*) as orders from orders where customer_id is null group by 1)
       select (select count(*)::int from per_account where orders = 1) as once,
              (select count(*)::int from per_account where orders >= 6) as regulars,
              (select count(*)::int from per_guest) as guests,
              (select count(*)::int from per_guest where orders > 1) as returning_guests`,
    );
    expect(people!.once).toBeGreaterThan(100);
    expect(people!.regulars).toBeGreaterThan(50);
    expect(people!.guests).toBeGreaterThan(500);
    expect(people!.returning_guests).toBeGreaterThan(50);
    expect(
      await count(
        `select count(*)::int as count from orders where menu_mode = 'medical'
            and (medical_card_number is null or medical_card_expires_on < (placed_at at time zone $1)::date)`,
        [TIME_ZONE],
      ),
    ).toBe(0);
    expect(await count(`select count(*)::int as count from orders where menu_mode = 'medical'`)).toBeGreaterThan(200);
    // A referral's first order is the friend's own, and its pickup is what rewarded the referrer.
    expect(
      await count(
        `select count(*)::int as count from referrals r left join orders o on o.id = r.first_order_id
          where r.first_order_id is not null and (o.customer_id <> r.referred_id or o.referral_discount_cents = 0
             or (r.rewarded_at is not null and (o.status <> 'picked_up' or o.picked_up_at <> r.rewarded_at)))`,
      ),
    ).toBe(0);
    expect(await count(`select count(*)::int as count from referrals where first_order_id is null`)).toBeGreaterThan(0);
    // Holidays: 4/20 out-sells the Mondays around it, and its deal was used that day only.
    const [fourTwenty] = await db.query<{ day: number; usual: number; elsewhere: number }>(
      `select count(*) filter (where (placed_at at time zone $1)::date = '2026-04-20')::int as day,
              (count(*) filter (where (placed_at at time zone $1)::date in ('2026-04-13', '2026-04-27')) / 2)::int as usual,
              (select count(*)::int from orders, jsonb_array_elements(discounts) d
                where d->>'slug' = 'four-twenty-2026' and (placed_at at time zone $1)::date <> '2026-04-20') as elsewhere
         from orders`,
      [TIME_ZONE],
    );
    expect(fourTwenty!.day).toBeGreaterThan(2 * fourTwenty!.usual);
    expect(fourTwenty!.elsewhere).toBe(0);
  });

  it('keeps checkouts left with contact details, some ordered later, some from people who agreed to marketing', async () => {
    const [checkouts] = await db.query<{ left: number; later: number; same_checkout: number; consented: number }>(
      `select count(*) filter (where a.order_id is null)::int as left,
              count(*) filter (where a.order_id is null and exists (
                select 1 from orders o where lower(o.email) = lower(a.email) and o.placed_at > a.captured_at))::int as later,
              count(*) filter (where o.placed_at > a.captured_at + interval '1 hour')::int as same_checkout,
              count(*) filter (where a.order_id is null and exists (
                select 1 from consent_states c where c.channel = 'email' and c.address = lower(a.email)
                   and c.purpose = 'marketing' and c.status = 'subscribed'))::int as consented
         from abandoned_checkouts a left join orders o on o.id = a.order_id`,
    );
    expect(checkouts!.left).toBeGreaterThan(300);
    expect(checkouts!.later).toBeGreaterThan(20);
    expect(checkouts!.same_checkout).toBeGreaterThan(5);
    expect(checkouts!.consented).toBeGreaterThan(20);
    expect(checkouts!.consented).toBeLessThan(checkouts!.left);
    // Placed orders came through a captured checkout keyed like the order.
    expect(
      await count(
        `select count(*)::int as count from abandoned_checkouts a join orders o on o.id = a.order_id
          where a.checkout_key <> o.idempotency_key or a.captured_at > o.placed_at`,
      ),
    ).toBe(0);
    // The ledger's words are the checkout's and the newsletter's, and profiles follow it.
    expect(await db.query(`select distinct source from consent_events order by source`)).toEqual([
      { source: 'checkout' },
      { source: 'confirmation-link' },
      { source: 'newsletter' },
      { source: 'unsubscribe-link' },
    ]);
    expect(
      await count(
        `select count(*)::int as count from profiles p join auth.users u on u.id = p.id
          where (p.email_marketing_consent_at is not null) <> exists (
            select 1 from consent_states c where c.channel = 'email' and c.address = lower(u.email) and c.status = 'subscribed')`,
      ),
    ).toBe(0);
  });

  it('has answers to the first-purchase question from first pickups only, scored 0 to 10', async () => {
    const [feedback] = await db.query<{ answers: number; promoters: number; detractors: number }>(
      `select count(*)::int as answers, count(*) filter (where score >= 9)::int as promoters,
              count(*) filter (where score <= 6)::int as detractors from purchase_feedback`,
    );
    expect(feedback!.answers).toBeGreaterThan(200);
    expect(feedback!.promoters).toBeGreaterThan(feedback!.detractors);
    expect(
      await count(
        `select count(*)::int as count from purchase_feedback f join orders o on o.id = f.order_id
          where o.status <> 'picked_up' or f.created_at <= o.picked_up_at or f.created_at >= $1 or f.score not between 0 and 10
             or exists (select 1 from orders e where e.id <> o.id and e.status = 'picked_up' and e.picked_up_at < o.picked_up_at
                          and (lower(e.email) = lower(o.email) or e.customer_id = o.customer_id))`,
        [HISTORY_ENDS],
      ),
    ).toBe(0);
  });

  it('is written once: seeding the store again adds nothing', async () => {
    const before = await rowCounts(db);
    expect(await seedDemoHistory(db, { seedDay: '2026-11-28', scale: DEMO_HISTORY_SCALE })).toBeNull();
    const again = await seedDemoStore(db, { mediaDir: media.mediaDir, demoAccounts: true, history: true, now: NOW });
    expect(again.history).toBeNull();
    expect(await rowCounts(db)).toEqual(before);
  });
});
