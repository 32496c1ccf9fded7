import { describe, expect, it } from 'vitest';
import { formatUsPhone, normalizeUsPhone, phoneDigits } from './phone.ts';

describe('normalizeUsPhone', () => {
  it('keeps the 10 digits of the ways people type a US number', () => {
    expect(normalizeUsPhone('(734) 555-0123')).toBe('7345550123');
    expect(normalizeUsPhone('+1 734 555 0123')).toBe('7345550123');
    expect(normalizeUsPhone('734.555.0123')).toBe('7345550123');
  });

  it('refuses what is not a US number', () => {
    expect(normalizeUsPhone('555-0123')).toBeNull();
    expect(normalizeUsPhone('(134) 555-0123')).toBeNull();
    expect(normalizeUsPhone('734 155 0123')).toBeNull();
    expect(normalizeUsPhone('734-555-01234')).toBeNull();
    expect(normalizeUsPhone('call me')).toBeNull();
  });
});

describe('formatUsPhone', () => {
  it('writes 10 digits the American way and leaves anything else alone', () => {
    expect(formatUsPhone('7345550123')).toBe('(734) 555-0123');
    expect(formatUsPhone('12')).toBe('12');
  });
});

describe('phoneDigits', () => {
  it('reads a whole US number as its ten digits and a fragment as typed', () => {
    expect(phoneDigits('+1 (734) 555-0123')).toBe('7345550123');
    expect(phoneDigits('734-555-0123')).toBe('7345550123');
    expect(phoneDigits('555-01')).toBe('55501');
    expect(phoneDigits('734')).toBe('734');
    expect(phoneDigits('+1 734')).toBe('734');
  });

  it('is not a phone number with letters or under three digits', () => {
    expect(phoneDigits('12')).toBeNull();
    expect(phoneDigits('casey')).toBeNull();
    expect(phoneDigits('r2d2')).toBeNull();
  });
});
