import { addDays, zonedInstant } from '#lib/pickup/zoned-time.ts';
import type { Queryable } from '../../db/database.ts';
import { bucketStart, bucketStarts, type DayRange, type Grain } from '#lib/reports/report-range.ts';

/**
 * The day-by-day plumbing the abandoned-carts and feedback reports share: which source rows a
 * rollup rebuild reads (by store-local day), the instants a range of days spans, and rollup rows
 * summed per chart bucket or over a whole range.
 */

/**
 * A condition on `column` (a timestamptz) for one store's rows of these store-local days, with
 * `$1` the store's time zone, `$2` the store (`storeColumn` names the rows' store), `$3` the days
 * and `$4`/`$5` instants around them (so an index on the column is used). For 'all' it holds for
 * every row of the store and only `$1` and `$2` are passed.
 */
export function rebuildDays(
  column: string,
  days: readonly string[] | 'all',
  timeZone: string,
  store: { column: string; id: string },
): { where: string; params: unknown[] } {
  const ofStore = `${store.column} = $2::uuid`;
  if (days === 'all') return { where: ofStore, params: [timeZone, store.id] };
  const sorted = [...days].sort();
  return {
    where: `${ofStore} and ${column} >= $4 and ${column} < $5 and (${column} at time zone $1)::date = any($3::date[])`,
    params: [
      timeZone,
      store.id,
      sorted,
      zonedInstant(sorted[0]!, 0, timeZone),
      zonedInstant(addDays(sorted.at(-1)!, 1), 0, timeZone),
    ],
  };
}

/** Deletes a store's rollup rows for these days (its `day` column), or all of them, before they are written again. */
export async function clearRollupDays(
  tx: Queryable,
  table: string,
  days: readonly string[] | 'all',
  storeId: string,
): Promise<void> {
  if (days === 'all') await tx.query(`delete from ${table} where store_id = $1`, [storeId]);
  else await tx.query(`delete from ${table} where store_id = $1 and day = any($2::date[])`, [storeId, days]);
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
