import { addDays } from '#lib/pickup/zoned-time.ts';
import { weekdayOf } from '#lib/time/business-days.ts';
import type { DealKind, DealScope } from '#lib/deals/deal.ts';

/**
 * The days a Michigan dispensary's sales jump or dip: 4/20, "Green Wednesday" (the night before
 * Thanksgiving) and Black Friday, New Year's Eve, 7/10 (oil day, concentrates), the eves of the
 * summer holidays; and the quiet days (Thanksgiving, Christmas, New Year's Day). A factor
 * multiplies the day's demand; `boost` names a category that sells more than usual that day.
 */
export interface HistoryHoliday {
  name: string;
  factor: number;
  boost?: { category: string; factor: number };
}

/** The nth (1-based) `weekday` of a month, or its last with 'last'. */
function nthWeekday(year: number, month: number, weekday: number, nth: number | 'last'): string {
  if (nth === 'last') {
    const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
    return addDays(last, -((weekdayOf(last) - weekday + 7) % 7));
  }
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  return addDays(first, ((weekday - weekdayOf(first) + 7) % 7) + (nth - 1) * 7);
}

const THURSDAY = 4;
const MONDAY = 1;
const SUNDAY = 0;

/** Every holiday of `year` by its date. */
function holidaysOf(year: number): Map<string, HistoryHoliday> {
  const thanksgiving = nthWeekday(year, 11, THURSDAY, 4);
  const memorialDay = nthWeekday(year, 5, MONDAY, 'last');
  const laborDay = nthWeekday(year, 9, MONDAY, 1);
  const day = (month: number, date: number) =>
    `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
  return new Map<string, HistoryHoliday>([
    [day(1, 1), { name: 'New Year’s Day', factor: 0.6 }],
    [nthWeekday(year, 2, SUNDAY, 2), { name: 'Super Bowl Sunday', factor: 1.25 }],
    [day(4, 19), { name: 'The day before 4/20', factor: 1.35 }],
    [day(4, 20), { name: '4/20', factor: 3.2, boost: { category: 'flower', factor: 1.3 } }],
    [day(4, 21), { name: 'The day after 4/20', factor: 0.75 }],
    [addDays(memorialDay, -3), { name: 'Memorial Day weekend', factor: 1.25 }],
    [day(7, 3), { name: 'Independence Day eve', factor: 1.35 }],
    [day(7, 4), { name: 'Independence Day', factor: 0.8 }],
    [day(7, 10), { name: '7/10', factor: 1.3, boost: { category: 'concentrates', factor: 3 } }],
    [addDays(laborDay, -3), { name: 'Labor Day weekend', factor: 1.25 }],
    [day(10, 31), { name: 'Halloween', factor: 1.15, boost: { category: 'edibles', factor: 1.5 } }],
    [addDays(thanksgiving, -1), { name: 'Green Wednesday', factor: 2.2 }],
    [thanksgiving, { name: 'Thanksgiving', factor: 0.45 }],
    [addDays(thanksgiving, 1), { name: 'Black Friday', factor: 1.8, boost: { category: 'vapes', factor: 1.4 } }],
    [day(12, 24), { name: 'Christmas Eve', factor: 1.3 }],
    [day(12, 25), { name: 'Christmas Day', factor: 0.35 }],
    [day(12, 31), { name: 'New Year’s Eve', factor: 1.7, boost: { category: 'pre-rolls', factor: 1.5 } }],
  ]);
}

const byYear = new Map<number, Map<string, HistoryHoliday>>();

/** The holiday on a store-local day, if any. */
export function holidayOn(day: string): HistoryHoliday | undefined {
  const year = Number(day.slice(0, 4));
  let holidays = byYear.get(year);
  if (!holidays) {
    holidays = holidaysOf(year);
    byYear.set(year, holidays);
  }
  return holidays.get(day);
}

/** A one-day deal the store ran on a holiday: a row of `deals`, ended before the history does. */
export interface HolidayDeal {
  slug: string;
  title: string;
  description: string;
  kind: DealKind;
  percentOff: number;
  scope: DealScope;
  /** Category slugs when `scope` is 'categories'. */
  targets: string[];
  /** The store-local day it ran. */
  day: string;
}

/** The holiday deals that fall on one of `days` (each ran that whole store-local day). */
export function holidayDeals(days: readonly string[]): HolidayDeal[] {
  const deals: HolidayDeal[] = [];
  for (const day of days) {
    const holiday = holidayOn(day);
    const year = day.slice(0, 4);
    if (holiday?.name === '4/20')
      deals.push({
        slug: `four-twenty-${year}`,
        title: `4/20 ${year}: 20% off everything`,
        description: 'Our biggest day of the year: 20% off the whole menu, one day only.',
        kind: 'percent_off',
        percentOff: 20,
        scope: 'all',
        targets: [],
        day,
      });
    if (holiday?.name === 'Green Wednesday')
      deals.push({
        slug: `green-wednesday-${year}`,
        title: `Green Wednesday ${year}: 15% off flower`,
        description: 'The night before Thanksgiving: 15% off every jar and bag of flower.',
        kind: 'percent_off',
        percentOff: 15,
        scope: 'categories',
        targets: ['flower'],
        day,
      });
    if (holiday?.name === 'Black Friday')
      deals.push({
        slug: `black-friday-${year}`,
        title: `Black Friday ${year}: 25% off vapes`,
        description: 'One day only: 25% off every cartridge and disposable.',
        kind: 'percent_off',
        percentOff: 25,
        scope: 'categories',
        targets: ['vapes'],
        day,
      });
    if (holiday?.name === 'New Year’s Eve')
      deals.push({
        slug: `new-years-eve-${year}`,
        title: `New Year’s Eve ${year}: 15% off pre-rolls`,
        description: 'Ring in the new year: 15% off every pre-roll and pack.',
        kind: 'percent_off',
        percentOff: 15,
        scope: 'categories',
        targets: ['pre-rolls'],
        day,
      });
  }
  return deals;
}
