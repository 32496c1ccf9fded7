import { wallClock } from '../time/wall-clock.ts';

/** Whole years from a `YYYY-MM-DD` birthday to `today` (also `YYYY-MM-DD`), as a person counts them. */
export function ageOn(birthday: string, today: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

/** Older than this, a date of birth is a typing mistake (1925 for 1995), not a customer. */
export const OLDEST_AGE = 120;

/**
 * What is wrong with a date of birth (`YYYY-MM-DD`) on `today`, as the shopper reads it, or null:
 * a day still to come, or an age over OLDEST_AGE. Whether the age allows the sale is the
 * order's rule, not this one.
 */
export function birthdateProblem(birthdate: string, today: string): string | null {
  if (birthdate > today) return 'That date of birth is in the future. Enter the date on your ID.';
  if (ageOn(birthdate, today) > OLDEST_AGE)
    return `That date of birth would make you older than ${OLDEST_AGE}. Check the year on your ID.`;
  return null;
}

/** Today's date where the store is, as `YYYY-MM-DD`. */
export function todayIn(timeZone: string, now = new Date()): string {
  return wallClock(now, timeZone).date;
}
