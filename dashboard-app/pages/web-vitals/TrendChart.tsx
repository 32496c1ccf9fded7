import { THRESHOLDS, type MetricName } from '#lib/vitals/thresholds.ts';
import { formatMetric, type TrendPoint } from '#lib/vitals/vitals-report.ts';
import { DataTable } from '../../ui/DataTable.tsx';

const WIDTH = 320;
const HEIGHT = 80;

/**
 * One metric's daily p75 as a small line chart against its "good" and "poor" limits. The chart is
 * a picture of the table beside it, which carries the same numbers for screen readers.
 */
export function TrendChart({ name, trend }: { name: MetricName; trend: TrendPoint[] }) {
  const points = trend
    .map((point) => ({ day: point.day, value: point.metrics.find((metric) => metric.name === name)?.p75 }))
    .filter((point): point is { day: string; value: number } => point.value !== undefined);
  if (points.length === 0) return <p className="text-ink-muted">No data in this period.</p>;
  const { good, poor } = THRESHOLDS[name];
  const top = Math.max(poor * 1.2, ...points.map((point) => point.value));
  const x = (index: number) => (points.length === 1 ? WIDTH / 2 : (index / (points.length - 1)) * WIDTH);
  const y = (value: number) => HEIGHT - (value / top) * HEIGHT;
  return (
    <figure>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-20 w-full max-w-sm"
        role="img"
        aria-label={`${name} p75 by day, ${points.length} days`}
      >
        <line x1="0" x2={WIDTH} y1={y(good)} y2={y(good)} className="stroke-emerald-700" strokeDasharray="4 4" />
        <line x1="0" x2={WIDTH} y1={y(poor)} y2={y(poor)} className="stroke-red-700" strokeDasharray="4 4" />
        <polyline
          fill="none"
          className="stroke-brand-700"
          strokeWidth="2"
          points={points.map((point, index) => `${x(index)},${y(point.value)}`).join(' ')}
        />
        {points.map((point, index) => (
          <circle key={point.day} cx={x(index)} cy={y(point.value)} r="3" className="fill-brand-700" />
        ))}
      </svg>
      <details className="mt-1 text-sm">
        <summary className="cursor-pointer text-brand-800 underline">Daily values</summary>
        <div className="mt-1">
          <DataTable
            caption={`${name} p75 by day`}
            compact
            columns={[
              { label: 'Day', rowHeader: true, className: 'tabular-nums', cell: (point) => point.day },
              { label: 'p75', className: 'tabular-nums', cell: (point) => formatMetric(name, point.value) },
            ]}
            rows={points}
            rowKey={(point) => point.day}
          />
        </div>
      </details>
    </figure>
  );
}
