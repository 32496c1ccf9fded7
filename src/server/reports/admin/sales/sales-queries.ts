import type { DayRange, Grain } from '#lib/reports/report-range.ts';
import type { SalesMenuFilter } from '#lib/vocabulary/sales.ts';
import type { Queryable } from '../../../db/database.ts';
import { ofStores } from '../report-stores.ts';
import { rollupSpan, spanRows } from './rollup-span.ts';

/**
 * The sales report's reads: every one from the rollups (sales-rollups.ts), a few hundred rows at
 * most for any range, grouped in SQL. Each takes the days it covers, the menu filter and the
 * stores, whose rows it sums.
 */

/** What lines add up to, for any slice. */
export interface SalesSums {
  orders: number;
  units: number;
  grossCents: number;
  discountCents: number;
  netCents: number;
  exciseCents: number;
  salesTaxCents: number;
  totalCents: number;
}

export const NO_SALES: SalesSums = {
  orders: 0,
  units: 0,
  grossCents: 0,
  discountCents: 0,
  netCents: 0,
  exciseCents: 0,
  salesTaxCents: 0,
  totalCents: 0,
};

const SUMS_SQL = `coalesce(sum(orders), 0) as orders, coalesce(sum(units), 0) as units,
  coalesce(sum(gross_cents), 0) as gross_cents, coalesce(sum(discount_cents), 0) as discount_cents,
  coalesce(sum(net_cents), 0) as net_cents, coalesce(sum(excise_cents), 0) as excise_cents,
  coalesce(sum(sales_tax_cents), 0) as sales_tax_cents, coalesce(sum(total_cents), 0) as total_cents`;

interface SumsRow {
  orders: number;
  units: number;
  gross_cents: number;
  discount_cents: number;
  net_cents: number;
  excise_cents: number;
  sales_tax_cents: number;
  total_cents: number;
  [column: string]: unknown;
}

function sums(row: SumsRow): SalesSums {
  return {
    orders: Number(row.orders),
    units: Number(row.units),
    grossCents: Number(row.gross_cents),
    discountCents: Number(row.discount_cents),
    netCents: Number(row.net_cents),
    exciseCents: Number(row.excise_cents),
    salesTaxCents: Number(row.sales_tax_cents),
    totalCents: Number(row.total_cents),
  };
}

/** `($n = 'all' or menu_mode = $n)` */
const menuIs = (param: string) => `(${param} = 'all' or menu_mode = ${param})`;

export interface SalesScope {
  days: DayRange;
  menu: SalesMenuFilter;
  /** The stores whose rows are summed; null for every store. */
  storeIds: readonly string[] | null;
}

export type Period = 'current' | 'previous';

export interface BucketSums extends SalesSums {
  period: Period;
  /** The bucket's first day ('YYYY-MM-DD'). */
  bucket: string;
  menuMode: 'adult' | 'medical';
}

/**
 * The slice's sums by bucket of `grain` and menu, over the range and the compared days (a week
 * starts on Monday, as `bucketStart` says).
 */
export async function readSegmentBuckets(
  db: Queryable,
  scope: SalesScope & { previous: DayRange | null; grain: Grain; categoryKey: string; brandKey: string },
): Promise<BucketSums[]> {
  const rows = await db.query<SumsRow & { period: Period; bucket: string; menu_mode: 'adult' | 'medical' }>(
    `select case when day between $3::date and $4::date then 'current' else 'previous' end as period,
            to_char(date_trunc($7, day::timestamp), 'YYYY-MM-DD') as bucket, menu_mode, ${SUMS_SQL}
       from sales_rollup_segments
      where ${ofStores('store_id', '$9')} and category_key = $1 and brand_key = $2 and ${menuIs('$8')}
        and (day between $3::date and $4::date or day between $5::date and $6::date)
      group by 1, 2, 3`,
    [
      scope.categoryKey,
      scope.brandKey,
      scope.days.start,
      scope.days.end,
      scope.previous?.start ?? null,
      scope.previous?.end ?? null,
      scope.grain,
      scope.menu,
      scope.storeIds,
    ],
  );
  return rows.map((row) => ({ ...sums(row), period: row.period, bucket: row.bucket, menuMode: row.menu_mode }));
}

export interface DiscountSplit {
  dealCents: number;
  pointsRedeemed: number;
  pointsOrders: number;
  pointsCents: number;
  referralOrders: number;
  referralCents: number;
}

/** How whole orders' discounts split into deals, points and referral credit, per period. */
export async function readDiscountSplit(
  db: Queryable,
  scope: SalesScope & { previous: DayRange | null },
): Promise<Record<Period, DiscountSplit>> {
  const rows = await db.query<{
    period: Period;
    deal_cents: number;
    points_redeemed: number;
    points_orders: number;
    points_cents: number;
    referral_orders: number;
    referral_cents: number;
  }>(
    `select case when day between $1::date and $2::date then 'current' else 'previous' end as period,
            sum(deal_discount_cents) as deal_cents, sum(points_redeemed) as points_redeemed,
            sum(points_orders) as points_orders, sum(points_discount_cents) as points_cents,
            sum(referral_orders) as referral_orders, sum(referral_discount_cents) as referral_cents
       from sales_rollup_hours
      where ${ofStores('store_id', '$6')} and ${menuIs('$5')}
        and (day between $1::date and $2::date or day between $3::date and $4::date)
      group by 1`,
    [
      scope.days.start,
      scope.days.end,
      scope.previous?.start ?? null,
      scope.previous?.end ?? null,
      scope.menu,
      scope.storeIds,
    ],
  );
  const split = (period: Period): DiscountSplit => {
    const row = rows.find((candidate) => candidate.period === period);
    return {
      dealCents: Number(row?.deal_cents ?? 0),
      pointsRedeemed: Number(row?.points_redeemed ?? 0),
      pointsOrders: Number(row?.points_orders ?? 0),
      pointsCents: Number(row?.points_cents ?? 0),
      referralOrders: Number(row?.referral_orders ?? 0),
      referralCents: Number(row?.referral_cents ?? 0),
    };
  };
  return { current: split('current'), previous: split('previous') };
}

export interface HourCell {
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
  hour: number;
  orders: number;
  netCents: number;
}

/** Whole orders by store-local weekday and hour. */
export async function readHourGrid(db: Queryable, scope: SalesScope): Promise<HourCell[]> {
  const rows = await db.query<{ weekday: number; hour: number; orders: number; net_cents: number }>(
    `select extract(isodow from day)::int as weekday, hour, sum(orders) as orders, sum(net_cents) as net_cents
       from sales_rollup_hours
      where ${ofStores('store_id', '$4')} and day between $1::date and $2::date and ${menuIs('$3')}
      group by 1, 2`,
    [scope.days.start, scope.days.end, scope.menu, scope.storeIds],
  );
  return rows.map((row) => ({
    weekday: row.weekday,
    hour: Number(row.hour),
    orders: Number(row.orders),
    netCents: Number(row.net_cents),
  }));
}

const SEGMENTS = { days: 'sales_rollup_segments', months: 'sales_rollup_segment_months' };
const PRODUCTS = { days: 'sales_rollup_products', months: 'sales_rollup_product_months' };
const ROW_COLUMNS = 'orders, units, gross_cents, discount_cents, net_cents, excise_cents, sales_tax_cents, total_cents';

/** Sums per category key (of `categoryKeys`) within the brand slice. */
export async function readByCategory(
  db: Queryable,
  scope: SalesScope & { categoryKeys: readonly string[]; brandKey: string },
): Promise<(SalesSums & { key: string })[]> {
  const rows = spanRows(
    SEGMENTS,
    `category_key, ${ROW_COLUMNS}`,
    `${ofStores('store_id', '$4')} and category_key = any($1::text[]) and brand_key = $2 and ${menuIs('$3')}`,
    [scope.categoryKeys, scope.brandKey, scope.menu, scope.storeIds],
    rollupSpan(scope.days),
  );
  const found = await db.query<SumsRow & { key: string }>(
    `select category_key as key, ${SUMS_SQL} from (${rows.sql}) as slice group by category_key`,
    rows.params,
  );
  return found.map((row) => ({ ...sums(row), key: row.key }));
}

/** Sums per brand key ('-' for no brand) within the category slice. */
export async function readByBrand(
  db: Queryable,
  scope: SalesScope & { categoryKey: string; brandKey: string },
): Promise<(SalesSums & { key: string })[]> {
  const rows = spanRows(
    SEGMENTS,
    `brand_key, ${ROW_COLUMNS}`,
    `${ofStores('store_id', '$4')} and category_key = $1 and brand_key <> '' and ($2 = '' or brand_key = $2) and ${menuIs('$3')}`,
    [scope.categoryKey, scope.brandKey, scope.menu, scope.storeIds],
    rollupSpan(scope.days),
  );
  const found = await db.query<SumsRow & { key: string }>(
    `select brand_key as key, ${SUMS_SQL} from (${rows.sql}) as slice group by brand_key`,
    rows.params,
  );
  return found.map((row) => ({ ...sums(row), key: row.key }));
}

export interface ProductSums extends SalesSums {
  key: string;
  name: string;
  categoryKey: string;
  brandKey: string;
}

/** Sums per product in the slice (`categoryKeys` empty for every category), largest net sales first. */
export async function readByProduct(
  db: Queryable,
  scope: SalesScope & { categoryKeys: readonly string[]; brandKey: string },
): Promise<ProductSums[]> {
  const rows = spanRows(
    PRODUCTS,
    `product_key, product_name, category_key, brand_key, ${ROW_COLUMNS}`,
    `${ofStores('store_id', '$4')} and ${menuIs('$1')} and (cardinality($2::text[]) = 0 or category_key = any($2::text[]))
     and ($3 = '' or brand_key = $3)`,
    [scope.menu, scope.categoryKeys, scope.brandKey, scope.storeIds],
    rollupSpan(scope.days),
  );
  const found = await db.query<SumsRow & { key: string; name: string; category_key: string; brand_key: string }>(
    `select product_key as key, max(product_name) as name, max(category_key) as category_key,
            max(brand_key) as brand_key, ${SUMS_SQL}
       from (${rows.sql}) as slice
      group by product_key
      order by sum(net_cents) desc, max(product_name), product_key`,
    rows.params,
  );
  return found.map((row) => ({
    ...sums(row),
    key: row.key,
    name: row.name,
    categoryKey: row.category_key,
    brandKey: row.brand_key,
  }));
}

export interface DealSavings {
  slug: string;
  title: string;
  orders: number;
  savingsCents: number;
}

/** What each deal took off, largest first, named as the deal is named now (or was on its last order). */
export async function readByDeal(db: Queryable, scope: SalesScope): Promise<DealSavings[]> {
  const rows = await db.query<{ slug: string; title: string; orders: number; savings_cents: number }>(
    `select r.deal_slug as slug, coalesce(max(d.title), max(r.deal_title)) as title, sum(r.orders) as orders,
            sum(r.savings_cents) as savings_cents
       from sales_rollup_deals r left join deals d on d.slug = r.deal_slug
      where ${ofStores('r.store_id', '$4')} and r.day between $1::date and $2::date and ${menuIs('$3')}
      group by r.deal_slug
      order by sum(r.savings_cents) desc, r.deal_slug`,
    [scope.days.start, scope.days.end, scope.menu, scope.storeIds],
  );
  return rows.map((row) => ({
    slug: row.slug,
    title: row.title,
    orders: Number(row.orders),
    savingsCents: Number(row.savings_cents),
  }));
}
