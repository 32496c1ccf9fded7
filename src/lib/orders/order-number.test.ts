import { describe, expect, it } from 'vitest';
import { newOrderNumber, normalizeOrderNumber } from './order-number.ts';

describe('order numbers', () => {
  it('are the prefix and six unambiguous characters', () => {
    const number = newOrderNumber(() => new Uint8Array([0, 1, 31, 32, 200, 255]));
    expect(number).toBe('RR-01Z08Z');
    expect(number).toMatch(/^RR-[0-9A-HJKMNP-TV-Z]{6}$/);
  });

  it('read back however a person types them', () => {
    expect(normalizeOrderNumber('rr-7k3q9p')).toBe('RR-7K3Q9P');
    expect(normalizeOrderNumber(' RR 7K3 Q9P ')).toBe('RR-7K3Q9P');
    expect(normalizeOrderNumber('7k3q9p')).toBe('RR-7K3Q9P');
    expect(normalizeOrderNumber('RR-7K3QOP')).toBe('RR-7K3Q0P');
    expect(normalizeOrderNumber('RR-7K3QIP')).toBe('RR-7K3Q1P');
  });

  it('refuse what cannot be an order number', () => {
    expect(normalizeOrderNumber('RR-7K3Q9')).toBeNull();
    expect(normalizeOrderNumber('RR-7K3Q9PX')).toBeNull();
    expect(normalizeOrderNumber('RR-7K3QUP')).toBeNull();
    expect(normalizeOrderNumber("'; drop table orders")).toBeNull();
  });
});
