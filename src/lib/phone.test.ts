import { describe, expect, it } from 'vitest';
import { formatUsPhone, normalizeUsPhone } from './phone.ts';

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
