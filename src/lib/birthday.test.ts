import { describe, expect, it } from 'vitest';
import { ageOn, todayIn } from './birthday.ts';

describe('ageOn', () => {
  it('counts a year only once the birthday has come', () => {
    expect(ageOn('2005-11-21', '2026-11-21')).toBe(21);
    expect(ageOn('2005-11-22', '2026-11-21')).toBe(20);
    expect(ageOn('2005-12-01', '2026-11-21')).toBe(20);
    expect(ageOn('2005-01-31', '2026-11-21')).toBe(21);
  });

  it('treats a leap-day birthday as passed on March 1st', () => {
    expect(ageOn('2004-02-29', '2025-02-28')).toBe(20);
    expect(ageOn('2004-02-29', '2025-03-01')).toBe(21);
  });
});

describe('todayIn', () => {
  it('gives the date in the store’s time zone, not the server’s', () => {
    const lateEveningInMonroe = new Date('2026-11-22T03:30:00Z');
    expect(todayIn('America/Detroit', lateEveningInMonroe)).toBe('2026-11-21');
    expect(todayIn('UTC', lateEveningInMonroe)).toBe('2026-11-22');
  });
});
