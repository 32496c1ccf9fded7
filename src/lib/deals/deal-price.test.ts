import { describe, expect, it } from 'vitest';
import { applyUnitDeal, bestUnitDeals, dealPrice, isShelfDeal } from './deal-price.ts';

const base = { stackable: false, eligibility: 'everyone' as const, percentOff: null, amountOffCents: null };
const fiveOff = { ...base, slug: 'five-off', title: '$5 off', kind: 'amount_off' as const, amountOffCents: 500 };
const tenPercent = { ...base, slug: 'ten', title: '10% off', kind: 'percent_off' as const, percentOff: 10 };
const twentyPercent = { ...base, slug: 'twenty', title: '20% off', kind: 'percent_off' as const, percentOff: 20 };

describe('applyUnitDeal', () => {
  it('takes a percentage rounded half up and an amount never below zero', () => {
    expect(applyUnitDeal(2500, tenPercent)).toBe(2250);
    // 15% of $0.10 is 1.5 cents: the shopper gets the half cent.
    expect(applyUnitDeal(10, { ...tenPercent, percentOff: 15 })).toBe(8);
    expect(applyUnitDeal(300, fiveOff)).toBe(0);
  });
});

describe('dealPrice', () => {
  it('leaves the price alone without a deal', () => {
    expect(dealPrice(2500, [])).toEqual({ priceCents: 2500, regularPriceCents: 2500, deals: [] });
  });

  it('picks the deal that saves the most when deals do not stack', () => {
    expect(dealPrice(2500, [tenPercent, fiveOff])).toEqual({
      priceCents: 2000,
      regularPriceCents: 2500,
      deals: [{ slug: 'five-off', title: '$5 off' }],
    });
    expect(dealPrice(10000, [twentyPercent, fiveOff]).deals).toEqual([{ slug: 'twenty', title: '20% off' }]);
  });

  it('combines deals only when all of them stack, percentages before amounts', () => {
    const stacking = [
      { ...fiveOff, stackable: true },
      { ...tenPercent, stackable: true },
    ];
    // 10% of $25 first ($22.50), then $5 off: $17.50.
    expect(dealPrice(2500, stacking).priceCents).toBe(1750);
    expect(dealPrice(2500, [{ ...fiveOff, stackable: true }, tenPercent]).priceCents).toBe(2000);
  });

  it('ignores packs, buy-x-get-y and deals that depend on who the customer is', () => {
    const firstVisit = { ...tenPercent, eligibility: 'first_time' as const };
    const pack = { ...base, slug: 'pack', title: 'Pack', kind: 'bundle_price' as const };
    expect(isShelfDeal(firstVisit)).toBe(false);
    expect(isShelfDeal(pack)).toBe(false);
    expect(dealPrice(2500, [firstVisit, pack]).priceCents).toBe(2500);
  });
});

describe('bestUnitDeals', () => {
  it('weighs whatever deals it is given, in the order they apply, and never packs or buy-x-get-y', () => {
    const firstVisit = { ...twentyPercent, eligibility: 'first_time' as const };
    expect(bestUnitDeals(2500, [tenPercent, firstVisit])).toEqual([firstVisit]);
    const stacking = [
      { ...fiveOff, stackable: true },
      { ...tenPercent, stackable: true },
    ];
    expect(bestUnitDeals(2500, stacking).map((deal) => deal.slug)).toEqual(['ten', 'five-off']);
    const bogo = { ...base, slug: 'bogo', title: 'BOGO', kind: 'buy_x_get_y' as const, percentOff: 100 };
    expect(bestUnitDeals(2500, [bogo])).toEqual([]);
  });
});
