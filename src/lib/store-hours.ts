import { wallClock } from './time/wall-clock.ts';

/**
 * Open/closed-now and the weekly hours table, computed from the store's hours in the store's own
 * time zone. Pure and isomorphic: the server renders it and an island could re-run it in the
 * browser. The store-local weekday and wall-clock time come from Intl, so daylight saving time
 * (America/Detroit switches twice a year) is handled by the platform's time zone database.
 */

/** One opening interval in store-local wall-clock time. A day may have several; a closed day none. */
export interface StoreHoursInterval {
  /** 0 = Sunday … 6 = Saturday, as in the `store_hours` table. */
  weekday: number;
  /** 'HH:MM', 24-hour clock. */
  opens: string;
  /** 'HH:MM', later than `opens`; '24:00' means the store closes at midnight. */
  closes: string;
}

export interface StoreStatus {
  open: boolean;
  /** What the header shows, e.g. "Open until 9 PM" or "Opens 10 AM Sunday". */
  label: string;
}

export interface WeeklyHoursRow {
  weekday: number;
  /** "Monday" */
  day: string;
  /** "9 AM – 9 PM", several intervals joined by ", ", or "Closed". */
  hours: string;
  closed: boolean;
}

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const MINUTES_PER_DAY = 24 * 60;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;
const CLOCK = /^(?:([01]\d|2[0-3]):([0-5]\d)|(24):(00))$/;

/** Minutes since midnight for 'HH:MM' (0 … 1440). */
export function parseClockTime(value: string): number {
  const match = CLOCK.exec(value);
  if (!match) throw new RangeError(`Expected a time as HH:MM, got "${value}"`);
  return Number(match[1] ?? match[3]) * 60 + Number(match[2] ?? match[4]);
}

/** '21:00' → '9 PM', '09:30' → '9:30 AM', '12:00' → '12 PM', '00:00' and '24:00' → 'midnight'. */
export function formatClockTime(value: string): string {
  const minutes = parseClockTime(value);
  if (minutes % MINUTES_PER_DAY === 0) return 'midnight';
  const hour24 = Math.floor(minutes / 60);
  const minute = minutes % 60;
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  const suffix = hour24 < 12 ? 'AM' : 'PM';
  return minute === 0 ? `${hour12} ${suffix}` : `${hour12}:${String(minute).padStart(2, '0')} ${suffix}`;
}

function localClock(timeZone: string, date: Date): { weekday: number; minuteOfDay: number } {
  const clock = wallClock(date, timeZone);
  return { weekday: clock.weekday, minuteOfDay: clock.hour * 60 + clock.minute };
}

interface WeekInterval {
  start: number;
  end: number;
}

/** Intervals as minutes since Sunday 00:00, sorted; a Saturday closing at 24:00 ends at the week's end. */
function toWeekIntervals(hours: readonly StoreHoursInterval[]): WeekInterval[] {
  return hours
    .map((interval) => {
      if (!Number.isInteger(interval.weekday) || interval.weekday < 0 || interval.weekday > 6) {
        throw new RangeError(`Expected a weekday 0-6, got ${interval.weekday}`);
      }
      const base = interval.weekday * MINUTES_PER_DAY;
      return { start: base + parseClockTime(interval.opens), end: base + parseClockTime(interval.closes) };
    })
    .filter((interval) => interval.end > interval.start)
    .sort((a, b) => a.start - b.start);
}

/** Where the store really closes: follows intervals that continue one another (e.g. past midnight). */
function closingOf(current: WeekInterval, intervals: WeekInterval[]): number | null {
  let end = current.end;
  for (let step = 0; step < intervals.length; step += 1) {
    const next = intervals.find((interval) => interval.start === end % MINUTES_PER_WEEK);
    if (!next) return end;
    end = end + (next.end - next.start);
    if (end - current.start >= MINUTES_PER_WEEK) return null;
  }
  return null;
}

function clockOfWeekMinute(minute: number): string {
  const ofDay = minute % MINUTES_PER_DAY;
  return `${String(Math.floor(ofDay / 60)).padStart(2, '0')}:${String(ofDay % 60).padStart(2, '0')}`;
}

/**
 * Whether the store is open at `date`, judged on the wall clock of `timeZone`
 * (e.g. 'America/Detroit'), with a short label for the header.
 */
export function storeStatusAt(
  hours: readonly StoreHoursInterval[],
  timeZone: string,
  date: Date = new Date(),
): StoreStatus {
  const intervals = toWeekIntervals(hours);
  if (intervals.length === 0) return { open: false, label: 'Closed' };
  const { weekday, minuteOfDay } = localClock(timeZone, date);
  const now = weekday * MINUTES_PER_DAY + minuteOfDay;

  const current = intervals.find((interval) => interval.start <= now && now < interval.end);
  if (current) {
    const closing = closingOf(current, intervals);
    if (closing === null) return { open: true, label: 'Open 24 hours' };
    return { open: true, label: `Open until ${formatClockTime(clockOfWeekMinute(closing))}` };
  }

  const ahead = (interval: WeekInterval) => (interval.start - now + MINUTES_PER_WEEK) % MINUTES_PER_WEEK;
  const next = intervals.reduce((best, interval) => (ahead(interval) < ahead(best) ? interval : best));
  const minutesAhead = ahead(next);
  const nextWeekday = Math.floor(next.start / MINUTES_PER_DAY);
  const opensAtMidnight = next.start % MINUTES_PER_DAY === 0;
  // "Opens midnight Sunday" reads as Sunday night; within a day "at midnight" is unambiguous.
  if (opensAtMidnight && minutesAhead <= MINUTES_PER_DAY) return { open: false, label: 'Opens at midnight' };
  const opens = opensAtMidnight ? '12 AM' : formatClockTime(clockOfWeekMinute(next.start));
  let when: string;
  if (minutesAhead < MINUTES_PER_DAY - minuteOfDay) when = 'today';
  else if (nextWeekday === (weekday + 1) % 7 && minutesAhead < 2 * MINUTES_PER_DAY - minuteOfDay) when = 'tomorrow';
  else when = WEEKDAY_NAMES[nextWeekday]!;
  return { open: false, label: `Opens ${opens} ${when}` };
}

/** "9 AM – 9 PM" for one interval. */
export function formatInterval(interval: Pick<StoreHoursInterval, 'opens' | 'closes'>): string {
  return `${formatClockTime(interval.opens)} – ${formatClockTime(interval.closes)}`;
}

/** Seven rows for the weekly hours table, starting on `firstWeekday` (Monday by default). */
export function weeklyHoursTable(hours: readonly StoreHoursInterval[], firstWeekday = 1): WeeklyHoursRow[] {
  return Array.from({ length: 7 }, (_, offset) => {
    const weekday = (firstWeekday + offset) % 7;
    const intervals = hours
      .filter((interval) => interval.weekday === weekday)
      .sort((a, b) => parseClockTime(a.opens) - parseClockTime(b.opens));
    return {
      weekday,
      day: WEEKDAY_NAMES[weekday]!,
      hours: intervals.length === 0 ? 'Closed' : intervals.map(formatInterval).join(', '),
      closed: intervals.length === 0,
    };
  });
}
