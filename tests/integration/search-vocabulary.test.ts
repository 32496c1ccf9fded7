import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSearchRanking } from '#server/catalog/menu/search-ranking.ts';
import type { Database } from '#server/db/database.ts';
import { seedDemoStore } from '#demo-store/index.ts';
import { makeTempMediaDir } from '../support/media-dir.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

/**
 * The words shoppers use, searched on the demo store with the store's default vocabulary
 * (20261125000300_search_words.sql, 20261206060000_search_words_for_flower.sql): each term finds only products of the kind it means, and all
 * of them. The whole match list comes from the ranking the menu cache keeps per term.
 */

interface Expectation {
  /** The categories every result must be filed under. */
  kinds: string[];
  /** Categories every listed product of which must be found. */
  all?: string[];
  /** Products that must be found, by name. */
  names?: string[];
  /** What every result's name must say. */
  everyName?: RegExp;
}

const CONCENTRATES = ['concentrates', 'badder', 'shatter', 'live-resin', 'rosin'];
const VAPES = ['cartridges', 'disposables'];
const EDIBLES = ['gummies', 'chocolates', 'beverages'];
const APPAREL = ['tees', 'hoodies', 'hats'];
// "King Size Pre-Rolled Cones" say pre-rolled in their name, so every spelling of pre-roll finds them too.
const PRE_ROLLS: Expectation = {
  kinds: ['pre-rolls', 'papers'],
  all: ['pre-rolls'],
  names: ['Gelato Pre-Roll', 'King Size Pre-Rolled Cones 6-Pack'],
};

const TERMS: [term: string, expected: Expectation][] = [
  ['wax', { kinds: ['badder', 'shatter'], all: ['badder', 'shatter'] }],
  ['preroll', PRE_ROLLS],
  ['prerolls', PRE_ROLLS],
  ['pre-roll', PRE_ROLLS],
  ['pre roll', PRE_ROLLS],
  ['Pre-Rolls', PRE_ROLLS],
  ['joints', PRE_ROLLS],
  ['carts', { kinds: ['cartridges'], all: ['cartridges'] }],
  ['cart', { kinds: ['cartridges'], all: ['cartridges'] }],
  ['gummy', { kinds: ['gummies'], all: ['gummies'] }],
  ['gummies', { kinds: ['gummies'], all: ['gummies'] }],
  ['edibles', { kinds: EDIBLES, all: EDIBLES }],
  ['edible', { kinds: EDIBLES, all: EDIBLES }],
  ['bud', { kinds: ['flower'], all: ['flower'] }],
  ['buds', { kinds: ['flower'], all: ['flower'] }],
  ['nugs', { kinds: ['flower'], all: ['flower'] }],
  ['flower', { kinds: ['flower'], all: ['flower'] }],
  ['weed', { kinds: ['flower'], all: ['flower'] }],
  ['herb', { kinds: ['flower'], all: ['flower'] }],
  ['marijuana', { kinds: ['flower'], all: ['flower'] }],
  ['eighth', { kinds: ['flower'], all: ['flower'] }],
  ['oz', { kinds: ['flower'], all: ['flower'] }],
  ['dabs', { kinds: CONCENTRATES, all: CONCENTRATES }],
  ['concentrate', { kinds: CONCENTRATES, all: CONCENTRATES }],
  ['budder', { kinds: ['badder'], all: ['badder'] }],
  [
    'live resin',
    {
      kinds: ['live-resin', 'cartridges'],
      all: ['live-resin'],
      names: ['GSC Live Resin Cartridge'],
      everyName: /live resin/i,
    },
  ],
  [
    'live resin carts',
    {
      kinds: ['cartridges'],
      names: ['GSC Live Resin Cartridge', 'Lemon Tree Live Resin Cartridge'],
      everyName: /live resin cartridge/i,
    },
  ],
  ['rosin', { kinds: ['rosin'], all: ['rosin'] }],
  ['solventless', { kinds: ['rosin'], all: ['rosin'] }],
  ['RSO', { kinds: ['concentrates'], names: ['Full Extract Cannabis Oil Syringe'] }],
  ['vape', { kinds: VAPES, all: VAPES }],
  ['vapes', { kinds: VAPES, all: VAPES }],
  ['pens', { kinds: [...VAPES, 'batteries'], all: VAPES, names: ['Slim Twist Battery'] }],
  ['dispos', { kinds: ['disposables'], all: ['disposables'] }],
  ['510', { kinds: ['cartridges', 'batteries'], all: ['cartridges', 'batteries'] }],
  ['candy', { kinds: ['gummies', 'chocolates'], all: ['gummies', 'chocolates'] }],
  ['chocolate', { kinds: ['chocolates'], all: ['chocolates'], names: ['Peanut Butter Cups'] }],
  ['drinks', { kinds: ['beverages'], all: ['beverages'] }],
  ['beverage', { kinds: ['beverages'], all: ['beverages'] }],
  ['tincture', { kinds: ['tinctures'], all: ['tinctures'] }],
  ['drops', { kinds: ['tinctures'], all: ['tinctures'] }],
  ['topicals', { kinds: ['topicals'], all: ['topicals'] }],
  ['rub', { kinds: ['topicals'], all: ['topicals'] }],
  ['rolling papers', { kinds: ['papers'], all: ['papers'] }],
  ['merch', { kinds: APPAREL, all: APPAREL }],
  ['t-shirt', { kinds: ['tees'], all: ['tees'] }],
  ['sweatshirt', { kinds: ['hoodies'], all: ['hoodies'] }],
  ['caps', { kinds: ['hats'], all: ['hats'] }],
  // Search words with the catalog's own words: both must hold.
  ['sativa carts', { kinds: ['cartridges'], names: ['Sunrise Sativa Blend Distillate Cartridge'] }],
  [
    'indica gummies',
    {
      kinds: ['gummies'],
      names: ['Black Cherry Indica Gummies', 'Midnight Berry Indica Gummies'],
      everyName: /indica/i,
    },
  ],
  // The catalog's own words still work as they did.
  ['shatter', { kinds: ['shatter'], all: ['shatter'] }],
  ['gumm', { kinds: ['gummies'], all: ['gummies'] }],
];

describe(`search vocabulary on ${testEngine}`, () => {
  let db: Database;
  let media: Awaited<ReturnType<typeof makeTempMediaDir>>;
  /** Every listed product: name and category, by id. */
  let products: Map<string, { name: string; category: string }>;

  async function found(term: string): Promise<{ name: string; category: string }[]> {
    return (await readSearchRanking(db, term)).map((id) => products.get(id)!);
  }

  beforeAll(async () => {
    db = await openTestDatabase();
    media = await makeTempMediaDir();
    await seedDemoStore(db, { mediaDir: media.mediaDir, demoAccounts: false });
    const rows = await db.query<{ id: string; name: string; category: string }>(
      'select product_id as id, name, category_slug as category from menu_products where listed',
    );
    products = new Map(rows.map((row) => [row.id, { name: row.name, category: row.category }]));
  });
  afterAll(async () => {
    await db?.close();
    await media?.remove();
  });

  it(`covers ${TERMS.length} everyday terms`, () => {
    expect(TERMS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(TERMS)('"%s" finds what it means, and all of it', async (term, expected) => {
    const results = await found(term);
    expect(results.length, term).toBeGreaterThan(0);
    expect(
      results.filter((product) => !expected.kinds.includes(product.category)),
      `"${term}" found other kinds`,
    ).toEqual([]);
    const names = results.map((product) => product.name);
    for (const category of expected.all ?? []) {
      const shelf = [...products.values()]
        .filter((product) => product.category === category)
        .map((product) => product.name);
      expect(shelf.length, category).toBeGreaterThan(0);
      expect(names, `"${term}" should find every product in ${category}`).toEqual(expect.arrayContaining(shelf));
    }
    expect(names).toEqual(expect.arrayContaining(expected.names ?? []));
    if (expected.everyName) for (const name of names) expect(name).toMatch(expected.everyName);
  });

  it('finds the same pre-rolls however the word is spelled', async () => {
    const spellings = ['preroll', 'prerolls', 'pre-roll', 'pre roll', 'Pre-Rolls', 'PRE ROLLS'];
    const sets = await Promise.all(spellings.map(async (term) => (await readSearchRanking(db, term)).sort()));
    for (const set of sets.slice(1)) expect(set).toEqual(sets[0]);
  });

  it('finds nothing for a word nobody sells, alone or beside a search word', async () => {
    for (const term of ['zzzzqqq', 'xylophone', 'carts zzzzqqq', 'wax xylophone'])
      expect(await found(term), term).toEqual([]);
  });

  it('puts a product the shopper named before one the vocabulary found', async () => {
    // "Pen-style" is in this battery's description: the one product the search found for "pen"
    // before the vocabulary, it still comes first; the vapes and batteries "pen" means follow.
    const pens = await found('pen');
    expect(pens[0]!.name).toBe('Slim Twist Battery');
    expect(pens.length).toBeGreaterThan(20);
  });
});
