import { describe, expect, it } from 'vitest';
import { todaysHours } from './todays-hours.ts';

const WEEK = [
  { weekday: 1, opens: '09:00', closes: '12:00' },
  { weekday: 1, opens: '13:00', closes: '21:00' },
  { weekday: 2, opens: '10:00', closes: '24:00' },
];

describe("a store's hours today", () => {
  it('reads the day on the store’s own clock', () => {
    const mondayNightUtc = new Date('2026-12-08T05:30:00Z'); // Tuesday 00:30 in Detroit, still Monday 23:30 in the Central-time Upper Peninsula
    expect(todaysHours({ hours: WEEK, closures: [], timeZone: 'America/Detroit' }, mondayNightUtc)).toBe(
      '10 AM – midnight',
    );
    expect(todaysHours({ hours: WEEK, closures: [], timeZone: 'America/Menominee' }, mondayNightUtc)).toBe(
      '9 AM – 12 PM, 1 PM – 9 PM',
    );
  });

  it('says a closed day, and names a holiday with its own hours', () => {
    const wednesday = new Date('2026-12-09T17:00:00Z');
    expect(todaysHours({ hours: WEEK, closures: [], timeZone: 'America/Detroit' }, wednesday)).toBe('Closed today');
    const christmasEve = new Date('2026-12-24T15:00:00Z');
    const closures = [
      { date: '2026-12-24', name: 'Christmas Eve', hours: { opens: '09:00', closes: '15:00' } },
      { date: '2026-12-25', name: 'Christmas Day', hours: null },
    ];
    expect(todaysHours({ hours: WEEK, closures, timeZone: 'America/Detroit' }, christmasEve)).toBe(
      'Christmas Eve: 9 AM – 3 PM',
    );
    expect(todaysHours({ hours: WEEK, closures, timeZone: 'America/Detroit' }, new Date('2026-12-25T15:00:00Z'))).toBe(
      'Christmas Day: Closed today',
    );
  });
});
