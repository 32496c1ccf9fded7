import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basisPointsOf, outTheDoorCents, taxLine } from './taxes.ts';

const michigan = { exciseBps: 1000, salesBps: 600 };

describe('Michigan taxes', () => {
  it('taxes adult-use cannabis the R 205.141 way: $100 → $10.00 excise, $6.60 sales tax, $116.60', () => {
    expect(taxLine(10_000, true, 'adult', michigan)).toEqual({
      priceCents: 10_000,
      exciseCents: 1_000,
      salesTaxCents: 660,
      totalCents: 11_660,
    });
  });

  it('charges medical patients sales tax only', () => {
    expect(taxLine(10_000, true, 'medical', michigan)).toEqual({
      priceCents: 10_000,
      exciseCents: 0,
      salesTaxCents: 600,
      totalCents: 10_600,
    });
  });

  it('charges merch and accessories sales tax only, whatever the menu', () => {
    expect(outTheDoorCents(2_500, false, 'adult', michigan)).toBe(2_650);
    expect(outTheDoorCents(2_500, false, 'medical', michigan)).toBe(2_650);
  });

  it('rounds each tax half up per line', () => {
    // $0.25: excise 2.5¢ → 3¢; sales tax on 28¢ = 1.68¢ → 2¢.
    expect(taxLine(25, true, 'adult', michigan)).toMatchObject({ exciseCents: 3, salesTaxCents: 2, totalCents: 30 });
    // $35.00 eighth: $3.50 excise, 6% of $38.50 = $2.31.
    expect(outTheDoorCents(3_500, true, 'adult', michigan)).toBe(4_081);
    expect(basisPointsOf(5, 1000)).toBe(1);
    expect(basisPointsOf(4, 1000)).toBe(0);
  });

  it('uses the rates from settings', () => {
    expect(outTheDoorCents(10_000, true, 'adult', { exciseBps: 0, salesBps: 0 })).toBe(10_000);
    expect(outTheDoorCents(10_000, true, 'adult', { exciseBps: 1500, salesBps: 700 })).toBe(12_305);
  });

  it('refuses fractional cents and negative amounts', () => {
    expect(() => basisPointsOf(10.5, 600)).toThrow(TypeError);
    expect(() => basisPointsOf(-1, 600)).toThrow(RangeError);
  });

  it('never lowers a price and never taxes medical more than adult-use', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.boolean(), (price, excisable) => {
        const adult = outTheDoorCents(price, excisable, 'adult', michigan);
        const medical = outTheDoorCents(price, excisable, 'medical', michigan);
        expect(medical).toBeGreaterThanOrEqual(price);
        expect(adult).toBeGreaterThanOrEqual(medical);
      }),
    );
  });
});
