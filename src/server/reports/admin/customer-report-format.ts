import type { Column, ReportFilter } from '#lib/reports/report-payload.ts';
import type { Grain } from '#lib/reports/report-range.ts';

/* How the customer reports word their periods and shares. */

/** The first column of a per-period customer table: the period, as its first day or its month. */
export function periodColumn(grain: Grain): Column {
  if (grain === 'month') return { key: 'period', label: 'Month', format: 'month' };
  if (grain === 'week') return { key: 'period', label: 'Week of', format: 'day' };
  return { key: 'period', label: 'Day', format: 'day' };
}

/** "Mar 2026" for a 'YYYY-MM-01' month. */
export function monthLabel(month: string): string {
  return new Date(`${month}T00:00:00Z`).toLocaleString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** A share as a sentence reads it: 0.253 → "25%". */
export function percentLabel(share: number): string {
  return `${Math.round(share * 100)}%`;
}

/** `part` ÷ `whole`, null when there is no whole to share. */
export function shareOf(part: number, whole: number): number | null {
  return whole === 0 ? null : part / whole;
}

/** What the tables of whole periods say under them. */
export const WHOLE_PERIODS_NOTE =
  'Weeks run Monday to Sunday and months are calendar months, counted whole, so the first period may begin before the range; the last is counted to the range’s end.';

/**
 * "Group by": the periods of the per-period tables, written into the address as `grain` (which
 * the range reads and checks); left empty, the range's length chooses.
 */
export function groupByFilter(search: URLSearchParams): ReportFilter {
  return {
    key: 'grain',
    label: 'Group by',
    value: search.get('grain') ?? '',
    options: [
      { value: '', label: 'Suited to the dates' },
      { value: 'day', label: 'Day' },
      { value: 'week', label: 'Week' },
      { value: 'month', label: 'Month' },
    ],
  };
}
