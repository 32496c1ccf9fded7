import type { ReportFilter } from '#lib/reports/report-payload.ts';
import {
  COMPARISONS,
  DEFAULT_PRESET,
  RANGE_PRESETS,
  rangeSearch,
  type Comparison,
  type RangePreset,
} from '#lib/reports/report-range.ts';

/** What the range control holds: a preset or custom days, and the comparison. */
export interface RangeChoice {
  preset: RangePreset | 'custom';
  from: string;
  to: string;
  comparison: Comparison;
}

/** The range control's choice as the page's address has it (defaults where it says nothing or nonsense). */
export function rangeChoiceOf(search: URLSearchParams): RangeChoice {
  const preset = search.get('range') ?? DEFAULT_PRESET;
  const comparison = search.get('compare') ?? 'previous';
  return {
    preset:
      preset === 'custom' || (RANGE_PRESETS as readonly string[]).includes(preset)
        ? (preset as RangePreset | 'custom')
        : DEFAULT_PRESET,
    from: search.get('from') ?? '',
    to: search.get('to') ?? '',
    comparison: (COMPARISONS as readonly string[]).includes(comparison) ? (comparison as Comparison) : 'previous',
  };
}

/**
 * The address of the range and filters chosen: the range written by `rangeSearch` (as the server
 * reads it), each filter with a value (an empty one is "all" and stays out), and whatever else the
 * address held that is neither (`grain`), kept as it was.
 */
export function reportSearch(
  current: URLSearchParams,
  choice: RangeChoice,
  filters: Pick<ReportFilter, 'key'>[],
  values: Record<string, string>,
): URLSearchParams {
  const next = rangeSearch({
    preset: choice.preset,
    start: choice.from,
    end: choice.to,
    comparison: choice.comparison,
  });
  const owned = new Set(['range', 'from', 'to', 'compare', ...filters.map((filter) => filter.key)]);
  for (const [key, value] of current) if (!owned.has(key)) next.append(key, value);
  for (const filter of filters) {
    const value = values[filter.key];
    if (value) next.set(filter.key, value);
  }
  return next;
}
