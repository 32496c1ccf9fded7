import { describe, expect, it } from 'vitest';
import { priceCart } from './cart-pricing.ts';
import {
  WEDNESDAY_EVENING,
  amountOff,
  deal,
  line,
  merch,
  onCategory,
  percentOff,
  sale,
} from './cart-pricing.test-fixtures.ts';

describe('priceCart: Michigan taxes', () => {
  it('taxes $100 of adult-use flower the R 205.141 way: $10.00 excise, $6.60 sales tax, $116.60', () => {
    expect(priceCart([line('flower', 10_000)], sale())).toEqual({
      lines: [
        {
          key: 'flower',
          quantity: 1,
          unitPriceCents: 10_000,
          subtotalCents: 10_000,
          discountCents: 0,
          priceCents: 10_000,
          exciseCents: 1_000,
          salesTaxCents: 660,
          totalCents: 11_660,
          deals: [],
        },
      ],
      subtotalCents: 10_000,
      discountCents: 0,
      exciseCents: 1_000,
      salesTaxCents: 660,
      totalCents: 11_660,
      applied: [],
    });
  });

  it('charges a medical patient $6.00 sales tax on $100, no excise: $106.00', () => {
    const cart = priceCart([line('flower', 10_000)], sale({ mode: 'medical' }));
    expect([cart.exciseCents, cart.salesTaxCents, cart.totalCents]).toEqual([0, 600, 10_600]);
  });

  it('charges merch sales tax only, beside cannabis on the same adult-use order', () => {
    // $100 flower → $116.60; $25 tee → $25 + $1.50 = $26.50.
    const cart = priceCart([line('flower', 10_000), merch('tee', 2_500)], sale());
    expect(cart.lines[1]).toMatchObject({ exciseCents: 0, salesTaxCents: 150, totalCents: 2_650 });
    expect([cart.exciseCents, cart.salesTaxCents, cart.totalCents]).toEqual([1_000, 810, 14_310]);
  });

  it('prices an empty cart at nothing', () => {
    expect(priceCart([], sale())).toMatchObject({ lines: [], totalCents: 0, applied: [] });
  });
});

describe('priceCart: percent-off and amount-off deals', () => {
  it('takes 20% off each covered unit and taxes the price after it', () => {
    const deals = [percentOff('flower-20', 20, onCategory('flower'))];
    const cart = priceCart([line('eighth', 2_500, 2), merch('tee', 2_500)], sale({ deals }));
    // 2 × $25 − 20% = $40; excise $4.00; 6% of $44 = $2.64; $46.64.
    expect(cart.lines[0]).toMatchObject({
      subtotalCents: 5_000,
      discountCents: 1_000,
      priceCents: 4_000,
      exciseCents: 400,
      salesTaxCents: 264,
      totalCents: 4_664,
      deals: [{ slug: 'flower-20', title: 'flower-20' }],
    });
    expect(cart.lines[1]).toMatchObject({ discountCents: 0, totalCents: 2_650, deals: [] });
    expect(cart.applied).toEqual([{ slug: 'flower-20', title: 'flower-20', savingsCents: 1_000 }]);
    expect(cart.totalCents).toBe(7_314);
  });

  it('rounds a percentage half up per unit: 15% of $9.99 is $1.4985 → $1.50 off each', () => {
    const cart = priceCart([line('gummies', 999, 3)], sale({ deals: [percentOff('fifteen', 15)] }));
    expect(cart.lines[0]).toMatchObject({ discountCents: 450, priceCents: 2_547 });
  });

  it('takes an amount off each unit, never below zero, and reports only what it really saved', () => {
    const deals = [amountOff('five-off', 500)];
    const cart = priceCart([line('eighth', 2_500, 3), line('pre-roll', 300)], sale({ deals }));
    expect(cart.lines.map((priced) => priced.priceCents)).toEqual([6_000, 0]);
    expect(cart.lines[1]).toMatchObject({ exciseCents: 0, salesTaxCents: 0, totalCents: 0 });
    expect(cart.applied).toEqual([{ slug: 'five-off', title: 'five-off', savingsCents: 1_800 }]);
  });

  it('leaves out deals whose terms cannot price anything sensibly', () => {
    const deals = [
      percentOff('no-percent', 0),
      percentOff('too-much', 150),
      deal({ slug: 'no-amount', kind: 'amount_off' }),
      deal({ slug: 'no-quantities', kind: 'buy_x_get_y', percentOff: 100 }),
      deal({ slug: 'no-pack-price', kind: 'bundle_price', bundleQuantity: 2 }),
    ];
    expect(priceCart([line('eighth', 2_500, 4)], sale({ deals })).discountCents).toBe(0);
  });

  it('ignores deals on other products and deals for the other menu', () => {
    const deals = [percentOff('vapes', 50, onCategory('vapes')), percentOff('patients', 50, { audience: 'medical' })];
    expect(priceCart([line('eighth', 2_500)], sale({ deals })).discountCents).toBe(0);
    expect(priceCart([line('eighth', 2_500)], sale({ deals, mode: 'medical' })).discountCents).toBe(1_250);
  });
});

describe('priceCart: who may claim a deal', () => {
  const welcome = percentOff('welcome', 20, { eligibility: 'first_time' });
  const birthday = amountOff('birthday', 1_000, { eligibility: 'birthday' });
  const cart = [line('eighth', 5_000)];

  it('gives a first-visit deal on a first order only, marked for the counter to check the ID', () => {
    expect(priceCart(cart, sale({ deals: [welcome] })).discountCents).toBe(0);
    const first = sale({ deals: [welcome], customer: { firstOrder: true, birthdayThisMonth: false } });
    expect(priceCart(cart, first).discountCents).toBe(1_000);
    expect(priceCart(cart, first).applied).toEqual([
      { slug: 'welcome', title: 'welcome', savingsCents: 1_000, checkId: 'first_time' },
    ]);
  });

  it('gives a birthday deal in the birthday month only, marked for the counter to check the ID', () => {
    expect(priceCart(cart, sale({ deals: [birthday] })).discountCents).toBe(0);
    const birthdayMonth = sale({ deals: [birthday], customer: { firstOrder: false, birthdayThisMonth: true } });
    expect(priceCart(cart, birthdayMonth).applied).toEqual([
      { slug: 'birthday', title: 'birthday', savingsCents: 1_000, checkId: 'birthday' },
    ]);
  });

  it('marks no other deal for an ID check', () => {
    const everyone = percentOff('everyone', 10);
    expect(priceCart(cart, sale({ deals: [everyone] })).applied).toEqual([
      { slug: 'everyone', title: 'everyone', savingsCents: 500 },
    ]);
  });
});

describe('priceCart: when a deal runs', () => {
  const waxWednesday = percentOff('wax-wednesday', 20, { ...onCategory('concentrates'), daysOfWeek: [3] });
  const rosin = [line('rosin', 4_000, 1, { categorySlugs: ['rosin', 'concentrates'] })];

  it('runs a Wednesday deal on Wednesday in Monroe, even when it is Thursday in UTC', () => {
    expect(priceCart(rosin, sale({ deals: [waxWednesday], now: WEDNESDAY_EVENING })).lines[0]?.priceCents).toBe(3_200);
  });

  it('does not run it on Saturday', () => {
    expect(priceCart(rosin, sale({ deals: [waxWednesday] })).lines[0]?.priceCents).toBe(4_000);
  });

  it('does not run a deal before it starts or once it has ended', () => {
    const ended = percentOff('ended', 20, { endsAt: '2026-11-21T05:00:00.000Z' });
    const upcoming = percentOff('upcoming', 20, { startsAt: '2026-11-22T05:00:00.000Z' });
    expect(priceCart(rosin, sale({ deals: [ended, upcoming] })).discountCents).toBe(0);
  });
});

describe('priceCart: rewards and referral credit', () => {
  it('spreads an order discount over the lines in proportion to their prices, before tax', () => {
    const rewards = { kind: 'rewards' as const, label: 'Rewards: $5', amountCents: 500 };
    const cart = priceCart([line('eighth', 3_000), merch('tee', 1_000)], sale({ orderDiscounts: [rewards] }));
    // $30 : $10 → $3.75 and $1.25. Eighth: $26.25 + $2.63 excise (2.625 half up) + 6% of $28.88 ($1.73).
    expect(cart.lines[0]).toMatchObject({
      discountCents: 375,
      priceCents: 2_625,
      exciseCents: 263,
      salesTaxCents: 173,
    });
    // Tee: $8.75 + 6% ($0.525 → $0.53).
    expect(cart.lines[1]).toMatchObject({ discountCents: 125, priceCents: 875, salesTaxCents: 53, totalCents: 928 });
    expect(cart.applied).toEqual([{ slug: 'rewards', title: 'Rewards: $5', savingsCents: 500 }]);
  });

  it('applies order discounts after deals, capped at what is left, and reports what was taken', () => {
    const orderDiscounts = [
      { kind: 'rewards' as const, label: 'Rewards', amountCents: 10_000 },
      { kind: 'referral' as const, label: 'Referral credit', amountCents: 1_000 },
    ];
    const cart = priceCart([line('eighth', 3_000, 2)], sale({ deals: [percentOff('ten', 10)], orderDiscounts }));
    expect(cart.lines[0]).toMatchObject({ discountCents: 6_000, priceCents: 0, exciseCents: 0, salesTaxCents: 0 });
    expect(cart.applied).toEqual([
      { slug: 'ten', title: 'ten', savingsCents: 600 },
      { slug: 'rewards', title: 'Rewards', savingsCents: 5_400 },
      { slug: 'referral', title: 'Referral credit', savingsCents: 0 },
    ]);
  });

  it('gives the odd cent to the first line by key, whatever the order of the lines', () => {
    const rewards = [{ kind: 'rewards' as const, label: 'Rewards', amountCents: 100 }];
    const lines = [line('c', 1_000), line('a', 1_000), line('b', 1_000)];
    const discounts = (cart: ReturnType<typeof priceCart>) =>
      Object.fromEntries(cart.lines.map((priced) => [priced.key, priced.discountCents]));
    expect(discounts(priceCart(lines, sale({ orderDiscounts: rewards })))).toEqual({ a: 34, b: 33, c: 33 });
    expect(discounts(priceCart([...lines].reverse(), sale({ orderDiscounts: rewards })))).toEqual({
      a: 34,
      b: 33,
      c: 33,
    });
  });
});

describe('priceCart: programming errors', () => {
  it('refuses quantities below one, prices that are not whole cents, twice the same line and negative credit', () => {
    expect(() => priceCart([line('a', 1_000, 0)], sale())).toThrow(RangeError);
    expect(() => priceCart([line('a', 1_000, 1.5)], sale())).toThrow(RangeError);
    expect(() => priceCart([line('a', -1)], sale())).toThrow(RangeError);
    expect(() => priceCart([line('a', 10.5)], sale())).toThrow(RangeError);
    expect(() => priceCart([line('a', 1_000), line('a', 2_000)], sale())).toThrow(RangeError);
    const negative = [{ kind: 'rewards' as const, label: 'Rewards', amountCents: -1 }];
    expect(() => priceCart([line('a', 1_000)], sale({ orderDiscounts: negative }))).toThrow(RangeError);
  });
});
