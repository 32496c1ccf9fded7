import type { ReportTable } from '#lib/reports/report-payload.ts';
import { formatDay } from '#lib/reports/report-range.ts';
import { THRESHOLDS, type MetricName } from '#lib/vitals/thresholds.ts';
import { formatMetric, type TrendPoint } from '#lib/vitals/vitals-report.ts';
import { ReportTableView } from '../reports/ReportTableView.tsx';

/** One metric's p75 by day as a report table: the chart layer's line, its table view and CSV. */
export function trendTable(name: MetricName, trend: TrendPoint[]): ReportTable {
  const rows = trend.flatMap((point) => {
    const metric = point.metrics.find((candidate) => candidate.name === name);
    return metric ? [{ day: point.day, p75: metric.p75, samples: metric.samples }] : [];
  });
  const { good, poor } = THRESHOLDS[name];
  const first = rows[0];
  const last = rows.at(-1);
  const limits = `good is at most ${formatMetric(name, good)}, poor above ${formatMetric(name, poor)}`;
  return {
    key: `${name.toLowerCase()}-p75-by-day`,
    title: `${name} p75 by day`,
    summary:
      !first || !last
        ? `No ${name} measurements in this period; ${limits}.`
        : rows.length === 1
          ? `${name} p75 on ${formatDay(first.day)}: ${formatMetric(name, first.p75)}; ${limits}.`
          : `${name} p75 over ${rows.length} days, from ${formatMetric(name, first.p75)} on ${formatDay(first.day)} to ${formatMetric(name, last.p75)} on ${formatDay(last.day)}; ${limits}.`,
    columns: [
      { key: 'day', label: 'Day', format: 'day' },
      { key: 'p75', label: `${name} p75`, format: name === 'CLS' ? 'number' : 'milliseconds' },
      { key: 'samples', label: 'Page views', format: 'count' },
    ],
    rows,
    chart: { kind: 'line', x: 'day', series: ['p75'] },
  };
}

/**
 * One metric's daily p75, drawn by the dashboard's chart layer (decision 31) with its table view
 * and CSV download, like every report's tables.
 */
export function TrendChart({ name, trend, period }: { name: MetricName; trend: TrendPoint[]; period: number }) {
  const table = trendTable(name, trend);
  if (table.rows.length === 0) return <p className="text-ink-muted">No data in this period.</p>;
  return (
    <ReportTableView
      table={table}
      headingLevel={4}
      framed={false}
      fileName={`web-vitals-last-${period}-days-${table.key}.csv`}
    />
  );
}
