import { addDays, zonedInstant } from '#lib/pickup/zoned-time.ts';
import type { Queryable } from '../../db/database.ts';
import { bucketStart, bucketStarts, type DayRange, type Grain } from '#lib/reports/report-range.ts';

/**
 * The day-by-day plumbing the abandoned-carts and feedback reports share: which source rows a
 * rollup rebuild reads (by store-local day), the instants a range of days spans, and rollup rows
 * summed per chart bucket or over a whole range.
 */

/**
 * A condition on `column` (a timestamptz) for the rows of these store-local days, with `$1` the
 * time zone, `$2` the days and `$3`/`$4` instants around them (so an index on the column is used).
 * For 'all' it holds for every row and only `$1` is passed.
 */
export function rebuildDays(
  column: string,
  days: readonly string[] | 'all',
  timeZone: string,
): { where: string; params: unknown[] } {
  if (days === 'all') return { where: 'true', params: [timeZone] };
  const sorted = [...days].sort();
  return {
    where: `${column} >= $3 and ${column} < $4 and (${column} at time zone $1)::date = any($2::date[])`,
    params: [
      timeZone,
      sorted,
      zonedInstant(sorted[0]!, 0, timeZone),
      zonedInstant(addDays(sorted.at(-1)!, 1), 0, timeZone),
    ],
  };
}

/** Deletes a rollup's rows for these days (its `day` column), or all of them, before they are written again. */
export async function clearRollupDays(tx: Queryable, table: string, days: readonly string[] | 'all'): Promise<void> {
  if (days === 'all') await tx.query(`delete from ${table}`);
  else await tx.query(`delete from ${table} where day = any($1::date[])`, [days]);
}

/** The instants from the start of a range's first day to the end of its last, on the store's calendar. */
export function rangeInstants(range: DayRange, timeZone: string): { from: Date; to: Date } {
  return { from: zonedInstant(range.start, 0, timeZone), to: zonedInstant(addDays(range.end, 1), 0, timeZone) };
}

export type DayRow<K extends string> = { day: string } & Record<K, number>;

/** The sums of `keys` over rows. */
export function sumRows<K extends string>(rows: readonly DayRow<K>[], keys: readonly K[]): Record<K, number> {
  const sums = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  for (const row of rows) for (const key of keys) sums[key] += row[key];
  return sums;
}

/** The sums of `keys` per bucket of the range, every bucket present (empty ones as zero), in order. */
export function sumByBucket<K extends string>(
  rows: readonly DayRow<K>[],
  keys: readonly K[],
  range: DayRange,
  grain: Grain,
): { bucket: string; sums: Record<K, number> }[] {
  const buckets = new Map(bucketStarts(range, grain).map((bucket) => [bucket, [] as DayRow<K>[]]));
  for (const row of rows) buckets.get(bucketStart(row.day, grain))?.push(row);
  return [...buckets].map(([bucket, inBucket]) => ({ bucket, sums: sumRows(inBucket, keys) }));
}

/** "1 answer", "3 answers". */
export function counted(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** A share, or null when there is nothing to divide by. */
export function ratio(part: number, whole: number): number | null {
  return whole === 0 ? null : part / whole;
}

/** The period column of a table over time: days and weeks (by their Monday) as days, months as months. */
export function periodColumn(grain: Grain): { key: 'period'; label: string; format: 'day' | 'month' } {
  if (grain === 'month') return { key: 'period', label: 'Month', format: 'month' };
  return { key: 'period', label: grain === 'week' ? 'Week of' : 'Day', format: 'day' };
}
