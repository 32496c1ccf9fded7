import { describe, expect, it } from 'vitest';
import { priceChanges, type PricedNowLine, type SeenLine } from './price-changes.ts';

const titles: Record<string, string> = { 'wax-wednesday': 'Wax Wednesday', welcome: 'First order 15% off' };
const title = (slug: string) => titles[slug] ?? slug;

const seen: SeenLine[] = [
  { variantId: 'shatter', totalCents: 3300, dealSlugs: ['wax-wednesday'] },
  { variantId: 'gelato', totalCents: 3498, dealSlugs: [] },
  { variantId: 'hoodie', totalCents: 4770, dealSlugs: [] },
];

describe('priceChanges', () => {
  it('names each line whose total moved, with the deals that ended and began, in the order the shopper saw them', () => {
    const now: PricedNowLine[] = [
      {
        variantId: 'gelato',
        item: 'Gelato · 3.5 g',
        totalCents: 2973,
        deals: [{ slug: 'welcome', title: 'First order 15% off' }],
      },
      { variantId: 'hoodie', item: 'River Hoodie · L', totalCents: 4770, deals: [] },
      { variantId: 'shatter', item: 'Shatter · 1 g', totalCents: 4400, deals: [] },
    ];
    expect(priceChanges(seen, now, title)).toEqual([
      { item: 'Shatter · 1 g', beforeCents: 3300, afterCents: 4400, dealsEnded: ['Wax Wednesday'], dealsStarted: [] },
      {
        item: 'Gelato · 3.5 g',
        beforeCents: 3498,
        afterCents: 2973,
        dealsEnded: [],
        dealsStarted: ['First order 15% off'],
      },
    ]);
  });

  it('puts a line the shopper never saw priced last, with no price before', () => {
    const now: PricedNowLine[] = [
      { variantId: 'new', item: 'Pre-roll · 1 g', totalCents: 1166, deals: [] },
      { variantId: 'gelato', item: 'Gelato · 3.5 g', totalCents: 3000, deals: [] },
    ];
    expect(priceChanges(seen, now, title)).toEqual([
      { item: 'Gelato · 3.5 g', beforeCents: 3498, afterCents: 3000, dealsEnded: [], dealsStarted: [] },
      { item: 'Pre-roll · 1 g', beforeCents: null, afterCents: 1166, dealsEnded: [], dealsStarted: [] },
    ]);
  });

  it('says nothing line by line when nothing was seen, or nothing moved', () => {
    const now: PricedNowLine[] = [{ variantId: 'gelato', item: 'Gelato · 3.5 g', totalCents: 3498, deals: [] }];
    expect(priceChanges([], now, title)).toEqual([]);
    expect(priceChanges(seen, now, title)).toEqual([]);
  });
});
