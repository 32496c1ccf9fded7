/**
 * What a wall clock in a time zone shows at an instant: the calendar date, weekday and time.
 * The store's hours, deal days and pickup slots are all read on the store's clock, so they share
 * this one reading; Intl supplies the zone's rules (daylight saving time included).
 */
export interface WallClock {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
  hour: number;
  minute: number;
  second: number;
}

const SHORT_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
// Building an Intl.DateTimeFormat is far slower than using one: one per time zone, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

// A minute reads the same on the wall clock but for its seconds (no time zone has changed its
// offset within a minute since 1972), and a page asks for the same minute many times (the open
// status, every deal's days, the pickup slots): one reading per zone and minute is kept.
const minutes = new Map<string, { minute: number; clock: WallClock }>();

/** The wall clock of `timeZone` at `instant`. */
export function wallClock(instant: Date, timeZone: string): WallClock {
  const time = instant.getTime();
  const minute = Math.floor(time / 60_000);
  const second = Math.floor((time - minute * 60_000) / 1000);
  const kept = minutes.get(timeZone);
  if (kept?.minute === minute) {
    return kept.clock.second === second ? kept.clock : Object.freeze({ ...kept.clock, second });
  }
  const parts = formatter(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const clock: WallClock = Object.freeze({
    date: `${part('year')}-${part('month')}-${part('day')}`,
    weekday: SHORT_WEEKDAYS.indexOf(part('weekday')),
    // Some engines print midnight as "24" even with h23.
    hour: Number(part('hour')) % 24,
    minute: Number(part('minute')),
    second: Number(part('second')),
  });
  minutes.set(timeZone, { minute, clock });
  return clock;
}
