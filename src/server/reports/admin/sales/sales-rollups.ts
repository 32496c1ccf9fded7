import type { Queryable } from '../../../db/database.ts';
import type { RollupBuilder } from '../report-rollups.ts';
import { countedOrderSql, salesDaySql } from './counted-orders.ts';

/**
 * The sales rollups (migrations 20261128005200, 20261208001100), per store: whole orders by day, hour and menu; lines by day,
 * menu and every category/brand slice a filter can ask for; lines by product; savings by deal.
 * Rebuilding a day deletes its rows and rolls the counted orders placed on it up again, so a
 * cancellation takes an order's sales out the next time the rollups are refreshed.
 */
const DAY_TABLES = ['sales_rollup_hours', 'sales_rollup_segments', 'sales_rollup_products', 'sales_rollup_deals'];

/**
 * The store's counted orders to roll up, with their sales day: `$1` is the store's time zone, `$2`
 * the store, `$3` the days. Each day is read as its range of instants, so the index on the store
 * and `placed_at` finds its orders.
 */
function countedOrders(days: readonly string[] | 'all'): string {
  const columns = `o.id, o.menu_mode, o.placed_at, o.discounts, o.rewards_points_redeemed, o.rewards_discount_cents,
         o.referral_discount_cents, ${salesDaySql('o', '$1')} as day`;
  if (days === 'all') return `select ${columns} from public.orders o where o.store_id = $2 and ${countedOrderSql('o')}`;
  return `select ${columns}
            from unnest($3::date[]) as d(day)
            join public.orders o on o.store_id = $2
                                and o.placed_at >= (d.day::timestamp at time zone $1)
                                and o.placed_at < ((d.day + 1)::timestamp at time zone $1)
           where ${countedOrderSql('o')}`;
}

/** Each counted line with its money, and the product, category and brand it belongs to now. */
const LINES = `lines as (
  select c.id as order_id, c.day, c.menu_mode, l.quantity, l.unit_price_cents * l.quantity as gross_cents,
         l.discount_cents, l.price_cents, l.excise_cents, l.sales_tax_cents, l.total_cents,
         l.product_slug, l.product_name, p.id as product_id, p.name as current_name, p.category_id, p.brand_id
    from counted c
    join public.order_lines l on l.order_id = c.id
    left join public.variants v on v.id = l.variant_id
    left join public.products p on p.id = coalesce(
      v.product_id,
      (select ps.id from public.products ps where l.variant_id is null and ps.slug = l.product_slug))
)`;

const LINE_SUMS = `sum(quantity) as units, sum(gross_cents) as gross_cents, sum(discount_cents) as discount_cents,
  sum(price_cents) as net_cents, sum(excise_cents) as excise_cents, sum(sales_tax_cents) as sales_tax_cents,
  sum(total_cents) as total_cents`;

const MONEY_COLUMNS = 'units, gross_cents, discount_cents, net_cents, excise_cents, sales_tax_cents, total_cents';

const HOURS = `insert into public.sales_rollup_hours (store_id, day, hour, menu_mode, orders, units, gross_cents, discount_cents,
    deal_discount_cents, points_redeemed, points_orders, points_discount_cents, referral_orders, referral_discount_cents,
    net_cents, excise_cents, sales_tax_cents, total_cents)
  with counted as (%COUNTED%),
  per_order as (
    select c.day, extract(hour from c.placed_at at time zone $1)::smallint as hour, c.menu_mode,
           c.rewards_points_redeemed, c.rewards_discount_cents, c.referral_discount_cents, sum(l.quantity) as units,
           sum(l.unit_price_cents * l.quantity) as gross_cents, sum(l.discount_cents) as discount_cents,
           sum(l.price_cents) as net_cents, sum(l.excise_cents) as excise_cents,
           sum(l.sales_tax_cents) as sales_tax_cents, sum(l.total_cents) as total_cents
      from counted c join public.order_lines l on l.order_id = c.id
     group by c.id, c.day, c.placed_at, c.menu_mode, c.rewards_points_redeemed, c.rewards_discount_cents,
              c.referral_discount_cents
  )
  select $2::uuid, day, hour, menu_mode, count(*), sum(units), sum(gross_cents), sum(discount_cents),
         sum(discount_cents - rewards_discount_cents - referral_discount_cents), sum(rewards_points_redeemed),
         count(*) filter (where rewards_discount_cents > 0), sum(rewards_discount_cents),
         count(*) filter (where referral_discount_cents > 0), sum(referral_discount_cents), sum(net_cents), sum(excise_cents),
         sum(sales_tax_cents), sum(total_cents)
    from per_order group by day, hour, menu_mode`;

// Every line counts in the slice of all categories (''), of its category and each one above it,
// and in all brands ('') and its brand; a slice's orders are the orders with a line in it. Slices
// are grouped by id, "all" and "none" being two ids no row has (uuids sort and compare faster than
// their text), and named as the table keys them once summed.
const ALL = `'00000000-0000-0000-0000-000000000000'::uuid`;
const NONE = `'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid`;
const keyOf = (id: string) => `case ${id} when ${ALL} then '' when ${NONE} then '-' else ${id}::text end`;

const SEGMENTS = `insert into public.sales_rollup_segments (store_id, category_key, brand_key, day, menu_mode, orders, ${MONEY_COLUMNS})
  with recursive counted as (%COUNTED%),
  ${LINES},
  up (category_id, ancestor_id, depth) as (
    select id, id, 0 from public.categories
    union all
    select up.category_id, c.parent_id, up.depth + 1
      from up join public.categories c on c.id = up.ancestor_id
     where c.parent_id is not null and up.depth < 20
  ),
  ancestry as (select category_id, array_agg(ancestor_id) as ids from up group by category_id),
  per_order as (
    select l.day, l.menu_mode, l.order_id, category.id as category_id, brand.id as brand_id, ${LINE_SUMS}
      from lines l
      left join ancestry a on a.category_id = l.category_id
      cross join lateral unnest(array[${ALL}] || coalesce(a.ids, array[${NONE}])) as category(id)
      cross join lateral unnest(array[${ALL}, coalesce(l.brand_id, ${NONE})]) as brand(id)
     group by l.day, l.menu_mode, l.order_id, category.id, brand.id
  )
  select $2::uuid, ${keyOf('category_id')}, ${keyOf('brand_id')}, day, menu_mode, count(*), sum(units), sum(gross_cents),
         sum(discount_cents), sum(net_cents), sum(excise_cents), sum(sales_tax_cents), sum(total_cents)
    from per_order group by category_id, brand_id, day, menu_mode`;

const PRODUCTS = `insert into public.sales_rollup_products (store_id, day, menu_mode, product_key, product_name, category_key,
    brand_key, orders, ${MONEY_COLUMNS})
  with counted as (%COUNTED%),
  ${LINES}
  select $2::uuid, day, menu_mode, coalesce(product_id::text, 'slug:' || product_slug) collate "C",
         coalesce(max(current_name), max(product_name)), coalesce(category_id::text, '-') collate "C",
         coalesce(brand_id::text, '-') collate "C", count(distinct order_id), ${LINE_SUMS}
    from lines
   group by 2, 3, 4, 6, 7`;

// Points and referral credit are order discounts of their own (the hours rollup), not deals.
const DEALS = `insert into public.sales_rollup_deals (store_id, day, menu_mode, deal_slug, deal_title, orders, savings_cents)
  with counted as (%COUNTED%)
  select $2::uuid, c.day, c.menu_mode, d.slug, max(d.title), count(distinct c.id), sum(d."savingsCents")
    from counted c
    cross join lateral jsonb_to_recordset(c.discounts) as d(slug text, title text, "savingsCents" integer)
   where d.slug not in ('rewards', 'referral') and d."savingsCents" > 0
   group by c.day, c.menu_mode, d.slug`;

// A month's rows are the sums of its days' (an order belongs to one day, so orders add up too).
const SEGMENT_MONTHS = `insert into public.sales_rollup_segment_months (store_id, category_key, brand_key, month,
    menu_mode, orders, ${MONEY_COLUMNS})
  select $1::uuid, category_key, brand_key, date_trunc('month', day)::date, menu_mode, sum(orders), sum(units), sum(gross_cents),
         sum(discount_cents), sum(net_cents), sum(excise_cents), sum(sales_tax_cents), sum(total_cents)
    from public.sales_rollup_segments where store_id = $1 %DAYS%
   group by category_key, brand_key, date_trunc('month', day), menu_mode`;

const PRODUCT_MONTHS = `insert into public.sales_rollup_product_months (store_id, month, menu_mode, product_key, product_name,
    category_key, brand_key, orders, ${MONEY_COLUMNS})
  select $1::uuid, date_trunc('month', day)::date, menu_mode, product_key, max(product_name), max(category_key), max(brand_key),
         sum(orders), sum(units), sum(gross_cents), sum(discount_cents), sum(net_cents), sum(excise_cents),
         sum(sales_tax_cents), sum(total_cents)
    from public.sales_rollup_products where store_id = $1 %DAYS%
   group by date_trunc('month', day), menu_mode, product_key`;

/** Every day of these months ('YYYY-MM-01'), for `day = any(…)`, which the rollups' day indexes serve. */
function daysOfMonths(months: readonly string[]): string[] {
  return months.flatMap((month) => {
    const [year, monthNumber] = month.split('-').map(Number) as [number, number];
    const length = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
    return Array.from({ length }, (_, index) => `${month.slice(0, 8)}${String(index + 1).padStart(2, '0')}`);
  });
}

async function rebuildSales(
  tx: Queryable,
  days: readonly string[] | 'all',
  timeZone: string,
  storeId: string,
): Promise<void> {
  // A day's rebuild takes tens of milliseconds; compiling these statements with JIT takes seconds.
  await tx.query('set local jit = off');
  // Rebuilding everything (the first refresh, a new time zone) groups every order once: in memory, not on disk.
  if (days === 'all') await tx.query(`set local work_mem = '64MB'`);
  const params = days === 'all' ? [timeZone, storeId] : [timeZone, storeId, days];
  for (const table of DAY_TABLES) {
    if (days === 'all') await tx.query(`delete from public.${table} where store_id = $1`, [storeId]);
    else await tx.query(`delete from public.${table} where store_id = $1 and day = any($2::date[])`, [storeId, days]);
  }
  for (const statement of [HOURS, SEGMENTS, PRODUCTS, DEALS]) {
    await tx.query(statement.replace('%COUNTED%', countedOrders(days)), params);
  }
  const months = days === 'all' ? 'all' : [...new Set(days.map((day) => `${day.slice(0, 7)}-01`))];
  for (const [table, statement] of [
    ['sales_rollup_segment_months', SEGMENT_MONTHS],
    ['sales_rollup_product_months', PRODUCT_MONTHS],
  ] as const) {
    if (months === 'all') {
      await tx.query(`delete from public.${table} where store_id = $1`, [storeId]);
      await tx.query(statement.replace('%DAYS%', ''), [storeId]);
    } else {
      await tx.query(`delete from public.${table} where store_id = $1 and month = any($2::date[])`, [storeId, months]);
      await tx.query(statement.replace('%DAYS%', 'and day = any($2::date[])'), [storeId, daysOfMonths(months)]);
    }
  }
}

/**
 * The sales rollup: rebuilt for the days orders changed on ('orders'), and for the days a
 * product sold on when its category or brand changed ('catalog').
 */
export const salesRollup: RollupBuilder = {
  name: 'sales',
  subjects: ['orders', 'catalog'],
  perStore: true,
  rebuild: rebuildSales,
};
