/**
 * Business days: Monday to Friday, except the US federal holidays as they are observed. Each
 * holiday is computed by its rule — a fixed date moved to the Friday before when it falls on a
 * Saturday and to the Monday after on a Sunday, or the nth (or last) weekday of its month — so
 * no list of dates needs updating each year. Dates are calendar days ('YYYY-MM-DD'), read on no
 * clock: the caller decides which day "today" is in the store's time zone.
 */
import { addDays } from '../pickup/zoned-time.ts';

export interface Holiday {
  /** The observed day off, 'YYYY-MM-DD'. */
  date: string;
  name: string;
}

type Rule =
  | { name: string; month: number; day: number; since?: number }
  | { name: string; month: number; weekday: number; nth: number | 'last' };

// 5 U.S.C. 6103(a); months are 1–12, weekdays 0 = Sunday … 6 = Saturday.
const RULES: readonly Rule[] = [
  { name: 'New Year’s Day', month: 1, day: 1 },
  { name: 'Birthday of Martin Luther King, Jr.', month: 1, weekday: 1, nth: 3 },
  { name: 'Washington’s Birthday', month: 2, weekday: 1, nth: 3 },
  { name: 'Memorial Day', month: 5, weekday: 1, nth: 'last' },
  { name: 'Juneteenth National Independence Day', month: 6, day: 19, since: 2021 },
  { name: 'Independence Day', month: 7, day: 4 },
  { name: 'Labor Day', month: 9, weekday: 1, nth: 1 },
  { name: 'Columbus Day', month: 10, weekday: 1, nth: 2 },
  { name: 'Veterans Day', month: 11, day: 11 },
  { name: 'Thanksgiving Day', month: 11, weekday: 4, nth: 4 },
  { name: 'Christmas Day', month: 12, day: 25 },
];

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(date: string): [number, number, number] {
  const match = DATE.exec(date);
  if (!match) throw new RangeError(`Not a calendar date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function isoDate(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: string): number {
  const [year, month, day] = parts(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

function nthWeekday(year: number, month: number, weekday: number, nth: number | 'last'): string {
  if (nth === 'last') {
    const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const last = isoDate(year, month, lastDay);
    return addDays(last, -((weekdayOf(last) - weekday + 7) % 7));
  }
  const first = isoDate(year, month, 1);
  return addDays(first, ((weekday - weekdayOf(first) + 7) % 7) + (nth - 1) * 7);
}

/** A Saturday holiday is observed the Friday before, a Sunday one the Monday after. */
function observed(date: string): string {
  const weekday = weekdayOf(date);
  return weekday === 6 ? addDays(date, -1) : weekday === 0 ? addDays(date, 1) : date;
}

/**
 * The federal holidays of `year` as observed, in date order. A New Year's Day on a Saturday is
 * observed on 31 December of the year before, so it is listed with that year.
 */
export function federalHolidays(year: number): Holiday[] {
  const days = [year, year + 1].flatMap((ruleYear) =>
    RULES.flatMap((rule): Holiday[] => {
      if ('day' in rule) {
        if (rule.since !== undefined && ruleYear < rule.since) return [];
        return [{ name: rule.name, date: observed(isoDate(ruleYear, rule.month, rule.day)) }];
      }
      return [{ name: rule.name, date: nthWeekday(ruleYear, rule.month, rule.weekday, rule.nth) }];
    }),
  );
  return days.filter((holiday) => holiday.date.startsWith(`${year}-`)).sort((a, b) => a.date.localeCompare(b.date));
}

/** The federal holiday observed on `date`, if any. */
export function federalHolidayOn(date: string): Holiday | undefined {
  return federalHolidays(parts(date)[0]).find((holiday) => holiday.date === date);
}

/** Monday to Friday and not a federal holiday. */
export function isBusinessDay(date: string): boolean {
  const weekday = weekdayOf(date);
  return weekday !== 0 && weekday !== 6 && federalHolidayOn(date) === undefined;
}

/** The `count`th business day after `date` (the day itself is not counted). */
export function addBusinessDays(date: string, count: number): string {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`Not a count of days: ${count}`);
  let day = date;
  for (let left = count; left > 0;) {
    day = addDays(day, 1);
    if (isBusinessDay(day)) left--;
  }
  return day;
}
