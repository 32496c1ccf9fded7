import { describe, expect, it } from 'vitest';
import { calendarDate, decimal, shortDay } from './formats.ts';

describe('shared formats', () => {
  it('formats up to two decimals', () => {
    expect(decimal.format(21.5)).toBe('21.5');
    expect(decimal.format(3.5437)).toBe('3.54');
    expect(decimal.format(6)).toBe('6');
  });

  it('reads a calendar date on its own day, wherever the server runs', () => {
    expect(calendarDate.format(new Date('2026-03-02T00:00:00Z'))).toBe('March 2, 2026');
  });

  it('gives a day on the store calendar, one formatter per time zone', () => {
    const lateEvening = new Date('2026-11-30T03:30:00Z');
    expect(shortDay('America/Detroit').format(lateEvening)).toBe('Nov 29, 2026');
    expect(shortDay('UTC').format(lateEvening)).toBe('Nov 30, 2026');
    expect(shortDay('America/Detroit')).toBe(shortDay('America/Detroit'));
  });
});
