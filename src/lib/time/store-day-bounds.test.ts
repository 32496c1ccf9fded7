import { describe, expect, it } from 'vitest';
import { storeDayBounds } from './store-day-bounds.ts';

describe('storeDayBounds', () => {
  it('is the store-local day, not the UTC one', () => {
    // 11 PM on 25 November in Monroe is already the 26th in UTC.
    expect(storeDayBounds(new Date('2026-11-26T04:00:00Z'), 'America/Detroit')).toEqual({
      date: '2026-11-25',
      start: new Date('2026-11-25T05:00:00Z'),
      end: new Date('2026-11-26T05:00:00Z'),
    });
  });

  it('is 23 hours long on the day the clocks go forward', () => {
    const day = storeDayBounds(new Date('2026-03-08T18:00:00Z'), 'America/Detroit');
    expect(day.end.getTime() - day.start.getTime()).toBe(23 * 3_600_000);
  });
});
