import { wallClock } from '../time/wall-clock.ts';

/**
 * Store-local wall-clock times as instants. "4:30 PM on 2026-11-21 in Monroe" is a different UTC
 * instant in winter and summer; Intl knows the offset for any instant, so the instant is found by
 * guessing with UTC and correcting by the offset there (twice, for guesses that cross a change).
 */
/** Milliseconds the zone's wall clock is ahead of UTC at `instant` (negative west of Greenwich). */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  const clock = wallClock(instant, timeZone);
  const [year, month, day] = clock.date.split('-').map(Number) as [number, number, number];
  const wallAsUtc = Date.UTC(year, month - 1, day, clock.hour, clock.minute, clock.second);
  return wallAsUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant at `minuteOfDay` (0…1440) on store-local `date` ('YYYY-MM-DD'). */
export function zonedInstant(date: string, minuteOfDay: number, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day) + minuteOfDay * 60_000;
  let instant = wall - zoneOffsetMs(new Date(wall), timeZone);
  instant = wall - zoneOffsetMs(new Date(instant), timeZone);
  return new Date(instant);
}

/** The store-local date `days` after `date` ('YYYY-MM-DD'). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The instant at `minuteOfDay` on the store-local day after the one `instant` falls on. */
export function nextDayAt(instant: Date, minuteOfDay: number, timeZone: string): Date {
  return zonedInstant(addDays(wallClock(instant, timeZone).date, 1), minuteOfDay, timeZone);
}
