import { describe, expect, it } from 'vitest';
import { addBusinessDays, federalHolidayOn, federalHolidays, isBusinessDay } from './business-days.ts';

describe('federal holidays by rule', () => {
  it('lists 2026 as the Office of Personnel Management does', () => {
    expect(federalHolidays(2026).map((holiday) => holiday.date)).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      // 4 July 2026 is a Saturday: observed on Friday the 3rd.
      '2026-07-03',
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
  });

  it('moves a Sunday holiday to the Monday after', () => {
    // Christmas 2022 and New Year's Day 2023 were Sundays.
    expect(federalHolidayOn('2022-12-26')?.name).toBe('Christmas Day');
    expect(federalHolidayOn('2023-01-02')?.name).toBe('New Year’s Day');
    expect(federalHolidayOn('2023-01-01')).toBeUndefined();
  });

  it('observes a Saturday New Year’s Day on 31 December of the year before', () => {
    // 1 January 2022 was a Saturday.
    expect(federalHolidayOn('2021-12-31')?.name).toBe('New Year’s Day');
    expect(federalHolidays(2022).map((holiday) => holiday.date)).not.toContain('2021-12-31');
    expect(federalHolidays(2021).at(-1)).toEqual({ date: '2021-12-31', name: 'New Year’s Day' });
  });

  it('finds the nth and the last weekday of a month', () => {
    expect(federalHolidayOn('2027-11-25')?.name).toBe('Thanksgiving Day');
    expect(federalHolidayOn('2027-05-31')?.name).toBe('Memorial Day');
    expect(federalHolidayOn('2028-09-04')?.name).toBe('Labor Day');
    expect(federalHolidayOn('2028-10-09')?.name).toBe('Columbus Day');
  });

  it('keeps Juneteenth from 2021 on', () => {
    expect(federalHolidayOn('2020-06-19')).toBeUndefined();
    expect(federalHolidayOn('2021-06-18')?.name).toBe('Juneteenth National Independence Day');
  });
});

describe('business days', () => {
  it('skips Saturdays, Sundays and holidays', () => {
    expect(isBusinessDay('2026-11-20')).toBe(true);
    expect(isBusinessDay('2026-11-21')).toBe(false);
    expect(isBusinessDay('2026-11-22')).toBe(false);
    expect(isBusinessDay('2026-11-26')).toBe(false);
  });

  it('counts seven business days across a weekend', () => {
    // Hired Wednesday 2026-03-04: Thu, Fri, (weekend), Mon, Tue, Wed, Thu, Fri.
    expect(addBusinessDays('2026-03-04', 7)).toBe('2026-03-13');
  });

  it('counts seven business days across a weekend and a holiday', () => {
    // Hired Friday 2026-11-20: Mon 23, Tue 24, Wed 25, (Thanksgiving 26), Fri 27, Mon 30, Tue 1, Wed 2.
    expect(addBusinessDays('2026-11-20', 7)).toBe('2026-12-02');
    // Hired on a Saturday: the count starts on Monday, and the observed Friday holiday is skipped.
    expect(addBusinessDays('2026-06-27', 7)).toBe('2026-07-08');
  });

  it('starts counting the day after, whatever day it is', () => {
    expect(addBusinessDays('2026-11-26', 1)).toBe('2026-11-27');
    expect(addBusinessDays('2026-11-26', 0)).toBe('2026-11-26');
    expect(() => addBusinessDays('2026-11-26', -1)).toThrow(RangeError);
  });
});
