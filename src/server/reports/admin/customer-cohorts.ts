import { addDays } from '#lib/pickup/zoned-time.ts';
import type { DayRange } from '#lib/reports/report-range.ts';
import type { Queryable } from '../../db/database.ts';
import { monthStartSql } from './customer-rollups.ts';

/**
 * Cohorts: customers by the month of their first order, and how many of them ordered in each
 * month after, on equal windows — a cohort's month k is known only once that month has ended, by
 * the range's end (and by yesterday), so a young cohort is never shown as if its half-finished
 * month were a whole one.
 */

/** Months since the first order a cohort table shows: 0 (the first month) to 11. */
export const COHORT_MONTHS = 12;

export interface CohortCell {
  /** The cohort's month, 'YYYY-MM-01'. */
  cohort: string;
  monthsSince: number;
  /** Customers whose first order ever was in the cohort's month. */
  cohortCustomers: number;
  /** Of them, those who ordered in month `monthsSince`. */
  customers: number;
  share: number;
}

/** 'YYYY-MM-01' `months` after `month`. */
export function monthsAfter(month: string, months: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber - 1 + months, 1)).toISOString().slice(0, 10);
}

function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** The last day a range's cohort cells may count: its end, or yesterday when it reaches today. */
export function lastCountedDay(range: DayRange, today: string): string {
  const yesterday = addDays(today, -1);
  return range.end < yesterday ? range.end : yesterday;
}

/**
 * The cohort cells of the months the range touches, each shown only when its month has ended by
 * `lastDay`. Cohorts nobody started are left out.
 */
export async function readCohorts(db: Queryable, range: DayRange, lastDay: string): Promise<CohortCell[]> {
  const rows = await db.query<{ cohort_month: string; month: string; customers: number }>(
    `select ${monthStartSql('first_day')}::text as cohort_month, month::text as month,
            sum(customers)::int as customers
       from report_customer_cohorts
      where first_day >= $1::date and first_day < ($2::date + interval '1 month')::date
        and month <= $3::date
      group by 1, 2
      order by 1, 2`,
    [monthStart(range.start), monthStart(range.end), monthStart(lastDay)],
  );
  const sizes = new Map(rows.filter((row) => row.month === row.cohort_month).map((row) => [row.cohort_month, row]));
  const counted = new Map(rows.map((row) => [`${row.cohort_month}|${row.month}`, row.customers]));
  const cells: CohortCell[] = [];
  for (const [cohort, { customers: cohortCustomers }] of sizes) {
    for (let monthsSince = 0; monthsSince < COHORT_MONTHS; monthsSince++) {
      const month = monthsAfter(cohort, monthsSince);
      // The month has ended only if the next one starts on or before the day after the last counted day.
      if (monthsAfter(month, 1) > addDays(lastDay, 1)) break;
      const customers = counted.get(`${cohort}|${month}`) ?? 0;
      cells.push({ cohort, monthsSince, cohortCustomers, customers, share: customers / cohortCustomers });
    }
  }
  return cells;
}

/**
 * Of the customers of cohorts whose month `monthsSince` has ended, the share who ordered in it;
 * null when no cohort has got that far.
 */
export function retentionAt(cells: readonly CohortCell[], monthsSince: number): number | null {
  const reached = cells.filter((cell) => cell.monthsSince === monthsSince);
  const cohortCustomers = reached.reduce((sum, cell) => sum + cell.cohortCustomers, 0);
  if (cohortCustomers === 0) return null;
  return reached.reduce((sum, cell) => sum + cell.customers, 0) / cohortCustomers;
}
