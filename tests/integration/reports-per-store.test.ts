import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#lib/pickup/zoned-time.ts';
import type { ReportPayload } from '#lib/reports/report-payload.ts';
import type { StoreScope } from '#lib/stores/store-scope.ts';
import type { Database, Queryable } from '#server/db/database.ts';
import { recordStockoutDays } from '#server/reports/admin/forecasts/stockout-days.ts';
import { GET as abandonedCarts } from '../../src/pages/api/dashboard/reports/abandoned-carts.ts';
import { GET as feedback } from '../../src/pages/api/dashboard/reports/feedback.ts';
import { GET as forecasts } from '../../src/pages/api/dashboard/reports/forecasts.ts';
import { GET as sales } from '../../src/pages/api/dashboard/reports/sales.ts';
import { callEndpoint, insertStaff, jsonRequest } from '../support/dashboard-endpoint-call.ts';
import { insertBrand, insertCategory, insertProduct } from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { insertPickupStore } from '../support/test-store.ts';

/**
 * Reports per store (decision 68): Monroe (the default store, Eastern time) and Menominee
 * (`America/Menominee`, Central time), with orders ten minutes either side of each store's
 * midnight and two at the same instant that fall on different days at the two stores. Every sales,
 * abandoned-cart and feedback figure of each store adds up with the other's to the all-stores
 * figure to the cent; each store's day equals SQL straight from its orders on its own calendar; a
 * manager of Monroe sees only Monroe; forecasts read each store's history and stock.
 */
const TUESDAY = '2026-11-24';
const WEDNESDAY = '2026-11-25';
const NOW = new Date('2026-11-27T17:00:00Z');
const TWO_DAYS = `range=custom&from=${TUESDAY}&to=${WEDNESDAY}&compare=none`;

type Loader = typeof sales;
type Caller = Awaited<ReturnType<typeof insertStaff>> & { scope: StoreScope };

interface Line {
  variant: string;
  quantity: number;
  unitCents: number;
  discountCents?: number;
}

/** Integer money per line as placement writes it: 10% excise, then 6% sales tax on the price and excise. */
function lineMoney({ quantity, unitCents, discountCents = 0 }: Line) {
  const price = unitCents * quantity - discountCents;
  const excise = Math.round(price * 0.1);
  const tax = Math.round((price + excise) * 0.06);
  return { price, excise, tax, total: price + excise + tax };
}

let orderNumber = 0;

async function insertOrder(
  db: Queryable,
  storeId: string,
  placedAt: string,
  lines: Line[],
  { menu = 'adult', email = 'shopper@example.com' }: { menu?: 'adult' | 'medical'; email?: string } = {},
): Promise<string> {
  const money = lines.map(lineMoney);
  const sum = (key: keyof ReturnType<typeof lineMoney>) => money.reduce((total, line) => total + line[key], 0);
  const discount = lines.reduce((total, line) => total + (line.discountCents ?? 0), 0);
  const discounts = discount > 0 ? [{ slug: 'midnight-deal', title: 'Midnight deal', savingsCents: discount }] : [];
  const [order] = await db.query<{ id: string }>(
    `insert into orders (number, store_id, menu_mode, contact_name, email, phone, birthdate, pickup_slot_start,
                         pickup_slot_end, subtotal_cents, discount_cents, excise_cents, sales_tax_cents, total_cents,
                         idempotency_key, placed_at, discounts, medical_card_number, medical_card_expires_on)
     values ($1, $2, $3, 'Store Tester', $4, '7345550100', '1990-01-01', $5::timestamptz + interval '12 hours',
             $5::timestamptz + interval '12 hours 30 minutes', $6, $7, $8, $9, $10, $1, $5, $11::jsonb,
             case when $3 = 'medical' then 'MMP0001' end, case when $3 = 'medical' then date '2028-01-01' end)
     returning id`,
    [
      `RR-S${++orderNumber}`,
      storeId,
      menu,
      email,
      placedAt,
      sum('price') + discount,
      discount,
      sum('excise'),
      sum('tax'),
      sum('total'),
      JSON.stringify(discounts),
    ],
  );
  for (const [index, line] of lines.entries()) {
    const { price, excise, tax, total } = money[index]!;
    await db.query(
      `insert into order_lines (order_id, variant_id, product_slug, product_name, size_label, quantity,
                                unit_price_cents, discount_cents, price_cents, excise_cents, sales_tax_cents,
                                total_cents, excise_taxable, limit_category, limit_amount)
       select $1, v.id, p.slug, p.name, v.size_label, $3, $4, $5, $6, $7, $8, $9, true, 'none', 0
         from variants v join products p on p.id = v.product_id where v.id = $2`,
      [order!.id, line.variant, line.quantity, line.unitCents, line.discountCents ?? 0, price, excise, tax, total],
    );
  }
  return order!.id;
}

async function insertStore(db: Queryable, slug: string, timeZone: string): Promise<string> {
  const [store] = await db.query<{ id: string }>(
    `insert into stores (slug, name, city, municipality, timezone, position) values ($1, initcap($1), initcap($1), initcap($1), $2, 1)
     returning id`,
    [slug, timeZone],
  );
  return store!.id;
}

async function variantOf(db: Queryable, slug: string): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    'select v.id from variants v join products p on p.id = v.product_id where p.slug = $1',
    [slug],
  );
  return row!.id;
}

async function defaultStoreId(db: Queryable): Promise<string> {
  return (await db.query<{ id: string }>('select id from stores where is_default'))[0]!.id;
}

const ADDITIVE = new Set(['cents', 'count']);

/**
 * Each table's additive cells (money and counts), keyed by the table and its row's labels; zeros
 * left out. Lists of single checkouts or answers are not sums (and show each one's time on the
 * calendar of the stores shown): `tables` names the tables that are.
 */
function additiveCells(payload: ReportPayload, tables?: readonly string[]): Map<string, number> {
  const cells = new Map<string, number>();
  for (const table of payload.tables.filter((candidate) => !tables || tables.includes(candidate.key))) {
    const labels = table.columns.filter((column) => !ADDITIVE.has(column.format) && column.format !== 'percent');
    for (const row of table.rows) {
      const label = labels.map((column) => String(row[column.key])).join('|');
      // An average of money is money, but averages do not add up.
      const sums = table.columns.filter(
        (candidate) => ADDITIVE.has(candidate.format) && !candidate.key.startsWith('average'),
      );
      for (const column of sums) {
        const key = `${table.key}|${label}|${column.key}`;
        cells.set(key, (cells.get(key) ?? 0) + Number(row[column.key] ?? 0));
      }
    }
  }
  for (const [key, value] of cells) if (value === 0) cells.delete(key);
  return cells;
}

function added(...maps: Map<string, number>[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const map of maps) for (const [key, value] of map) sums.set(key, (sums.get(key) ?? 0) + value);
  return sums;
}

/** The payload's money and count metrics (averages are not additive). */
function additiveMetrics(payload: ReportPayload): Record<string, number> {
  return Object.fromEntries(
    payload.metrics
      .filter((metric) => ADDITIVE.has(metric.format) && metric.key !== 'average_order_value')
      .map((metric) => [metric.key, metric.value ?? 0]),
  );
}

function addedMetrics(a: Record<string, number>, b: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.keys(a).map((key) => [key, a[key]! + b[key]!]));
}

describe(`reports per store on ${testEngine}`, () => {
  let db: Database;
  let monroe: string;
  let menominee: string;
  let admin: Caller;
  let manager: Caller;

  async function call(load: Loader, path: string, caller: Caller): Promise<{ status: number; body: ReportPayload }> {
    const response = await callEndpoint(load, {
      db,
      staff: caller,
      config: {} as never,
      request: jsonRequest('GET', `reports/${path}`),
      now: NOW,
    });
    return { status: response.status, body: (await response.json()) as ReportPayload };
  }

  async function report(load: Loader, path: string, caller: Caller = admin): Promise<ReportPayload> {
    const { status, body } = await call(load, path, caller);
    expect(status, JSON.stringify(body)).toBe(200);
    return body;
  }

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertPickupStore(db);
    monroe = await defaultStoreId(db);
    menominee = await insertStore(db, 'menominee', 'America/Menominee');
    await insertCategory(db, 'flower');
    await insertCategory(db, 'edibles');
    await insertBrand(db, 'north-coast');
    await insertProduct(db, {
      slug: 'north-star',
      category: 'flower',
      brand: 'north-coast',
      variants: [{ price: 3500, stock: 20 }],
    });
    await insertProduct(db, { slug: 'lake-gummies', category: 'edibles', variants: [{ price: 1800, stock: 20 }] });
    const north = await variantOf(db, 'north-star');
    const gummies = await variantOf(db, 'lake-gummies');

    const staff = await insertStaff(db, 'admin@example.test');
    const monroeStore = { id: monroe, slug: 'monroe', name: 'Monroe', isDefault: true };
    admin = { ...staff, role: 'admin', scope: { allowed: 'all', store: monroeStore } };
    manager = { ...(await insertStaff(db)), stores: [monroe], scope: { allowed: [monroe], store: monroeStore } };
    await db.query(`update stores set slug = 'monroe', name = 'Monroe' where id = $1`, [monroe]);

    // 23:50 Tuesday in Monroe.
    await insertOrder(db, monroe, '2026-11-25T04:50:00Z', [
      { variant: north, quantity: 2, unitCents: 3500, discountCents: 500 },
    ]);
    // 00:10 Wednesday in Monroe, and at the same instant 23:10 Tuesday in Menominee.
    await insertOrder(db, monroe, '2026-11-25T05:10:00Z', [{ variant: gummies, quantity: 1, unitCents: 1800 }]);
    await insertOrder(db, menominee, '2026-11-25T05:10:00Z', [{ variant: north, quantity: 1, unitCents: 3600 }]);
    // 23:50 Tuesday in Menominee, on the medical menu.
    await insertOrder(
      db,
      menominee,
      '2026-11-25T05:50:00Z',
      [{ variant: gummies, quantity: 3, unitCents: 1800, discountCents: 300 }],
      { menu: 'medical' },
    );
    // 00:10 Wednesday in Menominee, picked up and answered; a cancelled one ten minutes later is no sale.
    const pickedUp = await insertOrder(
      db,
      menominee,
      '2026-11-25T06:10:00Z',
      [
        { variant: north, quantity: 1, unitCents: 3600 },
        { variant: gummies, quantity: 1, unitCents: 1800 },
      ],
      { email: 'first@example.com' },
    );
    await db.query(
      `update orders set status = 'picked_up', accepted_at = placed_at, ready_at = placed_at,
              picked_up_at = '2026-11-25T18:00:00Z' where id = $1`,
      [pickedUp],
    );
    await db.query(
      `insert into purchase_feedback (order_id, score, went_well, created_at) values ($1, 9, 'Quick', '2026-11-25T20:00:00Z')`,
      [pickedUp],
    );
    const cancelled = await insertOrder(db, menominee, '2026-11-25T06:20:00Z', [
      { variant: north, quantity: 5, unitCents: 3600 },
    ]);
    await db.query(`update orders set status = 'cancelled', cancelled_at = '2026-11-25T07:00:00Z' where id = $1`, [
      cancelled,
    ]);

    // Checkouts left at each store, around Monroe's midnight.
    for (const [store, key, at, cents] of [
      [monroe, 'a-1', '2026-11-25T04:55:00Z', 3500],
      [monroe, 'a-2', '2026-11-25T05:05:00Z', 1800],
      [menominee, 'b-1', '2026-11-25T05:05:00Z', 7200],
    ] as const) {
      await db.query(
        `insert into abandoned_checkouts (store_id, checkout_key, email, cart, subtotal_cents, captured_at)
         values ($1, $2, $2 || '@example.com', jsonb_build_array(jsonb_build_object('variantId', $3::text, 'quantity', 2)), $4, $5)`,
        [store, key, north, cents, at],
      );
    }
  });
  afterAll(() => db.close());

  it('adds each store’s sales up to the all-stores figure, to the cent, in every metric and table', async () => {
    const all = await report(sales, `sales?${TWO_DAYS}&stores=all`);
    const east = await report(sales, `sales?${TWO_DAYS}&stores=monroe`);
    const central = await report(sales, `sales?${TWO_DAYS}&stores=menominee`);
    expect(additiveMetrics(all)).toEqual(addedMetrics(additiveMetrics(east), additiveMetrics(central)));
    expect(additiveCells(all)).toEqual(added(additiveCells(east), additiveCells(central)));
    expect(additiveMetrics(all)).toMatchObject({ orders: 5, units: 9, discounts: 800 });
    expect(additiveMetrics(central).orders).toBe(3);
  });

  it('puts each order on its own store’s local day, as SQL straight from the orders says', async () => {
    const straight = await db.query<{ store: string; day: string; orders: number; net: number; total: number }>(
      `select o.store_id as store, to_char((o.placed_at at time zone s.timezone)::date, 'YYYY-MM-DD') as day,
              count(distinct o.id)::int as orders, sum(l.price_cents)::int as net, sum(l.total_cents)::int as total
         from orders o join stores s on s.id = o.store_id join order_lines l on l.order_id = o.id
        where o.status in ('placed', 'accepted', 'ready', 'picked_up')
        group by 1, 2 order by 1, 2`,
    );
    const expected: Record<string, number> = { [`${monroe}|${TUESDAY}`]: 1, [`${monroe}|${WEDNESDAY}`]: 1 };
    expected[`${menominee}|${TUESDAY}`] = 2;
    expected[`${menominee}|${WEDNESDAY}`] = 1;
    expect(Object.fromEntries(straight.map((row) => [`${row.store}|${row.day}`, row.orders]))).toEqual(expected);
    for (const row of straight) {
      const slug = row.store === monroe ? 'monroe' : 'menominee';
      const day = await report(sales, `sales?range=custom&from=${row.day}&to=${row.day}&compare=none&stores=${slug}`);
      const metric = (key: string) => day.metrics.find((candidate) => candidate.key === key)?.value;
      expect({ orders: metric('orders'), net: metric('net_sales') }, `${slug} ${row.day}`).toEqual({
        orders: row.orders,
        net: row.net,
      });
    }
  });

  it('offers every store and all stores to an admin, the dashboard’s store first chosen', async () => {
    const payload = await report(sales, `sales?${TWO_DAYS}`);
    expect(payload.filters[0]).toEqual({
      key: 'stores',
      label: 'Store',
      value: 'monroe',
      options: [
        { value: 'all', label: 'All stores' },
        { value: 'monroe', label: 'Monroe' },
        { value: 'menominee', label: 'Menominee' },
      ],
    });
    const east = await report(sales, `sales?${TWO_DAYS}&stores=monroe`);
    expect(additiveMetrics(payload)).toEqual(additiveMetrics(east));
    expect((await call(sales, `sales?${TWO_DAYS}&stores=nowhere`, admin)).status).toBe(404);
  });

  it('shows a manager only their store, whatever they ask for', async () => {
    const east = await report(sales, `sales?${TWO_DAYS}&stores=monroe`);
    const own = await report(sales, `sales?${TWO_DAYS}`, manager);
    const all = await report(sales, `sales?${TWO_DAYS}&stores=all`, manager);
    expect(additiveMetrics(own)).toEqual(additiveMetrics(east));
    expect(additiveMetrics(all)).toEqual(additiveMetrics(east));
    expect(all.filters.map((filter) => filter.key)).not.toContain('stores');
    const refused = await call(sales, `sales?${TWO_DAYS}&stores=menominee`, manager);
    expect(refused.status).toBe(403);
    for (const load of [abandonedCarts, feedback]) {
      expect((await call(load, `x?${TWO_DAYS}&stores=menominee`, manager)).status).toBe(403);
    }
  });

  it('adds abandoned checkouts and feedback up per store, each on its store’s day', async () => {
    const carts = async (stores: string) => report(abandonedCarts, `abandoned-carts?${TWO_DAYS}&stores=${stores}`);
    const [all, east, central] = [await carts('all'), await carts('monroe'), await carts('menominee')];
    expect(additiveMetrics(all)).toEqual(addedMetrics(additiveMetrics(east), additiveMetrics(central)));
    const overTime = (payload: ReportPayload) => additiveCells(payload, ['over-time']);
    expect(overTime(all)).toEqual(added(overTime(east), overTime(central)));
    expect(additiveMetrics(east)).toMatchObject({ checkouts: 2, value: 5300 });
    // 05:05 UTC is Wednesday in Monroe and Tuesday in Menominee.
    const days = (payload: ReportPayload) =>
      payload.tables
        .find((table) => table.key === 'over-time')!
        .rows.filter((row) => Number(row.checkouts) > 0)
        .map((row) => [row.period, row.checkouts]);
    expect(days(east)).toEqual([
      [TUESDAY, 1],
      [WEDNESDAY, 1],
    ]);
    expect(days(central)).toEqual([[TUESDAY, 1]]);

    const answers = async (stores: string) => report(feedback, `feedback?${TWO_DAYS}&stores=${stores}`);
    const [every, monroeAnswers, menomineeAnswers] = [
      await answers('all'),
      await answers('monroe'),
      await answers('menominee'),
    ];
    const counts = (payload: ReportPayload) =>
      Object.fromEntries(
        payload.metrics.filter((m) => ['answers', 'sent'].includes(m.key)).map((m) => [m.key, m.value]),
      );
    expect(counts(menomineeAnswers)).toEqual({ answers: 1, sent: 1 });
    expect(counts(monroeAnswers)).toEqual({ answers: 0, sent: 0 });
    expect(counts(every)).toEqual({ answers: 1, sent: 1 });
  });

  it('records a stockout on each store’s own day and only for the store that ran out', async () => {
    const north = await variantOf(db, 'north-star');
    await db.query(
      `insert into store_variants (store_id, variant_id, stock) values ($1, $2, 3)
       on conflict (variant_id, store_id, pool) do update set stock = 3`,
      [menominee, north],
    );
    await db.query(`update store_variants set stock = 0 where store_id = $1 and variant_id = $2`, [menominee, north]);
    const recorded = await db.query<{ store_id: string }>(
      'select store_id from variant_stockout_days where variant_id = $1',
      [north],
    );
    expect(recorded.map((row) => row.store_id)).toEqual([menominee]);

    // 05:30 UTC: Wednesday in Monroe, still Tuesday in Menominee.
    await db.query(`update store_variants set stock = 0 where store_id = $1`, [monroe]);
    await db.query('delete from variant_stockout_days');
    await recordStockoutDays(db, new Date('2026-11-25T05:30:00Z'));
    const days = await db.query<{ store_id: string; day: string }>(
      `select distinct store_id, to_char(day, 'YYYY-MM-DD') as day from variant_stockout_days order by 2`,
    );
    expect(days.map((row) => [row.store_id, row.day])).toEqual([
      [menominee, TUESDAY],
      [monroe, WEDNESDAY],
    ]);
  });
});

describe(`forecasts per store on ${testEngine}`, () => {
  let db: Database;
  let monroe: string;
  let menominee: string;
  let admin: Caller;
  const TODAY = '2026-11-27';

  async function report(stores: string): Promise<ReportPayload> {
    const response = await callEndpoint(forecasts, {
      db,
      staff: admin,
      config: {} as never,
      request: jsonRequest('GET', `reports/forecasts?stores=${stores}`),
      now: NOW,
    });
    expect(response.status).toBe(200);
    return (await response.json()) as ReportPayload;
  }

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertPickupStore(db);
    monroe = await defaultStoreId(db);
    menominee = await insertStore(db, 'menominee', 'America/Menominee');
    await insertCategory(db, 'edibles');
    await insertProduct(db, { slug: 'lake-gummies', category: 'edibles', variants: [{ price: 1800, stock: 50 }] });
    const gummies = await variantOf(db, 'lake-gummies');
    await db.query('insert into store_variants (store_id, variant_id, stock) values ($1, $2, 7)', [menominee, gummies]);
    // Eight weeks of the same sales every day: three a day at Monroe, two at Menominee, at each store's noon.
    const [monroeRow] = await db.query<{ slug: string }>('select slug from stores where id = $1', [monroe]);
    admin = {
      ...(await insertStaff(db, 'admin@example.test')),
      role: 'admin',
      scope: { allowed: 'all', store: { id: monroe, slug: monroeRow!.slug, name: 'Monroe', isDefault: true } },
    };
    for (const [store, zone, units] of [
      [monroe, 'America/Detroit', 3],
      [menominee, 'America/Menominee', 2],
    ] as const) {
      for (let back = 56; back >= 1; back--) {
        const day = addDays(TODAY, -back);
        const noon = await db.query<{ at: string }>(
          `select to_char((($1::date + time '12:00') at time zone $2) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at`,
          [day, zone],
        );
        await insertOrder(db, store, noon[0]!.at, [{ variant: gummies, quantity: units, unitCents: 1800 }]);
      }
    }
  });
  afterAll(() => db.close());

  it('forecasts each store from its own history against its own stock, and all stores from their sums', async () => {
    const product = async (stores: string) => {
      const payload = await report(stores);
      const row = payload.tables.find((table) => table.key === 'products')!.rows[0]!;
      return { stock: row.stock, forecast: Number(row.forecast) };
    };
    const east = await product(monroeSlug());
    const central = await product('menominee');
    const all = await product('all');
    expect(east.stock).toBe(50);
    expect(central.stock).toBe(7);
    expect(all.stock).toBe(57);
    expect(east.forecast).toBeCloseTo(42, 0);
    expect(central.forecast).toBeCloseTo(28, 0);
    expect(all.forecast).toBeCloseTo(70, 0);
    const stored = await db.query<{ store_id: string }>('select store_id from demand_forecasts order by store_id');
    expect(stored.map((row) => row.store_id).sort()).toEqual([monroe, menominee].sort());
  });

  const monroeSlug = () => admin.scope.store!.slug;
});
