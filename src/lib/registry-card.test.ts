import { describe, expect, it } from 'vitest';
import { normalizeRegistryCardNumber } from './registry-card.ts';

describe('normalizeRegistryCardNumber', () => {
  it('reads one card however its number is spelled', () => {
    const spellings = ['MM-1234-5678', 'mm 1234 5678', 'MM12345678', ' mm–1234–5678 ', 'MM.1234.5678', 'Mm-1234 5678'];
    expect(new Set(spellings.map(normalizeRegistryCardNumber))).toEqual(new Set(['MM12345678']));
  });

  it('is not a card number without 4 to 20 letters and digits', () => {
    expect(normalizeRegistryCardNumber('')).toBeNull();
    expect(normalizeRegistryCardNumber('M-1-2')).toBeNull();
    expect(normalizeRegistryCardNumber('MM#12345')).toBeNull();
    expect(normalizeRegistryCardNumber('A'.repeat(21))).toBeNull();
    expect(normalizeRegistryCardNumber('ÉCOLE1234')).toBeNull();
  });
});
