import { addDays } from '../pickup/zoned-time.ts';
import { wallClock } from '../time/wall-clock.ts';

/**
 * How the pickup queue says when: pickup windows on the store's clock ("Today, 3:30–4:00 PM"),
 * and how long ago an order came in ("12 min"), both counted from the server's clock so a
 * register with a wrong clock still reads right.
 */

const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

function timeOfDay(instant: Date, timeZone: string): string {
  return plain(new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(instant));
}

/** "Today", "Tomorrow", "Yesterday", or "Thu, Nov 26" for a store-local day. */
export function storeDayLabel(instant: Date, timeZone: string, now: Date): string {
  const day = wallClock(instant, timeZone).date;
  const today = wallClock(now, timeZone).date;
  if (day === today) return 'Today';
  if (day === addDays(today, 1)) return 'Tomorrow';
  if (day === addDays(today, -1)) return 'Yesterday';
  return plain(
    new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric' }).format(instant),
  );
}

/** "Today, 3:30 PM–4:00 PM" */
export function pickupWindowLabel(start: Date, end: Date, timeZone: string, now: Date): string {
  return `${storeDayLabel(start, timeZone, now)}, ${timeOfDay(start, timeZone)}–${timeOfDay(end, timeZone)}`;
}

/** "3:04 PM" today, or "Yesterday, 3:04 PM" / "Thu, Nov 26, 3:04 PM" on another day. */
export function storeMomentLabel(instant: Date, timeZone: string, now: Date): string {
  const day = storeDayLabel(instant, timeZone, now);
  return day === 'Today' ? timeOfDay(instant, timeZone) : `${day}, ${timeOfDay(instant, timeZone)}`;
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** "Nov 25, 2026, 2:04 PM" on the store's clock: a moment in an order's history, any day. */
export function storeDateTimeLabel(instant: Date, timeZone: string): string {
  let format = dateTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    dateTimeFormats.set(timeZone, format);
  }
  return plain(format.format(instant));
}

/** How long ago: "just now", "12 min", "2 h 5 min", "3 days". */
export function ageLabel(since: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  return days === 1 ? '1 day' : `${days} days`;
}
