import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MenuCard } from '#lib/catalog/menu-result.ts';
import type { Database } from '#server/db/database.ts';
import { insertDeal, insertMenuWorld, menu, slugsOf } from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

const card = (cards: MenuCard[], slug: string) => cards.find((item) => item.slug === slug);

describe(`deals on the menu on ${testEngine}`, () => {
  let db: Database;
  const flower = async (options: Parameters<typeof menu>[2] = {}) => (await menu(db, 'category=flower', options)).cards;

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertMenuWorld(db);
  });
  afterEach(() => db.query('delete from deals'));
  afterAll(() => db.close());

  it('lowers the card price by a percentage and keeps the regular price', async () => {
    await insertDeal(db, {
      slug: 'flower-fifth',
      title: '20% off flower',
      kind: 'percent_off',
      percentOff: 20,
      scope: 'categories',
      targets: ['flower'],
    });
    const cards = await flower();
    expect(card(cards, 'blue-dream')).toMatchObject({
      priceCents: 2800,
      regularPriceCents: 3500,
      dealTitle: '20% off flower',
      // $28 + $2.80 excise + 6% of $30.80 = $32.65: taxes apply to the discounted price.
      outTheDoorCents: 3265,
    });
    expect(card(cards, 'granddaddy-purple')).toMatchObject({ priceCents: 2400, regularPriceCents: 3000 });
    expect(card((await menu(db, 'category=vapes')).cards, 'haze-disposable')).toMatchObject({
      priceCents: 4500,
      regularPriceCents: null,
      dealTitle: null,
    });
  });

  it('covers the subcategories of a category', async () => {
    await insertDeal(db, {
      slug: 'vapes-tenth',
      kind: 'percent_off',
      percentOff: 10,
      scope: 'categories',
      targets: ['vapes'],
    });
    const cards = (await menu(db, 'category=vapes')).cards;
    expect(cards.map((item) => [item.slug, item.priceCents])).toEqual([
      ['blue-dream-cartridge', 2700],
      ['haze-disposable', 4050],
    ]);
  });

  it('takes an amount off, never below zero', async () => {
    await insertDeal(db, {
      slug: 'motor-five',
      kind: 'amount_off',
      amountOffCents: 500,
      scope: 'brands',
      targets: ['motor-city'],
    });
    await insertDeal(db, {
      slug: 'free-jars',
      kind: 'amount_off',
      amountOffCents: 5000,
      scope: 'brands',
      targets: ['lakeshore'],
    });
    expect(card(await flower(), 'sour-diesel')).toMatchObject({ priceCents: 3500, regularPriceCents: 4000 });
    const jars = (await menu(db, 'category=glass-jars')).cards;
    expect(jars.map((item) => [item.priceCents, item.outTheDoorCents])).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });

  it('gives the largest discount when several apply', async () => {
    await insertDeal(db, {
      slug: 'flower-fifth',
      title: '20% off flower',
      kind: 'percent_off',
      percentOff: 20,
      scope: 'categories',
      targets: ['flower'],
      position: 1,
    });
    await insertDeal(db, {
      slug: 'north-five',
      title: '$5 off North Bank',
      kind: 'amount_off',
      amountOffCents: 500,
      scope: 'brands',
      targets: ['north-bank'],
      position: 0,
    });
    const cards = await flower();
    // 20% of $35 is $7, more than $5.
    expect(card(cards, 'blue-dream')).toMatchObject({ priceCents: 2800, dealTitle: '20% off flower' });
    expect(card((await menu(db, 'category=gummies')).cards, 'cherry-gummies')).toMatchObject({
      priceCents: 1300,
      dealTitle: '$5 off North Bank',
    });
    await db.query(`update deals set amount_off_cents = 1000 where slug = 'north-five'`);
    expect(card(await flower(), 'blue-dream')).toMatchObject({ priceCents: 2500, dealTitle: '$5 off North Bank' });
  });

  it('badges cards for bundles and buy-x-get-y deals without changing the price', async () => {
    await insertDeal(db, {
      slug: 'four-eighths',
      title: 'Any 4 eighths for $100',
      kind: 'bundle_price',
      scope: 'categories',
      targets: ['flower'],
    });
    await insertDeal(db, {
      slug: 'jar-bogo',
      title: 'Buy 2 jars, get 1 free',
      kind: 'buy_x_get_y',
      scope: 'products',
      targets: ['clamp-jar'],
    });
    expect(card(await flower(), 'blue-dream')).toMatchObject({
      priceCents: 3500,
      regularPriceCents: null,
      dealTitle: 'Any 4 eighths for $100',
    });
    const jars = (await menu(db, 'category=glass-jars')).cards;
    expect(card(jars, 'clamp-jar')).toMatchObject({ priceCents: 1200, dealTitle: 'Buy 2 jars, get 1 free' });
    expect(card(jars, 'uv-jar')).toMatchObject({ dealTitle: null });
  });

  it("runs on the store's weekday, not UTC's", async () => {
    await insertDeal(db, {
      slug: 'wax-wednesday',
      kind: 'percent_off',
      percentOff: 20,
      scope: 'categories',
      targets: ['flower'],
      daysOfWeek: [3],
    });
    const priceAt = async (iso: string) => card(await flower({ now: new Date(iso) }), 'blue-dream')!.priceCents;
    expect(await priceAt('2026-11-25T19:00:00Z')).toBe(2800);
    // 11:30 pm on Wednesday in Monroe is already Thursday in UTC.
    expect(await priceAt('2026-11-26T04:30:00Z')).toBe(2800);
    // 1 am on Thursday in Monroe.
    expect(await priceAt('2026-11-26T06:00:00Z')).toBe(3500);
  });

  it('runs only on the menu of its audience', async () => {
    await insertDeal(db, { slug: 'patients', kind: 'percent_off', percentOff: 10, scope: 'all', audience: 'medical' });
    await insertDeal(db, { slug: 'adults', kind: 'amount_off', amountOffCents: 100, scope: 'all', audience: 'adult' });
    expect(card(await flower(), 'blue-dream')).toMatchObject({ priceCents: 3400 });
    // The medical price is $32; 10% off is $28.80.
    expect(card(await flower({ mode: 'medical' }), 'blue-dream')).toMatchObject({
      priceCents: 2880,
      regularPriceCents: 3200,
    });
  });

  it('leaves deals for first visits and birthdays to the counter', async () => {
    await insertDeal(db, {
      slug: 'first-time',
      kind: 'percent_off',
      percentOff: 15,
      scope: 'all',
      eligibility: 'first_time',
    });
    await insertDeal(db, {
      slug: 'birthday',
      kind: 'percent_off',
      percentOff: 20,
      scope: 'all',
      eligibility: 'birthday',
    });
    expect(card(await flower(), 'blue-dream')).toMatchObject({ priceCents: 3500, dealTitle: null });
  });

  it('respects the date window and the active switch', async () => {
    const base = { kind: 'percent_off' as const, percentOff: 50, scope: 'categories' as const, targets: ['flower'] };
    await insertDeal(db, { ...base, slug: 'later', startsAt: '2026-11-26T00:00:00Z' });
    await insertDeal(db, { ...base, slug: 'over', endsAt: '2026-11-25T18:00:00Z' });
    await insertDeal(db, { ...base, slug: 'off', active: false });
    expect(card(await flower(), 'blue-dream')).toMatchObject({ priceCents: 3500, dealTitle: null });
    await insertDeal(db, {
      ...base,
      slug: 'now',
      title: 'Half off today',
      startsAt: '2026-11-25T05:00:00Z',
      endsAt: '2026-11-26T05:00:00Z',
    });
    expect(card(await flower(), 'blue-dream')).toMatchObject({ priceCents: 1750, dealTitle: 'Half off today' });
  });

  it('filters to products on deal and counts them, the same way with or without other filters', async () => {
    await insertDeal(db, { slug: 'four-eighths', kind: 'bundle_price', scope: 'categories', targets: ['flower'] });
    await insertDeal(db, {
      slug: 'north-five',
      kind: 'amount_off',
      amountOffCents: 500,
      scope: 'brands',
      targets: ['north-bank'],
    });
    await insertDeal(db, { slug: 'jar-bogo', kind: 'buy_x_get_y', scope: 'products', targets: ['clamp-jar'] });
    const onDeal = await menu(db, 'deal=1');
    expect(slugsOf(onDeal)).toEqual(['blue-dream', 'clamp-jar', 'cherry-gummies', 'sour-diesel', 'granddaddy-purple']);
    // The home menu (its counts kept for every page of it) and a filtered one count alike.
    expect((await menu(db, '')).facets.onDealCount).toBe(5);
    expect(onDeal.facets.onDealCount).toBe(5);
    expect((await menu(db, 'category=flower')).facets.onDealCount).toBe(3);
    expect((await menu(db, 'category=flower&inStock=1')).facets.onDealCount).toBe(2);
    expect((await menu(db, 'category=edibles', { mode: 'medical' })).facets.onDealCount).toBe(2);
    expect((await menu(db, 'brand=north-bank')).facets.onDealCount).toBe(3);
  });

  it('filters and sorts by the price after deals', async () => {
    await insertDeal(db, {
      slug: 'flower-fifth',
      kind: 'percent_off',
      percentOff: 20,
      scope: 'categories',
      targets: ['flower'],
    });
    expect(slugsOf(await menu(db, 'category=flower&priceMax=30'))).toEqual(['blue-dream', 'granddaddy-purple']);
    await db.query('delete from deals');
    expect(slugsOf(await menu(db, 'category=flower&priceMax=30'))).toEqual(['granddaddy-purple']);

    await insertDeal(db, {
      slug: 'diesel-half',
      kind: 'percent_off',
      percentOff: 50,
      scope: 'products',
      targets: ['sour-diesel'],
    });
    expect(slugsOf(await menu(db, 'category=flower&sort=price-asc'))).toEqual([
      'sour-diesel',
      'blue-dream',
      'granddaddy-purple',
    ]);
    expect(slugsOf(await menu(db, 'category=flower&sort=price-desc'))).toEqual([
      'blue-dream',
      'sour-diesel',
      'granddaddy-purple',
    ]);
  });

  it('sorts a whole menu under category and brand discounts by the price paid, page by page', async () => {
    await insertDeal(db, {
      slug: 'vapes-half',
      kind: 'percent_off',
      percentOff: 50,
      scope: 'categories',
      targets: ['vapes'],
    });
    await insertDeal(db, {
      slug: 'carts-more',
      kind: 'percent_off',
      percentOff: 80,
      scope: 'categories',
      targets: ['cartridges'],
    });
    await insertDeal(db, {
      slug: 'north-ten',
      kind: 'amount_off',
      amountOffCents: 1000,
      scope: 'brands',
      targets: ['north-bank'],
    });
    const everything = [...(await menu(db, 'sort=name')).cards, ...(await menu(db, 'sort=name&page=2')).cards];
    const byPrice = (direction: 1 | -1) => (a: MenuCard, b: MenuCard) =>
      Number(b.inStock) - Number(a.inStock) ||
      direction * (a.priceCents - b.priceCents) ||
      direction * ((a.regularPriceCents ?? a.priceCents) - (b.regularPriceCents ?? b.priceCents)) ||
      (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : 1);
    for (const [sort, direction] of [
      ['price-asc', 1],
      ['price-desc', -1],
    ] as const) {
      const pages = [...(await menu(db, `sort=${sort}`)).cards, ...(await menu(db, `sort=${sort}&page=2`)).cards];
      expect(pages.map((item) => item.slug)).toEqual([...everything].sort(byPrice(direction)).map((item) => item.slug));
    }
    expect(card(everything, 'blue-dream-cartridge')).toMatchObject({ priceCents: 600 });
    expect(card(everything, 'haze-disposable')).toMatchObject({ priceCents: 2250 });
  });

  it('spans the prices shoppers pay', async () => {
    await insertDeal(db, {
      slug: 'jars-ten-off',
      kind: 'amount_off',
      amountOffCents: 1000,
      scope: 'brands',
      targets: ['lakeshore'],
    });
    // Home: the clamp jar now costs $2; the dearest is the $45 disposable.
    expect((await menu(db, '')).facets.priceDollars).toEqual({ min: 2, max: 45 });
    expect((await menu(db, 'category=accessories')).facets.priceDollars).toEqual({ min: 2, max: 4 });
    // A filtered menu spans them alike.
    expect((await menu(db, 'category=accessories&brand=lakeshore')).facets.priceDollars).toEqual({ min: 2, max: 4 });
    await insertDeal(db, { slug: 'patients', kind: 'percent_off', percentOff: 90, scope: 'all', audience: 'medical' });
    expect((await menu(db, 'category=accessories', { mode: 'medical' })).facets.priceDollars).toEqual({
      min: 1,
      max: 2,
    });
  });

  it('sorts the medical menu by price under a discount on everything', async () => {
    await insertDeal(db, { slug: 'patients', kind: 'percent_off', percentOff: 10, scope: 'all', audience: 'medical' });
    const cards = (await menu(db, 'category=flower&sort=price-asc', { mode: 'medical' })).cards;
    expect(cards.map((item) => [item.slug, item.priceCents])).toEqual([
      ['blue-dream', 2880],
      ['sour-diesel', 3600],
      ['granddaddy-purple', 2700],
    ]);
  });
});
