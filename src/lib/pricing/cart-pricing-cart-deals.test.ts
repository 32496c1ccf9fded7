import { describe, expect, it } from 'vitest';
import { priceCart, type PricedCart } from './cart-pricing.ts';
import {
  amountOff,
  buyGet,
  deal,
  line,
  merch,
  onCategory,
  pack,
  percentOff,
  sale,
} from './cart-pricing.test-fixtures.ts';

const preRoll = (key: string, cents: number, quantity = 1) =>
  line(key, cents, quantity, { categorySlugs: ['pre-rolls'] });
const prices = (cart: PricedCart) => cart.lines.map((priced) => priced.priceCents);

describe('priceCart: buy x, get y', () => {
  const bogo = buyGet('b2g1-pre-rolls', 2, 1, 100, onCategory('pre-rolls'));

  it('gives the cheapest unit of each group of three free: $10, $8, $6 → the $6 one', () => {
    const cart = priceCart([preRoll('a', 1_000), preRoll('b', 800), preRoll('c', 600)], sale({ deals: [bogo] }));
    expect(prices(cart)).toEqual([1_000, 800, 0]);
    // $10 → $11.66; $8 + $0.80 + 6% of $8.80 ($0.528 → $0.53) = $9.33; free → $0.
    expect(cart.lines.map((priced) => priced.totalCents)).toEqual([1_166, 933, 0]);
    expect(cart.lines.map((priced) => priced.deals)).toEqual([
      [{ slug: 'b2g1-pre-rolls', title: 'b2g1-pre-rolls' }],
      [{ slug: 'b2g1-pre-rolls', title: 'b2g1-pre-rolls' }],
      [{ slug: 'b2g1-pre-rolls', title: 'b2g1-pre-rolls' }],
    ]);
    expect(cart.applied).toEqual([{ slug: 'b2g1-pre-rolls', title: 'b2g1-pre-rolls', savingsCents: 600 }]);
  });

  it('groups the units by price: 3 × $10 and 3 × $6 make two groups, one $10 and one $6 free', () => {
    const cart = priceCart([preRoll('a', 1_000, 3), preRoll('b', 600, 3)], sale({ deals: [bogo] }));
    expect(cart.lines.map((priced) => priced.discountCents)).toEqual([1_000, 600]);
  });

  it('gives nothing for an incomplete group', () => {
    expect(priceCart([preRoll('a', 1_000, 2)], sale({ deals: [bogo] })).discountCents).toBe(0);
  });

  it('takes a percentage off the "get" unit, rounded half up: buy 1, get 1 50% off $9.99 → $5.00 off', () => {
    const half = buyGet('bogo-half', 1, 1, 50);
    expect(prices(priceCart([line('a', 2_000), line('b', 1_500)], sale({ deals: [half] })))).toEqual([2_000, 750]);
    expect(prices(priceCart([line('a', 999, 2)], sale({ deals: [half] })))).toEqual([1_498]);
  });

  it('never gives a taxed unit free for an untaxed one (or the reverse)', () => {
    const anything = buyGet('bogo', 1, 1, 100);
    expect(priceCart([line('flower', 3_000), merch('tee', 3_000)], sale({ deals: [anything] })).discountCents).toBe(0);
    const two = priceCart([line('flower', 3_000, 2), merch('tee', 3_000, 2)], sale({ deals: [anything] }));
    expect(two.lines.map((priced) => priced.discountCents)).toEqual([3_000, 3_000]);
  });
});

describe('priceCart: pack prices', () => {
  const fourFor100 = pack('any-4-flower-100', 4, 10_000, onCategory('flower'));

  it('prices 4 × $35 at $100 and spreads the $40 saving evenly', () => {
    const cart = priceCart([line('eighth', 3_500, 4)], sale({ deals: [fourFor100] }));
    expect(cart.lines[0]).toMatchObject({
      discountCents: 4_000,
      priceCents: 10_000,
      exciseCents: 1_000,
      salesTaxCents: 660,
    });
  });

  it('packs the most expensive units and spreads the saving by price, to the cent (largest remainder)', () => {
    // Units $40, $35, $35, $20 (+ one $20 left over) = $130 → $100: $30 off in proportion,
    // 923.08, 807.69, 807.69, 461.54 → 923, 808, 808, 461 (the two largest remainders get a cent).
    const lines = [line('a', 4_000), line('b', 3_500, 2), line('c', 2_000, 2)];
    const cart = priceCart(lines, sale({ deals: [fourFor100] }));
    expect(cart.lines.map((priced) => priced.discountCents)).toEqual([923, 1_616, 461]);
    expect(prices(cart)).toEqual([3_077, 5_384, 3_539]);
    expect(cart.applied).toEqual([{ slug: 'any-4-flower-100', title: 'any-4-flower-100', savingsCents: 3_000 }]);
  });

  it('is not used when it would cost more than the units: 4 × $20 stays $80', () => {
    expect(priceCart([line('eighth', 2_000, 4)], sale({ deals: [fourFor100] })).discountCents).toBe(0);
  });

  it('refuses to mix excise-taxed and untaxed units in one pack (MCL 333.27963(2))', () => {
    const anyFour = pack('any-4-100', 4, 10_000);
    const mixed = priceCart([line('flower', 3_000, 2), merch('tee', 3_000, 2)], sale({ deals: [anyFour] }));
    expect(mixed.discountCents).toBe(0);
    // Four of each make one pack of each kind: $120 → $100 twice.
    const apart = priceCart([line('flower', 3_000, 4), merch('tee', 3_000, 4)], sale({ deals: [anyFour] }));
    expect(apart.lines).toMatchObject([
      { priceCents: 10_000, exciseCents: 1_000, salesTaxCents: 660 },
      { priceCents: 10_000, exciseCents: 0, salesTaxCents: 600 },
    ]);
  });
});

describe('priceCart: competing deals', () => {
  it('gives a unit the deal that saves more when deals do not stack: 20% ($5) beats $3 off $25', () => {
    const cart = priceCart(
      [line('eighth', 2_500)],
      sale({ deals: [percentOff('twenty', 20), amountOff('three', 300)] }),
    );
    expect(cart.lines[0]).toMatchObject({ priceCents: 2_000, deals: [{ slug: 'twenty', title: 'twenty' }] });
    expect(cart.applied).toEqual([{ slug: 'twenty', title: 'twenty', savingsCents: 500 }]);
  });

  it('prefers buy one, get one free ($20 off) to 30% off two $20 units ($12 off)', () => {
    const cart = priceCart(
      [line('a', 2_000, 2)],
      sale({ deals: [buyGet('bogo', 1, 1, 100), percentOff('thirty', 30)] }),
    );
    expect(cart.lines[0]?.priceCents).toBe(2_000);
    expect(cart.applied.map((applied) => applied.slug)).toEqual(['bogo']);
  });

  it('prefers 25% off three $10 units ($7.50) to buy 2, get 1 half off ($5)', () => {
    const cart = priceCart(
      [line('a', 1_000, 3)],
      sale({ deals: [buyGet('b2g1-half', 2, 1, 50), percentOff('quarter', 25)] }),
    );
    expect(cart.lines[0]?.priceCents).toBe(2_250);
    expect(cart.applied.map((applied) => applied.slug)).toEqual(['quarter']);
  });

  it('lets units a group does not take keep their own deal', () => {
    // Buy 1, get 1 free takes two $20 units; the third gets 10% off.
    const cart = priceCart([line('a', 2_000, 3)], sale({ deals: [buyGet('bogo', 1, 1, 100), percentOff('ten', 10)] }));
    expect(cart.lines[0]?.priceCents).toBe(3_800);
    expect(cart.applied).toEqual([
      { slug: 'bogo', title: 'bogo', savingsCents: 2_000 },
      { slug: 'ten', title: 'ten', savingsCents: 200 },
    ]);
  });

  it('gives units to the pack or the buy-x-get-y that saves more: 3 for $40 ($35 off) over buy 2, get 1 free ($25 off)', () => {
    const deals = [buyGet('b2g1', 2, 1, 100), pack('three-for-40', 3, 4_000)];
    expect(priceCart([line('a', 2_500, 3)], sale({ deals })).applied.map((applied) => applied.slug)).toEqual([
      'three-for-40',
    ]);
  });

  it('breaks a tie by deal slug, whatever order the deals come in', () => {
    // Both save $25 on 3 × $25.
    const tie = [buyGet('b-bogo', 2, 1, 100), pack('a-pack', 3, 5_000)];
    expect(priceCart([line('a', 2_500, 3)], sale({ deals: tie })).applied.map((applied) => applied.slug)).toEqual([
      'a-pack',
    ]);
    const renamed = [buyGet('a-bogo', 2, 1, 100), pack('b-pack', 3, 5_000)];
    const cart = priceCart([line('a', 2_500, 3)], sale({ deals: [...renamed].reverse() }));
    expect(cart.applied.map((applied) => applied.slug)).toEqual(['a-bogo']);
  });
});

describe('priceCart: stacking', () => {
  it('combines deals that all stack, percentages first: $25 − 10% − $5 = $17.50', () => {
    const deals = [amountOff('five', 500, { stackable: true }), percentOff('ten', 10, { stackable: true })];
    const cart = priceCart([line('eighth', 2_500)], sale({ deals }));
    expect(cart.lines[0]).toMatchObject({
      priceCents: 1_750,
      deals: [
        { slug: 'five', title: 'five' },
        { slug: 'ten', title: 'ten' },
      ],
    });
    expect(cart.applied).toEqual([
      { slug: 'five', title: 'five', savingsCents: 500 },
      { slug: 'ten', title: 'ten', savingsCents: 250 },
    ]);
  });

  it('does not combine when one of them does not stack', () => {
    const deals = [amountOff('five', 500, { stackable: true }), percentOff('ten', 10)];
    expect(priceCart([line('eighth', 2_500)], sale({ deals })).lines[0]?.priceCents).toBe(2_000);
  });

  it('takes a stackable buy-x-get-y off the price a stackable percentage leaves: 2 × $20 − 10%, second half off', () => {
    const deals = [buyGet('bogo-half', 1, 1, 50, { stackable: true }), percentOff('ten', 10, { stackable: true })];
    const cart = priceCart([line('a', 2_000, 2)], sale({ deals }));
    // $18 + $9 = $27.
    expect(cart.lines[0]?.priceCents).toBe(2_700);
    expect(cart.applied).toEqual([
      { slug: 'bogo-half', title: 'bogo-half', savingsCents: 900 },
      { slug: 'ten', title: 'ten', savingsCents: 400 },
    ]);
  });

  it('does not stack a buy-x-get-y that is not stackable: $20 + $10 = $30, better than 2 × $18', () => {
    const deals = [buyGet('bogo-half', 1, 1, 50), percentOff('ten', 10, { stackable: true })];
    const cart = priceCart([line('a', 2_000, 2)], sale({ deals }));
    expect(cart.lines[0]?.priceCents).toBe(3_000);
    expect(cart.applied.map((applied) => applied.slug)).toEqual(['bogo-half']);
  });

  it('never stacks anything on a pack price', () => {
    const deals = [pack('four-for-100', 4, 10_000, { stackable: true }), percentOff('ten', 10, { stackable: true })];
    const cart = priceCart([line('eighth', 3_500, 4)], sale({ deals }));
    expect(cart.lines[0]?.priceCents).toBe(10_000);
    expect(cart.applied).toEqual([{ slug: 'four-for-100', title: 'four-for-100', savingsCents: 4_000 }]);
  });
});

describe('priceCart: a pack for one size', () => {
  const eighths = deal({
    slug: 'four-eighths',
    kind: 'bundle_price',
    bundleQuantity: 4,
    bundlePriceCents: 10_000,
    sizeWeightMg: 3500,
  });

  it('prices four eighths at the pack price', () => {
    const cart = priceCart([line('eighth', 3500, 4, { weightMg: 3500 })], sale({ deals: [eighths] }));
    expect(cart.subtotalCents - cart.discountCents).toBe(10_000);
    expect(cart.applied.map((entry) => entry.slug)).toEqual(['four-eighths']);
  });

  it('never gives four ounces, or a mix with an ounce, the eighths’ pack price', () => {
    const ounces = priceCart([line('ounce', 20_000, 4, { weightMg: 28_000 })], sale({ deals: [eighths] }));
    expect(ounces.discountCents).toBe(0);
    const mixed = priceCart(
      [line('eighth', 3500, 3, { weightMg: 3500 }), line('ounce', 20_000, 1, { weightMg: 28_000 })],
      sale({ deals: [eighths] }),
    );
    expect(mixed.discountCents).toBe(0);
  });
});
