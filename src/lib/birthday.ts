import { wallClock } from './time/wall-clock.ts';

/** Whole years from a `YYYY-MM-DD` birthday to `today` (also `YYYY-MM-DD`), as a person counts them. */
export function ageOn(birthday: string, today: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

/** Today's date where the store is, as `YYYY-MM-DD`. */
export function todayIn(timeZone: string, now = new Date()): string {
  return wallClock(now, timeZone).date;
}
