import { describe, expect, it } from 'vitest';
import { findPickupSlot, offeredPickupSlot, pickupSlots } from './pickup-slots.ts';
import { zonedInstant, zoneOffsetMs } from './zoned-time.ts';

const TZ = 'America/Detroit';
const hours = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  opens: weekday === 0 ? '10:00' : '09:00',
  closes: '21:00',
}));

describe('zonedInstant', () => {
  it('turns Monroe wall-clock time into the right instant in winter and in summer', () => {
    expect(zonedInstant('2026-11-21', 16 * 60 + 30, TZ).toISOString()).toBe('2026-11-21T21:30:00.000Z');
    expect(zonedInstant('2026-07-04', 16 * 60 + 30, TZ).toISOString()).toBe('2026-07-04T20:30:00.000Z');
    expect(zoneOffsetMs(new Date('2026-11-21T12:00:00Z'), TZ)).toBe(-5 * 3600_000);
  });

  it('handles the night clocks go back (2026-11-01) without losing the evening hours', () => {
    expect(zonedInstant('2026-11-01', 10 * 60, TZ).toISOString()).toBe('2026-11-01T15:00:00.000Z');
    expect(zonedInstant('2026-03-08', 10 * 60, TZ).toISOString()).toBe('2026-03-08T14:00:00.000Z');
  });
});

describe('pickupSlots', () => {
  it('cuts store hours into slots, starting after the lead time and ending by closing', () => {
    // Saturday 2026-11-21, 8:50 PM in Monroe: tonight has no slot left (the last ends at 9 PM).
    const now = new Date('2026-11-22T01:50:00Z');
    const slots = pickupSlots({ hours, timeZone: TZ, slotMinutes: 30, now, days: 3 });
    expect(slots[0]).toMatchObject({
      date: '2026-11-22',
      start: '2026-11-22T15:00:00.000Z',
      dayLabel: 'Sun, Nov 22',
      timeLabel: '10:00 – 10:30 AM',
    });
    expect(slots.at(-1)).toMatchObject({ date: '2026-11-23', end: '2026-11-24T02:00:00.000Z' });
    expect(slots).toHaveLength(22 + 24);
  });

  it('leaves out slots that start sooner than the lead time', () => {
    const now = new Date('2026-11-21T21:20:00Z'); // 4:20 PM
    const first = pickupSlots({ hours, timeZone: TZ, slotMinutes: 30, now, days: 1, leadMinutes: 15 })[0]!;
    expect(first.start).toBe('2026-11-21T22:00:00.000Z'); // 5:00 PM: 4:30 starts in 10 minutes
  });

  it('offers nothing on a closed day and splits a day with two intervals', () => {
    const split = [
      { weekday: 6, opens: '09:00', closes: '12:00' },
      { weekday: 6, opens: '13:00', closes: '14:00' },
    ];
    const now = new Date('2026-11-21T12:00:00Z');
    const slots = pickupSlots({ hours: split, timeZone: TZ, slotMinutes: 60, now, days: 2 });
    expect(slots.map((slot) => slot.timeLabel)).toEqual([
      '9:00 – 10:00 AM',
      '10:00 – 11:00 AM',
      '11:00 AM – 12:00 PM',
      '1:00 – 2:00 PM',
    ]);
  });

  it('finds an offered slot by its start and refuses any other time', () => {
    const slots = pickupSlots({ hours, timeZone: TZ, slotMinutes: 30, now: new Date('2026-11-21T12:00:00Z'), days: 1 });
    expect(findPickupSlot(slots, '2026-11-21T15:00:00.000Z')?.timeLabel).toBe('10:00 – 10:30 AM');
    expect(findPickupSlot(slots, '2026-11-21T15:10:00.000Z')).toBeNull();
    expect(findPickupSlot(slots, 'tomorrow')).toBeNull();
  });
});

describe('pickupSlots on holidays', () => {
  it('offers nothing on a day closed for a holiday and only the reduced hours on a short one', () => {
    // Friday 2026-11-20, 9:05 AM in Monroe.
    const now = new Date('2026-11-20T14:05:00Z');
    const closures = [
      { date: '2026-11-21', name: 'Inventory day', hours: null },
      { date: '2026-11-22', name: 'Half day', hours: { opens: '12:00', closes: '14:30' } },
    ];
    const slots = pickupSlots({ hours, closures, timeZone: TZ, slotMinutes: 30, now, days: 3 });
    const byDay = (date: string) => slots.filter((slot) => slot.date === date).map((slot) => slot.timeLabel);
    expect(byDay('2026-11-20')).toHaveLength(23);
    expect(byDay('2026-11-21')).toEqual([]);
    expect(byDay('2026-11-22')).toEqual([
      '12:00 – 12:30 PM',
      '12:30 – 1:00 PM',
      '1:00 – 1:30 PM',
      '1:30 – 2:00 PM',
      '2:00 – 2:30 PM',
    ]);
    // Placement offers none of the closed day's usual times.
    expect(
      offeredPickupSlot({ hours, closures, timeZone: TZ, slotMinutes: 30, now }, '2026-11-21T15:00:00.000Z'),
    ).toBeNull();
  });
});

describe('offeredPickupSlot', () => {
  const split = [
    ...hours.filter((interval) => interval.weekday !== 6),
    { weekday: 6, opens: '09:00', closes: '12:00' },
    { weekday: 6, opens: '13:15', closes: '17:00' },
  ];
  // Friday Nov 20: closed all day on the Saturday, short hours on the Sunday.
  const holidays = [
    { date: '2026-11-21', name: 'Inventory day', hours: null },
    { date: '2026-11-22', name: 'Half day', hours: { opens: '12:00', closes: '14:30' } },
  ];
  // Ordinary days, a day with two intervals, holidays, and the nights the clocks go back and forward.
  const cases = [
    { now: new Date('2026-11-20T14:05:00Z'), hours: split, slotMinutes: 45, closures: [] },
    { now: new Date('2026-11-20T14:05:00Z'), hours, slotMinutes: 30, closures: holidays },
    { now: new Date('2026-10-31T13:00:00Z'), hours, slotMinutes: 30, closures: [] },
    { now: new Date('2026-03-07T20:40:00Z'), hours, slotMinutes: 60, closures: [] },
    { now: new Date('2026-11-22T01:50:00Z'), hours, slotMinutes: 30, closures: [] },
  ];

  it('finds exactly the slot the full list offers, for every start on and off the grid', () => {
    for (const { now, hours: storeHours, slotMinutes, closures } of cases) {
      const options = { hours: storeHours, closures, timeZone: TZ, slotMinutes, now };
      const slots = pickupSlots(options);
      expect(slots.length).toBeGreaterThan(10);
      // Every quarter hour from a day before now to four days after, and a few seconds off.
      for (let offset = -24 * 60; offset <= 4 * 24 * 60; offset += 15) {
        const start = new Date(now.getTime() - (now.getTime() % 900_000) + offset * 60_000);
        for (const candidate of [start.toISOString(), new Date(start.getTime() + 30_000).toISOString()]) {
          expect(offeredPickupSlot(options, candidate), candidate).toEqual(findPickupSlot(slots, candidate));
        }
      }
      for (const slot of slots) expect(offeredPickupSlot(options, slot.start)).toEqual(slot);
    }
  });

  it('refuses text that is not an instant', () => {
    const options = { hours, timeZone: TZ, slotMinutes: 30, now: new Date('2026-11-20T14:05:00Z') };
    expect(offeredPickupSlot(options, 'tomorrow at noon')).toBeNull();
  });
});
