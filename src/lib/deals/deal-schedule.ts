import type { Deal } from './deal.ts';
import { wallClock } from '../time/wall-clock.ts';

/**
 * When a deal runs, judged on the store's wall clock: "Wax Wednesday" is Wednesday in Monroe, not
 * in UTC or in the shopper's browser. The weekday comes from Intl, so daylight saving time is the
 * platform's business.
 */
export type DealTiming =
  | { state: 'running' }
  /** Not now: the next store-local day it runs on ('YYYY-MM-DD'), today when it starts later today. */
  | { state: 'later'; date: string; weekday: number }
  /** Over, or no day left to run on before it ends. */
  | { state: 'ended' };

/** The store-local calendar day of an instant: its weekday (0 = Sunday) and 'YYYY-MM-DD'. */
export function storeDay(instant: Date, timeZone: string): { weekday: number; date: string } {
  const { weekday, date } = wallClock(instant, timeZone);
  return { weekday, date };
}

function runsOn(deal: Pick<Deal, 'daysOfWeek'>, weekday: number): boolean {
  return deal.daysOfWeek === null || deal.daysOfWeek.includes(weekday);
}

function within(deal: Pick<Deal, 'startsAt' | 'endsAt'>, instant: Date): boolean {
  const time = instant.getTime();
  return (
    (deal.startsAt === null || Date.parse(deal.startsAt) <= time) &&
    (deal.endsAt === null || time < Date.parse(deal.endsAt))
  );
}

/** 'YYYY-MM-DD' plus `days`, on the calendar (no clock, so no daylight-saving surprises). */
function addDays(date: string, days: number): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

function weekdayOf(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

/** Whether an active deal runs at `now`: inside its window, on a store-local day it runs on. */
export function dealRunsAt(
  deal: Pick<Deal, 'daysOfWeek' | 'startsAt' | 'endsAt'>,
  now: Date,
  timeZone: string,
): boolean {
  return within(deal, now) && runsOn(deal, storeDay(now, timeZone).weekday);
}

/**
 * Whether an active deal runs at `now`, else the next store-local day it runs on (today, when it
 * starts later today), or `ended` when no such day is left. A day counts when any part of it falls
 * inside the deal's window.
 */
export function dealTiming(
  deal: Pick<Deal, 'daysOfWeek' | 'startsAt' | 'endsAt'>,
  now: Date,
  timeZone: string,
): DealTiming {
  if (dealRunsAt(deal, now, timeZone)) return { state: 'running' };
  const today = storeDay(now, timeZone);
  if (deal.endsAt !== null && Date.parse(deal.endsAt) <= now.getTime()) return { state: 'ended' };
  const first = deal.startsAt === null ? null : storeDay(new Date(deal.startsAt), timeZone).date;
  // `endsAt` is exclusive: a deal that ends at midnight does not run on the day that begins.
  const last = deal.endsAt === null ? null : storeDay(new Date(Date.parse(deal.endsAt) - 1), timeZone).date;
  const from = first !== null && first > today.date ? first : today.date;
  for (let ahead = 0; ahead < 7; ahead += 1) {
    const date = addDays(from, ahead);
    if (last !== null && date > last) break;
    const weekday = weekdayOf(date);
    if (runsOn(deal, weekday)) return { state: 'later', date, weekday };
  }
  return { state: 'ended' };
}
