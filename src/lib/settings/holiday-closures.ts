import { addDays } from '../pickup/zoned-time.ts';
import { formatInterval, type HolidayClosure } from './store-hours.ts';

/**
 * The holidays the footer and the contact page list under the week's hours: the next few, with
 * their dates and hours as shoppers read them.
 */

/** How many holidays are listed ahead, and how far ahead. */
export const HOLIDAYS_LISTED = 6;
export const HOLIDAYS_LISTED_DAYS = 60;

/** The holidays from `today` (store-local 'YYYY-MM-DD') on, within the days listed, soonest first. */
export function upcomingClosures(closures: readonly HolidayClosure[], today: string): HolidayClosure[] {
  const last = addDays(today, HOLIDAYS_LISTED_DAYS);
  return closures
    .filter((closure) => closure.date >= today && closure.date <= last)
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(0, HOLIDAYS_LISTED);
}

const DAY = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' });

/** "Thu, Dec 24" for a store-local date. */
export function holidayDateLabel(date: string): string {
  return DAY.format(new Date(`${date}T12:00:00Z`));
}

/** "Closed" or "9 AM – 3 PM": a holiday's hours as they are listed. */
export function holidayHoursLabel(closure: HolidayClosure): string {
  return closure.hours ? formatInterval(closure.hours) : 'Closed';
}
