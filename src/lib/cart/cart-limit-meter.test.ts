import { describe, expect, it } from 'vitest';
import { cartLimitReadings, meterLimits } from './cart-limit-meter.ts';
import { flower, hoodie, MICHIGAN_LIMITS, resin } from './cart-test-lines.ts';

describe('the limit meter', () => {
  it('shows the adult-use limit per visit and its concentrate share', () => {
    expect(meterLimits('adult')).toEqual(['adult_visit', 'adult_concentrate']);
    const readings = cartLimitReadings(
      [
        { ...flower(28), quantity: 1 },
        { ...resin, quantity: 3 },
        { ...hoodie, quantity: 1 },
      ],
      'adult',
      MICHIGAN_LIMITS,
    );
    expect(readings).toEqual([
      { limit: 'adult_visit', usedMg: 31_000, limitMg: 70_870, text: '1.1 oz of 2.5 oz used · 1.4 oz left.' },
      { limit: 'adult_concentrate', usedMg: 3_000, limitMg: 15_000, text: '3 g of 15 g used · 12 g left.' },
    ]);
  });

  it('says when nothing counts yet, in grams under an ounce', () => {
    const [perVisit, concentrate] = cartLimitReadings([{ ...hoodie, quantity: 2 }], 'adult', MICHIGAN_LIMITS);
    expect(perVisit!.text).toBe('Nothing in your cart counts toward the 2.5 oz yet.');
    expect(concentrate!.text).toBe('Nothing in your cart counts toward the 15 g yet.');
    const [eighth] = cartLimitReadings([{ ...flower(3.5), quantity: 1 }], 'adult', MICHIGAN_LIMITS);
    expect(eighth!.text).toBe('3.5 g of 2.5 oz used · 2.3 oz left.');
  });

  it('shows only the daily limit on the medical menu', () => {
    const readings = cartLimitReadings([{ ...flower(28), quantity: 2 }], 'medical', MICHIGAN_LIMITS);
    expect(readings).toEqual([
      { limit: 'medical_daily', usedMg: 56_000, limitMg: 70_870, text: '2 oz of 2.5 oz used · 14.8 g left.' },
    ]);
  });

  it('says how far over a cart is (a cart can be over after the store lowers a limit)', () => {
    const [perVisit] = cartLimitReadings([{ ...flower(28), quantity: 3 }], 'adult', MICHIGAN_LIMITS);
    expect(perVisit!.text).toBe('3 oz of 2.5 oz: over the limit by 13.1 g.');
  });
});
