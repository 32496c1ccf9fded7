import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { ReportFilter } from '#lib/reports/report-payload.ts';
import { COMPARISON_LABELS, COMPARISONS, RANGE_PRESET_LABELS, RANGE_PRESETS } from '#lib/reports/report-range.ts';
import { Button } from '../../ui/Button.tsx';
import { rangeChoiceOf, reportSearch, type RangeChoice } from './report-search.ts';

const FIELD = 'max-w-full rounded-lg border-2 border-ink/30 bg-surface px-3 py-2 font-normal';

/** A control with its label above it, never wider than the screen whatever its longest option. */
function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex max-w-full min-w-0 flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/**
 * The report's range (a preset or custom days), its comparison and its own filters, written into
 * the page's address when shown, so the router loads the report again and the view can be shared.
 * A range the server refuses (custom dates missing or reversed) shows its sentence here.
 */
export function ReportControls({
  filters,
  problem,
  busy,
}: {
  filters: ReportFilter[];
  problem: string | null;
  busy: boolean;
}) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [choice, setChoice] = useState<RangeChoice>(() => rangeChoiceOf(params));
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(filters.map((filter) => [filter.key, params.get(filter.key) ?? filter.value])),
  );
  const change = (part: Partial<RangeChoice>) => setChoice((current) => ({ ...current, ...part }));

  const show = (event: FormEvent) => {
    event.preventDefault();
    void navigate({ search: `?${reportSearch(params, choice, filters, values)}` });
  };

  return (
    <form
      onSubmit={show}
      aria-label="Report dates and filters"
      className="mb-6 flex flex-wrap items-end gap-4 rounded-xl border border-ink/10 bg-surface p-4"
    >
      <Field label="Dates">
        {(id) => (
          <select
            id={id}
            value={choice.preset}
            onChange={(event) => change({ preset: event.target.value as RangeChoice['preset'] })}
            className={FIELD}
          >
            {[...RANGE_PRESETS, 'custom' as const].map((preset) => (
              <option key={preset} value={preset}>
                {RANGE_PRESET_LABELS[preset]}
              </option>
            ))}
          </select>
        )}
      </Field>
      {choice.preset === 'custom' && (
        <>
          <Field label="From">
            {(id) => (
              <input
                id={id}
                type="date"
                value={choice.from}
                onChange={(event) => change({ from: event.target.value })}
                aria-describedby={problem ? 'report-range-problem' : undefined}
                className={FIELD}
              />
            )}
          </Field>
          <Field label="To">
            {(id) => (
              <input
                id={id}
                type="date"
                value={choice.to}
                onChange={(event) => change({ to: event.target.value })}
                aria-describedby={problem ? 'report-range-problem' : undefined}
                className={FIELD}
              />
            )}
          </Field>
        </>
      )}
      <Field label="Compare with">
        {(id) => (
          <select
            id={id}
            value={choice.comparison}
            onChange={(event) => change({ comparison: event.target.value as RangeChoice['comparison'] })}
            className={FIELD}
          >
            {COMPARISONS.map((comparison) => (
              <option key={comparison} value={comparison}>
                {COMPARISON_LABELS[comparison]}
              </option>
            ))}
          </select>
        )}
      </Field>
      {filters.map((filter) => (
        <Field key={filter.key} label={filter.label}>
          {(id) => (
            <select
              id={id}
              value={values[filter.key] ?? ''}
              onChange={(event) => setValues((current) => ({ ...current, [filter.key]: event.target.value }))}
              className={FIELD}
            >
              {filter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      ))}
      <Button type="submit" busy={busy}>
        Show
      </Button>
      {problem && (
        <p id="report-range-problem" role="alert" className="basis-full font-semibold text-danger">
          {problem}
        </p>
      )}
    </form>
  );
}
