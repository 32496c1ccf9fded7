import { addDays, zonedInstant } from '#lib/pickup/zoned-time.ts';
import { parseClockTime, type StoreHoursInterval } from '#lib/settings/store-hours.ts';
import { weekdayOf } from '#lib/time/business-days.ts';
import type { Random } from '../random.ts';
import { holidayOn } from './history-holidays.ts';

/**
 * The days of the history and what each day's demand looks like: the store's opening hours and
 * pickup slots on its own clock, busier Fridays and Saturdays, late afternoons, summer and the
 * holidays, and a store that grows over the year.
 */

/** The store-local days from one year before `seedDay` up to the day before it. */
export function historyDays(seedDay: string, months = 12): string[] {
  const [year, month, day] = seedDay.split('-').map(Number) as [number, number, number];
  const backMonths = month - 1 - months;
  const last = new Date(Date.UTC(year, backMonths + 1, 0)).getUTCDate();
  const start = new Date(Date.UTC(year, backMonths, Math.min(day, last))).toISOString().slice(0, 10);
  const days: string[] = [];
  for (let date = start; date < seedDay; date = addDays(date, 1)) days.push(date);
  return days;
}

// Sunday first: the weekend is busiest, early in the week quietest.
const WEEKDAY_FACTORS = [0.78, 0.82, 0.86, 0.95, 1.02, 1.32, 1.25];
// January is slow, summer a little busier.
const MONTH_FACTORS = [0.88, 0.9, 0.97, 1.02, 1.03, 1.05, 1.06, 1.05, 1.0, 1.0, 0.98, 1.02];
/** The store grows over the year: demand at the first day and at the last. */
const GROWTH = { from: 0.82, to: 1.15 };

/**
 * Each day's demand relative to an average day of the history (their mean is 1): weekday, month,
 * growth, holiday and a little day-to-day noise from `random`.
 */
export function dailyDemand(days: readonly string[], random: Random): number[] {
  const raw = days.map((day, index) => {
    const growth = GROWTH.from + ((GROWTH.to - GROWTH.from) * index) / Math.max(1, days.length - 1);
    const noise = Math.exp(0.08 * normal(random));
    const holiday = holidayOn(day)?.factor ?? 1;
    return WEEKDAY_FACTORS[weekdayOf(day)]! * MONTH_FACTORS[Number(day.slice(5, 7)) - 1]! * growth * holiday * noise;
  });
  const mean = raw.reduce((sum, value) => sum + value, 0) / Math.max(1, raw.length);
  return raw.map((value) => value / mean);
}

/** A standard normal draw (Box–Muller). */
export function normal(random: Random): number {
  const u = Math.max(random.next(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.next());
}

/** A Poisson draw: exact for small means, the normal approximation for large ones. */
export function poisson(random: Random, mean: number): number {
  if (mean <= 0) return 0;
  if (mean > 50) return Math.max(0, Math.round(mean + Math.sqrt(mean) * normal(random)));
  const limit = Math.exp(-mean);
  let count = 0;
  for (let product = random.next(); product > limit; product *= random.next()) count += 1;
  return count;
}

// Orders by the hour they are placed, relative to noon: late afternoon and the drive home peak.
const HOUR_WEIGHTS = [
  0, 0, 0, 0, 0, 0, 0, 0.2, 0.3, 0.5, 0.55, 0.7, 0.9, 0.85, 0.85, 1, 1.25, 1.4, 1.3, 1, 0.6, 0.35, 0.2, 0,
];

export interface PickupWindow {
  start: Date;
  end: Date;
}

/** One store-local day on the store's clock: when it is open (orders are placed) and its pickup slots. */
export interface StoreDay {
  date: string;
  weekday: number;
  /** Minutes after midnight the store opens and closes, per interval. */
  intervals: { opens: number; closes: number }[];
  slots: PickupWindow[];
  /** The instant the day begins (store-local midnight). */
  startsAt: Date;
  /** The instant the next day begins: nothing of this day happens at or after it. */
  endsAt: Date;
  /** The instant of a store-local minute of the day. */
  at(minute: number): Date;
}

export function storeDay(
  date: string,
  {
    hours,
    pickupHours = hours,
    closed = false,
    timeZone,
    slotMinutes,
  }: {
    hours: readonly StoreHoursInterval[];
    /** When orders are handed over, if not the opening hours. */
    pickupHours?: readonly StoreHoursInterval[];
    /** A holiday: no orders placed, no pickups. */
    closed?: boolean;
    timeZone: string;
    slotMinutes: number;
  },
): StoreDay {
  const weekday = weekdayOf(date);
  // Opening hours never span the 2 a.m. clock change, so one offset serves the whole open day.
  const noon = zonedInstant(date, 720, timeZone).getTime();
  const at = (minute: number) => new Date(Math.round(noon + (minute - 720) * 60_000));
  const onThisDay = (week: readonly StoreHoursInterval[]) =>
    closed
      ? []
      : week
          .filter((interval) => interval.weekday === weekday)
          .map((interval) => ({ opens: parseClockTime(interval.opens), closes: parseClockTime(interval.closes) }))
          .sort((a, b) => a.opens - b.opens);
  const intervals = onThisDay(hours);
  const slots: PickupWindow[] = [];
  for (const { opens, closes } of onThisDay(pickupHours)) {
    for (let minute = opens; minute + slotMinutes <= closes; minute += slotMinutes) {
      slots.push({ start: at(minute), end: at(minute + slotMinutes) });
    }
  }
  return {
    date,
    weekday,
    intervals,
    slots,
    startsAt: zonedInstant(date, 0, timeZone),
    endsAt: zonedInstant(addDays(date, 1), 0, timeZone),
    at,
  };
}

/**
 * A minute of the day an order is placed, weighted by the hour, inside opening hours and early
 * enough that a pickup slot of the same day is still offered (`leadMinutes` ahead, one slot long).
 */
export function drawOrderMinute(random: Random, day: StoreDay, latestMinute: number): number | null {
  const choices: { minute: number; weight: number }[] = [];
  for (const { opens, closes } of day.intervals) {
    for (let minute = opens; minute < Math.min(closes, latestMinute); minute += 15) {
      choices.push({ minute, weight: HOUR_WEIGHTS[Math.floor(minute / 60)] ?? 0 });
    }
  }
  const total = choices.reduce((sum, choice) => sum + choice.weight, 0);
  if (total <= 0) return null;
  let left = random.next() * total;
  for (const choice of choices) {
    left -= choice.weight;
    if (left < 0) return choice.minute + random.int(0, 14) + random.next();
  }
  return choices.at(-1)!.minute;
}

/** An instant of the day an order may be placed (late enough that a same-day slot is left), or null on a closed day. */
export function orderTime(day: StoreDay, random: Random, slotMinutes: number): Date | null {
  const closes = Math.max(0, ...day.intervals.map((interval) => interval.closes));
  const minute = drawOrderMinute(random, day, closes - 15 - slotMinutes);
  return minute === null ? null : day.at(minute);
}
