import { describe, expect, it } from 'vitest';
import { wallClock } from './wall-clock.ts';

describe('the store’s wall clock', () => {
  it('reads date, weekday and time in the zone, daylight saving time included', () => {
    expect(wallClock(new Date('2026-11-26T02:00:05Z'), 'America/Detroit')).toEqual({
      date: '2026-11-25',
      weekday: 3,
      hour: 21,
      minute: 0,
      second: 5,
    });
    expect(wallClock(new Date('2026-07-04T16:30:00Z'), 'America/Detroit')).toMatchObject({ hour: 12, minute: 30 });
  });

  it('reads every second of a minute it has read before, in any order', () => {
    const start = Date.parse('2026-03-08T06:59:00Z'); // the minute before clocks spring forward in Detroit
    for (const offset of [0, 59_999, 1_000, 30_500, 59_000]) {
      const instant = new Date(start + offset);
      expect(wallClock(instant, 'America/Detroit')).toEqual({
        date: '2026-03-08',
        weekday: 0,
        hour: 1,
        minute: 59,
        second: Math.floor(offset / 1000),
      });
    }
    // The next minute is 3:00: 2:00 never happens.
    expect(wallClock(new Date(start + 60_000), 'America/Detroit')).toMatchObject({ hour: 3, minute: 0, second: 0 });
    expect(wallClock(new Date(start + 60_000), 'Asia/Kathmandu')).toMatchObject({ hour: 12, minute: 45 });
  });

  it('keeps each zone apart, and reads times before 1970', () => {
    const instant = new Date('2026-11-26T02:00:00Z');
    expect(wallClock(instant, 'America/Detroit').date).toBe('2026-11-25');
    expect(wallClock(instant, 'Asia/Tokyo').date).toBe('2026-11-26');
    expect(wallClock(instant, 'America/Detroit').date).toBe('2026-11-25');
    expect(wallClock(new Date('1969-12-31T23:59:30.250Z'), 'UTC')).toEqual({
      date: '1969-12-31',
      weekday: 3,
      hour: 23,
      minute: 59,
      second: 30,
    });
  });
});
