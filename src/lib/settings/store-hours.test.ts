import { describe, expect, it } from 'vitest';
import {
  formatClockTime,
  openingTimesOn,
  parseClockTime,
  storeStatusAt,
  weeklyHoursTable,
  type HolidayClosure,
  type StoreHoursInterval,
} from './store-hours.ts';

const DETROIT = 'America/Detroit';

function everyDay(weekdays: number[], opens: string, closes: string): StoreHoursInterval[] {
  return weekdays.map((weekday) => ({ weekday, opens, closes }));
}

// Mon–Sat 9 AM – 9 PM, Sunday 10 AM – 6 PM (the demo store's shape).
const REGULAR = [...everyDay([1, 2, 3, 4, 5, 6], '09:00', '21:00'), { weekday: 0, opens: '10:00', closes: '18:00' }];

const at = (iso: string) => storeStatusAt(REGULAR, DETROIT, new Date(iso));

describe('storeStatusAt on a regular week (Detroit, EST = UTC-5 in January)', () => {
  // 2026-01-14 is a Wednesday.
  it('is open in the middle of the day and says when it closes', () => {
    expect(at('2026-01-14T17:00:00Z')).toEqual({ open: true, label: 'Open until 9 PM' });
  });

  it('is open from the first minute of an interval', () => {
    expect(at('2026-01-14T14:00:00Z')).toEqual({ open: true, label: 'Open until 9 PM' });
  });

  it('is closed before opening and opens later today', () => {
    expect(at('2026-01-14T13:30:00Z')).toEqual({ open: false, label: 'Opens 9 AM today' });
  });

  it('is open in the last minute and closed at closing time', () => {
    expect(at('2026-01-15T01:59:00Z').open).toBe(true);
    expect(at('2026-01-15T02:00:00Z')).toEqual({ open: false, label: 'Opens 9 AM tomorrow' });
  });

  it('is closed after closing, late at night, and opens tomorrow', () => {
    expect(at('2026-01-15T04:30:00Z')).toEqual({ open: false, label: 'Opens 9 AM tomorrow' });
  });

  it('just after midnight the next opening is "today"', () => {
    // 00:05 Thursday local.
    expect(at('2026-01-15T05:05:00Z')).toEqual({ open: false, label: 'Opens 9 AM today' });
  });

  it('uses Sunday hours on Sunday', () => {
    // 2026-01-18 is a Sunday: 9:30 is closed there although it is open on weekdays.
    expect(at('2026-01-18T14:30:00Z')).toEqual({ open: false, label: 'Opens 10 AM today' });
    expect(at('2026-01-18T15:30:00Z')).toEqual({ open: true, label: 'Open until 6 PM' });
    expect(at('2026-01-18T23:00:00Z')).toEqual({ open: false, label: 'Opens 9 AM tomorrow' });
  });

  it('Saturday night points at Sunday opening', () => {
    expect(at('2026-01-18T03:00:00Z')).toEqual({ open: false, label: 'Opens 10 AM tomorrow' });
  });
});

describe('storeStatusAt across daylight saving time changes', () => {
  it('spring forward (Sunday 2026-03-08): 14:30 UTC is 10:30 EDT, so open', () => {
    expect(at('2026-03-08T14:30:00Z')).toEqual({ open: true, label: 'Open until 6 PM' });
    // The same UTC time a day earlier is 9:30 EST on a Saturday.
    expect(at('2026-03-07T14:30:00Z')).toEqual({ open: true, label: 'Open until 9 PM' });
  });

  it('spring forward: 13:30 UTC is 9:30 EDT on Sunday, before the 10 AM opening', () => {
    expect(at('2026-03-08T13:30:00Z')).toEqual({ open: false, label: 'Opens 10 AM today' });
  });

  it('spring forward: the skipped hour does not break the local clock', () => {
    // 06:59 UTC = 1:59 EST, 07:00 UTC = 3:00 EDT.
    expect(at('2026-03-08T06:59:00Z')).toEqual({ open: false, label: 'Opens 10 AM today' });
    expect(at('2026-03-08T07:00:00Z')).toEqual({ open: false, label: 'Opens 10 AM today' });
  });

  it('fall back (Sunday 2026-11-01): 14:30 UTC is 9:30 EST, so still closed', () => {
    expect(at('2026-11-01T14:30:00Z')).toEqual({ open: false, label: 'Opens 10 AM today' });
    // The same UTC time a day earlier is 10:30 EDT on a Saturday.
    expect(at('2026-10-31T14:30:00Z')).toEqual({ open: true, label: 'Open until 9 PM' });
  });

  it('fall back: closing is judged on the local clock after the change', () => {
    // 22:59 UTC = 17:59 EST (open), 23:00 UTC = 18:00 EST (closed).
    expect(at('2026-11-01T22:59:00Z').open).toBe(true);
    expect(at('2026-11-01T23:00:00Z')).toEqual({ open: false, label: 'Opens 9 AM tomorrow' });
  });

  it('judges a store in another time zone on its own clock', () => {
    // 17:00 UTC is noon in Detroit but 9 AM in Los Angeles.
    const hours = everyDay([3], '10:00', '18:00');
    expect(storeStatusAt(hours, 'America/Los_Angeles', new Date('2026-01-14T17:00:00Z'))).toEqual({
      open: false,
      label: 'Opens 10 AM today',
    });
    expect(storeStatusAt(hours, DETROIT, new Date('2026-01-14T17:00:00Z')).open).toBe(true);
  });
});

describe('storeStatusAt with closed days and split days', () => {
  // Closed Sunday and Monday; Tuesday–Saturday 9–9.
  const closedSunMon = everyDay([2, 3, 4, 5, 6], '09:00', '21:00');

  it('skips closed days to the next opening, naming the weekday', () => {
    // Saturday 2026-01-17, 22:00 EST.
    expect(storeStatusAt(closedSunMon, DETROIT, new Date('2026-01-18T03:00:00Z'))).toEqual({
      open: false,
      label: 'Opens 9 AM Tuesday',
    });
    // All of Sunday is closed.
    expect(storeStatusAt(closedSunMon, DETROIT, new Date('2026-01-18T17:00:00Z'))).toEqual({
      open: false,
      label: 'Opens 9 AM Tuesday',
    });
    // Monday: Tuesday is tomorrow.
    expect(storeStatusAt(closedSunMon, DETROIT, new Date('2026-01-19T17:00:00Z'))).toEqual({
      open: false,
      label: 'Opens 9 AM tomorrow',
    });
  });

  it('names the same weekday when the next opening is a week away', () => {
    const mondaysOnly = everyDay([1], '09:00', '17:00');
    // Monday 2026-01-19, 18:00 EST.
    expect(storeStatusAt(mondaysOnly, DETROIT, new Date('2026-01-19T23:00:00Z'))).toEqual({
      open: false,
      label: 'Opens 9 AM Monday',
    });
  });

  it('handles a lunch break', () => {
    const split = [
      { weekday: 3, opens: '09:00', closes: '12:00' },
      { weekday: 3, opens: '13:00', closes: '21:30' },
    ];
    const wednesday = (localHour: number, minute = 0) =>
      storeStatusAt(split, DETROIT, new Date(Date.UTC(2026, 0, 14, localHour + 5, minute)));
    expect(wednesday(10)).toEqual({ open: true, label: 'Open until 12 PM' });
    expect(wednesday(12, 30)).toEqual({ open: false, label: 'Opens 1 PM today' });
    expect(wednesday(13)).toEqual({ open: true, label: 'Open until 9:30 PM' });
  });

  it('is closed, with no next opening, when there are no hours at all', () => {
    expect(storeStatusAt([], DETROIT, new Date('2026-01-14T17:00:00Z'))).toEqual({ open: false, label: 'Closed' });
  });
});

describe('storeStatusAt around midnight', () => {
  it('closing at 24:00 is "Open until midnight"', () => {
    const lateFriday = [{ weekday: 5, opens: '12:00', closes: '24:00' }];
    // Friday 2026-01-16, 23:59 EST.
    expect(storeStatusAt(lateFriday, DETROIT, new Date('2026-01-17T04:59:00Z'))).toEqual({
      open: true,
      label: 'Open until midnight',
    });
    // Saturday 00:00 EST: closed, next Friday.
    expect(storeStatusAt(lateFriday, DETROIT, new Date('2026-01-17T05:00:00Z'))).toEqual({
      open: false,
      label: 'Opens 12 PM Friday',
    });
  });

  it('follows hours that continue past midnight', () => {
    const pastMidnight = [
      { weekday: 5, opens: '12:00', closes: '24:00' },
      { weekday: 6, opens: '00:00', closes: '02:00' },
    ];
    expect(storeStatusAt(pastMidnight, DETROIT, new Date('2026-01-17T04:00:00Z'))).toEqual({
      open: true,
      label: 'Open until 2 AM',
    });
    expect(storeStatusAt(pastMidnight, DETROIT, new Date('2026-01-17T06:59:00Z')).open).toBe(true);
    expect(storeStatusAt(pastMidnight, DETROIT, new Date('2026-01-17T07:00:00Z')).open).toBe(false);
  });

  it('wraps from Saturday night into Sunday', () => {
    const weekendNight = [
      { weekday: 6, opens: '20:00', closes: '24:00' },
      { weekday: 0, opens: '00:00', closes: '03:00' },
    ];
    // Saturday 2026-01-17, 23:00 EST.
    expect(storeStatusAt(weekendNight, DETROIT, new Date('2026-01-18T04:00:00Z'))).toEqual({
      open: true,
      label: 'Open until 3 AM',
    });
  });

  it('says "at midnight" when the next opening is tonight', () => {
    const sundayFromMidnight = [{ weekday: 0, opens: '00:00', closes: '03:00' }];
    // Saturday 2026-01-17, 22:00 EST.
    expect(storeStatusAt(sundayFromMidnight, DETROIT, new Date('2026-01-18T03:00:00Z'))).toEqual({
      open: false,
      label: 'Opens at midnight',
    });
  });

  it('is "Open 24 hours" when the store never closes', () => {
    const always = everyDay([0, 1, 2, 3, 4, 5, 6], '00:00', '24:00');
    expect(storeStatusAt(always, DETROIT, new Date('2026-01-14T08:00:00Z'))).toEqual({
      open: true,
      label: 'Open 24 hours',
    });
  });
});

describe('storeStatusAt on holidays', () => {
  // Christmas 2026 is a Friday; Christmas Eve a Thursday.
  const HOLIDAYS: HolidayClosure[] = [
    { date: '2026-12-24', name: 'Christmas Eve', hours: { opens: '09:00', closes: '15:00' } },
    { date: '2026-12-25', name: 'Christmas Day', hours: null },
  ];
  const on = (iso: string, closures = HOLIDAYS) => storeStatusAt(REGULAR, DETROIT, new Date(iso), closures);

  it('is closed all day on a closed holiday and says why, and when it opens next', () => {
    // Friday Dec 25, noon EST: a Friday is open 9–9 in the week's hours.
    expect(on('2026-12-25T17:00:00Z')).toEqual({
      open: false,
      label: 'Closed for Christmas Day · Opens 9 AM tomorrow',
    });
    expect(on('2026-12-25T17:00:00Z', [])).toEqual({ open: true, label: 'Open until 9 PM' });
  });

  it('keeps reduced hours, closing early and saying whose hours they are', () => {
    // Thursday Dec 24, 2 PM EST: open until 3 PM, not 9.
    expect(on('2026-12-24T19:00:00Z')).toEqual({ open: true, label: 'Open until 3 PM (Christmas Eve hours)' });
    // 4 PM: closed, and Christmas Day is skipped: next opening Saturday.
    expect(on('2026-12-24T21:00:00Z')).toEqual({ open: false, label: 'Opens 9 AM Saturday' });
  });

  it('skips a holiday the evening before', () => {
    // Wednesday Dec 23, 10 PM EST: Thursday opens at 9 as usual on Christmas Eve.
    expect(on('2026-12-24T03:00:00Z')).toEqual({ open: false, label: 'Opens 9 AM tomorrow' });
  });

  it('names the date when a run of closed days puts the next opening more than a week away', () => {
    const closedTwoWeeks: HolidayClosure[] = Array.from({ length: 14 }, (_, index) => ({
      date: `2026-07-${String(index + 1).padStart(2, '0')}`,
      name: 'Renovation',
      hours: null,
    }));
    // Wednesday Jul 1, noon EDT: closed until Wednesday Jul 15.
    expect(storeStatusAt(REGULAR, DETROIT, new Date('2026-07-01T16:00:00Z'), closedTwoWeeks)).toEqual({
      open: false,
      label: 'Closed for Renovation · Opens 9 AM Jul 15',
    });
  });
});

describe('openingTimesOn', () => {
  it('reads the week’s hours for a plain day and a holiday’s own for its date', () => {
    const holidays: HolidayClosure[] = [
      { date: '2026-12-24', name: 'Christmas Eve', hours: { opens: '09:00', closes: '15:00' } },
      { date: '2026-12-25', name: 'Christmas Day', hours: null },
    ];
    expect(openingTimesOn('2026-12-23', REGULAR, holidays)).toEqual([{ opens: '09:00', closes: '21:00' }]);
    expect(openingTimesOn('2026-12-24', REGULAR, holidays)).toEqual([{ opens: '09:00', closes: '15:00' }]);
    expect(openingTimesOn('2026-12-25', REGULAR, holidays)).toEqual([]);
    expect(openingTimesOn('2026-12-27', REGULAR, holidays)).toEqual([{ opens: '10:00', closes: '18:00' }]);
  });
});

describe('clock times', () => {
  it.each([
    ['09:00', '9 AM'],
    ['09:30', '9:30 AM'],
    ['12:00', '12 PM'],
    ['12:15', '12:15 PM'],
    ['21:00', '9 PM'],
    ['00:00', 'midnight'],
    ['24:00', 'midnight'],
    ['00:30', '12:30 AM'],
  ])('formats %s as %s', (value, expected) => {
    expect(formatClockTime(value)).toBe(expected);
  });

  it.each(['9:00', '25:00', '24:30', '12:60', '', '09:00:00'])('rejects %j', (value) => {
    expect(() => parseClockTime(value)).toThrow(RangeError);
  });

  it('rejects an impossible weekday', () => {
    expect(() => storeStatusAt([{ weekday: 7, opens: '09:00', closes: '10:00' }], DETROIT)).toThrow(RangeError);
  });
});

describe('weeklyHoursTable', () => {
  it('lists seven days from Monday with closed days and split days', () => {
    const hours = [
      { weekday: 3, opens: '13:00', closes: '21:00' },
      { weekday: 3, opens: '09:00', closes: '12:00' },
      ...everyDay([1, 2, 4, 5, 6], '09:00', '21:00'),
    ];
    expect(weeklyHoursTable(hours)).toEqual([
      { weekday: 1, day: 'Monday', hours: '9 AM – 9 PM', closed: false },
      { weekday: 2, day: 'Tuesday', hours: '9 AM – 9 PM', closed: false },
      { weekday: 3, day: 'Wednesday', hours: '9 AM – 12 PM, 1 PM – 9 PM', closed: false },
      { weekday: 4, day: 'Thursday', hours: '9 AM – 9 PM', closed: false },
      { weekday: 5, day: 'Friday', hours: '9 AM – 9 PM', closed: false },
      { weekday: 6, day: 'Saturday', hours: '9 AM – 9 PM', closed: false },
      { weekday: 0, day: 'Sunday', hours: 'Closed', closed: true },
    ]);
  });

  it('can start the week on Sunday', () => {
    expect(weeklyHoursTable(REGULAR, 0).map((row) => row.day)).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    expect(weeklyHoursTable(REGULAR, 0)[0]!.hours).toBe('10 AM – 6 PM');
  });
});
