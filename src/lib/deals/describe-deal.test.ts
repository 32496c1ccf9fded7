import { describe, expect, it } from 'vitest';
import type { Deal } from './deal.ts';
import { describeDeal, describeSchedule, formatDealMoney } from './describe-deal.ts';

const TZ = 'America/Detroit';

function deal(fields: Partial<Deal>): Deal {
  return {
    slug: 'a-deal',
    title: 'A deal',
    description: '',
    kind: 'percent_off',
    percentOff: 10,
    amountOffCents: null,
    buyQuantity: null,
    getQuantity: null,
    bundleQuantity: null,
    bundlePriceCents: null,
    sizeWeightMg: null,
    scope: 'all',
    targets: [],
    audience: 'all',
    eligibility: 'everyone',
    daysOfWeek: null,
    startsAt: null,
    endsAt: null,
    stackable: false,
    ...fields,
  };
}

const concentrates = { kind: 'category', slug: 'concentrates', name: 'Concentrates' } as const;
const preRolls = { kind: 'category', slug: 'pre-rolls', name: 'Pre-Rolls' } as const;
const huronValley = { kind: 'brand', slug: 'huron-valley-growers', name: 'Huron Valley Growers' } as const;

describe('describeDeal', () => {
  it('reads a weekday percentage deal on a category as the shelf talker does', () => {
    const wax = deal({ percentOff: 20, scope: 'categories', targets: [concentrates], daysOfWeek: [3] });
    expect(describeDeal(wax, TZ).summary).toBe('20% off concentrates · Wednesdays');
  });

  it('keeps brand names as they are spelled and prints whole dollars without cents', () => {
    const brand = deal({
      kind: 'amount_off',
      percentOff: null,
      amountOffCents: 500,
      scope: 'brands',
      targets: [huronValley],
    });
    expect(describeDeal(brand, TZ).summary).toBe('$5 off Huron Valley Growers · Every day');
  });

  it('says "free" for a buy-x-get-y deal at 100% off, and the percentage otherwise', () => {
    const free = deal({
      kind: 'buy_x_get_y',
      buyQuantity: 2,
      getQuantity: 1,
      percentOff: 100,
      scope: 'categories',
      targets: [preRolls],
      daysOfWeek: [5],
    });
    expect(describeDeal(free, TZ).summary).toBe('Buy 2 pre-rolls, get 1 free · Fridays');
    expect(describeDeal({ ...free, percentOff: 50, scope: 'all', targets: [] }, TZ).offer).toBe('Buy 2, get 1 50% off');
  });

  it('describes a pack price', () => {
    const pack = deal({
      kind: 'bundle_price',
      percentOff: null,
      bundleQuantity: 4,
      bundlePriceCents: 10000,
      scope: 'categories',
      targets: [{ kind: 'category', slug: 'flower', name: 'Flower' }],
    });
    expect(describeDeal(pack, TZ).offer).toBe('Any 4 flower for $100');
  });

  it('says what the whole menu and long product lists are', () => {
    expect(describeDeal(deal({ percentOff: 15 }), TZ).offer).toBe('15% off everything');
    const products = ['A', 'B', 'C'].map((name) => ({ kind: 'product' as const, slug: name.toLowerCase(), name }));
    expect(describeDeal(deal({ scope: 'products', targets: products }), TZ).offer).toBe('10% off 3 selected products');
    expect(describeDeal(deal({ scope: 'products', targets: products.slice(0, 2) }), TZ).offer).toBe('10% off A and B');
  });

  it('names who may claim it', () => {
    expect(describeDeal(deal({}), TZ).audience).toBe('Everyone 21+ and medical patients');
    expect(describeDeal(deal({ audience: 'medical' }), TZ).audience).toBe('Registered medical patients');
    expect(describeDeal(deal({ audience: 'adult' }), TZ).audience).toBe('Adult-use customers (21+)');
    expect(describeDeal(deal({ eligibility: 'first_time' }), TZ).audience).toBe('First-time customers');
    expect(describeDeal(deal({ eligibility: 'birthday', audience: 'medical' }), TZ).audience).toBe(
      'Customers in their birthday month, registered medical patients only',
    );
  });

  it('gives the dates in the store time zone, the end date being the last day it runs', () => {
    // October in Detroit: midnight local is 04:00 UTC.
    const october = deal({ startsAt: '2026-10-01T04:00:00.000Z', endsAt: '2026-11-01T04:00:00.000Z' });
    expect(describeDeal(october, TZ).window).toBe('October 1 – October 31');
    expect(describeDeal({ ...october, startsAt: null }, TZ).window).toBe('Until October 31');
    expect(describeDeal({ ...october, endsAt: null }, TZ).window).toBe('From October 1');
    expect(describeDeal(deal({}), TZ).window).toBeNull();
  });
});

describe('describeSchedule', () => {
  it('names every day, weekdays, weekends and lists of days Monday first', () => {
    expect(describeSchedule(null)).toBe('Every day');
    expect(describeSchedule([0, 1, 2, 3, 4, 5, 6])).toBe('Every day');
    expect(describeSchedule([5, 1, 2, 3, 4])).toBe('Weekdays');
    expect(describeSchedule([0, 6])).toBe('Weekends');
    expect(describeSchedule([0, 5])).toBe('Fridays and Sundays');
    expect(describeSchedule([1, 3, 5])).toBe('Mondays, Wednesdays and Fridays');
  });
});

describe('formatDealMoney', () => {
  it('drops cents only when there are none', () => {
    expect(formatDealMoney(10000)).toBe('$100');
    expect(formatDealMoney(450)).toBe('$4.50');
    expect(formatDealMoney(125000)).toBe('$1,250');
  });
});

describe('describeDeal for one size', () => {
  it('names the size a pack is for', () => {
    const pack = deal({
      kind: 'bundle_price',
      percentOff: null,
      bundleQuantity: 4,
      bundlePriceCents: 10_000,
      sizeWeightMg: 3500,
      scope: 'categories',
      targets: [{ kind: 'category', slug: 'flower', name: 'Flower' }],
    });
    expect(describeDeal(pack, TZ).offer).toBe('Any 4 3.5 g flower for $100');
  });
});
