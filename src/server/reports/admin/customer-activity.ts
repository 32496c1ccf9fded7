import { addDays } from '#lib/pickup/zoned-time.ts';
import { bucketStart, bucketStarts, daysBetween, type DayRange, type Grain } from '#lib/reports/report-range.ts';
import type { Queryable } from '../../db/database.ts';

/**
 * What the customer reports read from the customer rollups (customer-rollups.ts): each period's
 * customer mix, and a range's distinct customers.
 */

export interface PeriodCustomers {
  /** The period's first day: the day itself, its week's Monday or its month's first. */
  period: string;
  /** First order ever in the period. */
  newCustomers: number;
  /** Ordered in the period before too. */
  returningCustomers: number;
  /** Ordered before, but not in the period before. */
  resurrectedCustomers: number;
  /** Orders and net sales of the period's new customers (all of their orders in it). */
  newCustomerOrders: number;
  newCustomerNetCents: number;
  /** Orders and net sales of the customers who had ordered before the period. */
  returningCustomerOrders: number;
  returningCustomerNetCents: number;
}

/** Everyone who ordered in the period. */
export function activeCustomers(period: PeriodCustomers): number {
  return period.newCustomers + period.returningCustomers + period.resurrectedCustomers;
}

function emptyPeriod(period: string): PeriodCustomers {
  return {
    period,
    newCustomers: 0,
    returningCustomers: 0,
    resurrectedCustomers: 0,
    newCustomerOrders: 0,
    newCustomerNetCents: 0,
    returningCustomerOrders: 0,
    returningCustomerNetCents: 0,
  };
}

/**
 * The range's periods in its grain, each a whole calendar period (the first may begin before the
 * range) counted up to the range's end, empty ones included, and the period just before the first
 * (what "returning" and "dormant" in the first period are measured against).
 */
export async function readPeriodCustomers(
  db: Queryable,
  range: DayRange,
  grain: Grain,
): Promise<{ before: PeriodCustomers; periods: PeriodCustomers[] }> {
  const starts = bucketStarts(range, grain);
  const beforeStart = bucketStart(addDays(starts[0]!, -1), grain);
  const rows = await db.query<{
    day: string;
    new_customers: number;
    returning_customers: number;
    resurrected_customers: number;
    new_customer_orders: number;
    new_customer_net_cents: number;
    returning_customer_orders: number;
    returning_customer_net_cents: number;
  }>(
    `select day::text as day, new_customers, returning_customers, resurrected_customers, new_customer_orders,
            new_customer_net_cents, returning_customer_orders, returning_customer_net_cents
       from report_customer_activity
      where grain = $1 and day >= $2::date and day <= $3::date`,
    [grain, beforeStart, range.end],
  );
  const byPeriod = new Map([beforeStart, ...starts].map((start) => [start, emptyPeriod(start)]));
  for (const row of rows) {
    const period = byPeriod.get(bucketStart(row.day, grain))!;
    period.newCustomers += row.new_customers;
    period.returningCustomers += row.returning_customers;
    period.resurrectedCustomers += row.resurrected_customers;
    period.newCustomerOrders += row.new_customer_orders;
    period.newCustomerNetCents += Number(row.new_customer_net_cents);
    period.returningCustomerOrders += row.returning_customer_orders;
    period.returningCustomerNetCents += Number(row.returning_customer_net_cents);
  }
  return { before: byPeriod.get(beforeStart)!, periods: starts.map((start) => byPeriod.get(start)!) };
}

export interface RangeCustomers {
  /** Distinct customers who ordered in the range. */
  customers: number;
  /** Of them, those whose first order ever is in the range. */
  newCustomers: number;
  newCustomerNetCents: number;
  returningCustomerNetCents: number;
  orders: number;
}

function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

function nextMonthStart(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
}

/**
 * A range's distinct customers and what its new customers spent, from a few thousand rows rather
 * than every customer's days. Each customer counts on their first order day in the range: new
 * when it is their first ever (a sum of days), else by the day of the order before it, which
 * falls before the range: the returns of the range's months whose previous day is before its
 * start. New customers' net sales are the cohorts of the range's first days over its months.
 * Whole months are sums; the range's first month loses its days before the start (day sums);
 * its last month is cut at the end by the few customer days on the shorter side of the end —
 * none at all when the range ends today or at a month's end.
 */
export async function readRangeCustomers(db: Queryable, { start, end }: DayRange): Promise<RangeCustomers> {
  const lastMonth = monthStart(end);
  const afterEnd = daysBetween(end, nextMonthStart(end)) - 2;
  const beforeEnd = daysBetween(start > lastMonth ? start : lastMonth, end);
  // Count the last month whole and take off its days after the end, or stop the months before it
  // and add its days up to the end: whichever reads fewer days.
  const wholeLastMonth = afterEnd <= beforeEnd;
  const [row] = await db.query<{
    new_customers: number;
    returns: number;
    returns_before_start: number;
    cohort_net_cents: number;
    edge_returns: number;
    edge_cohort_net_cents: number;
    net_cents: number;
    orders: number;
  }>(
    `with days as (
       select coalesce(sum(new_customers), 0)::bigint as new_customers,
              coalesce(sum(new_customer_net_cents + returning_customer_net_cents), 0)::bigint as net_cents,
              coalesce(sum(new_customer_orders + returning_customer_orders), 0)::bigint as orders
         from report_customer_activity where grain = 'day' and day between $1::date and $2::date)
     select days.*,
       (select coalesce(sum(customers), 0)::bigint from report_customer_returns
         where previous_day < $1::date and month >= $3::date and month < $4::date) as returns,
       (select coalesce(sum(returning_customers + resurrected_customers), 0)::bigint from report_customer_activity
         where grain = 'day' and day >= $3::date and day < $1::date and $3::date < $4::date) as returns_before_start,
       (select coalesce(sum(net_cents), 0)::bigint from report_customer_cohorts
         where first_day between $1::date and $2::date and month < $4::date) as cohort_net_cents,
       (select count(*) from report_customer_days
         where day between $5::date and $6::date and previous_day < $1::date) as edge_returns,
       (select coalesce(sum(net_cents), 0)::bigint from report_customer_days
         where day between $5::date and $6::date and first_day between $1::date and $2::date) as edge_cohort_net_cents
       from days`,
    wholeLastMonth
      ? [start, end, monthStart(start), nextMonthStart(end), addDays(end, 1), addDays(nextMonthStart(end), -1)]
      : [start, end, monthStart(start), lastMonth, start > lastMonth ? start : lastMonth, end],
  );
  const sign = wholeLastMonth ? -1 : 1;
  const newCustomerNetCents = row!.cohort_net_cents + sign * row!.edge_cohort_net_cents;
  return {
    customers: row!.new_customers + row!.returns - row!.returns_before_start + sign * row!.edge_returns,
    newCustomers: row!.new_customers,
    newCustomerNetCents,
    returningCustomerNetCents: row!.net_cents - newCustomerNetCents,
    orders: row!.orders,
  };
}
