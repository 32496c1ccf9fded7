import { describe, expect, it } from 'vitest';
import type { DealTarget } from './deal.ts';
import { dealAppliesTo, dealOfferedOn } from './deal-match.ts';

const rosin = {
  slug: 'motor-city-melts-rosin',
  brandSlug: 'motor-city-melts',
  categorySlugs: ['rosin', 'concentrates'],
};
const category = (slug: string): DealTarget => ({ kind: 'category', slug, name: slug });
const brand = (slug: string): DealTarget => ({ kind: 'brand', slug, name: slug });

describe('dealAppliesTo', () => {
  it('covers subcategories of a targeted category', () => {
    expect(dealAppliesTo({ scope: 'categories', targets: [category('concentrates')] }, rosin)).toBe(true);
    expect(dealAppliesTo({ scope: 'categories', targets: [category('flower')] }, rosin)).toBe(false);
  });

  it('matches brands, products and the whole menu', () => {
    expect(dealAppliesTo({ scope: 'brands', targets: [brand('motor-city-melts')] }, rosin)).toBe(true);
    expect(dealAppliesTo({ scope: 'brands', targets: [brand('other')] }, rosin)).toBe(false);
    const product: DealTarget = { kind: 'product', slug: rosin.slug, name: 'Rosin' };
    expect(dealAppliesTo({ scope: 'products', targets: [product] }, rosin)).toBe(true);
    expect(dealAppliesTo({ scope: 'all', targets: [] }, rosin)).toBe(true);
  });
});

describe('dealOfferedOn', () => {
  it('offers medical deals on the medical menu only', () => {
    expect(dealOfferedOn({ audience: 'medical' }, 'adult')).toBe(false);
    expect(dealOfferedOn({ audience: 'medical' }, 'medical')).toBe(true);
    expect(dealOfferedOn({ audience: 'all' }, 'adult')).toBe(true);
  });
});
