import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataChangeFeed } from '#server/cache/change-feed.ts';
import { MenuCache, searchMenu } from '#server/catalog/index.ts';
import type { Database, Queryable } from '#server/db/database.ts';
import { generateSyntheticCatalog } from '../../scripts/synthetic-catalog.ts';
import { RATES, TIME_ZONE, WEDNESDAY_AFTERNOON, insertDeal, menuQuery } from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

/**
 * The plans, not the timings (bench/menu-queries.ts times them), of the statements the menu's main
 * query shapes run on a catalog of 10 000 variants, once the process's menu cache holds the facet
 * index: the page of cards and, for a search, its term's ranking (read once per term). None reads
 * products or menu_products from start to end. The statistics come from ANALYZE after the catalog
 * is written, as autovacuum would make them; no planner setting is changed.
 */
describe(`menu query plans on ${testEngine}`, () => {
  let db: Database;
  let brand: string;
  let biggest: [string, string];
  const feed = new DataChangeFeed();
  let stopWatching: () => Promise<void>;
  let cache: MenuCache;

  /** Where the statements the cache and the call send through `tap` go while one is recorded. */
  let recorder: { text: string; values: readonly unknown[] }[] | null = null;
  const tap: Queryable = {
    exec: (script) => db.exec(script),
    query: (text, values) => {
      recorder?.push({ text, values: values ?? [] });
      return db.query(text, values);
    },
  };

  /**
   * Every statement one searchMenu call runs, with their plans, on a process that holds the facet
   * index but no card rows yet and has not ranked the term (a miss as the page cache sees it).
   */
  async function plans(
    search: string,
    mode: 'adult' | 'medical',
  ): Promise<{ explained: { sql: string; plan: string }[]; cards: number }> {
    cache.stop();
    cache = new MenuCache(tap, feed);
    // What a process reads once (the index, the category tree and deals) or once a minute (the date).
    await cache.facetIndex();
    await cache.facts();
    await cache.today();
    const statements: { text: string; values: readonly unknown[] }[] = [];
    recorder = statements;
    let cards: number;
    try {
      const result = await searchMenu(tap, menuQuery(search), {
        mode,
        rates: RATES,
        timeZone: TIME_ZONE,
        now: WEDNESDAY_AFTERNOON,
        cache,
      });
      cards = result.cards.length;
    } finally {
      recorder = null;
    }
    const explained = [];
    for (const { text, values } of statements) {
      const rows = await db.query<{ 'QUERY PLAN': string }>(`explain (costs off) ${text}`, values);
      explained.push({
        sql: text.replace(/\s+/g, ' ').slice(0, 60),
        plan: rows.map((row) => row['QUERY PLAN']).join('\n'),
      });
    }
    return { explained, cards };
  }

  beforeAll(async () => {
    db = await openTestDatabase();
    // Batches expire relative to the day the catalog is made, and the menu reads the database's own
    // date: made today, the catalog is as listed on any day the test runs.
    await generateSyntheticCatalog(db, { variants: 10_000, seed: 5, now: new Date() });
    const brands = await db.query<{ slug: string }>(
      `select brand_slug as slug from menu_products where listed group by 1 order by count(*) desc, 1`,
    );
    // A typical brand: the median by number of products.
    brand = brands[Math.floor(brands.length / 2)]!.slug;
    biggest = [brands[0]!.slug, brands[1]!.slug];
    await insertDeal(db, {
      slug: 'brand-five',
      kind: 'amount_off',
      amountOffCents: 500,
      scope: 'brands',
      targets: [brand],
    });
    await insertDeal(db, { slug: 'eighths', kind: 'bundle_price', scope: 'categories', targets: ['flower'] });
    await insertDeal(db, {
      slug: 'wax',
      kind: 'percent_off',
      percentOff: 20,
      scope: 'categories',
      targets: ['concentrates'],
      daysOfWeek: [3],
    });
    await insertDeal(db, { slug: 'patients', kind: 'percent_off', percentOff: 10, scope: 'all', audience: 'medical' });
    await db.exec('analyze');
    stopWatching = await feed.watch(db);
    cache = new MenuCache(db, feed);
    await cache.facetIndex();
  });
  afterAll(async () => {
    cache.stop();
    await stopWatching();
    await db.close();
  });

  /** The statements of a call that read some product sequentially, with their plans. */
  const sequential = (statements: { sql: string; plan: string }[]) =>
    statements
      .filter(({ plan }) => /Seq Scan on (menu_products|products)\b/.test(plan))
      .map(({ sql, plan }) => `${sql}\n${plan}`);

  it.each([
    ['the home menu', '', 'adult'],
    ['the medical home menu', '', 'medical'],
    ['a menu section', 'category=flower', 'adult'],
    ['a subcategory', 'category=gummies', 'adult'],
    ['a brand', 'brand={brand}', 'adult'],
    ['a search with a typo', 'searchTerm=blue+dreem', 'adult'],
    ['a search for part of a word', 'searchTerm=gumm', 'adult'],
    ['a search word of the store’s vocabulary', 'searchTerm=indica+carts', 'adult'],
    ['several filters', 'brand={brand}&terpene=ocimene&effect=focused&weight=3500', 'adult'],
    [
      'two big brands, two strain types and a THC range',
      'brand={0}&brand={1}&type=indica&type=hybrid&thcMin=18&thcMax=30',
      'adult',
    ],
    ['an effect and a weight in a section', 'category=flower&effect=relaxed&weight=3500', 'adult'],
    ['the price sort', 'sort=price-asc', 'adult'],
    ['the price sort of a category', 'category=concentrates&sort=price-desc', 'adult'],
    ['the price sort of everything on deal', 'sort=price-desc&deal=1', 'adult'],
    ['a later page', 'page=40', 'adult'],
    ['in stock only, by potency', 'category=concentrates&inStock=1&sort=potency', 'adult'],
  ] as const)('reads %s through indexes', async (_, search, mode) => {
    const url = search.replace('{brand}', brand).replace('{0}', biggest[0]).replace('{1}', biggest[1]);
    const { explained, cards } = await plans(url, mode);
    // The page's cards (none to read for an empty page), and the ranking of a search's term.
    expect(explained).toHaveLength((cards > 0 ? 1 : 0) + (url.includes('searchTerm') ? 1 : 0));
    expect(sequential(explained)).toEqual([]);
  });
});
