import { addDays } from '#lib/pickup/zoned-time.ts';
import type { DayRange } from '#lib/reports/report-range.ts';

/**
 * A range of days as a rollup with a month table reads it: the whole calendar months inside it
 * from the month rows, and the days before and after them from the day rows. A year is then
 * eleven or twelve months and at most two part-months of days.
 */
export interface RollupSpan {
  /** First days of the first and last whole month, or null when no month is whole. */
  months: DayRange | null;
  /** The days outside those months (none, one or two runs). */
  days: DayRange[];
}

function nextMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number, 1)).toISOString().slice(0, 10);
}

export function rollupSpan({ start, end }: DayRange): RollupSpan {
  const firstWhole = start.endsWith('-01') ? start : nextMonth(start.slice(0, 8) + '01');
  // The month holding `end` is whole only when `end` is its last day.
  const afterEnd = addDays(end, 1);
  const lastWhole = afterEnd.endsWith('-01')
    ? `${end.slice(0, 8)}01`
    : addDays(`${end.slice(0, 8)}01`, -1).slice(0, 8) + '01';
  if (firstWhole > lastWhole) return { months: null, days: [{ start, end }] };
  const days: DayRange[] = [];
  if (start < firstWhole) days.push({ start, end: addDays(firstWhole, -1) });
  const afterLast = nextMonth(lastWhole);
  if (afterLast <= end) days.push({ start: afterLast, end });
  return { months: { start: firstWhole, end: lastWhole }, days };
}

/**
 * The rows of a rollup over a span: `select <columns>` from its month table (whole months) and
 * its day table (the rest), each filtered by `where` (parameters `$1`…`$n`, where n is
 * `params.length`); the span's own parameters follow them.
 */
export function spanRows(
  tables: { days: string; months: string },
  columns: string,
  where: string,
  params: readonly unknown[],
  span: RollupSpan,
): { sql: string; params: unknown[] } {
  const at = params.length;
  const [head, tail] = span.days;
  const sql = `select ${columns} from ${tables.months}
                where month between $${at + 1}::date and $${at + 2}::date and ${where}
               union all
               select ${columns} from ${tables.days}
                where (day between $${at + 3}::date and $${at + 4}::date or day between $${at + 5}::date and $${at + 6}::date)
                  and ${where}`;
  return {
    sql,
    params: [
      ...params,
      span.months?.start ?? null,
      span.months?.end ?? null,
      head?.start ?? null,
      head?.end ?? null,
      tail?.start ?? null,
      tail?.end ?? null,
    ],
  };
}
