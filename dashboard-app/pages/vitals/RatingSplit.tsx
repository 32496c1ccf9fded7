import type { MetricSummary } from '#lib/vitals/vitals-report.ts';

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/** The good / needs-improvement / poor shares of a metric as a bar, with the numbers in words beside it. */
export function RatingSplit({ metric }: { metric: MetricSummary }) {
  const { samples, good, needsImprovement, poor } = metric;
  if (samples === 0) return <span className="text-ink-muted">No data</span>;
  const parts = [
    { label: 'good', value: good, className: 'bg-emerald-700' },
    { label: 'needs improvement', value: needsImprovement, className: 'bg-amber-500' },
    { label: 'poor', value: poor, className: 'bg-red-700' },
  ];
  return (
    <div className="flex min-w-40 flex-col gap-1">
      <div className="flex h-2 overflow-hidden rounded-full bg-ink/10" aria-hidden="true">
        {parts.map((part) => (
          <div key={part.label} className={part.className} style={{ width: `${percent(part.value, samples)}%` }} />
        ))}
      </div>
      <span className="text-sm text-ink-muted">
        {parts.map((part) => `${percent(part.value, samples)}% ${part.label}`).join(' · ')}
      </span>
    </div>
  );
}
