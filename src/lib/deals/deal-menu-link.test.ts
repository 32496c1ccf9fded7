import { describe, expect, it } from 'vitest';
import type { DealTarget } from './deal.ts';
import { dealMenuHref, dealShopHref, dealTargetHref } from './deal-menu-link.ts';

const category = (slug: string): DealTarget => ({ kind: 'category', slug, name: slug });
const brand = (slug: string): DealTarget => ({ kind: 'brand', slug, name: slug });

describe('dealTargetHref', () => {
  it('links each kind of target to its page', () => {
    expect(dealTargetHref(category('rosin'))).toBe('/category/rosin');
    expect(dealTargetHref(brand('motor-city-melts'))).toBe('/brands/motor-city-melts');
    expect(dealTargetHref({ kind: 'product', slug: 'x' })).toBe('/products/x');
  });
});

describe('dealMenuHref', () => {
  const shelf = { kind: 'percent_off', eligibility: 'everyone' } as const;

  it('links a one-category or one-brand deal to that page of the menu, on deal', () => {
    expect(dealMenuHref({ ...shelf, scope: 'categories', targets: [category('concentrates')] })).toBe(
      '/category/concentrates?deal=1',
    );
    expect(dealMenuHref({ ...shelf, scope: 'brands', targets: [brand('huron-valley-growers')] })).toBe(
      '/brands/huron-valley-growers?deal=1',
    );
  });

  it('filters the home menu by several brands, and shows the whole menu on deal otherwise', () => {
    expect(dealMenuHref({ ...shelf, scope: 'brands', targets: [brand('b'), brand('a')] })).toBe(
      '/?brand=a&brand=b&deal=1#monroe-dispensary-menu',
    );
    expect(dealMenuHref({ ...shelf, scope: 'all', targets: [] })).toBe('/?deal=1#monroe-dispensary-menu');
    expect(dealMenuHref({ ...shelf, scope: 'categories', targets: [category('a'), category('b')] })).toBe(
      '/?deal=1#monroe-dispensary-menu',
    );
  });

  it('shows everything a deal covers when it lowers no shelf price', () => {
    const pack = { kind: 'bundle_price', eligibility: 'everyone' } as const;
    expect(dealMenuHref({ ...pack, scope: 'categories', targets: [category('flower')] })).toBe('/category/flower');
    const firstVisit = { kind: 'percent_off', eligibility: 'first_time' } as const;
    expect(dealMenuHref({ ...firstVisit, scope: 'all', targets: [] })).toBe('/#monroe-dispensary-menu');
  });

  it('links a one-product deal to the product', () => {
    const product: DealTarget = { kind: 'product', slug: 'x', name: 'X' };
    expect(dealMenuHref({ ...shelf, scope: 'products', targets: [product] })).toBe('/products/x');
  });
});

describe('dealShopHref', () => {
  const pack = {
    slug: 'any-four-eighths',
    kind: 'bundle_price' as const,
    eligibility: 'everyone' as const,
    bundleQuantity: 4,
    bundlePriceCents: 10000,
    scope: 'categories' as const,
    targets: [category('flower')],
  };

  it('sends a pack running now to its section of the pack builder', () => {
    expect(dealShopHref(pack, { running: true })).toBe('/build-a-pack#pack-any-four-eighths');
  });

  it('shows a pack still to come, or one only some customers get, on the menu', () => {
    expect(dealShopHref(pack, { running: false })).toBe('/category/flower');
    expect(dealShopHref({ ...pack, eligibility: 'first_time' }, { running: true })).toBe('/category/flower');
  });

  it('keeps every other deal on the menu', () => {
    const shelf = { ...pack, kind: 'percent_off' as const, bundleQuantity: null, bundlePriceCents: null };
    expect(dealShopHref(shelf, { running: true })).toBe('/category/flower?deal=1');
  });
});
