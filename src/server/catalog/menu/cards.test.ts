import { describe, expect, it } from 'vitest';
import { markupKey } from '#lib/markup-cache.ts';
import { menuCards, type CardRow } from './cards.ts';
import type { MenuDeal } from './context.ts';

const row: CardRow = {
  product_id: 'p1',
  listed: true,
  sellable_until: '2026-12-31',
  medical_only: false,
  slug: 'gelato',
  name: 'Gelato',
  brand_slug: 'north-bank',
  brand_name: 'North Bank',
  category_slug: 'flower',
  category_name: 'Flower',
  category_path: ['flower'],
  strain_type: 'hybrid',
  potency_unit: 'percent',
  servings_per_package: null,
  thc_percent: '21.5',
  cbd_percent: null,
  thc_mg: null,
  cbd_mg: null,
  adult_price_cents: 4000,
  medical_price_cents: 3500,
  excise_taxable: true,
  in_stock: true,
  size_count: 2,
  image_path: null,
  image_alt: null,
  image_width: null,
  image_height: null,
};
const rows = new Map([['p1', row]]);
const rates = { exciseBps: 1000, salesBps: 600 };
const TODAY = '2026-11-25';
const tenOff: MenuDeal = {
  id: 'ten-off',
  title: '10% off flower',
  kind: 'percent_off',
  percentOff: 10,
  amountOffCents: null,
  scope: 'all',
  productIds: [],
  brandSlugs: [],
  categoryIds: [],
  position: 0,
};

describe('menuCards', () => {
  it('makes a card once per row and set of deals, frozen, so its markup is kept by identity', () => {
    const [first] = menuCards(rows, ['p1'], TODAY, { mode: 'adult', deals: [], rates });
    const [again] = menuCards(rows, ['p1'], TODAY, { mode: 'adult', deals: [], rates });
    expect(again).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first!.brand)).toBe(true);
    // A frozen card is keyed by its identity, not by its JSON.
    expect(markupKey(['menu card', first])).not.toContain('Gelato');
  });

  it('makes another card when the deals running, the menu or the tax rates change', () => {
    const [plain] = menuCards(rows, ['p1'], TODAY, { mode: 'adult', deals: [], rates });
    const [onDeal] = menuCards(rows, ['p1'], TODAY, { mode: 'adult', deals: [tenOff], rates });
    expect(onDeal).toMatchObject({ priceCents: 3600, regularPriceCents: 4000, dealTitle: '10% off flower' });
    expect(plain).toMatchObject({ priceCents: 4000, regularPriceCents: null, dealTitle: null });
    const [medical] = menuCards(rows, ['p1'], TODAY, { mode: 'medical', deals: [], rates });
    expect(medical!.priceCents).toBe(3500);
    const [taxedMore] = menuCards(rows, ['p1'], TODAY, {
      mode: 'adult',
      deals: [],
      rates: { exciseBps: 1000, salesBps: 700 },
    });
    expect(taxedMore!.outTheDoorCents).toBeGreaterThan(plain!.outTheDoorCents);
    // The deal ended: the card without it is made again, not the one with it reused.
    expect(menuCards(rows, ['p1'], TODAY, { mode: 'adult', deals: [], rates })[0]!.priceCents).toBe(4000);
  });

  it('makes a new card for a row the catalog replaced', () => {
    const [before] = menuCards(rows, ['p1'], TODAY, { mode: 'adult', deals: [], rates });
    const changed = new Map([['p1', { ...row, adult_price_cents: 4500 }]]);
    const [after] = menuCards(changed, ['p1'], TODAY, { mode: 'adult', deals: [], rates });
    expect(after).not.toBe(before);
    expect(after!.priceCents).toBe(4500);
  });
});
