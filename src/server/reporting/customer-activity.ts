import { addDays } from '#lib/pickup/zoned-time.ts';
import { bucketStart, bucketStarts, type DayRange, type Grain } from '#lib/reporting/report-range.ts';
import type { Queryable } from '../db/database.ts';

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

/**
 * A range's distinct customers: a customer's first order day in the range is the one whose
 * previous order day falls before it (or who has none), so each customer counts once.
 */
export async function readRangeCustomers(db: Queryable, { start, end }: DayRange): Promise<RangeCustomers> {
  const [row] = await db.query<{
    customers: number;
    new_customers: number;
    new_net_cents: number;
    returning_net_cents: number;
    orders: number;
  }>(
    `select count(*) filter (where previous_day is null or previous_day < $1::date) as customers,
            count(*) filter (where previous_day is null) as new_customers,
            coalesce(sum(net_cents) filter (where first_day >= $1::date), 0)::bigint as new_net_cents,
            coalesce(sum(net_cents) filter (where first_day < $1::date), 0)::bigint as returning_net_cents,
            coalesce(sum(orders), 0)::bigint as orders
       from report_customer_days
      where day >= $1::date and day <= $2::date`,
    [start, end],
  );
  return {
    customers: row!.customers,
    newCustomers: row!.new_customers,
    newCustomerNetCents: row!.new_net_cents,
    returningCustomerNetCents: row!.returning_net_cents,
    orders: row!.orders,
  };
}
