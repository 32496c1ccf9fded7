import { formatMetric, type MetricSummary } from '#lib/vitals/vitals-report.ts';

const RATING_TEXT = { good: 'Good', 'needs-improvement': 'Needs improvement', poor: 'Poor' } as const;
const RATING_STYLE = {
  good: 'bg-emerald-50 text-emerald-900',
  'needs-improvement': 'bg-amber-50 text-amber-900',
  poor: 'bg-red-50 text-red-900',
} as const;

/** A metric's p75 with its rating in words (never colour alone). */
export function MetricValue({ metric }: { metric: MetricSummary }) {
  if (metric.p75 === null || metric.rating === null) return <span className="text-ink-muted">—</span>;
  return (
    <span className="flex flex-wrap items-baseline gap-2">
      <span className="font-semibold tabular-nums">{formatMetric(metric.name, metric.p75)}</span>
      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${RATING_STYLE[metric.rating]}`}>
        {RATING_TEXT[metric.rating]}
      </span>
    </span>
  );
}
