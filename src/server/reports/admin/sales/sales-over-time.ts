import { formatCents } from '#lib/money.ts';
import type { Cell, Column, ReportTable } from '#lib/reports/report-payload.ts';
import { bucketStarts, formatDay, type DayRange, type Grain } from '#lib/reports/report-range.ts';
import { SALES_DEFINITIONS as DEFINED } from '#lib/vocabulary/sales.ts';
import type { BucketSums, SalesSums } from './sales-queries.ts';
import { money, sumAll } from './sales-tables.ts';

/**
 * Sales over the range by its grain (day, week from Monday, month), each bucket beside the
 * bucket in the same place of the compared days: net sales with the money columns, and orders
 * with units and average order value — two charts, since dollars and counts share no axis.
 */

interface Bucket {
  start: string;
  sums: SalesSums;
  previousStart: string | null;
  previous: SalesSums | null;
}

function bucketsOf(rows: readonly BucketSums[], days: DayRange, previous: DayRange | null, grain: Grain): Bucket[] {
  const sumsOf = (period: 'current' | 'previous', start: string) =>
    sumAll(rows.filter((row) => row.period === period && row.bucket === start));
  const previousStarts = previous ? bucketStarts(previous, grain) : [];
  return bucketStarts(days, grain).map((start, index) => {
    const previousStart = previousStarts[index] ?? null;
    return {
      start,
      sums: sumsOf('current', start),
      previousStart,
      previous: previousStart ? sumsOf('previous', previousStart) : null,
    };
  });
}

const UNIT: Record<Grain, string> = { day: 'day', week: 'week', month: 'month' };

function periodColumns(grain: Grain, compared: boolean): { period: Column; compared: Column[] } {
  const format = grain === 'month' ? 'month' : 'day';
  return {
    period: { key: 'period', label: grain === 'week' ? 'Week of' : grain === 'month' ? 'Month' : 'Day', format },
    compared: compared ? [{ key: 'previous_period', label: 'Compared with', format }] : [],
  };
}

function best(buckets: readonly Bucket[], value: (sums: SalesSums) => number): Bucket | undefined {
  return buckets.reduce<Bucket | undefined>(
    (top, bucket) => (!top || value(bucket.sums) > value(top.sums) ? bucket : top),
    undefined,
  );
}

export function overTimeTables(
  rows: readonly BucketSums[],
  days: DayRange,
  previous: DayRange | null,
  grain: Grain,
): ReportTable[] {
  const buckets = bucketsOf(rows, days, previous, grain);
  const compared = previous !== null;
  const columns = periodColumns(grain, compared);
  const unit = UNIT[grain];
  const topSales = best(buckets, (sums) => sums.netCents);
  const topOrders = best(buckets, (sums) => sums.orders);
  // The compared bucket's columns, only when there is a comparison.
  const then = (bucket: Bucket, value: Record<string, Cell>): Record<string, Cell> =>
    compared ? { previous_period: bucket.previousStart, ...value } : {};

  const sales: ReportTable = {
    key: 'over-time',
    title: 'Net sales over time',
    summary:
      topSales && topSales.sums.netCents > 0
        ? `Net sales by ${unit}; the best ${unit} began ${formatDay(topSales.start)} with ${formatCents(topSales.sums.netCents)}.`
        : `Net sales by ${unit}: none in these dates.`,
    columns: [
      columns.period,
      { key: 'orders', label: 'Orders', format: 'count', definition: DEFINED.orders },
      { key: 'units', label: 'Units', format: 'count', definition: DEFINED.units },
      money('gross_sales', 'Gross sales', DEFINED.gross),
      money('discounts', 'Discounts', DEFINED.discounts),
      money('net_sales', 'Net sales', DEFINED.net),
      money('excise_tax', 'Excise tax', DEFINED.excise),
      money('sales_tax', 'Sales tax', DEFINED.salesTax),
      money('total_collected', 'Total collected', DEFINED.total),
      ...columns.compared,
      ...(compared ? [money('previous_net_sales', 'Net sales then')] : []),
    ],
    rows: buckets.map((bucket): Record<string, Cell> => ({
      period: bucket.start,
      orders: bucket.sums.orders,
      units: bucket.sums.units,
      gross_sales: bucket.sums.grossCents,
      discounts: bucket.sums.discountCents,
      net_sales: bucket.sums.netCents,
      excise_tax: bucket.sums.exciseCents,
      sales_tax: bucket.sums.salesTaxCents,
      total_collected: bucket.sums.totalCents,
      ...then(bucket, { previous_net_sales: bucket.previous?.netCents ?? 0 }),
    })),
    chart: {
      kind: 'line',
      x: 'period',
      series: ['net_sales'],
      ...(compared ? { previous: ['previous_net_sales'] } : {}),
    },
  };

  const averageOf = (sums: SalesSums | null) =>
    sums && sums.orders > 0 ? Math.round(sums.netCents / sums.orders) : null;
  const orders: ReportTable = {
    key: 'orders-over-time',
    title: 'Orders over time',
    summary:
      topOrders && topOrders.sums.orders > 0
        ? `Orders by ${unit}; the busiest ${unit} began ${formatDay(topOrders.start)} with ${topOrders.sums.orders} orders.`
        : `Orders by ${unit}: none in these dates.`,
    columns: [
      columns.period,
      { key: 'orders', label: 'Orders', format: 'count', definition: DEFINED.orders },
      { key: 'units', label: 'Units', format: 'count', definition: DEFINED.units },
      money('average_order_value', 'Average order value', DEFINED.averageOrderValue),
      ...columns.compared,
      ...(compared ? [{ key: 'previous_orders', label: 'Orders then', format: 'count' } satisfies Column] : []),
    ],
    rows: buckets.map((bucket): Record<string, Cell> => ({
      period: bucket.start,
      orders: bucket.sums.orders,
      units: bucket.sums.units,
      average_order_value: averageOf(bucket.sums),
      ...then(bucket, { previous_orders: bucket.previous?.orders ?? 0 }),
    })),
    chart: { kind: 'line', x: 'period', series: ['orders'], ...(compared ? { previous: ['previous_orders'] } : {}) },
  };
  return [sales, orders];
}
