import { describe, expect, it } from 'vitest';
import { stockCover } from './stock-cover.ts';

const days = (count: number, value: number) => Array.from({ length: count }, () => value);

describe('what stock covers', () => {
  // 21 days: the 7-day lead time and the 14 days after it.
  const forecast = { point: days(21, 2), low: days(21, 1), high: days(21, 3) };

  it('divides stock by the daily forecast and orders up to the forecast over lead time and horizon', () => {
    // 14 × 2 = 28 units (14 to 42); 10 ÷ 2 = 5 days; 21 × 2 − 10 = 32 to order.
    expect(stockCover(10, forecast)).toEqual({ units: 28, low: 14, high: 42, daysOfSupply: 5, reorder: 32 });
  });

  it('orders exactly when the days of supply fall short of the 21 days to cover', () => {
    // 42 units are 21 days: covered. A part unit less is short, and a whole unit is ordered.
    expect(stockCover(42, forecast)).toMatchObject({ daysOfSupply: 21, reorder: 0 });
    expect(stockCover(41.5, forecast)).toMatchObject({ daysOfSupply: 20.75, reorder: 1 });
    expect(stockCover(100, forecast).reorder).toBe(0);
  });

  it('never orders for a product with weeks of supply, however wide its band', () => {
    // A fifth of a unit a day with a wide band: 10 in stock is 50 days.
    const slow = { point: days(21, 0.2), low: days(21, 0), high: days(21, 0.9) };
    expect(stockCover(10, slow).daysOfSupply).toBeCloseTo(50, 9);
    expect(stockCover(10, slow).reorder).toBe(0);
    for (let stock = 1; stock <= 12; stock++) {
      const cover = stockCover(stock, slow);
      expect(cover.reorder > 0, `${stock} in stock`).toBe(cover.daysOfSupply! < 21);
    }
  });

  it('has no days of supply when no demand is forecast', () => {
    const none = { point: days(21, 0), low: days(21, 0), high: days(21, 0) };
    expect(stockCover(4, none)).toMatchObject({ daysOfSupply: null, reorder: 0 });
  });
});
