import { addDays } from '../pickup/zoned-time.ts';
import { wallClock } from '../time/wall-clock.ts';

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

/**
 * A day the store keeps other hours than its week's: a holiday closed all day, or open shorter
 * (Christmas Eve until 3 PM). It replaces the week's hours on its date everywhere hours are read:
 * the header's open or closed, the pickup times checkout offers and placement accepts, the footer.
 */
export interface HolidayClosure {
  /** Store-local 'YYYY-MM-DD'. */
  date: string;
  /** "Christmas Day", shown beside the date. */
  name: string;
  /** The reduced hours that day ('HH:MM', a midnight closing '24:00'); null when closed all day. */
  hours: { opens: string; closes: string } | null;
}

/** The holiday on a store-local date, if any. */
export function closureOn(date: string, closures: readonly HolidayClosure[]): HolidayClosure | undefined {
  return closures.find((closure) => closure.date === date);
}

/**
 * The opening times of one store-local day ('YYYY-MM-DD'), earliest first: a holiday's reduced
 * hours (none when it is closed all day), else the week's hours for that weekday.
 */
export function openingTimesOn(
  date: string,
  hours: readonly StoreHoursInterval[],
  closures: readonly HolidayClosure[] = [],
): { opens: string; closes: string }[] {
  const holiday = closureOn(date, closures);
  if (holiday) return holiday.hours ? [holiday.hours] : [];
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return hours
    .filter((interval) => interval.weekday === weekday)
    .map(({ opens, closes }) => ({ opens, closes }))
    .sort((a, b) => parseClockTime(a.opens) - parseClockTime(b.opens));
}

/** An opening as minutes from the start of today (store-local), on the days ahead. */
interface Opening {
  start: number;
  end: number;
}

function checkWeekdays(hours: readonly StoreHoursInterval[]): void {
  for (const interval of hours) {
    if (!Number.isInteger(interval.weekday) || interval.weekday < 0 || interval.weekday > 6) {
      throw new RangeError(`Expected a weekday 0-6, got ${interval.weekday}`);
    }
  }
}

/** Every opening from today through `days` days ahead, in order; closings after openings only. */
function openingsAhead(
  today: string,
  days: number,
  hours: readonly StoreHoursInterval[],
  closures: readonly HolidayClosure[],
): Opening[] {
  const openings: Opening[] = [];
  for (let offset = 0; offset <= days; offset++) {
    const base = offset * MINUTES_PER_DAY;
    for (const time of openingTimesOn(addDays(today, offset), hours, closures)) {
      const opening = { start: base + parseClockTime(time.opens), end: base + parseClockTime(time.closes) };
      if (opening.end > opening.start) openings.push(opening);
    }
  }
  return openings;
}

/** Where the store really closes: follows openings that continue one another (e.g. past midnight). */
function closingOf(current: Opening, openings: readonly Opening[]): number {
  let end = current.end;
  for (let next = openings.find((opening) => opening.start === end); next;) {
    end = next.end;
    next = openings.find((opening) => opening.start === end);
  }
  return end;
}

function clockOfMinute(minute: number): string {
  const ofDay = minute % MINUTES_PER_DAY;
  return `${String(Math.floor(ofDay / 60)).padStart(2, '0')}:${String(ofDay % 60).padStart(2, '0')}`;
}

/** "today", "tomorrow", the weekday within a week, else the date ("Jan 2"). */
function dayWord(today: string, offset: number): string {
  if (offset === 0) return 'today';
  if (offset === 1) return 'tomorrow';
  const date = new Date(`${addDays(today, offset)}T12:00:00Z`);
  return offset <= 7 ? WEEKDAY_NAMES[date.getUTCDay()]! : DAY_OF_MONTH.format(date);
}

const DAY_OF_MONTH = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' });

/**
 * Whether the store is open at `date`, judged on the wall clock of `timeZone`
 * (e.g. 'America/Detroit'), with a short label for the header. Holidays (`closures`) replace the
 * week's hours on their dates, and a holiday today is named in the label.
 */
export function storeStatusAt(
  hours: readonly StoreHoursInterval[],
  timeZone: string,
  date: Date = new Date(),
  closures: readonly HolidayClosure[] = [],
): StoreStatus {
  checkWeekdays(hours);
  const clock = wallClock(date, timeZone);
  const now = clock.hour * 60 + clock.minute;
  // A week past the longest run of holidays there can be: the week's next opening is within it.
  const openings = openingsAhead(clock.date, 8 + closures.length, hours, closures);
  const holiday = closureOn(clock.date, closures);

  const current = openings.find((opening) => opening.start <= now && now < opening.end);
  if (current) {
    const closing = closingOf(current, openings);
    if (closing - current.start >= MINUTES_PER_WEEK) return { open: true, label: 'Open 24 hours' };
    const until = `Open until ${formatClockTime(clockOfMinute(closing))}`;
    return { open: true, label: holiday ? `${until} (${holiday.name} hours)` : until };
  }

  const closedToday = holiday && !holiday.hours ? `Closed for ${holiday.name} · ` : '';
  const next = openings.find((opening) => opening.start > now);
  if (!next) return { open: false, label: closedToday ? `Closed for ${holiday!.name}` : 'Closed' };
  const opensAtMidnight = next.start % MINUTES_PER_DAY === 0;
  // "Opens midnight Sunday" reads as Sunday night; within a day "at midnight" is unambiguous.
  if (opensAtMidnight && next.start - now <= MINUTES_PER_DAY) {
    return { open: false, label: `${closedToday}Opens at midnight` };
  }
  const opens = opensAtMidnight ? '12 AM' : formatClockTime(clockOfMinute(next.start));
  return {
    open: false,
    label: `${closedToday}Opens ${opens} ${dayWord(clock.date, Math.floor(next.start / MINUTES_PER_DAY))}`,
  };
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
