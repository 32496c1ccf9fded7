import { addDays } from '#lib/pickup/zoned-time.ts';
import { daysBetween } from '#lib/reports/report-range.ts';
import type { Queryable } from '../../../db/database.ts';
import { CATEGORY_TREE } from '#lib/catalog/sellable.ts';
import { WINDOW_DAYS, type WindowSeries } from './backtest.ts';

/**
 * What the forecasts are computed from, read from the demand rollup (demand-rollup.ts) of one
 * store or the sum of several: the products on the menu's books (status active) with their
 * top-level category, each one's daily units over the window before today (unknown on a day it
 * was out at any of the stores: what sold then is a floor, not the demand), and each category's
 * units per day over all of its history, for the chart.
 */
export type ForecastCategory = { slug: string; name: string };

export interface ProductHistory {
  id: string;
  name: string;
  category: string;
  /** The first day it sold anything, null when it never has. */
  firstSaleDay: string | null;
  /** Its days in the window from its first sale on; null when it never sold. */
  series: WindowSeries | null;
}

export interface DemandHistory {
  /** The first forecast day (the store's today); history ends the day before. */
  today: string;
  /** The window's first day. */
  windowStart: string;
  /** Top-level categories in the menu's order. */
  categories: ForecastCategory[];
  /** In id order, so computing over them is the same on every run. */
  products: ProductHistory[];
  /** Units sold per day by each category's products (slug → day → units), days before today. */
  categoryDays: Record<string, Record<string, number>>;
}

/** `active_products(id, name, category)`: the products forecast, with their top-level category's slug. */
const ACTIVE_PRODUCTS = `with recursive ${CATEGORY_TREE},
  active_products (id, name, category) as (
    select p.id, p.name, top.slug
      from products p
      join category_tree t on t.id = p.category_id
      join categories top on top.id = t.root_id
     where p.status = 'active'
  )`;

/**
 * The version of what a forecast for `today` is computed from: the fingerprints of every day of
 * history before today and the active products' categories, with the method's revision. Any change
 * to a past day's sales or stockouts, or to which products are forecast in which category, is a new
 * version; today's own orders are not (today is forecast, not history).
 */
export async function demandHistoryVersion(
  db: Queryable,
  today: string,
  methodRevision: string,
  storeIds: readonly string[],
): Promise<string> {
  const [row] = await db.query<{ version: string }>(
    `${ACTIVE_PRODUCTS}
     select md5($2 || '|' ||
       coalesce((select string_agg(store_id::text || to_char(day, 'YYYY-MM-DD') || digest, ',' order by day, store_id)
                   from public.product_demand_day_digests
                  where store_id = any($3::uuid[]) and day < $1::date), '') || '|' ||
       coalesce((select string_agg(id::text || '>' || category, ',' order by id) from active_products), '')) as version`,
    [today, methodRevision, storeIds],
  );
  return row!.version;
}

/** Reads the history of a forecast of these stores whose first day is `today` (store-local). */
export async function readDemandHistory(
  db: Queryable,
  today: string,
  storeIds: readonly string[],
): Promise<DemandHistory> {
  const windowStart = addDays(today, -WINDOW_DAYS);
  const categories = await db.query<ForecastCategory>(
    'select slug, name from public.categories where parent_id is null order by position, name',
  );
  const products = await db.query<{ id: string; name: string; category: string }>(
    `${ACTIVE_PRODUCTS} select id, name, category from active_products order by id`,
  );
  const firstSales = await db.query<{ product_id: string; day: string }>(
    `select product_id, to_char(min(day), 'YYYY-MM-DD') as day
       from public.product_demand_days
      where store_id = any($2::uuid[]) and units > 0 and day < $1::date group by product_id`,
    [today, storeIds],
  );
  const windowRows = await db.query<{ product_id: string; day: string; units: number; stocked_out: boolean }>(
    `select product_id, to_char(day, 'YYYY-MM-DD') as day, sum(units)::integer as units, bool_or(stocked_out) as stocked_out
       from public.product_demand_days
      where store_id = any($3::uuid[]) and day >= $1::date and day < $2::date
      group by product_id, day`,
    [windowStart, today, storeIds],
  );
  const categoryRows = await db.query<{ day: string; category: string; units: number }>(
    `${ACTIVE_PRODUCTS}
     select to_char(d.day, 'YYYY-MM-DD') as day, a.category, sum(d.units)::integer as units
       from public.product_demand_days d join active_products a on a.id = d.product_id
      where d.store_id = any($2::uuid[]) and d.day < $1::date
      group by d.day, a.category`,
    [today, storeIds],
  );

  const firstSaleOf = new Map(firstSales.map((row) => [row.product_id, row.day]));
  const rowsOf = new Map<string, typeof windowRows>();
  for (const row of windowRows) {
    const rows = rowsOf.get(row.product_id) ?? [];
    rows.push(row);
    rowsOf.set(row.product_id, rows);
  }
  const categoryDays: Record<string, Record<string, number>> = {};
  for (const row of categoryRows) (categoryDays[row.category] ??= {})[row.day] = row.units;

  return {
    today,
    windowStart,
    categories,
    categoryDays,
    products: products.map((product) => {
      const firstSaleDay = firstSaleOf.get(product.id) ?? null;
      if (firstSaleDay === null) return { ...product, firstSaleDay, series: null };
      const start = Math.max(0, daysBetween(windowStart, firstSaleDay) - 1);
      const values: (number | null)[] = Array.from({ length: WINDOW_DAYS }, () => 0);
      for (const row of rowsOf.get(product.id) ?? []) {
        values[daysBetween(windowStart, row.day) - 1] = row.stocked_out ? null : row.units;
      }
      return { ...product, firstSaleDay, series: { start, values } };
    }),
  };
}
