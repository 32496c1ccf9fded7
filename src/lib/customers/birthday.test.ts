import { describe, expect, it } from 'vitest';
import { ageOn, birthdateProblem, todayIn } from './birthday.ts';

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

describe('birthdateProblem', () => {
  it('takes any date of birth from today to an age of 120', () => {
    expect(birthdateProblem('2026-11-25', '2026-11-25')).toBeNull();
    expect(birthdateProblem('1990-04-20', '2026-11-25')).toBeNull();
    expect(birthdateProblem('1905-11-26', '2026-11-25')).toBeNull();
  });

  it('refuses a day still to come and an age over 120, saying which', () => {
    expect(birthdateProblem('2026-11-26', '2026-11-25')).toMatch(/in the future/);
    expect(birthdateProblem('1905-11-25', '2026-11-25')).toMatch(/older than 120/);
    expect(birthdateProblem('0001-01-01', '2026-11-25')).toMatch(/older than 120/);
  });
});
