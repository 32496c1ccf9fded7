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
      { limit: 'adult_visit', usedMg: 31_000, limitMg: 70_870, text: '1.09 oz of 2.5 oz used · 1.4 oz left.' },
      { limit: 'adult_concentrate', usedMg: 3_000, limitMg: 15_000, text: '3 g of 15 g used · 12 g left.' },
    ]);
  });

  it('says when nothing counts yet', () => {
    const [perVisit, concentrate] = cartLimitReadings([{ ...hoodie, quantity: 2 }], 'adult', MICHIGAN_LIMITS);
    expect(perVisit!.text).toBe('Nothing in your cart counts toward the 2.5 oz yet.');
    expect(concentrate!.text).toBe('Nothing in your cart counts toward the 15 g yet.');
  });

  it('speaks the unit of its limit only: ounces for the visit, grams for the concentrate share', () => {
    const [perVisit, concentrate] = cartLimitReadings(
      [
        { ...flower(3.5), quantity: 1 },
        { ...resin, quantity: 1 },
      ],
      'adult',
      MICHIGAN_LIMITS,
    );
    // 3.5 g of flower and 1 g of resin: 4.5 g of flower-equivalent, 0.159 oz.
    expect(perVisit!.text).toBe('0.16 oz of 2.5 oz used · 2.34 oz left.');
    expect(concentrate!.text).toBe('1 g of 15 g used · 14 g left.');
    expect(perVisit!.text).not.toMatch(/\d g\b/);
    expect(concentrate!.text).not.toMatch(/oz/);
  });

  it('shows only the daily limit on the medical menu', () => {
    const readings = cartLimitReadings([{ ...flower(28), quantity: 2 }], 'medical', MICHIGAN_LIMITS);
    expect(readings).toEqual([
      { limit: 'medical_daily', usedMg: 56_000, limitMg: 70_870, text: '1.98 oz of 2.5 oz used · 0.52 oz left.' },
    ]);
  });

  it('says how far over a cart is (a cart can be over after the store lowers a limit)', () => {
    const [perVisit] = cartLimitReadings([{ ...flower(28), quantity: 3 }], 'adult', MICHIGAN_LIMITS);
    expect(perVisit!.text).toBe('2.96 oz of 2.5 oz: over the limit by 0.46 oz.');
  });
});
