import { addDays, zonedInstant } from '../pickup/zoned-time.ts';
import { wallClock } from './wall-clock.ts';

/** A store-local calendar day as instants: when it starts and when the next one does. */
export interface StoreDayBounds {
  /** 'YYYY-MM-DD' */
  date: string;
  start: Date;
  /** The next day's midnight (exclusive). */
  end: Date;
}

/** The store-local day `instant` falls on, as the instants it runs between (23 or 25 hours when the clocks change). */
export function storeDayBounds(instant: Date, timeZone: string): StoreDayBounds {
  const date = wallClock(instant, timeZone).date;
  return { date, start: zonedInstant(date, 0, timeZone), end: zonedInstant(addDays(date, 1), 0, timeZone) };
}
