import type { Metric, ReportPayload, ReportTable } from '#lib/reporting/report-payload.ts';
import { REPORTS } from '#lib/reporting/report-payload.ts';
import type { ReportRange } from '#lib/reporting/report-range.ts';
import {
  CUSTOMER_DEFINITION,
  NET_SALES_DEFINITION,
  NEW_CUSTOMER_DEFINITION,
  RETURNING_CUSTOMER_DEFINITION,
} from '#lib/vocabulary/customers.ts';
import {
  activeCustomers,
  type PeriodCustomers,
  type RangeCustomers,
  readPeriodCustomers,
  readRangeCustomers,
} from './customer-activity.ts';
import { groupByFilter, percentLabel, periodColumn, shareOf, WHOLE_PERIODS_NOTE } from './customer-report-format.ts';
import type { ReportRequest } from './report-endpoint.ts';

/**
 * New vs returning customers (staff): per period, the customers whose first order ever falls in
 * it against those who had ordered before, and the net sales each group brought.
 */

function figures(range: RangeCustomers) {
  return {
    newCustomers: range.newCustomers,
    returningCustomers: range.customers - range.newCustomers,
    newCustomerShare: shareOf(range.newCustomers, range.customers),
    newCustomerRevenue: range.newCustomerNetCents,
    returningCustomerRevenue: range.returningCustomerNetCents,
    returningRevenueShare: shareOf(
      range.returningCustomerNetCents,
      range.newCustomerNetCents + range.returningCustomerNetCents,
    ),
  };
}

function metrics(current: RangeCustomers, previous: RangeCustomers | null): Metric[] {
  const shown = figures(current);
  const compared = previous ? figures(previous) : null;
  const metric = (key: keyof typeof shown, label: string, format: Metric['format'], definition: string): Metric => ({
    key,
    label,
    format,
    value: shown[key],
    previous: compared?.[key] ?? null,
    definition,
  });
  return [
    metric(
      'newCustomers',
      'New customers',
      'count',
      `Customers whose first order ever was placed in the range. ${CUSTOMER_DEFINITION}`,
    ),
    metric('returningCustomers', 'Returning customers', 'count', 'Customers who ordered in the range and before it.'),
    metric(
      'newCustomerShare',
      'New share of customers',
      'percent',
      'New customers ÷ customers who ordered in the range.',
    ),
    metric(
      'newCustomerRevenue',
      'Net sales from new customers',
      'cents',
      `New customers’ orders in the range. Net sales: ${NET_SALES_DEFINITION}`,
    ),
    metric(
      'returningCustomerRevenue',
      'Net sales from returning customers',
      'cents',
      `Returning customers’ orders in the range. Net sales: ${NET_SALES_DEFINITION}`,
    ),
    metric(
      'returningRevenueShare',
      'Returning share of net sales',
      'percent',
      'Net sales from returning customers ÷ all net sales in the range.',
    ),
  ];
}

function customersTable(range: ReportRange, periods: readonly PeriodCustomers[]): ReportTable {
  const rows = periods.map((period) => {
    const customers = activeCustomers(period);
    const returning = customers - period.newCustomers;
    return {
      period: period.period,
      newCustomers: period.newCustomers,
      returningCustomers: returning,
      newShare: shareOf(period.newCustomers, customers),
      returningShare: shareOf(returning, customers),
    };
  });
  const newTotal = rows.reduce((sum, row) => sum + row.newCustomers, 0);
  const returningTotal = rows.reduce((sum, row) => sum + row.returningCustomers, 0);
  const share = shareOf(newTotal, newTotal + returningTotal);
  return {
    key: 'customers',
    title: `New and returning customers, per ${range.grain}`,
    summary:
      share === null
        ? 'No customer ordered in these periods.'
        : `Across the periods, ${percentLabel(share)} of customers were new: ${newTotal} new against ${returningTotal} returning.`,
    columns: [
      periodColumn(range.grain),
      { key: 'newCustomers', label: 'New customers', format: 'count', definition: NEW_CUSTOMER_DEFINITION },
      {
        key: 'returningCustomers',
        label: 'Returning customers',
        format: 'count',
        definition: RETURNING_CUSTOMER_DEFINITION,
      },
      {
        key: 'newShare',
        label: 'New share',
        format: 'percent',
        definition: 'New customers ÷ customers who ordered in the period.',
      },
      {
        key: 'returningShare',
        label: 'Returning share',
        format: 'percent',
        definition: 'Returning customers ÷ customers who ordered in the period.',
      },
    ],
    rows,
    chart: { kind: 'bar', x: 'period', series: ['newCustomers', 'returningCustomers'], stacked: true },
    note: WHOLE_PERIODS_NOTE,
  };
}

function revenueTable(range: ReportRange, periods: readonly PeriodCustomers[]): ReportTable {
  const rows = periods.map((period) => {
    const revenue = period.newCustomerNetCents + period.returningCustomerNetCents;
    return {
      period: period.period,
      newRevenue: period.newCustomerNetCents,
      returningRevenue: period.returningCustomerNetCents,
      newRevenueShare: shareOf(period.newCustomerNetCents, revenue),
      returningRevenueShare: shareOf(period.returningCustomerNetCents, revenue),
    };
  });
  const returningTotal = rows.reduce((sum, row) => sum + row.returningRevenue, 0);
  const share = shareOf(
    returningTotal,
    rows.reduce((sum, row) => sum + row.newRevenue, returningTotal),
  );
  return {
    key: 'revenue',
    title: `Net sales from new and returning customers, per ${range.grain}`,
    summary:
      share === null
        ? 'No net sales in these periods.'
        : `Across the periods, returning customers brought ${percentLabel(share)} of net sales.`,
    columns: [
      periodColumn(range.grain),
      { key: 'newRevenue', label: 'From new customers', format: 'cents', definition: NET_SALES_DEFINITION },
      { key: 'returningRevenue', label: 'From returning customers', format: 'cents', definition: NET_SALES_DEFINITION },
      {
        key: 'newRevenueShare',
        label: 'New share',
        format: 'percent',
        definition: 'Net sales from new customers ÷ all net sales in the period.',
      },
      {
        key: 'returningRevenueShare',
        label: 'Returning share',
        format: 'percent',
        definition: 'Net sales from returning customers ÷ all net sales in the period.',
      },
    ],
    rows,
    chart: { kind: 'bar', x: 'period', series: ['newRevenue', 'returningRevenue'], stacked: true },
    note: WHOLE_PERIODS_NOTE,
  };
}

export async function loadNewVsReturningReport({ db, range, search }: ReportRequest): Promise<ReportPayload> {
  const [current, previous, { periods }] = await Promise.all([
    readRangeCustomers(db, range),
    range.previous ? readRangeCustomers(db, range.previous) : null,
    readPeriodCustomers(db, range, range.grain),
  ]);
  return {
    report: 'new-vs-returning-customers',
    title: REPORTS['new-vs-returning-customers'].title,
    range,
    filters: [groupByFilter(search)],
    metrics: metrics(current, previous),
    tables: [customersTable(range, periods), revenueTable(range, periods)],
    empty: current.customers === 0,
  };
}
