import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { HIDDEN_SLUGS, insertMenuWorld, menu, slugsOf } from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

const PRE_ROLLS = Array.from({ length: 26 }, (_, i) => `pre-roll-${String(i + 1).padStart(2, '0')}`);

describe(`searchMenu on ${testEngine}`, () => {
  let db: Database;
  const slugs = async (search: string, mode: 'adult' | 'medical' = 'adult') =>
    slugsOf(await menu(db, search, { mode }));

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertMenuWorld(db);
  });
  afterAll(() => db.close());

  describe('the unfiltered menu', () => {
    it('lists in-stock products first, featured first then by name, sold-out products last', async () => {
      const home = await menu(db);
      expect(home.total).toBe(8 + 26);
      expect(home.cards.slice(0, 6).map((card) => card.slug)).toEqual([
        'blue-dream',
        'blue-dream-cartridge',
        'clamp-jar',
        'cherry-gummies',
        'haze-disposable',
        'pre-roll-01',
      ]);
      const rest = await menu(db, 'page=2');
      expect(slugsOf(rest)).toEqual([...PRE_ROLLS.slice(19), 'sour-diesel', 'uv-jar', 'granddaddy-purple']);
    });

    it('never shows products that cannot be sold', async () => {
      const everything = [
        ...(await slugs('')),
        ...(await slugs('page=2')),
        ...(await slugs('category=flower&inStock=0')),
      ];
      for (const slug of HIDDEN_SLUGS) expect(everything).not.toContain(slug);
      expect(await slugs('category=flower')).toEqual(['blue-dream', 'sour-diesel', 'granddaddy-purple']);
      expect(await slugs('searchTerm=kush')).toEqual([]);
    });

    it('builds cards with brand, category, potency, image, the lowest in-stock price and out-the-door price', async () => {
      const [blueDream] = (await menu(db, 'category=flower')).cards;
      expect(blueDream).toEqual({
        id: expect.any(String),
        slug: 'blue-dream',
        name: 'Blue Dream',
        brand: { slug: 'north-bank', name: 'North Bank Growers' },
        category: { slug: 'flower', name: 'Flower' },
        strainType: 'hybrid',
        potencyLabel: 'THC 21.5% · CBD 0.1%',
        image: {
          src: '/media/products/blue-dream.webp',
          srcSet: '/media/products/blue-dream-400.webp 400w, /media/products/blue-dream.webp 800w',
          alt: 'Photo of blue-dream',
          width: 800,
          height: 800,
        },
        priceCents: 3500,
        regularPriceCents: null,
        // $35 + 10% excise = $38.50, + 6% sales tax on that = $2.31.
        outTheDoorCents: 4081,
        dealTitle: null,
        inStock: true,
        medicalOnly: false,
        sizeCount: 2,
      });
    });

    it('prices a product by its cheapest size in stock, and a sold-out one by its cheapest size', async () => {
      const cards = (await menu(db, 'category=vapes')).cards;
      // The 1 g at $50 is sold out; the 0.5 g at $30 is the "from" price.
      expect(cards.find((card) => card.slug === 'blue-dream-cartridge')).toMatchObject({
        priceCents: 3000,
        sizeCount: 2,
      });
      const purple = (await menu(db, 'category=flower')).cards.find((card) => card.slug === 'granddaddy-purple');
      expect(purple).toMatchObject({ priceCents: 3000, inStock: false });
    });

    it('taxes goods that are not cannabis with sales tax only, and labels milligram potency', async () => {
      const jars = (await menu(db, 'category=glass-jars')).cards;
      expect(jars.find((card) => card.slug === 'uv-jar')).toMatchObject({
        priceCents: 1400,
        outTheDoorCents: 1484,
        potencyLabel: null,
      });
      expect((await menu(db, 'category=gummies')).cards[0]).toMatchObject({
        slug: 'cherry-gummies',
        potencyLabel: 'THC 100 mg · CBD 0 mg',
      });
    });
  });

  describe('filters', () => {
    it('narrows to a category and its subcategories', async () => {
      expect(await slugs('category=vapes')).toEqual(['blue-dream-cartridge', 'haze-disposable']);
      expect(await slugs('category=cartridges')).toEqual(['blue-dream-cartridge']);
      expect(await slugs('category=accessories')).toEqual(['clamp-jar', 'uv-jar']);
    });

    it('drops a category that does not exist instead of failing', async () => {
      const result = await menu(db, 'category=no-such-category');
      expect(result.query.category).toBeUndefined();
      expect(result.total).toBe(34);
    });

    it('combines values of one group with OR', async () => {
      expect(await slugs('brand=motor-city')).toEqual(['blue-dream-cartridge', 'haze-disposable', 'sour-diesel']);
      expect(await slugs('brand=motor-city&brand=lakeshore')).toEqual([
        'blue-dream-cartridge',
        'clamp-jar',
        'haze-disposable',
        'sour-diesel',
        'uv-jar',
      ]);
      expect(await slugs('type=hybrid&type=sativa')).toEqual(['blue-dream', 'blue-dream-cartridge', 'sour-diesel']);
      expect(await slugs('effect=sleepy&effect=energetic')).toEqual([
        'haze-disposable',
        'sour-diesel',
        'granddaddy-purple',
      ]);
    });

    it('combines groups with AND', async () => {
      expect(await slugs('category=flower&brand=north-bank&type=hybrid')).toEqual(['blue-dream']);
      expect(await slugs('category=vapes&thcMin=86')).toEqual(['haze-disposable']);
      expect(await slugs('brand=motor-city&effect=relaxed')).toEqual(['blue-dream-cartridge']);
    });

    it('filters THC and CBD in percent, leaving out products labelled in milligrams', async () => {
      expect(await slugs('thcMin=50')).toEqual(['blue-dream-cartridge', 'haze-disposable']);
      expect(await slugs('category=flower&thcMin=20')).toEqual(['blue-dream', 'sour-diesel']);
      expect(await slugs('category=flower&thcMax=20')).toEqual(['granddaddy-purple']);
      expect(await slugs('cbdMin=0.3')).toEqual(['haze-disposable']);
      // The gummies' batch reports 100 mg (and a stray 0.5%): milligram products never match a % range.
      expect(await slugs('category=edibles&thcMax=1')).toEqual([]);
    });

    it("filters effects and terpenes, falling back to the strain's", async () => {
      expect(await slugs('effect=sleepy')).toEqual(['granddaddy-purple']);
      expect(await slugs('effect=energetic')).toEqual(['haze-disposable', 'sour-diesel']);
      // Blue Dream's lot lists pinene; the cartridge's lot lists none, so its strain's count.
      expect(await slugs('terpene=pinene')).toEqual(['blue-dream', 'blue-dream-cartridge']);
      expect(await slugs('terpene=limonene')).toEqual(['sour-diesel']);
    });

    it('filters by the weights in stock', async () => {
      expect(await slugs('weight=3500')).toEqual(['blue-dream', 'sour-diesel', 'granddaddy-purple']);
      expect(await slugs('weight=28000')).toEqual(['sour-diesel']);
      // The cartridge's 1 g is sold out.
      expect(await slugs('category=vapes&weight=1000')).toEqual(['haze-disposable']);
      expect(await slugs('category=vapes&weight=500')).toEqual(['blue-dream-cartridge']);
    });

    it('filters by menu price in whole dollars', async () => {
      expect(await slugs('priceMin=30&priceMax=40')).toEqual([
        'blue-dream',
        'blue-dream-cartridge',
        'sour-diesel',
        'granddaddy-purple',
      ]);
      expect(await slugs('category=accessories&priceMax=13')).toEqual(['clamp-jar']);
    });

    it('hides sold-out products only when asked to', async () => {
      expect(await slugs('category=flower&inStock=1')).toEqual(['blue-dream', 'sour-diesel']);
      expect((await menu(db, 'inStock=1')).total).toBe(33);
    });
  });

  describe('sorting', () => {
    it.each([
      ['price-asc', ['blue-dream', 'sour-diesel', 'granddaddy-purple']],
      ['price-desc', ['sour-diesel', 'blue-dream', 'granddaddy-purple']],
      ['potency', ['sour-diesel', 'blue-dream', 'granddaddy-purple']],
      ['newest', ['sour-diesel', 'blue-dream', 'granddaddy-purple']],
      ['name', ['blue-dream', 'sour-diesel', 'granddaddy-purple']],
    ])('sorts by %s, sold-out last', async (sort, expected) => {
      expect(await slugs(`category=flower&sort=${sort}`)).toEqual(expected);
    });

    it('sorts by potency in percent first, then in milligrams', async () => {
      const order = await slugs('sort=potency');
      expect(order.slice(0, 4)).toEqual(['haze-disposable', 'blue-dream-cartridge', 'sour-diesel', 'blue-dream']);
      expect(await slugs('sort=potency&page=2')).toEqual([
        ...PRE_ROLLS.slice(20),
        'cherry-gummies',
        'clamp-jar',
        'uv-jar',
        'granddaddy-purple',
      ]);
    });

    it('sorts the whole menu by price', async () => {
      const page = await menu(db, 'sort=price-asc');
      expect(page.cards.slice(0, 3).map((card) => card.priceCents)).toEqual([710, 720, 730]);
      const prices = page.cards.map((card) => card.priceCents);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    });
  });

  describe('pagination', () => {
    it('pages 24 cards at a time with the total and the page count', async () => {
      const first = await menu(db, 'category=pre-rolls&sort=name');
      expect(first).toMatchObject({ total: 26, page: 1, pageCount: 2 });
      expect(slugsOf(first)).toEqual(PRE_ROLLS.slice(0, 24));
      expect(slugsOf(await menu(db, 'category=pre-rolls&sort=name&page=2'))).toEqual(PRE_ROLLS.slice(24));
    });

    it('answers a page past the end with no cards but the right total', async () => {
      const beyond = await menu(db, 'category=pre-rolls&sort=name&page=3');
      expect(beyond).toMatchObject({ total: 26, page: 3, pageCount: 2, cards: [] });
      const filtered = await menu(db, 'brand=mitten&thcMin=10&page=9');
      expect(filtered).toMatchObject({ total: 26, pageCount: 2, cards: [] });
    });
  });

  describe('the medical menu', () => {
    it('adds medical-only products and shows medical prices, falling back to the adult-use price', async () => {
      const medical = await menu(db, 'category=edibles', { mode: 'medical' });
      expect(medical.mode).toBe('medical');
      expect(medical.cards.map((card) => [card.slug, card.priceCents, card.medicalOnly])).toEqual([
        ['cherry-gummies', 1800, false],
        ['medical-gummies', 4000, true],
      ]);
      expect(await slugs('category=edibles')).toEqual(['cherry-gummies']);
    });

    it('charges patients no excise tax', async () => {
      const [blueDream] = (await menu(db, 'category=flower', { mode: 'medical' })).cards;
      // $32 medical price + 6% sales tax.
      expect(blueDream).toMatchObject({ slug: 'blue-dream', priceCents: 3200, outTheDoorCents: 3392 });
    });

    it('counts medical-only products in the medical total', async () => {
      expect((await menu(db, '', { mode: 'medical' })).total).toBe(35);
      expect(await slugs('searchTerm=gumm', 'medical')).toEqual(['cherry-gummies', 'medical-gummies']);
    });
  });

  describe('search', () => {
    it('finds Blue Dream first despite a typo', async () => {
      expect(await slugs('searchTerm=blue+dreem')).toEqual(['blue-dream', 'blue-dream-cartridge']);
    });

    it('finds partial words', async () => {
      expect(await slugs('searchTerm=jar')).toEqual(['clamp-jar', 'uv-jar']);
      expect(await slugs('searchTerm=gumm')).toEqual(['cherry-gummies']);
      expect(await slugs('searchTerm=cartr')).toEqual(['blue-dream-cartridge']);
    });

    it('searches brands, strains, categories, effects and terpenes, in any case', async () => {
      expect(await slugs('searchTerm=motor+city')).toEqual(['blue-dream-cartridge', 'haze-disposable', 'sour-diesel']);
      expect(await slugs('searchTerm=SLEEPY')).toEqual(['granddaddy-purple']);
      expect(await slugs('searchTerm=limonene')).toEqual(['sour-diesel']);
      // "Glass" is in the UV jar's name as well as its category, so it ranks first.
      expect(await slugs('searchTerm=glass+jars')).toEqual(['uv-jar', 'clamp-jar']);
      expect(await slugs('searchTerm=granddaddy')).toEqual(['granddaddy-purple']);
    });

    it('ranks an exact name first, then names that start with the term', async () => {
      expect((await slugs('searchTerm=haze+disposable'))[0]).toBe('haze-disposable');
      expect(await slugs('searchTerm=blue+dream')).toEqual(['blue-dream', 'blue-dream-cartridge']);
    });

    it('combines a search with filters and with another sort', async () => {
      expect(await slugs('searchTerm=blue&category=vapes')).toEqual(['blue-dream-cartridge']);
      expect(await slugs('searchTerm=blue&sort=price-asc')).toEqual(['blue-dream-cartridge', 'blue-dream']);
    });

    it('treats wildcards as letters and finds nothing for nonsense', async () => {
      expect(await slugs('searchTerm=%25')).toEqual([]);
      expect(await slugs('searchTerm=_')).toEqual([]);
      expect((await menu(db, 'searchTerm=zzqxv')).total).toBe(0);
    });
  });
});
