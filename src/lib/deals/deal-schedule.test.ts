import { describe, expect, it } from 'vitest';
import { dealRunsAt, dealTiming, storeDay } from './deal-schedule.ts';

const TZ = 'America/Detroit';
const WEDNESDAY = 3;
const open = { daysOfWeek: null, startsAt: null, endsAt: null };

describe('storeDay', () => {
  it('reads the weekday on the store clock, not in UTC', () => {
    // Thursday 02:00 UTC is still Wednesday evening in Monroe.
    expect(storeDay(new Date('2026-11-26T02:00:00Z'), TZ)).toEqual({ weekday: WEDNESDAY, date: '2026-11-25' });
    expect(storeDay(new Date('2026-11-26T05:30:00Z'), TZ)).toEqual({ weekday: 4, date: '2026-11-26' });
  });
});

describe('dealRunsAt', () => {
  it('says a deal runs exactly when its timing is running', () => {
    const instants = ['2026-11-26T02:00:00Z', '2026-11-26T05:30:00Z', '2026-11-21T15:00:00Z', '2027-01-01T05:00:00Z'];
    const deals = [
      open,
      { ...open, daysOfWeek: [WEDNESDAY] },
      { ...open, daysOfWeek: [4, 5] },
      { ...open, startsAt: '2026-11-25T05:00:00.000Z', endsAt: '2026-11-26T05:00:00.000Z' },
      { ...open, startsAt: '2026-12-01T05:00:00.000Z', endsAt: '2027-01-01T05:00:00.000Z' },
    ];
    for (const deal of deals)
      for (const instant of instants.map((at) => new Date(at)))
        expect(dealRunsAt(deal, instant, TZ), `${JSON.stringify(deal)} at ${instant.toISOString()}`).toBe(
          dealTiming(deal, instant, TZ).state === 'running',
        );
    expect(dealRunsAt({ ...open, daysOfWeek: [WEDNESDAY] }, new Date('2026-11-26T02:00:00Z'), TZ)).toBe(true);
    expect(dealRunsAt({ ...open, daysOfWeek: [WEDNESDAY] }, new Date('2026-11-26T05:30:00Z'), TZ)).toBe(false);
  });
});

describe('dealTiming', () => {
  const wednesdayEvening = new Date('2026-11-26T02:00:00Z');
  const saturday = new Date('2026-11-21T15:00:00Z');

  it('runs an everyday deal with no dates at any time', () => {
    expect(dealTiming(open, saturday, TZ)).toEqual({ state: 'running' });
  });

  it('runs a weekday deal on that store-local day only, and tells the next day otherwise', () => {
    const wax = { ...open, daysOfWeek: [WEDNESDAY] };
    expect(dealTiming(wax, wednesdayEvening, TZ)).toEqual({ state: 'running' });
    expect(dealTiming(wax, saturday, TZ)).toEqual({ state: 'later', date: '2026-11-25', weekday: WEDNESDAY });
  });

  it('respects the window: not before it starts, not from the moment it ends', () => {
    const window = { ...open, startsAt: '2026-12-01T05:00:00.000Z', endsAt: '2027-01-01T05:00:00.000Z' };
    expect(dealTiming(window, saturday, TZ)).toEqual({ state: 'later', date: '2026-12-01', weekday: 2 });
    expect(dealTiming(window, new Date('2026-12-15T12:00:00Z'), TZ)).toEqual({ state: 'running' });
    expect(dealTiming(window, new Date('2027-01-01T05:00:00Z'), TZ)).toEqual({ state: 'ended' });
  });

  it('is later today when it starts later today', () => {
    const evening = { ...open, startsAt: '2026-11-21T22:00:00.000Z' };
    expect(dealTiming(evening, saturday, TZ)).toEqual({ state: 'later', date: '2026-11-21', weekday: 6 });
  });

  it('has ended when its last days hold none of its weekdays', () => {
    // Ends Tuesday night; it only ran on Wednesdays.
    const wax = { ...open, daysOfWeek: [WEDNESDAY], endsAt: '2026-11-25T05:00:00.000Z' };
    expect(dealTiming(wax, saturday, TZ)).toEqual({ state: 'ended' });
  });

  it('counts days on the calendar across the end of daylight saving time', () => {
    // Saturday 31 October 2026 late evening; clocks go back on Sunday 1 November.
    const sundays = { ...open, daysOfWeek: [0, 1] };
    const lateSaturday = new Date('2026-11-01T03:30:00Z');
    expect(storeDay(lateSaturday, TZ).weekday).toBe(6);
    expect(dealTiming(sundays, lateSaturday, TZ)).toEqual({ state: 'later', date: '2026-11-01', weekday: 0 });
  });
});
