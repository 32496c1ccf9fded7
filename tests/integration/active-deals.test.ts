import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { isShelfDeal } from '#lib/deals/deal-price.ts';
import { listActiveDeals } from '#server/deals/active-deals.ts';
import { seedDemoStore } from '#demo-store/index.ts';
import { makeTempMediaDir } from '../support/media-dir.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

const TZ = 'America/Detroit';
// Saturday 21 November 2026, 10 AM in Monroe: the seed date, so "last month" is October.
const SEED_DATE = new Date('2026-11-21T15:00:00Z');
const SATURDAY = SEED_DATE;
// Wednesday 25 November, 9 PM in Monroe, which is already Thursday in UTC.
const WEDNESDAY_EVENING = new Date('2026-11-26T02:00:00Z');
const THURSDAY_MORNING = new Date('2026-11-26T14:00:00Z');

const slugs = (deals: { slug: string }[]) => deals.map((deal) => deal.slug);

describe(`active deals on ${testEngine}`, () => {
  let db: Database;
  let media: Awaited<ReturnType<typeof makeTempMediaDir>>;
  beforeAll(async () => {
    db = await openTestDatabase();
    media = await makeTempMediaDir();
    await seedDemoStore(db, { mediaDir: media.mediaDir, demoAccounts: false, now: SEED_DATE });
  });
  afterAll(async () => {
    await db?.close();
    await media?.remove();
  });

  it('runs Wax Wednesday on Wednesday in Monroe, even when it is already Thursday in UTC', async () => {
    const wednesday = await listActiveDeals(db, { now: WEDNESDAY_EVENING, timeZone: TZ });
    const wax = wednesday.ongoing.find((deal) => deal.slug === 'wax-wednesday');
    expect(wax?.terms.summary).toBe('20% off concentrates · Wednesdays');
    expect(wax?.shopHref).toBe('/category/concentrates?deal=1');
    expect(wax?.targets).toEqual([{ kind: 'category', slug: 'concentrates', name: 'Concentrates' }]);

    const thursday = await listActiveDeals(db, { now: THURSDAY_MORNING, timeZone: TZ });
    expect(slugs(thursday.ongoing)).not.toContain('wax-wednesday');
    const next = thursday.upcoming.find((deal) => deal.slug === 'wax-wednesday');
    expect(next?.nextRunDate).toBe('2026-12-02');
    expect(next?.nextRunLabel).toBe('Wednesday, December 2');
  });

  it('sends the running pack deal to its section of the pack builder, and a brand deal to its menu', async () => {
    const { ongoing } = await listActiveDeals(db, { now: SATURDAY, timeZone: TZ });
    expect(ongoing.find((deal) => deal.slug === 'any-four-eighths-for-100')?.shopHref).toBe(
      '/build-a-pack#pack-any-four-eighths-for-100',
    );
    expect(ongoing.find((deal) => deal.slug === 'huron-valley-growers-five-off')?.shopHref).toBe(
      '/brands/huron-valley-growers?deal=1',
    );
  });

  it('lists the coming days of the week as upcoming, soonest first', async () => {
    const { upcoming } = await listActiveDeals(db, { now: SATURDAY, timeZone: TZ });
    expect(slugs(upcoming)).toEqual(['wax-wednesday', 'pre-roll-friday']);
    expect(upcoming.map((deal) => deal.nextRunDate)).toEqual(['2026-11-25', '2026-11-27']);
  });

  it('keeps a deal to its dates: last month’s sale ran in October and is gone in November', async () => {
    const october = await listActiveDeals(db, { now: new Date('2026-10-15T16:00:00Z'), timeZone: TZ });
    const harvest = october.ongoing.find((deal) => deal.slug === 'grand-river-harvest-sale');
    expect(harvest?.terms.window).toBe('October 1 – October 31');

    // One minute before and after midnight at the end of October, Monroe time.
    const lastMinute = await listActiveDeals(db, { now: new Date('2026-11-01T03:59:00Z'), timeZone: TZ });
    expect(slugs(lastMinute.ongoing)).toContain('grand-river-harvest-sale');
    const november = await listActiveDeals(db, { now: new Date('2026-11-01T04:01:00Z'), timeZone: TZ });
    expect([...slugs(november.ongoing), ...slugs(november.upcoming)]).not.toContain('grand-river-harvest-sale');
  });

  it('offers each menu its own deals, and both when no menu is given', async () => {
    const adult = await listActiveDeals(db, { now: SATURDAY, timeZone: TZ, mode: 'adult' });
    const medical = await listActiveDeals(db, { now: SATURDAY, timeZone: TZ, mode: 'medical' });
    const both = await listActiveDeals(db, { now: SATURDAY, timeZone: TZ });
    expect(slugs(adult.ongoing)).not.toContain('patients-save-ten-percent');
    expect(slugs(medical.ongoing)).toContain('patients-save-ten-percent');
    expect(slugs(both.ongoing)).toContain('patients-save-ten-percent');
    expect(both.ongoing.find((deal) => deal.slug === 'patients-save-ten-percent')?.terms.audience).toBe(
      'Registered medical patients',
    );
  });

  it('always has a shelf deal running on both menus, whatever the day', async () => {
    for (let day = 0; day < 7; day += 1) {
      const now = new Date(SATURDAY.getTime() + day * 24 * 60 * 60 * 1000);
      for (const mode of ['adult', 'medical'] as const) {
        const { ongoing } = await listActiveDeals(db, { now, timeZone: TZ, mode });
        expect(ongoing.filter(isShelfDeal).length, `${mode} on ${now.toISOString()}`).toBeGreaterThanOrEqual(1);
        expect(ongoing.filter((deal) => deal.daysOfWeek === null).length).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('leaves out deals staff switched off and targeted deals with nothing left to target', async () => {
    await db.query(
      `insert into deals (slug, title, kind, percent_off, scope, active)
       values ('switched-off', 'Switched off', 'percent_off', 10, 'all', false),
              ('gone-product', 'Gone product', 'percent_off', 10, 'products', true)`,
    );
    const [archived] = await db.query<{ id: string }>(
      `update products set status = 'archived'
        where id = (select id from products where status = 'active' order by slug limit 1)
       returning id`,
    );
    await db.query(
      `insert into deal_targets (deal_id, product_id) values ((select id from deals where slug = 'gone-product'), $1)`,
      [archived!.id],
    );
    try {
      const { ongoing, upcoming } = await listActiveDeals(db, { now: SATURDAY, timeZone: TZ });
      expect([...slugs(ongoing), ...slugs(upcoming)]).not.toContain('switched-off');
      expect([...slugs(ongoing), ...slugs(upcoming)]).not.toContain('gone-product');
    } finally {
      await db.query(`delete from deals where slug in ('switched-off', 'gone-product')`);
      await db.query(`update products set status = 'active' where id = $1`, [archived!.id]);
    }
  });

  it('seeds no pack or buy-x-get-y deal that mixes excise-taxed goods with untaxed ones', async () => {
    // MCL 333.27963(2): the variants each multi-item deal covers must all be taxed the same way.
    const mixed = await db.query<{ slug: string }>(
      `with recursive tree (id, root) as (
         select id, id from categories
         union all
         select c.id, t.root from categories c join tree t on c.parent_id = t.id
       )
       select d.slug
         from deals d
         join variants v on true
         join products p on p.id = v.product_id
        where d.kind in ('bundle_price', 'buy_x_get_y')
          and (d.scope = 'all'
               or exists (select 1 from deal_targets dt
                           where dt.deal_id = d.id
                             and (dt.product_id = p.id or dt.brand_id = p.brand_id
                                  or exists (select 1 from tree where tree.root = dt.category_id and tree.id = p.category_id))))
        group by d.slug
       having bool_or(v.excise_taxable) and bool_or(not v.excise_taxable)`,
    );
    expect(mixed).toEqual([]);
  });

  it('keeps a deal staff edited when the demo store is seeded again', async () => {
    await db.query(`update deals set title = 'Wax Wednesday (staff edit)' where slug = 'wax-wednesday'`);
    const before = await db.query<{ count: number }>('select count(*)::int as count from deal_targets');
    await seedDemoStore(db, { mediaDir: media.mediaDir, demoAccounts: false, now: SEED_DATE });
    const [deal] = await db.query<{ title: string }>(`select title from deals where slug = 'wax-wednesday'`);
    expect(deal?.title).toBe('Wax Wednesday (staff edit)');
    expect(await db.query('select count(*)::int as count from deal_targets')).toEqual(before);
  });
});
