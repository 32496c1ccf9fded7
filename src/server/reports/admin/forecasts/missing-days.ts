import { SEASON_DAYS } from './forecast-accuracy.ts';

/** How many known same-weekday days fill a missing one. */
export const FILL_WEEKS = 4;

/**
 * A daily series with its unknown days (stockouts, `null`) filled in for fitting a model, never
 * for scoring one: each missing day takes the mean of the last four known days on the same
 * weekday before it; without any before it (a stockout in the first weeks), of the first four
 * after it; without any on that weekday, the mean of every known day. A series with no known day
 * cannot be filled (`null`). Filling from the day's own weekday keeps a Saturday looking like a
 * Saturday instead of dragging the week down with zeros.
 */
export function fillMissingDays(values: readonly (number | null)[], season = SEASON_DAYS): number[] | null {
  const known = values.filter((value): value is number => value !== null);
  if (known.length === 0) return null;
  if (known.length === values.length) return values as number[];
  const overall = known.reduce((total, value) => total + value, 0) / known.length;
  return values.map((value, index) => {
    if (value !== null) return value;
    const sameWeekday = (direction: -1 | 1) => {
      const found: number[] = [];
      for (
        let other = index + direction * season;
        other >= 0 && other < values.length && found.length < FILL_WEEKS;
        other += direction * season
      ) {
        const candidate = values[other];
        if (candidate !== null && candidate !== undefined) found.push(candidate);
      }
      return found;
    };
    const before = sameWeekday(-1);
    const chosen = before.length > 0 ? before : sameWeekday(1);
    return chosen.length > 0 ? chosen.reduce((total, day) => total + day, 0) / chosen.length : overall;
  });
}
