import { describe, expect, it } from 'vitest';
import { stockCover } from './stock-cover.ts';

const days = (count: number, value: number) => Array.from({ length: count }, () => value);

describe('what stock covers', () => {
  // 21 days: the 7-day lead time and the 14 days after it.
  const forecast = { point: days(21, 2), low: days(21, 1), high: days(21, 3) };

  it('divides stock by the daily forecast and orders up to the upper band over lead time and horizon', () => {
    // 14 × 2 = 28 units (14 to 42); 10 ÷ 2 = 5 days; 21 × 3 − 10 = 53 to order.
    expect(stockCover(10, forecast)).toEqual({ units: 28, low: 14, high: 42, daysOfSupply: 5, reorder: 53 });
  });

  it('orders nothing when the stock covers the upper band, and rounds a part unit up', () => {
    expect(stockCover(100, forecast).reorder).toBe(0);
    expect(stockCover(62.5, forecast).reorder).toBe(1);
  });

  it('has no days of supply when no demand is forecast', () => {
    const none = { point: days(21, 0), low: days(21, 0), high: days(21, 0) };
    expect(stockCover(4, none)).toMatchObject({ daysOfSupply: null, reorder: 0 });
  });
});
