import { describe, expect, it } from 'vitest';
import { createRandom } from '../random.ts';
import { dailyDemand, historyDays, poisson, storeDay } from './history-calendar.ts';
import { holidayDeals, holidayOn } from './history-holidays.ts';

describe('the history calendar', () => {
  it('covers the twelve months before the seeding day, which it leaves out', () => {
    const days = historyDays('2026-11-21');
    expect([days[0], days.at(-1), days.length]).toEqual(['2025-11-21', '2026-11-20', 365]);
    // A leap day in the year before: still twelve months, one day more.
    expect(historyDays('2024-03-01').length).toBe(366);
    expect(historyDays('2025-02-28')[0]).toBe('2024-02-28');
  });

  it('names the peak days on their dates, year after year', () => {
    expect(holidayOn('2026-04-20')?.name).toBe('4/20');
    expect(holidayOn('2025-11-26')?.name).toBe('Green Wednesday');
    expect(holidayOn('2025-11-28')?.name).toBe('Black Friday');
    expect(holidayOn('2026-11-25')?.name).toBe('Green Wednesday');
    expect(holidayOn('2026-12-31')?.name).toBe('New Year’s Eve');
    expect(holidayOn('2026-07-10')?.boost).toEqual({ category: 'concentrates', factor: 3 });
    expect(holidayOn('2026-04-22')).toBeUndefined();
    expect(holidayDeals(historyDays('2026-11-21')).map((deal) => [deal.slug, deal.day])).toEqual([
      ['green-wednesday-2025', '2025-11-26'],
      ['black-friday-2025', '2025-11-28'],
      ['new-years-eve-2025', '2025-12-31'],
      ['four-twenty-2026', '2026-04-20'],
    ]);
  });

  it('makes an average day 1, with 4/20 far above a Monday and Saturdays above Tuesdays', () => {
    const days = historyDays('2026-11-21');
    const demand = dailyDemand(days, createRandom('calendar-test'));
    const on = (day: string) => demand[days.indexOf(day)]!;
    expect(demand.reduce((sum, value) => sum + value, 0) / demand.length).toBeCloseTo(1, 10);
    expect(on('2026-04-20')).toBeGreaterThan(2.5 * on('2026-04-13'));
    const weekday = (n: number) =>
      days.filter((day) => new Date(`${day}T12:00:00Z`).getUTCDay() === n && !holidayOn(day));
    const mean = (list: string[]) => list.reduce((sum, day) => sum + on(day), 0) / list.length;
    expect(mean(weekday(6))).toBeGreaterThan(1.3 * mean(weekday(2)));
    expect(dailyDemand(days, createRandom('calendar-test'))).toEqual(demand);
  });

  it('cuts open hours into pickup slots on the store clock, across the change to daylight saving time', () => {
    const hours = [{ weekday: 0, opens: '10:00', closes: '18:00' }];
    const day = storeDay('2026-03-08', { hours, timeZone: 'America/Detroit', slotMinutes: 30 });
    expect(day.slots).toHaveLength(16);
    expect(day.slots[0]!.start.toISOString()).toBe('2026-03-08T14:00:00.000Z');
    expect(day.startsAt.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(day.endsAt.toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(storeDay('2026-03-09', { hours, timeZone: 'America/Detroit', slotMinutes: 30 }).slots).toEqual([]);
  });

  it('draws counts around their mean', () => {
    const random = createRandom('poisson-test');
    for (const mean of [3, 400]) {
      const draws = Array.from({ length: 2000 }, () => poisson(random, mean));
      expect(draws.reduce((sum, value) => sum + value, 0) / draws.length).toBeCloseTo(mean, mean > 50 ? -1 : 0);
      expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    }
  });
});
