import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#lib/pickup/zoned-time.ts';
import type { ReportPayload, ReportTable } from '#lib/reports/report-payload.ts';
import type { Database, Queryable } from '#server/db/database.ts';
import { WINDOW_DAYS } from '#server/reports/admin/forecasts/backtest.ts';
import { PRODUCT_FORECAST_DAYS } from '#server/reports/admin/forecasts/demand-forecast.ts';
import { loadDemandForecast } from '#server/reports/admin/forecasts/forecast-cache.ts';
import { forecastDemand } from '#server/reports/admin/forecasts/forecast-model.ts';
import { recordStockoutDays } from '#server/reports/admin/forecasts/stockout-days.ts';
import { refreshReports } from '#server/reports/admin/rollup-builders.ts';
import { GET } from '../../src/pages/api/dashboard/reports/forecasts.ts';
import { callEndpoint, insertStaff, jsonRequest } from '../support/dashboard-endpoint-call.ts';
import { insertCategory, insertProduct } from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { insertPickupStore } from '../support/test-store.ts';

// Monday 15 June 2026, noon in Monroe: the first forecast day. History runs to Sunday the 14th.
const NOW = new Date('2026-06-15T16:00:00Z');
const TODAY = '2026-06-15';
const HISTORY_START = '2025-11-02';
// Sunday … Saturday: the weekly pattern of the two flower products.
const WEEKLY = [4, 3, 3, 4, 6, 9, 8];
// Not weekly, so neither the method nor the rule is exact.
const WOBBLE = [0, 1, -1, 1, 0, -1, 2, -2, 0, 1, 1, -1, 0];
const STOCKOUT_WEEK = Array.from({ length: 7 }, (_, index) => addDays(TODAY, index - 7));

function daysFrom(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

interface Sale {
  day: string;
  units: number;
  variant: string;
}

/** One counted order per sale, placed at noon of its day in Monroe. */
async function insertSales(db: Queryable, sales: Sale[]): Promise<void> {
  await db.query(
    `with input as (
       select x.*, md5(x.variant::text || x.day::text) as key
         from jsonb_to_recordset($1::jsonb) as x (day date, units integer, variant uuid)
     ),
     placed as (
       insert into orders (number, menu_mode, contact_name, email, phone, birthdate, pickup_slot_start, pickup_slot_end,
                           subtotal_cents, discount_cents, excise_cents, sales_tax_cents, total_cents, idempotency_key,
                           placed_at)
       select 'RR-' || substr(key, 1, 10), 'adult', 'Forecast Tester', 'forecast@example.com', '7345550100',
              '1990-01-01', (day + time '13:00') at time zone 'America/Detroit',
              (day + time '13:30') at time zone 'America/Detroit', 1000 * units, 0, 0, 0, 1000 * units, key,
              (day + time '12:00') at time zone 'America/Detroit'
         from input
       returning id, idempotency_key
     )
     insert into order_lines (order_id, variant_id, product_slug, product_name, size_label, quantity, unit_price_cents,
                              discount_cents, price_cents, excise_cents, sales_tax_cents, total_cents, excise_taxable,
                              limit_category, limit_amount)
     select placed.id, input.variant, v.sku, v.sku, v.size_label, input.units, 1000, 0, 1000 * input.units, 0, 0,
            1000 * input.units, false, 'none', 0
       from placed join input on input.key = placed.idempotency_key join variants v on v.id = input.variant`,
    [JSON.stringify(sales.filter((sale) => sale.units > 0))],
  );
}

async function variantsOf(db: Queryable, slug: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    'select v.id from variants v join products p on p.id = v.product_id where p.slug = $1 order by v.position',
    [slug],
  );
  return rows.map((row) => row.id);
}

function table(payload: ReportPayload, key: string): ReportTable {
  const found = payload.tables.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`No table ${key}`);
  return found;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe(`demand forecasts report on ${testEngine}`, () => {
  let db: Database;
  let staff: Awaited<ReturnType<typeof insertStaff>>;
  const config = { mediaDir: '', mediaBucket: 'media', supabase: undefined };
  const report = async (query = '') => {
    const response = await callEndpoint(GET, {
      db,
      staff,
      config,
      now: NOW,
      request: jsonRequest('GET', `reports/forecasts${query}`),
    });
    return { status: response.status, body: (await response.json()) as ReportPayload & { error?: string } };
  };

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertPickupStore(db);
    staff = await insertStaff(db);
    await insertCategory(db, 'flower');
    await insertCategory(db, 'edibles');
    // Out of stock now (its last week was a stockout), the same pattern as sour-diesel, which never ran out.
    await insertProduct(db, { slug: 'blue-dream', category: 'flower', variants: [{ price: 3500, stock: 0 }] });
    await insertProduct(db, { slug: 'sour-diesel', category: 'flower', variants: [{ price: 3500, stock: 40 }] });
    // Three a day, every day: a forecast of exactly 3 with no band, so stock cover is checked by hand.
    await insertProduct(db, { slug: 'mint-gummies', category: 'edibles', variants: [{ price: 1800, stock: 50 }] });
    // Two sizes; only one runs out: the product can still be bought.
    await insertProduct(db, {
      slug: 'dark-chocolate',
      category: 'edibles',
      variants: [
        { price: 2000, stock: 5 },
        { price: 3500, stock: 0 },
      ],
    });
    // First sold ten days ago: too new to forecast.
    await insertProduct(db, { slug: 'new-drops', category: 'edibles', variants: [{ price: 2200, stock: 9 }] });

    const [blue] = await variantsOf(db, 'blue-dream');
    const [sour] = await variantsOf(db, 'sour-diesel');
    const [mint] = await variantsOf(db, 'mint-gummies');
    const [darkSmall, darkLarge] = await variantsOf(db, 'dark-chocolate');
    const [drops] = await variantsOf(db, 'new-drops');
    const history = daysFrom(HISTORY_START, addDays(TODAY, -1));
    const pattern = (day: string, index: number) => Math.max(0, WEEKLY[weekday(day)]! + WOBBLE[index % WOBBLE.length]!);
    await insertSales(db, [
      ...history
        .map((day, index) => ({ day, units: pattern(day, index), variant: blue! }))
        .filter((sale) => !STOCKOUT_WEEK.includes(sale.day)),
      ...history.map((day, index) => ({ day, units: pattern(day, index), variant: sour! })),
      ...history.map((day) => ({ day, units: 3, variant: mint! })),
      ...history.map((day) => ({ day, units: 1, variant: darkSmall! })),
      ...history.slice(-10).map((day) => ({ day, units: 2, variant: drops! })),
    ]);
    await db.query(
      `insert into variant_stockout_days (variant_id, day)
       select $1::uuid, day from unnest($2::date[]) as day union all select $3::uuid, $4::date`,
      [blue, STOCKOUT_WEEK, darkLarge, STOCKOUT_WEEK[0]],
    );
  });
  afterAll(() => db.close());

  it('keeps each product’s daily units and reads a stockout day as unknown, not as no sales', async () => {
    await refreshReports(db);
    const rows = await db.query<{ slug: string; day: string; units: number; stocked_out: boolean }>(
      `select p.slug, to_char(d.day, 'YYYY-MM-DD') as day, d.units, d.stocked_out
         from product_demand_days d join products p on p.id = d.product_id
        where d.day = $1::date order by p.slug`,
      [STOCKOUT_WEEK[0]],
    );
    // Blue Dream's only size was out: unknown. Dark Chocolate still had a size to sell: known, 1 unit.
    expect(rows.map(({ slug, units, stocked_out }) => [slug, units, stocked_out])).toEqual([
      ['blue-dream', 0, true],
      ['dark-chocolate', 1, false],
      ['mint-gummies', 3, false],
      ['new-drops', 2, false],
      ['sour-diesel', expect.any(Number), false],
    ]);
  });

  it('forecasts through a stockout week as if the product had been on the shelf, and never scores those days', async () => {
    const { computed } = await loadDemandForecast(db, TODAY);
    const blue = computed.products.find((product) => product.name === 'Blue Dream')!;
    const sour = computed.products.find((product) => product.name === 'Sour Diesel')!;
    const next14 = (point: readonly number[]) => sum(point.slice(0, 14));
    // Sour Diesel sold the same pattern through that week: Blue Dream's forecast stays beside it.
    expect(next14(blue.forecast!.point)).toBeGreaterThan(next14(sour.forecast!.point) * 0.9);
    expect(next14(blue.forecast!.point)).toBeLessThan(next14(sour.forecast!.point) * 1.1);

    // Read as zeros, the same history would have forecast far less.
    const [blueVariant] = await variantsOf(db, 'blue-dream');
    const asZeros = await db.query<{ units: number }>(
      `select d.units from product_demand_days d join variants v on v.product_id = d.product_id
        where v.id = $1 and d.day >= $2::date and d.day < $3::date order by d.day`,
      [blueVariant, addDays(TODAY, -112), TODAY],
    );
    const zerosForecast = forecastDemand(
      asZeros.map((row) => row.units),
      PRODUCT_FORECAST_DAYS,
    );
    expect(next14(zerosForecast.point)).toBeLessThan(next14(blue.forecast!.point) * 0.85);

    // The last origin's 14 days hold the stockout week: 7 scored days for Blue Dream, 14 for Sour Diesel.
    const lastOrigin = computed.origins.length - 1;
    expect(blue.backtest.find((score) => score.origin === lastOrigin)!.method.days).toBe(7);
    expect(sour.backtest.find((score) => score.origin === lastOrigin)!.method.days).toBe(14);
    expect(computed.origins).toEqual([
      addDays(TODAY, -63),
      addDays(TODAY, -56),
      addDays(TODAY, -49),
      addDays(TODAY, -42),
      addDays(TODAY, -35),
      addDays(TODAY, -28),
      addDays(TODAY, -21),
      addDays(TODAY, -14),
    ]);
    expect(computed.products.find((product) => product.name === 'New Drops')!.status).toBe('new');
    expect(WINDOW_DAYS).toBe(175);
  });

  it('shows the backtest beside the simple rule, with the same numbers on a second run', async () => {
    const first = await report('?category=flower');
    expect(first.status).toBe(200);
    const metrics = Object.fromEntries(first.body.metrics.map((metric) => [metric.key, metric.value]));
    for (const key of ['method-wape', 'baseline-wape', 'method-mase', 'baseline-mase'])
      expect(metrics[key]).toEqual(expect.any(Number));
    expect(metrics.improvement).toBeCloseTo(1 - metrics['method-wape']! / metrics['baseline-wape']!, 10);
    const backtest = table(first.body, 'backtest');
    expect(backtest.rows).toHaveLength(8);
    expect(
      backtest.rows.every((row) => typeof row.methodWape === 'number' && typeof row.baselineWape === 'number'),
    ).toBe(true);
    expect(backtest.rows.map((row) => row.products)).toEqual([2, 2, 2, 2, 2, 2, 2, 2]);
    expect(backtest.note).toMatch(/(beats the simple rule by \d+%|does not beat the simple rule)/);

    // Computed again from nothing (no cached copy in the table, none in this process for that handle).
    const fresh: Queryable = { query: (text, params) => db.query(text, params), exec: (script) => db.exec(script) };
    const stored = await loadDemandForecast(fresh, TODAY);
    expect(stored.source).toBe('stored');
    await db.query('delete from demand_forecasts');
    const again: Queryable = { query: (text, params) => db.query(text, params), exec: (script) => db.exec(script) };
    const recomputed = await loadDemandForecast(again, TODAY);
    expect(recomputed.source).toBe('computed');
    expect(recomputed.computed).toEqual(stored.computed);
    const second = await report('?category=flower');
    expect(second.body.metrics).toEqual(first.body.metrics);
    expect(table(second.body, 'backtest').rows).toEqual(backtest.rows);
  });

  it('works out days of supply and the reorder from stock', async () => {
    const { body } = await report('?category=edibles');
    const rows = table(body, 'products').rows;
    // Three a day: 42 units over 14 days, no band. 50 in stock ÷ 3 a day = 16.67 days, shown 16.6;
    // 21 days (7 lead + 14) × 3 = 63 − 50 = 13 to order.
    expect(rows.find((row) => row.product === 'Mint Gummies')).toEqual({
      product: 'Mint Gummies',
      category: 'Edibles',
      forecast: 42,
      low: 42,
      high: 42,
      stock: 50,
      daysOfSupply: 16.6,
      reorder: 13,
    });
    // One a day: 14 units; 5 in stock = 5 days; 21 − 5 = 16 to order.
    expect(rows.find((row) => row.product === 'Dark Chocolate')).toMatchObject({
      forecast: 14,
      stock: 5,
      daysOfSupply: 5,
      reorder: 16,
    });
    expect(rows.map((row) => row.product)).not.toContain('New Drops');
    // The table keeps the rule it states: a reorder exactly when the days of supply shown are under 21.
    for (const row of rows) {
      expect(Number(row.reorder) > 0, String(row.product)).toBe(
        row.daysOfSupply !== null && Number(row.daysOfSupply) < PRODUCT_FORECAST_DAYS,
      );
    }
    expect(table(body, 'products').note).toMatch(/^1 product has no forecast/);
    expect(body.metrics.find((metric) => metric.key === 'to-reorder')!.value).toBe(2);
  });

  it('draws the category’s units up to yesterday and its forecast band after, over the chosen dates', async () => {
    const { body } = await report('?category=edibles&range=custom&from=2026-06-01&to=2026-06-15');
    const band = table(body, 'category-forecast');
    expect(band.chart).toEqual({
      kind: 'band',
      x: 'day',
      value: 'forecast',
      low: 'low',
      high: 'high',
      actual: 'actual',
    });
    // Jun 1 – Jun 14 of history, then Jun 15 – Jun 28 forecast.
    expect(band.rows).toHaveLength(28);
    // Mint Gummies 3 and Dark Chocolate 1 (New Drops started on Jun 5).
    expect(band.rows[0]).toEqual({ day: '2026-06-01', actual: 3 + 1, forecast: null, low: null, high: null });
    expect(band.rows[13]!.day).toBe('2026-06-14');
    expect(band.rows[14]).toMatchObject({ day: TODAY, actual: null });
    for (const row of band.rows.slice(14)) {
      expect(Number(row.low)).toBeLessThanOrEqual(Number(row.forecast));
      expect(Number(row.high)).toBeGreaterThanOrEqual(Number(row.forecast));
    }
  });

  it('recomputes when a past day changes, and not for today’s orders', async () => {
    const before = await loadDemandForecast(db, TODAY);
    const [mint] = await variantsOf(db, 'mint-gummies');
    await insertSales(db, [{ day: TODAY, units: 4, variant: mint! }]);
    await refreshReports(db);
    const withToday = await loadDemandForecast(db, TODAY);
    expect(withToday.version).toBe(before.version);
    expect(withToday.source).toBe('memory');

    // Yesterday's gummies order is cancelled: the category sold 3 units fewer (Dark Chocolate's 1 and New Drops' 2 are left).
    await db.query(
      `update orders o set status = 'cancelled', cancelled_at = now()
         from order_lines l where l.order_id = o.id and l.variant_id = $1
          and o.placed_at = ($2::date + time '12:00') at time zone 'America/Detroit'`,
      [mint, addDays(TODAY, -1)],
    );
    const { body } = await report('?category=edibles&range=last-7-days');
    const yesterday = table(body, 'category-forecast').rows.find((row) => row.day === addDays(TODAY, -1))!;
    expect(yesterday.actual).toBe(3);
    const after = await loadDemandForecast(db, TODAY);
    expect(after.version).not.toBe(before.version);
  });

  it('refuses a category or range it does not know with a 400', async () => {
    const unknown = await report('?category=moon-rocks');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('Choose one of the listed categories.');
    expect((await report('?range=fortnight')).status).toBe(400);
  });

  it('records a stockout day when a size sells out and every day it stays out', async () => {
    const [sour] = await variantsOf(db, 'sour-diesel');
    await db.query('update variants set stock = 0 where id = $1', [sour]);
    const [marked] = await db.query<{ same: boolean }>(
      `select day = (now() at time zone 'America/Detroit')::date as same from variant_stockout_days where variant_id = $1`,
      [sour],
    );
    expect(marked?.same).toBe(true);

    // The job marks the day at its clock for every size still at zero, once.
    const later = new Date('2026-06-20T15:00:00Z');
    expect(await recordStockoutDays(db, later)).toBeGreaterThanOrEqual(2);
    expect(await recordStockoutDays(db, later)).toBe(0);
    const days = await db.query<{ day: string }>(
      `select to_char(day, 'YYYY-MM-DD') as day from variant_stockout_days where variant_id = $1 and day = '2026-06-20'`,
      [sour],
    );
    expect(days).toHaveLength(1);
    const notes = await db.query<{ n: number }>(
      `select count(*)::int as n from report_changes where subject = 'stockouts'`,
    );
    expect(notes[0]!.n).toBeGreaterThan(0);
  });
});
