import { wallClock } from '#lib/time/wall-clock.ts';
import type { Metric, ReportPayload, ReportTable } from '#lib/reports/report-payload.ts';
import { REPORTS } from '#lib/reports/report-payload.ts';
import type { DayRange, ReportRange } from '#lib/reports/report-range.ts';
import {
  CUSTOMER_DEFINITION,
  LIFECYCLE_DEFINITIONS,
  LIFECYCLE_LABELS,
  LIFECYCLE_STAGES,
} from '#lib/vocabulary/customers.ts';
import type { Queryable } from '../../db/database.ts';
import { activeCustomers, readPeriodCustomers, readRangeCustomers } from './customer-activity.ts';
import { type CohortCell, lastCountedDay, readCohorts, retentionAt } from './customer-cohorts.ts';
import { groupByFilter, monthLabel, percentLabel, periodColumn, WHOLE_PERIODS_NOTE } from './customer-report-format.ts';
import type { ReportRequest } from './report-endpoint.ts';

/**
 * The retention report (admins): cohorts by first-order month × months since, on equal windows,
 * and each period's customers by lifecycle stage — new, returning, resurrected, and dormant.
 */

interface RangeFigures {
  customers: number;
  newCustomers: number;
  monthOne: number | null;
  monthThree: number | null;
  cells: CohortCell[];
}

async function rangeFigures(db: Queryable, days: DayRange, today: string): Promise<RangeFigures> {
  const [range, cells] = await Promise.all([
    readRangeCustomers(db, days),
    readCohorts(db, days, lastCountedDay(days, today)),
  ]);
  return {
    customers: range.customers,
    newCustomers: range.newCustomers,
    monthOne: retentionAt(cells, 1),
    monthThree: retentionAt(cells, 3),
    cells,
  };
}

function metrics(current: RangeFigures, previous: RangeFigures | null): Metric[] {
  return [
    {
      key: 'customers',
      label: 'Customers',
      format: 'count',
      better: 'higher',
      value: current.customers,
      previous: previous?.customers ?? null,
      definition: `Customers who placed an order in the range, each counted once. ${CUSTOMER_DEFINITION}`,
    },
    {
      key: 'newCustomers',
      label: 'New customers',
      format: 'count',
      better: 'higher',
      value: current.newCustomers,
      previous: previous?.newCustomers ?? null,
      definition: 'Customers whose first order ever was placed in the range.',
    },
    {
      key: 'monthOneRetention',
      label: 'Ordered again the next month',
      format: 'percent',
      better: 'higher',
      value: current.monthOne,
      previous: previous?.monthOne ?? null,
      definition:
        'Customers of the cohorts shown who ordered in the month after their first order ÷ those cohorts’ customers, counting only cohorts whose next month has ended.',
    },
    {
      key: 'monthThreeRetention',
      label: 'Ordered in month 3',
      format: 'percent',
      better: 'higher',
      value: current.monthThree,
      previous: previous?.monthThree ?? null,
      definition:
        'Customers of the cohorts shown who ordered three months after their first order’s month ÷ those cohorts’ customers, counting only cohorts whose month 3 has ended.',
    },
  ];
}

function cohortTable(cells: readonly CohortCell[]): ReportTable {
  const cohorts = [...new Set(cells.map((cell) => cell.cohort))];
  const monthOne = retentionAt(cells, 1);
  const summary =
    cohorts.length === 0
      ? 'No cohort has a finished month in this range yet.'
      : `${cohorts.length} ${cohorts.length === 1 ? 'cohort' : 'cohorts'} from ${monthLabel(cohorts[0]!)} to ${monthLabel(cohorts.at(-1)!)}` +
        (monthOne === null
          ? '.'
          : `; ${percentLabel(monthOne)} of their customers ordered again the month after their first.`);
  return {
    key: 'cohorts',
    title: 'Cohorts: who ordered again, by months since their first order',
    summary,
    columns: [
      {
        key: 'cohort',
        label: 'First order in',
        format: 'month',
        definition: 'The month of the customers’ first order ever.',
      },
      { key: 'monthsSince', label: 'Months since', format: 'count', definition: '0 is the month of the first order.' },
      {
        key: 'cohortCustomers',
        label: 'Cohort customers',
        format: 'count',
        definition: 'Customers whose first order ever was in that month.',
      },
      { key: 'customers', label: 'Ordered that month', format: 'count' },
      {
        key: 'share',
        label: 'Share of cohort',
        format: 'percent',
        definition: 'Customers of the cohort who ordered in that month ÷ the cohort’s customers.',
      },
    ],
    rows: cells.map((cell) => ({ ...cell })),
    chart: { kind: 'heatmap', x: 'monthsSince', y: 'cohort', value: 'share' },
    note: 'A month shows only once it has ended by the range’s end, so every cohort is compared over whole months; the range chooses the cohorts (the months it touches).',
  };
}

async function lifecycleTable(db: Queryable, range: ReportRange): Promise<ReportTable> {
  const { before, periods } = await readPeriodCustomers(db, range, range.grain);
  let earlier = before;
  const rows = periods.map((period) => {
    const row = {
      period: period.period,
      customers: activeCustomers(period),
      new: period.newCustomers,
      returning: period.returningCustomers,
      resurrected: period.resurrectedCustomers,
      dormant: activeCustomers(earlier) - period.returningCustomers,
    };
    earlier = period;
    return row;
  });
  const totals = { new: 0, returning: 0, resurrected: 0, dormant: 0 };
  for (const row of rows) for (const stage of LIFECYCLE_STAGES) totals[stage] += row[stage];
  return {
    key: 'lifecycle',
    title: `Customers by lifecycle stage, per ${range.grain}`,
    summary: `Over ${rows.length} ${range.grain === 'day' ? 'days' : `${range.grain}s`}: ${totals.new} new, ${totals.returning} returning, ${totals.resurrected} resurrected and ${totals.dormant} dormant customer-periods.`,
    columns: [
      periodColumn(range.grain),
      { key: 'customers', label: 'Customers', format: 'count', definition: 'Customers who ordered in the period.' },
      ...LIFECYCLE_STAGES.map((stage) => ({
        key: stage,
        label: LIFECYCLE_LABELS[stage],
        format: 'count' as const,
        definition: LIFECYCLE_DEFINITIONS[stage],
      })),
    ],
    rows,
    chart: { kind: 'bar', x: 'period', series: [...LIFECYCLE_STAGES] },
    note: `Dormant customers did not order in the period, so they are a series of their own beside those who did. ${WHOLE_PERIODS_NOTE}`,
  };
}

export async function loadRetentionReport({ db, range, search, now }: ReportRequest): Promise<ReportPayload> {
  const today = wallClock(now, range.timeZone).date;
  const [current, previous, lifecycle] = await Promise.all([
    rangeFigures(db, range, today),
    range.previous ? rangeFigures(db, range.previous, today) : null,
    lifecycleTable(db, range),
  ]);
  return {
    report: 'retention',
    title: REPORTS.retention.title,
    range,
    filters: [groupByFilter(search)],
    metrics: metrics(current, previous),
    tables: [cohortTable(current.cells), lifecycle],
    empty: current.customers === 0 && current.cells.length === 0,
  };
}
