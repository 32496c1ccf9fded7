import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuMode } from '#lib/catalog/menu-query.ts';
import { DataChangeFeed, type ChangeChannel } from '#server/cache/change-feed.ts';
import { MenuCache } from '#server/catalog/index.ts';
import type { Database, Queryable } from '#server/db/database.ts';
import { generateSyntheticCatalog } from '../../scripts/synthetic-catalog.ts';
import { WEDNESDAY_AFTERNOON, insertDeal, menu } from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

/**
 * The menu cache (categories, deals, the facet index and search rankings kept in the process)
 * hears every change through the database's notifications and answers after it as a process that
 * has just read everything would; without notifications, it reads everything again each minute.
 * On PostgreSQL the writes and the listener use different connections, as two instances would.
 */
describe(`the menu cache on ${testEngine}`, () => {
  let db: Database;
  let stopWatching: () => Promise<void>;
  const feed = new DataChangeFeed();
  let cache: MenuCache;
  let brands: string[];

  /** Runs `write` and resolves once the database's notification on `channel` has been delivered. */
  async function heard(channel: ChangeChannel, write: () => Promise<unknown>): Promise<void> {
    let stop: () => void = () => {};
    const delivered = new Promise<void>((resolve) => {
      stop = feed.subscribe((heardOn) => heardOn === channel && resolve());
    });
    await write();
    await delivered;
    stop();
  }

  /** The menu with the kept cache, checked against one read afresh (the fixture's own cache). */
  async function cachedMenu(search: string, mode: MenuMode = 'adult') {
    const cached = await menu(db, search, { mode, cache });
    expect(cached).toEqual(await menu(db, search, { mode }));
    return cached;
  }

  beforeAll(async () => {
    db = await openTestDatabase();
    await generateSyntheticCatalog(db, { variants: 2000, seed: 7, now: WEDNESDAY_AFTERNOON });
    brands = (
      await db.query<{ slug: string }>(
        `select brand_slug as slug from menu_products where listed group by 1 order by count(*) desc, 1`,
      )
    ).map((row) => row.slug);
    const [product] = await db.query<{ slug: string }>(
      `select p.slug from products p join menu_products m on m.product_id = p.id where m.listed order by p.slug limit 1`,
    );
    await insertDeal(db, {
      slug: 'brand-five',
      kind: 'amount_off',
      amountOffCents: 500,
      scope: 'brands',
      targets: [brands[3]!],
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
    await insertDeal(db, {
      slug: 'one',
      kind: 'percent_off',
      percentOff: 15,
      scope: 'products',
      targets: [product!.slug],
    });
    await insertDeal(db, { slug: 'patients', kind: 'percent_off', percentOff: 10, scope: 'all', audience: 'medical' });
    // Lots lapsing at midnight: rows that stay listed until they are settled.
    await db.query(
      `update menu_products set sellable_until = current_date - 1
        where product_id in (select product_id from menu_products where listed order by product_id limit 7)`,
    );
    stopWatching = await feed.watch(db);
    cache = new MenuCache(db, feed);
  });
  afterAll(async () => {
    cache.stop();
    await stopWatching();
    await db.close();
  });

  it('shows a price change, a sell-out and a new product on the next call', async () => {
    const brand = brands[5]!;
    const before = await cachedMenu(`brand=${brand}&sort=price-asc`);
    const cheapest = before.cards[0]!;
    await heard('catalog_changed', () =>
      db.query(
        `update variants set adult_use_price_cents = 1 where product_id = (select id from products where slug = $1)`,
        [cheapest.slug],
      ),
    );
    const cheaper = await cachedMenu(`brand=${brand}&priceMax=1`);
    expect(cheaper.cards.map((card) => card.slug)).toEqual([cheapest.slug]);

    await heard('catalog_changed', () =>
      db.query(`update variants set stock = 0 where product_id = (select id from products where slug = $1)`, [
        cheapest.slug,
      ]),
    );
    expect((await cachedMenu(`brand=${brand}&inStock=1`)).total).toBe(before.facets.inStockCount - 1);

    await heard('catalog_changed', () =>
      db.query(`update products set status = 'archived' where slug = $1`, [cheapest.slug]),
    );
    expect((await cachedMenu(`brand=${brand}`)).total).toBe(before.total - 1);
  });

  it('reads everything again after a change too large to name its products', async () => {
    const before = await cachedMenu('inStock=1');
    await heard('catalog_changed', () =>
      db.query(`update variants set stock = 0 where product_id in (select id from products where category_id in
                  (select id from categories where slug = 'flower'))`),
    );
    const after = await cachedMenu('inStock=1');
    expect(after.total).toBeLessThan(before.total);
    expect(after.facets.categories.find((option) => option.value === 'flower')).toBeUndefined();
  });

  it('shows a renamed brand, a new deal and a renamed category on the next call', async () => {
    const brand = brands[2]!;
    await heard('catalog_changed', () =>
      db.query(`update brands set name = 'Renamed Growers' where slug = $1`, [brand]),
    );
    const renamed = await cachedMenu(`brand=${brand}`);
    expect(renamed.facets.brands.find((option) => option.value === brand)?.label).toBe('Renamed Growers');

    await heard('store_changed', () =>
      insertDeal(db, { slug: 'renamed-half', kind: 'percent_off', percentOff: 50, scope: 'brands', targets: [brand] }),
    );
    const onDeal = await cachedMenu(`brand=${brand}&deal=1`);
    expect(onDeal.total).toBe(renamed.total);
    expect(onDeal.cards[0]!.dealTitle).toBe('Renamed Half');

    await heard('catalog_changed', () => db.query(`update categories set name = 'Buds' where slug = 'flower'`));
    expect((await cachedMenu('')).facets.categories.find((option) => option.value === 'flower')?.label).toBe('Buds');
  });

  it('finds a renamed product by its new name at once', async () => {
    const [product] = await db.query<{ slug: string }>(
      `select m.slug from menu_products m where m.listed and m.in_stock order by m.slug desc limit 1`,
    );
    // The term's (empty) matches are kept by the cache until the catalog changes.
    expect((await cachedMenu('searchTerm=zyzzyva+reserv')).total).toBe(0);
    await heard('catalog_changed', () =>
      db.query(`update products set name = 'Zyzzyva Reserve' where slug = $1`, [product!.slug]),
    );
    const found = await cachedMenu('searchTerm=zyzzyva+reserv');
    expect(found.cards.map((card) => card.slug)).toEqual([product!.slug]);
  });

  it('keeps products in name order as renamed ones move', async () => {
    const before = await cachedMenu('sort=name');
    const [first, second] = before.cards;
    await heard('catalog_changed', () =>
      db.query(
        `update products set name = case slug when $1 then 'Zzz Last Of All' when $2 then 'Zzy Next To Last' end
          where slug in ($1, $2)`,
        [first!.slug, second!.slug],
      ),
    );
    // Every page in name order as a fresh read gives it (cachedMenu compares the two).
    const after = await cachedMenu('sort=name');
    expect(after.cards.map((card) => card.slug)).not.toContain(first!.slug);
    const slugs = after.cards.map((card) => card.slug);
    for (let page = 2; page <= after.pageCount; page++)
      slugs.push(...(await cachedMenu(`sort=name&page=${page}`)).cards.map((card) => card.slug));
    expect(slugs.indexOf(second!.slug)).toBeLessThan(slugs.indexOf(first!.slug));
  });

  it('chooses the page again when the database has moved on to another day', async () => {
    let now = Date.UTC(2026, 10, 25, 23, 59, 30);
    const clocked = new MenuCache(db, feed, { clock: () => now });
    try {
      const [row] = await db.query<{ today: string }>('select current_date::text as today');
      // As if the date were last seen before midnight: the lots that lapsed since would still count.
      clocked.sawToday('2000-01-01');
      const result = await menu(db, '', { cache: clocked });
      expect(result.total).toBeGreaterThan(0);
      expect(result).toEqual(await menu(db, ''));
      expect(await clocked.today()).toBe(row!.today);

      // With every card kept, nothing tells the date: it is asked again in the next minute.
      clocked.sawToday('2000-01-01');
      now += 60_000;
      expect(await menu(db, '', { cache: clocked })).toEqual(result);
      expect(await clocked.today()).toBe(row!.today);
    } finally {
      clocked.stop();
    }
  });

  it('reads each card once, and again only after its product changed', async () => {
    const statements: string[] = [];
    const counted: Queryable = {
      query: (text, params) => {
        statements.push(text);
        return db.query(text, params);
      },
      exec: (script) => db.exec(script),
    };
    const kept = new MenuCache(counted, feed);
    try {
      const first = await menu(counted, 'sort=name', { cache: kept });
      statements.length = 0;
      expect(await menu(counted, 'sort=name', { cache: kept })).toEqual(first);
      expect(statements).toEqual([]);

      const renamed = first.cards[0]!;
      await heard('catalog_changed', () =>
        db.query(`update products set name = name || ' Reserve' where slug = $1`, [renamed.slug]),
      );
      const after = await menu(counted, 'sort=name', { cache: kept });
      expect(after.cards.find((card) => card.slug === renamed.slug)?.name).toBe(`${renamed.name} Reserve`);
      expect(after).toEqual(await menu(db, 'sort=name'));
    } finally {
      kept.stop();
    }
  });

  it('keeps what it read until the next minute while it cannot hear the database, then reads it again', async () => {
    let now = Date.UTC(2026, 10, 25, 19, 0, 10);
    const deaf = new MenuCache(db, new DataChangeFeed(), { clock: () => now });
    const brand = brands[6]!;
    const before = await menu(db, `brand=${brand}`, { cache: deaf });
    await db.query(`update products set status = 'archived' where slug = $1`, [before.cards[0]!.slug]);
    await insertDeal(db, { slug: 'deaf-half', kind: 'percent_off', percentOff: 50, scope: 'brands', targets: [brand] });

    now += 30_000;
    const sameMinute = await menu(db, `brand=${brand}`, { cache: deaf });
    expect(sameMinute.total).toBe(before.total);
    expect(sameMinute.cards.filter((card) => card.dealTitle === 'Deaf Half')).toEqual([]);

    now += 30_000;
    const nextMinute = await menu(db, `brand=${brand}`, { cache: deaf });
    expect(nextMinute.total).toBe(before.total - 1);
    expect(nextMinute.cards.map((card) => card.dealTitle)).toEqual(nextMinute.cards.map(() => 'Deaf Half'));
    expect(nextMinute).toEqual(await menu(db, `brand=${brand}`));
    deaf.stop();
  });
});
