import { describe, expect, it } from 'vitest';
import { errorSums, mase, meanOf, seasonalNaiveForecast, seasonalNaiveScale, wape } from './forecast-accuracy.ts';

describe('forecast accuracy', () => {
  it('forecasts each day as the same weekday of the last week, repeated over the horizon', () => {
    const history = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14];
    expect(seasonalNaiveForecast(history, 10)).toEqual([8, 9, 10, 11, 12, 13, 14, 8, 9, 10]);
    expect(() => seasonalNaiveForecast([1, 2, 3], 7)).toThrow(/7 days/);
  });

  it('sums absolute errors over the known days only', () => {
    // |10 − 8| + |4 − 6| = 4 over 2 days that sold 14; the unknown day's 100 is not scored.
    expect(errorSums([10, null, 4], [8, 100, 6])).toEqual({ absoluteError: 4, actual: 14, days: 2 });
  });

  it('pools WAPE over series by volume', () => {
    const big = { absoluteError: 4, actual: 14, days: 2 };
    const small = { absoluteError: 6, actual: 6, days: 3 };
    // (4 + 6) ÷ (14 + 6) = 0.5, not the mean of 4/14 and 6/6.
    expect(wape([big, small])).toBe(0.5);
    expect(wape([{ absoluteError: 3, actual: 0, days: 3 }])).toBeNull();
  });

  it('scales by the in-sample error of the same weekday last week, skipping unknown days', () => {
    // Pairs (day 7, day 0): |3 − 1| = 2; (8, 1): |2 − 2| = 0; day 9 is unknown. Mean 1.
    expect(seasonalNaiveScale([1, 2, 3, 4, 5, 6, 7, 3, 2, null])).toBe(1);
    // The same every week: nothing to scale by.
    expect(seasonalNaiveScale([1, 2, 3, 4, 5, 6, 7, 1, 2, 3])).toBeNull();
    expect(seasonalNaiveScale([null, 2, 3, 4, 5, 6, 7, 3])).toBeNull();
  });

  it('computes MASE as mean absolute error over the scale', () => {
    // Mean absolute error 6 ÷ 3 = 2, over a scale of 0.5: 4.
    expect(mase({ absoluteError: 6, actual: 9, days: 3 }, 0.5)).toBe(4);
    expect(mase({ absoluteError: 6, actual: 9, days: 3 }, null)).toBeNull();
    expect(mase({ absoluteError: 0, actual: 0, days: 0 }, 1)).toBeNull();
  });

  it('averages the values that exist', () => {
    expect(meanOf([1, null, 5])).toBe(3);
    expect(meanOf([null])).toBeNull();
  });
});
