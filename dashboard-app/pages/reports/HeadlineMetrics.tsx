import type { Metric } from '#lib/reports/report-payload.ts';
import { formatDayRange, type DayRange } from '#lib/reports/report-range.ts';
import { describeChange, formatValue } from '#lib/reports/value-format.ts';

const CHANGE_STYLE = { better: 'text-emerald-800', worse: 'text-red-800', neither: 'text-ink' } as const;

/**
 * The report's headline figures: each value, its change against the compared days in words
 * ("12.5% higher (better) vs Feb 1 – Feb 28 ($1,000.00)"; "34.2% higher (worse)" for a cost; the
 * colour only repeats the word), and how it is counted, a keyboard-reachable disclosure under it.
 */
export function HeadlineMetrics({ metrics, previous }: { metrics: Metric[]; previous: DayRange | null }) {
  if (metrics.length === 0) return null;
  return (
    <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4" aria-label="Headline figures">
      {metrics.map((metric) => {
        const change = describeChange(metric.value, metric.previous, metric.format, metric.better);
        const verdict = change?.verdict ?? null;
        return (
          <li key={metric.key} className="rounded-xl border border-ink/10 bg-surface p-4" data-metric={metric.key}>
            <p className="text-sm font-semibold text-ink-muted">{metric.label}</p>
            <p className="mt-1 text-2xl font-bold tabular-nums">{formatValue(metric.value, metric.format)}</p>
            {previous && (
              <p className="mt-1 text-sm" data-change>
                {change && (
                  <>
                    <span className={`font-semibold ${CHANGE_STYLE[verdict ?? 'neither']}`} data-verdict={verdict}>
                      {change.text}
                      {verdict && ` (${verdict})`}
                    </span>{' '}
                    vs{' '}
                  </>
                )}
                {formatDayRange(previous)} ({formatValue(metric.previous, metric.format)})
              </p>
            )}
            <details className="mt-2 text-sm">
              <summary className="cursor-pointer text-brand-800 underline">
                How it's counted<span className="sr-only">: {metric.label}</span>
              </summary>
              <p className="mt-1">{metric.definition}</p>
            </details>
          </li>
        );
      })}
    </ul>
  );
}
