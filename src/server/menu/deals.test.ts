import { describe, expect, it } from 'vitest';
import type { MenuCategory, MenuDeal } from './context.ts';
import { dealPrice, discounted, priceClasses } from './deals.ts';

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
const category = (id: string, parentId: string | null = null): MenuCategory => ({
  id,
  parentId,
  slug: id,
  name: id,
  position: 0,
  menuFilters: [],
});
const target = { productId: 'p1', brandSlug: 'north-bank', categoryPath: ['flower'] };

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
    expect(dealPrice(deals, target, 2000)).toEqual({ priceCents: 1500, regularPriceCents: 2000, dealTitle: 'five-off' });
    expect(dealPrice(deals, target, 4000)).toEqual({ priceCents: 3200, regularPriceCents: 4000, dealTitle: 'fifth-off' });
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

describe('priceClasses', () => {
  it('splits the menu by the deepest discounted category, carrying the discounts above', () => {
    const tree = [category('vapes'), category('carts', 'vapes'), category('live', 'carts'), category('flower')];
    const everywhere = deal({ id: 'all', kind: 'percent_off', percentOff: 5 });
    const vapes = deal({ id: 'vapes', kind: 'percent_off', percentOff: 10, scope: 'categories', categoryIds: ['vapes'] });
    const live = deal({ id: 'live', kind: 'amount_off', amountOffCents: 100, scope: 'categories', categoryIds: ['live'] });
    const badge = deal({ id: 'badge', kind: 'bundle_price', scope: 'categories', categoryIds: ['flower'] });
    const classes = priceClasses([everywhere, vapes, live, badge], tree);
    expect(classes.map((item) => [item.category?.id ?? null, item.below.map((below) => below.id), item.deals.map((d) => d.id)])).toEqual([
      [null, ['vapes'], ['all']],
      ['vapes', ['live'], ['all', 'vapes']],
      ['live', [], ['all', 'vapes', 'live']],
    ]);
  });
});
