import { describe, expect, it } from 'vitest';
import type { MenuDeal } from './context.ts';
import { dealPrice, discounted } from './deals.ts';

const deal = (fields: Partial<MenuDeal> & Pick<MenuDeal, 'id' | 'kind'>): MenuDeal => ({
  title: fields.id,
  percentOff: null,
  amountOffCents: null,
  scope: 'all',
  productIds: [],
  brandSlugs: [],
  categoryIds: [],
  position: 0,
  ...fields,
});
const target = { id: 'p1', brandSlug: 'north-bank', categoryIds: ['flower'] };

describe('discounted', () => {
  it('rounds a percentage half up in whole cents and never goes below zero', () => {
    expect(discounted(deal({ id: 'a', kind: 'percent_off', percentOff: 15 }), 999)).toBe(849);
    expect(discounted(deal({ id: 'b', kind: 'percent_off', percentOff: 10 }), 5)).toBe(4);
    expect(discounted(deal({ id: 'c', kind: 'amount_off', amountOffCents: 500 }), 300)).toBe(0);
    expect(discounted(deal({ id: 'd', kind: 'bundle_price' }), 300)).toBe(300);
  });
});

describe('dealPrice', () => {
  it('takes the largest discount among the deals that cover the product', () => {
    const deals = [
      deal({ id: 'five-off', kind: 'amount_off', amountOffCents: 500, scope: 'brands', brandSlugs: ['north-bank'] }),
      deal({ id: 'fifth-off', kind: 'percent_off', percentOff: 20, scope: 'categories', categoryIds: ['flower'] }),
      deal({ id: 'elsewhere', kind: 'percent_off', percentOff: 90, scope: 'categories', categoryIds: ['vapes'] }),
    ];
    expect(dealPrice(deals, target, 2000)).toEqual({
      priceCents: 1500,
      regularPriceCents: 2000,
      dealTitle: 'five-off',
    });
    expect(dealPrice(deals, target, 4000)).toEqual({
      priceCents: 3200,
      regularPriceCents: 4000,
      dealTitle: 'fifth-off',
    });
  });

  it('badges a product with the first covering deal when none lowers its price', () => {
    const deals = [
      deal({ id: 'bundle', kind: 'bundle_price', scope: 'products', productIds: ['p1'] }),
      deal({ id: 'bogo', kind: 'buy_x_get_y', percentOff: 100 }),
    ];
    expect(dealPrice(deals, target, 2000)).toEqual({ priceCents: 2000, regularPriceCents: null, dealTitle: 'bundle' });
    expect(dealPrice([], target, 2000)).toEqual({ priceCents: 2000, regularPriceCents: null, dealTitle: null });
  });
});
