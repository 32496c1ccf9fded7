import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickupSlots } from '#lib/pickup/pickup-slots.ts';
import type { ReportPayload, ReportTable } from '#lib/reports/report-payload.ts';
import { readReportRange } from '#lib/reports/report-range.ts';
import type { Database } from '#server/db/database.ts';
import { moveOrder } from '#server/orders/move-order.ts';
import { placeOrder, type PlaceOrderInput } from '#server/orders/place-order.ts';
import { loadSalesReport } from '#server/reports/admin/sales/sales-report.ts';
import { recordReferral, referralCode } from '#server/rewards/referrals.ts';
import { addRewardEntry } from '#server/rewards/rewards-ledger.ts';
import { GET } from '../../src/pages/api/dashboard/reports/sales.ts';
import { testBrowser } from '../support/auth-request.ts';
import { callEndpoint, insertStaff, jsonRequest } from '../support/dashboard-endpoint-call.ts';
import { insertBrand, insertCategory, insertDeal, insertProduct, TIME_ZONE } from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { DAYTIME_HOURS, insertPickupStore } from '../support/test-store.ts';

/**
 * The sales report against orders placed by the real placing code, across two store-local days in
 * Monroe (Tuesday 24 and Wednesday 25 November 2026, UTC−5), one placed ten minutes before
 * midnight and one ten minutes after: every figure must equal what SQL straight from the orders
 * and their lines says, to the cent, and the breakdowns must add up to the totals.
 */
const TUESDAY = '2026-11-24';
const WEDNESDAY = '2026-11-25';
/** After both days, so they are in the past of the report's clock. */
const REPORT_NOW = new Date('2026-11-27T17:00:00Z');
const EIGHTH = { category: 'flower' as const, amount: 3544 };

describe(`the sales report on ${testEngine}`, () => {
  let db: Database;
  const variants: Record<string, string> = {};
  const customers: Record<string, string> = {};
  const orders: Record<string, string> = {};

  async function place(name: string, at: string, lines: [string, number][], overrides: Partial<PlaceOrderInput> = {}) {
    const now = new Date(at);
    const slot = pickupSlots({ hours: DAYTIME_HOURS, timeZone: TIME_ZONE, slotMinutes: 30, now })[0]!.start;
    const outcome = await placeOrder(db, {
      idempotencyKey: randomUUID(),
      customerId: null,
      mode: 'adult',
      // Each shopper's own phone: a referred friend sharing the referrer's is taken for the referrer.
      contact: { name, email: `${name.toLowerCase()}@example.com`, phone: phoneOf(name), birthdate: '1990-04-20' },
      medicalCard: null,
      pickupSlotStart: slot,
      notes: '',
      lines: lines.map(([sku, quantity]) => ({ variantId: variants[sku]!, quantity })),
      consents: { email: false, sms: false },
      expectedTotalCents: null,
      now,
      ...overrides,
    });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problem));
    orders[name] = outcome.order.id;
  }

  const phoneOf = (name: string) => `734555${String(1000 + [...name].reduce((sum, c) => sum + c.charCodeAt(0), 0))}`;

  /** A customer with a confirmed email, as a referred friend must be for the referral's credit. */
  async function signUp(name: string): Promise<string> {
    const browser = testBrowser(db);
    const outcome = await browser.signUp({
      email: `${name}@example.com`,
      password: 'Maple kettle harbor 71',
      fullName: `${name} Tester`,
    });
    await browser.confirmEmail(`${name}@example.com`);
    return (outcome as { user: { id: string } }).user.id;
  }

  async function report(search: string): Promise<ReportPayload> {
    const response = await callEndpoint(GET, {
      db,
      staff: await staff,
      config: {} as never,
      request: jsonRequest('GET', `reports/sales?${search}`),
      now: REPORT_NOW,
    });
    expect(response.status).toBe(200);
    return (await response.json()) as ReportPayload;
  }

  let staff: ReturnType<typeof insertStaff>;

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertPickupStore(db, { hours: DAYTIME_HOURS, capacity: 100, timeZone: TIME_ZONE });
    staff = insertStaff(db, 'owner@example.test');
    await insertCategory(db, 'flower', { position: 0 });
    await insertCategory(db, 'vapes', { position: 1 });
    await insertCategory(db, 'cartridges', { parent: 'vapes' });
    await insertCategory(db, 'apparel', { position: 2 });
    await insertBrand(db, 'huron-valley', 'Huron Valley');
    await insertBrand(db, 'motor-city', 'Motor City');
    await insertProduct(db, {
      slug: 'chemdawg',
      category: 'flower',
      brand: 'huron-valley',
      variants: [{ size: '3.5 g', price: 3500, medical: 3000, stock: 100, limit: EIGHTH }],
    });
    await insertProduct(db, {
      slug: 'city-cart',
      category: 'cartridges',
      brand: 'motor-city',
      variants: [{ size: '1 g', price: 4000, stock: 100, limit: { category: 'vape', amount: 1000 } }],
    });
    await insertProduct(db, {
      slug: 'river-hoodie',
      category: 'apparel',
      isCannabis: false,
      variants: [{ size: 'L', price: 4500, stock: 100 }],
    });
    await insertDeal(db, {
      slug: 'flower-fifth',
      title: '20% off flower',
      kind: 'percent_off',
      percentOff: 20,
      scope: 'categories',
      targets: ['flower'],
    });
    for (const sku of ['chemdawg-0', 'city-cart-0', 'river-hoodie-0']) {
      const [row] = await db.query<{ id: string }>('select id from variants where sku = $1', [sku]);
      variants[sku] = row!.id;
    }
    customers.ada = await signUp('ada');
    customers.cy = await signUp('cy');
    await addRewardEntry(db, { customerId: customers.ada, points: 100, reason: 'adjustment', note: 'Welcome gift' });
    expect(await recordReferral(db, customers.cy, (await referralCode(db, customers.ada))!)).toEqual({ ok: true });

    // Tuesday 10:15 in Monroe: two eighths on the flower deal and a hoodie.
    await place('Avery', '2026-11-24T15:15:00Z', [
      ['chemdawg-0', 2],
      ['river-hoodie-0', 1],
    ]);
    // Tuesday 23:50 in Monroe (Wednesday in UTC): a cartridge, with 100 points ($5.00) off.
    await place('Ada', '2026-11-25T04:50:00Z', [['city-cart-0', 1]], { customerId: customers.ada, redeemPoints: 100 });
    // Wednesday 00:10 in Monroe: a medical eighth at the medical price, on the deal.
    await place('Casey', '2026-11-25T05:10:00Z', [['chemdawg-0', 1]], {
      mode: 'medical',
      medicalCard: { number: 'MMMP-0042', expiresOn: '2027-06-30' },
    });
    // Wednesday afternoon: a referred customer's first order ($10.00 off), an order later cancelled, one picked up.
    await place(
      'Cy',
      '2026-11-25T19:00:00Z',
      [
        ['river-hoodie-0', 1],
        ['city-cart-0', 1],
      ],
      { customerId: customers.cy },
    );
    await place('Drew', '2026-11-25T20:00:00Z', [['river-hoodie-0', 2]]);
    await place('Emery', '2026-11-25T21:00:00Z', [['chemdawg-0', 1]]);
    for (const status of ['accepted', 'ready', 'picked_up'] as const)
      await moveOrder(db, orders.Emery!, status, { now: new Date('2026-11-25T22:00:00Z') });
  });
  afterAll(() => db.close());

  /** The truth, straight from the orders and their lines: counted orders placed on these store-local days. */
  async function fromOrders(from: string, to: string) {
    const counted = `o.status in ('placed', 'accepted', 'ready', 'picked_up')
      and (o.placed_at at time zone '${TIME_ZONE}')::date between '${from}' and '${to}'`;
    const [lines] = await db.query<Record<string, number>>(
      `select count(distinct o.id) as orders, sum(l.quantity) as units, sum(l.unit_price_cents * l.quantity) as gross,
              sum(l.discount_cents) as discounts, sum(l.price_cents) as net, sum(l.excise_cents) as excise,
              sum(l.sales_tax_cents) as sales_tax, sum(l.total_cents) as total
         from orders o join order_lines l on l.order_id = o.id where ${counted}`,
    );
    const [whole] = await db.query<Record<string, number>>(
      `select sum(o.rewards_discount_cents) as points, sum(o.referral_discount_cents) as referral,
              (select coalesce(sum((d->>'savingsCents')::int), 0) from orders o, jsonb_array_elements(o.discounts) d
                where ${counted} and d->>'slug' not in ('rewards', 'referral')) as deals
         from orders o where ${counted}`,
    );
    return Object.fromEntries(
      Object.entries({ ...lines, ...whole }).map(([key, value]) => [key, Number(value ?? 0)]),
    ) as Record<string, number>;
  }

  const metric = (payload: ReportPayload, key: string) => payload.metrics.find((entry) => entry.key === key)?.value;
  const table = (payload: ReportPayload, key: string): ReportTable =>
    payload.tables.find((entry) => entry.key === key)!;
  const columnSum = (rows: ReportTable['rows'], column: string) =>
    rows.reduce((sum, row) => sum + Number(row[column] ?? 0), 0);

  function expectReconciled(payload: ReportPayload, truth: Record<string, number>) {
    expect({
      gross: metric(payload, 'gross_sales'),
      discounts: metric(payload, 'discounts'),
      deals: metric(payload, 'deal_discounts'),
      points: metric(payload, 'points_redeemed'),
      referral: metric(payload, 'referral_discounts'),
      net: metric(payload, 'net_sales'),
      excise: metric(payload, 'excise_tax'),
      sales_tax: metric(payload, 'sales_tax'),
      orders: metric(payload, 'orders'),
      units: metric(payload, 'units'),
    }).toEqual({
      gross: truth.gross,
      discounts: truth.discounts,
      deals: truth.deals,
      points: truth.points,
      referral: truth.referral,
      net: truth.net,
      excise: truth.excise,
      sales_tax: truth.sales_tax,
      orders: truth.orders,
      units: truth.units,
    });
    expect(truth.deals! + truth.points! + truth.referral!).toBe(truth.discounts);
    expect(metric(payload, 'average_order_value')).toBe(Math.round(truth.net! / truth.orders!));

    const overTime = table(payload, 'over-time');
    for (const [column, key] of [
      ['orders', 'orders'],
      ['units', 'units'],
      ['gross_sales', 'gross'],
      ['discounts', 'discounts'],
      ['net_sales', 'net'],
      ['excise_tax', 'excise'],
      ['sales_tax', 'sales_tax'],
      ['total_collected', 'total'],
    ] as const)
      expect(columnSum(overTime.rows, column), `over time: ${column}`).toBe(truth[key]);
    for (const key of ['by-category', 'by-brand', 'by-product', 'by-menu']) {
      const rows = table(payload, key).rows;
      expect(columnSum(rows, 'net_sales'), `${key}: net sales`).toBe(truth.net);
      expect(columnSum(rows, 'gross_sales'), `${key}: gross sales`).toBe(truth.gross);
      expect(columnSum(rows, 'discounts'), `${key}: discounts`).toBe(truth.discounts);
      expect(columnSum(rows, 'units'), `${key}: units`).toBe(truth.units);
    }
    expect(columnSum(table(payload, 'orders-over-time').rows, 'orders')).toBe(truth.orders);
    expect(columnSum(table(payload, 'by-menu').rows, 'orders')).toBe(truth.orders);
    expect(columnSum(table(payload, 'hour-weekday').rows, 'orders')).toBe(truth.orders);
    expect(columnSum(table(payload, 'hour-weekday').rows, 'net_sales')).toBe(truth.net);
    expect(columnSum(table(payload, 'by-deal').rows, 'amount')).toBe(truth.discounts);
  }

  it('adds up, by hand, one store-local day: Tuesday, with the order placed ten minutes before midnight', async () => {
    const payload = await report(`range=custom&from=${TUESDAY}&to=${TUESDAY}&compare=none`);
    // Avery: 2 × $35.00 flower − 20% = $56.00 (excise $5.60, tax 6% of $61.60 = $3.70) and a $45.00 hoodie (tax $2.70).
    // Ada: a $40.00 cartridge − $5.00 of points = $35.00 (excise $3.50, tax 6% of $38.50 = $2.31).
    expect(Object.fromEntries(payload.metrics.map((entry) => [entry.key, entry.value]))).toEqual({
      gross_sales: 15_500,
      discounts: 1_900,
      deal_discounts: 1_400,
      points_redeemed: 500,
      referral_discounts: 0,
      net_sales: 13_600,
      excise_tax: 910,
      sales_tax: 871,
      orders: 2,
      units: 4,
      average_order_value: 6_800,
      basket_size: 2,
    });
    expect(table(payload, 'hour-weekday').rows.filter((row) => Number(row.orders) > 0)).toEqual([
      { weekday: 'Tue', hour: '10 AM', orders: 1, net_sales: 10_100 },
      { weekday: 'Tue', hour: '11 PM', orders: 1, net_sales: 3_500 },
    ]);
    expect(table(payload, 'by-deal').rows).toEqual([
      { discount: '20% off flower', orders: 1, amount: 1_400, share: 0.7368 },
      { discount: 'Rewards points (100 points)', orders: 1, amount: 500, share: 0.2632 },
    ]);
    expect(payload.empty).toBe(false);
  });

  it('equals the sum over counted orders’ lines to the cent, in every table, across both days', async () => {
    const payload = await report(`range=custom&from=${TUESDAY}&to=${WEDNESDAY}&compare=none`);
    const truth = await fromOrders(TUESDAY, WEDNESDAY);
    expect(truth.orders).toBe(6);
    expectReconciled(payload, truth);
    expect(table(payload, 'over-time').rows.map((row) => [row.period, row.orders])).toEqual([
      [TUESDAY, 2],
      [WEDNESDAY, 4],
    ]);
    expect(table(payload, 'by-menu').rows.map((row) => [row.menu, row.orders])).toEqual([
      ['Adult-use', 5],
      ['Medical', 1],
    ]);
    // Apparel $45.00 + $39.71 + $90.00; flower $56.00 + $24.00 + $28.00; the cartridges $35.00 + $35.29.
    expect(table(payload, 'by-category').rows.map((row) => [row.name, row.net_sales])).toEqual([
      ['Apparel', 17_471],
      ['Flower', 10_800],
      ['Vapes', 7_029],
    ]);
  });

  it('reads whole months from the month rollups and adds the days around them', async () => {
    for (const search of [
      'range=custom&from=2026-11-01&to=2026-11-30&compare=none',
      'range=custom&from=2026-10-15&to=2026-12-15&compare=none',
      'range=custom&from=2026-11-25&to=2027-01-31&compare=none&grain=month',
    ]) {
      const payload = await report(search);
      const days = new URLSearchParams(search);
      expectReconciled(payload, await fromOrders(days.get('from')!, days.get('to')!));
    }
  });

  it('takes a cancelled order’s sales out at the next refresh', async () => {
    const before = await report(`range=custom&from=${WEDNESDAY}&to=${WEDNESDAY}&compare=none`);
    await moveOrder(db, orders.Drew!, 'cancelled', { now: new Date('2026-11-26T15:00:00Z') });
    const after = await report(`range=custom&from=${WEDNESDAY}&to=${WEDNESDAY}&compare=none`);
    const truth = await fromOrders(WEDNESDAY, WEDNESDAY);
    expect(metric(after, 'orders')).toBe(Number(metric(before, 'orders')) - 1);
    expect(metric(after, 'gross_sales')).toBe(Number(metric(before, 'gross_sales')) - 9_000);
    expectReconciled(after, truth);
  });

  it('compares with the previous days, and filters by menu, category and brand', async () => {
    const wednesday = await report(`range=custom&from=${WEDNESDAY}&to=${WEDNESDAY}`);
    const tuesday = await fromOrders(TUESDAY, TUESDAY);
    expect(wednesday.metrics.find((entry) => entry.key === 'net_sales')?.previous).toBe(tuesday.net);
    expect(table(wednesday, 'over-time').rows[0]).toMatchObject({
      previous_period: TUESDAY,
      previous_net_sales: tuesday.net,
    });
    expect(table(wednesday, 'orders-over-time').rows[0]).toMatchObject({
      period: WEDNESDAY,
      previous_period: TUESDAY,
      previous_orders: tuesday.orders,
    });

    const medical = await report(`range=custom&from=${TUESDAY}&to=${WEDNESDAY}&menu=medical`);
    expect(metric(medical, 'orders')).toBe(1);
    expect(metric(medical, 'net_sales')).toBe(2_400);
    expect(metric(medical, 'excise_tax')).toBe(0);

    // Vapes holds the cartridges: Ada's and Cy's orders; points and referral credit are not split by category.
    const vapes = await report(`range=custom&from=${TUESDAY}&to=${WEDNESDAY}&category=vapes`);
    const [cartLines] = await db.query<{ orders: number; net: number }>(
      `select count(distinct o.id) as orders, sum(l.price_cents) as net from orders o join order_lines l on l.order_id = o.id
        where o.status in ('placed', 'accepted', 'ready', 'picked_up') and l.product_slug = 'city-cart'`,
    );
    expect(metric(vapes, 'orders')).toBe(Number(cartLines!.orders));
    expect(metric(vapes, 'net_sales')).toBe(Number(cartLines!.net));
    expect(metric(vapes, 'points_redeemed')).toBeUndefined();
    expect(table(vapes, 'by-product').rows.map((row) => row.name)).toEqual(['City Cart']);

    const huron = await report(`range=custom&from=${TUESDAY}&to=${WEDNESDAY}&brand=huron-valley&menu=adult`);
    expect(table(huron, 'by-brand').rows.map((row) => [row.name, row.units])).toEqual([['Huron Valley', 3]]);
    expect(metric(huron, 'orders')).toBe(2);
  });

  it('moves past sales with a product that moves to another category or brand', async () => {
    const search = `range=custom&from=2026-11-01&to=2026-11-30&compare=none`;
    const before = table(await report(search), 'by-category').rows;
    const vapes = before.find((row) => row.name === 'Vapes')!;
    const flower = before.find((row) => row.name === 'Flower')!;
    await db.query(
      `update products set category_id = (select id from categories where slug = 'flower'),
              brand_id = (select id from brands where slug = 'huron-valley') where slug = 'city-cart'`,
    );
    try {
      const after = await report(search);
      expect(table(after, 'by-category').rows.find((row) => row.name === 'Flower')).toMatchObject({
        net_sales: Number(flower.net_sales) + Number(vapes.net_sales),
        units: Number(flower.units) + Number(vapes.units),
      });
      expect(table(after, 'by-category').rows.map((row) => row.name)).not.toContain('Vapes');
      expect(table(after, 'by-brand').rows.map((row) => row.name)).not.toContain('Motor City');
    } finally {
      await db.query(
        `update products set category_id = (select id from categories where slug = 'cartridges'),
                brand_id = (select id from brands where slug = 'motor-city') where slug = 'city-cart'`,
      );
    }
    expect(table(await report(search), 'by-category').rows).toEqual(before);
  });

  it('reads nothing but its rollups and the catalog, whatever the range and filters', async () => {
    const read: [string, readonly unknown[] | undefined][] = [];
    const watched: Database = {
      ...db,
      query: (text, params) => {
        read.push([text, params]);
        return db.query(text, params);
      },
    };
    for (const search of ['range=last-12-months', 'range=last-12-months&category=vapes&brand=motor-city&menu=adult']) {
      const range = readReportRange(new URLSearchParams(search), REPORT_NOW, TIME_ZONE);
      if (!range.ok) throw new Error(range.message);
      await loadSalesReport({ db: watched, range: range.range, search: new URLSearchParams(search), now: REPORT_NOW });
    }
    const relations = new Set<string>();
    const collect = (plan: Record<string, unknown>) => {
      if (typeof plan['Relation Name'] === 'string') relations.add(plan['Relation Name']);
      for (const child of (plan.Plans as Record<string, unknown>[] | undefined) ?? []) collect(child);
    };
    for (const [text, params] of read) {
      const [row] = await db.query<{ 'QUERY PLAN': [{ Plan: Record<string, unknown> }] | string }>(
        `explain (format json) ${text}`,
        params as unknown[],
      );
      const plan = row!['QUERY PLAN'];
      collect((typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan);
    }
    expect([...relations].sort()).toEqual(
      expect.arrayContaining(['sales_rollup_product_months', 'sales_rollup_segments']),
    );
    for (const relation of relations) expect(relation).toMatch(/^(sales_rollup_\w+|categories|brands|deals)$/);
  });

  it('gives an empty range zero figures, and refuses filters that are not in the catalog', async () => {
    const empty = await report('range=custom&from=2026-10-01&to=2026-10-07');
    expect(empty.empty).toBe(true);
    expect(metric(empty, 'net_sales')).toBe(0);
    expect(metric(empty, 'average_order_value')).toBeNull();
    expect(table(empty, 'over-time').rows).toHaveLength(7);

    for (const search of ['menu=retail', 'category=no-such-thing', 'brand=nobody', 'range=forever']) {
      const response = await callEndpoint(GET, {
        db,
        staff: await staff,
        config: {} as never,
        request: jsonRequest('GET', `reports/sales?${search}`),
        now: REPORT_NOW,
      });
      expect(response.status, search).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/^Choose/);
    }
  });
});
