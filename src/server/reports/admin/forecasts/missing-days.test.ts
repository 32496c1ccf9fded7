import { describe, expect, it } from 'vitest';
import { fillMissingDays } from './missing-days.ts';

describe('filling unknown days for fitting', () => {
  it('fills a day from the same weekday of the weeks before it', () => {
    const weeks = [
      [10, 1, 1, 1, 1, 1, 20],
      [12, 1, 1, 1, 1, 1, 22],
      [null, 1, 1, 1, 1, 1, null],
    ].flat();
    const filled = fillMissingDays(weeks)!;
    // Sunday-like day 14: (10 + 12) ÷ 2; day 20: (20 + 22) ÷ 2. Not zero, not the week's mean.
    expect(filled[14]).toBe(11);
    expect(filled[20]).toBe(21);
    expect(filled.filter((_, index) => index !== 14 && index !== 20)).toEqual(
      weeks.filter((_, index) => index !== 14 && index !== 20),
    );
  });

  it('uses at most the last four weeks', () => {
    const values = [1, 2, 3, 4, 5, null].flatMap((first) => [first, 0, 0, 0, 0, 0, 0]);
    // (2 + 3 + 4 + 5) ÷ 4: the first week's 1 is too old.
    expect(fillMissingDays(values)![35]).toBe(3.5);
  });

  it('looks after the day when nothing comes before it, then at every known day', () => {
    const early = [null, 2, 2, 2, 2, 2, 2, 8, 2, 2, 2, 2, 2, 2];
    expect(fillMissingDays(early)![0]).toBe(8);
    const weekdayNeverKnown = [null, 2, 4, 2, 4, 2, 4, null, 2, 4, 2, 4, 2, 4];
    expect(fillMissingDays(weekdayNeverKnown)![0]).toBe(3);
  });

  it('cannot fill a series with no known day, and leaves a whole one as it is', () => {
    expect(fillMissingDays([null, null])).toBeNull();
    const whole = [1, 2, 3];
    expect(fillMissingDays(whole)).toBe(whole);
  });
});
