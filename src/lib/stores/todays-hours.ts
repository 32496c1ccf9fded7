import {
  closureOn,
  formatInterval,
  openingTimesOn,
  type HolidayClosure,
  type StoreHoursInterval,
} from '../settings/store-hours.ts';
import { wallClock } from '../time/wall-clock.ts';

/**
 * A store's hours today, on its own wall clock, as the stores list says them: "9 AM – 9 PM",
 * several intervals joined, "Closed today", and a holiday named ("Christmas Eve: 9 AM – 3 PM").
 */
export function todaysHours(
  store: { hours: readonly StoreHoursInterval[]; closures: readonly HolidayClosure[]; timeZone: string },
  now: Date,
): string {
  const today = wallClock(now, store.timeZone).date;
  const times = openingTimesOn(today, store.hours, store.closures);
  const said = times.length === 0 ? 'Closed today' : times.map(formatInterval).join(', ');
  const holiday = closureOn(today, store.closures);
  return holiday ? `${holiday.name}: ${said}` : said;
}
