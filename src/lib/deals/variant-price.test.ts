import { describe, expect, it } from 'vitest';
import { menuPriceCents, variantPrice } from './variant-price.ts';

const rates = { exciseBps: 1000, salesBps: 600 };
const eighth = { adultUsePriceCents: 2500, medicalPriceCents: 2300, exciseTaxable: true };
const fiveOff = {
  slug: 'five-off',
  title: '$5 off Huron Valley Growers',
  kind: 'amount_off' as const,
  percentOff: null,
  amountOffCents: 500,
  stackable: false,
  eligibility: 'everyone' as const,
};

describe('menuPriceCents', () => {
  it('shows patients the medical price, and the adult-use price where a size has none', () => {
    expect(menuPriceCents(eighth, 'medical')).toBe(2300);
    expect(menuPriceCents(eighth, 'adult')).toBe(2500);
    expect(menuPriceCents({ ...eighth, medicalPriceCents: null }, 'medical')).toBe(2500);
  });
});

describe('variantPrice', () => {
  it('adds excise and sales tax on the adult-use menu, the Michigan way', () => {
    // $25 + $2.50 excise + 6% of $27.50 ($1.65) = $29.15
    expect(variantPrice(eighth, 'adult', [], rates)).toEqual({
      priceCents: 2500,
      regularPriceCents: null,
      dealTitle: null,
      outTheDoorCents: 2915,
    });
  });

  it('charges patients sales tax only', () => {
    // $23 + 6% ($1.38) = $24.38
    expect(variantPrice(eighth, 'medical', [], rates).outTheDoorCents).toBe(2438);
  });

  it('taxes the deal price and keeps the regular price to strike through', () => {
    // $20 + $2 excise + 6% of $22 ($1.32) = $23.32
    expect(variantPrice(eighth, 'adult', [fiveOff], rates)).toEqual({
      priceCents: 2000,
      regularPriceCents: 2500,
      dealTitle: '$5 off Huron Valley Growers',
      outTheDoorCents: 2332,
    });
  });

  it('charges merch sales tax only on either menu', () => {
    const tee = { adultUsePriceCents: 2800, medicalPriceCents: null, exciseTaxable: false };
    expect(variantPrice(tee, 'adult', [], rates).outTheDoorCents).toBe(2968);
  });
});
