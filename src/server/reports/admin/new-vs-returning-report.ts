import type { Metric, MetricDirection, ReportPayload, ReportTable } from '#lib/reports/report-payload.ts';
import { REPORTS } from '#lib/reports/report-payload.ts';
import type { ReportRange } from '#lib/reports/report-range.ts';
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
 * it against those who had ordered before, and the net sales each group brought. The range's own
 * figures count each customer once; a table's summary quotes them rather than adding up its
 * periods, where a customer who ordered in several periods is counted in each.
 */

const NEW_SHARE_DEFINITION =
  'New customers ÷ customers who ordered in the range, each counted once, however many periods they ordered in.';
const RETURNING_REVENUE_SHARE_DEFINITION =
  'Net sales from returning customers ÷ all net sales in the range; a customer whose first order ever is in the range is new for all of their orders in it.';
const PERIODS_COUNT_AGAIN =
  'A customer who ordered in several periods is counted in each (new in the first, returning after), so the periods add up to more than the range’s customers.';

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
  const metric = (
    key: keyof typeof shown,
    label: string,
    format: Metric['format'],
    definition: string,
    better: MetricDirection,
  ): Metric => ({
    key,
    label,
    format,
    value: shown[key],
    previous: compared?.[key] ?? null,
    definition,
    better,
  });
  return [
    metric(
      'newCustomers',
      'New customers',
      'count',
      `Customers whose first order ever was placed in the range. ${CUSTOMER_DEFINITION}`,
      'higher',
    ),
    metric(
      'returningCustomers',
      'Returning customers',
      'count',
      'Customers who ordered in the range and before it.',
      'higher',
    ),
    metric('newCustomerShare', 'New share of customers', 'percent', NEW_SHARE_DEFINITION, 'neither'),
    metric(
      'newCustomerRevenue',
      'Net sales from new customers',
      'cents',
      `New customers’ orders in the range. Net sales: ${NET_SALES_DEFINITION}`,
      'higher',
    ),
    metric(
      'returningCustomerRevenue',
      'Net sales from returning customers',
      'cents',
      `Returning customers’ orders in the range. Net sales: ${NET_SALES_DEFINITION}`,
      'higher',
    ),
    metric(
      'returningRevenueShare',
      'Returning share of net sales',
      'percent',
      RETURNING_REVENUE_SHARE_DEFINITION,
      'neither',
    ),
  ];
}

function customersTable(range: ReportRange, periods: readonly PeriodCustomers[], whole: RangeCustomers): ReportTable {
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
  const { newCustomers, returningCustomers, newCustomerShare } = figures(whole);
  return {
    key: 'customers',
    title: `New and returning customers, per ${range.grain}`,
    summary:
      newCustomerShare === null
        ? 'No customer ordered in the range.'
        : `In the range, ${percentLabel(newCustomerShare)} of customers were new: ${newCustomers} new against ${returningCustomers} returning, each counted once.`,
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
        definition: 'New customers ÷ customers who ordered in the period, each counted once in it.',
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
    note: `${PERIODS_COUNT_AGAIN} ${WHOLE_PERIODS_NOTE}`,
  };
}

function revenueTable(range: ReportRange, periods: readonly PeriodCustomers[], whole: RangeCustomers): ReportTable {
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
  const share = figures(whole).returningRevenueShare;
  return {
    key: 'revenue',
    title: `Net sales from new and returning customers, per ${range.grain}`,
    summary:
      share === null
        ? 'No net sales in these periods.'
        : `In the range, returning customers brought ${percentLabel(share)} of net sales.`,
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
    note: `A customer is new in the period of their first order ever; their orders in later periods count as returning there. ${WHOLE_PERIODS_NOTE}`,
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
    tables: [customersTable(range, periods, current), revenueTable(range, periods, current)],
    empty: current.customers === 0,
  };
}
