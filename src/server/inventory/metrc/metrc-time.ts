/**
 * How Metrc writes times (decision 78). A sale's `salesDateTime` is the facility's wall-clock time
 * with no zone, as the receipts operations' own text asks; every query window
 * (`lastModifiedStart/End`, `salesDateStart/End`) and every time Metrc answers with is a UTC
 * instant written `yyyy-mm-ddThh:mm:ssZ`.
 */
import { wallClock } from '#lib/time/wall-clock.ts';

const HOUR_MS = 3_600_000;

/** The longest last-modified or sales-date window Metrc answers in one query. */
export const METRC_WINDOW_MS = 24 * HOUR_MS;

/** A UTC instant as Metrc's query parameters take it: whole seconds, `Z`. */
export function metrcInstant(instant: Date): string {
  return `${instant.toISOString().slice(0, 19)}Z`;
}

/**
 * The wall-clock time in `timeZone` at `instant`, without a zone, as Metrc takes a sale's time.
 * An hour repeated when clocks fall back gives the same text for both instants.
 */
export function metrcSaleTime(instant: Date, timeZone: string): string {
  const clock = wallClock(instant, timeZone);
  const two = (value: number): string => String(value).padStart(2, '0');
  return `${clock.date}T${two(clock.hour)}:${two(clock.minute)}:${two(clock.second)}`;
}

/** Splits [since, until) into consecutive windows Metrc accepts; each ends where the next starts. */
export function metrcWindows(since: Date, until: Date): Array<{ start: Date; end: Date }> {
  const windows: Array<{ start: Date; end: Date }> = [];
  for (let start = since.getTime(); start < until.getTime(); start += METRC_WINDOW_MS) {
    windows.push({ start: new Date(start), end: new Date(Math.min(start + METRC_WINDOW_MS, until.getTime())) });
  }
  return windows;
}

/** A UTC instant Metrc answered with, as an ISO instant, or null when it is absent or unreadable. */
export function instantFromMetrc(value: string | null | undefined): string | null {
  if (!value) return null;
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/.test(value) ? value : `${value}Z`;
  const time = Date.parse(zoned);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}
