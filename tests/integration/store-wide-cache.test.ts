import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataChangeFeed, type ChangeChannel } from '#server/cache/change-feed.ts';
import { StoreWideCache } from '#server/cache/store-wide-cache.ts';
import { NAV_CATEGORIES_READ } from '#server/catalog/navigation.ts';
import { ACTIVE_DEALS_READ } from '#server/deals/active-deals.ts';
import { publishedBlockPageRead, STORE_REVIEWS_READ } from '#server/content/index.ts';
import type { Database, Queryable } from '#server/db/database.ts';
import { STORE_SETTINGS_READ } from '#server/settings/store-settings.ts';
import { insertDeal, insertMenuWorld } from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

/**
 * The store-wide cache (settings, hours, theme, the navigation) keeps what every page reads until
 * the database announces a change to it, from this process or any other; without notifications,
 * until the next minute. On PostgreSQL the writes and the listener use different connections, as
 * two instances would.
 */
describe(`the store-wide cache on ${testEngine}`, () => {
  let db: Database;
  let stopWatching: () => Promise<void>;
  const feed = new DataChangeFeed();
  let cache: StoreWideCache;
  /** Statements the cache sent to the database. */
  let statements = 0;

  /** The database as the cache sees it: counted. */
  function counted(target: Queryable): Queryable {
    return {
      query: (text, params) => {
        statements += 1;
        return target.query(text, params);
      },
      exec: (script) => target.exec(script),
    };
  }

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

  /** How many statements `read` sent. */
  async function statementsOf(read: () => Promise<unknown>): Promise<number> {
    const before = statements;
    await read();
    return statements - before;
  }

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertMenuWorld(db);
    await db.query(
      `insert into store_settings (name, legal_name, tagline, street_address, city, region, postal_code, latitude,
                                   longitude, phone, email, license_number, medical_license_number, merch_slug)
       values ('Test Leaf', 'Test Leaf LLC', 'Riverside cannabis.', '1 Main St', 'Monroe', 'MI', '48161', 41.9, -83.4,
               '(734) 555-0100', 'hi@leaf.test', 'AU-R-1', '', 'test-leaf')`,
    );
    await db.query(`insert into store_hours (weekday, opens_at, closes_at) values (1, '09:00', '21:00')`);
    stopWatching = await feed.watch(db);
    cache = new StoreWideCache(counted(db), feed);
  });
  afterAll(async () => {
    cache.stop();
    await stopWatching();
    await db.close();
  });

  it('reads the settings and the navigation once, then answers from memory', async () => {
    const settings = await cache.read(STORE_SETTINGS_READ);
    expect(settings.name).toBe('Test Leaf');
    expect((await cache.read(NAV_CATEGORIES_READ)).map((category) => category.slug)).toContain('vapes');
    expect(await statementsOf(() => cache.read(STORE_SETTINGS_READ))).toBe(0);
    expect(await statementsOf(() => cache.read(NAV_CATEGORIES_READ))).toBe(0);
    expect(await cache.read(STORE_SETTINGS_READ)).toBe(settings);
  });

  it('shows a change to the settings or the hours on the next read, and keeps the navigation', async () => {
    await cache.read(NAV_CATEGORIES_READ);
    await heard('store_changed', () => db.query(`update store_settings set tagline = 'Under new management'`));
    expect((await cache.read(STORE_SETTINGS_READ)).tagline).toBe('Under new management');
    await heard('store_changed', () =>
      db.query(`insert into store_hours (weekday, opens_at, closes_at) values (2, '10:00', '20:00')`),
    );
    expect((await cache.read(STORE_SETTINGS_READ)).hours.map((interval) => interval.weekday)).toEqual([1, 2]);
    expect(await statementsOf(() => cache.read(NAV_CATEGORIES_READ))).toBe(0);
  });

  it('shows a category that sold out or was renamed on the next read', async () => {
    const before = await cache.read(NAV_CATEGORIES_READ);
    const vapes = before.find((category) => category.slug === 'vapes')!;
    await heard('catalog_changed', () => db.query(`update categories set name = 'Vape Pens' where slug = 'vapes'`));
    expect((await cache.read(NAV_CATEGORIES_READ)).find((category) => category.slug === 'vapes')?.name).toBe(
      'Vape Pens',
    );
    await heard('catalog_changed', () =>
      db.query(
        `update variants set stock = 0 where product_id in (select p.id from products p join categories c
            on c.id = p.category_id where c.slug = $1 or c.parent_id = (select id from categories where slug = $1))`,
        [vapes.slug],
      ),
    );
    expect((await cache.read(NAV_CATEGORIES_READ)).map((category) => category.slug)).not.toContain('vapes');
  });

  it('shows a new deal and a renamed deal target on the next read', async () => {
    expect(await cache.read(ACTIVE_DEALS_READ)).toEqual([]);
    expect(await statementsOf(() => cache.read(ACTIVE_DEALS_READ))).toBe(0);
    await heard('store_changed', () =>
      insertDeal(db, {
        slug: 'motor-ten',
        kind: 'percent_off',
        percentOff: 10,
        scope: 'brands',
        targets: ['motor-city'],
      }),
    );
    const [deal] = await cache.read(ACTIVE_DEALS_READ);
    expect(deal).toMatchObject({ slug: 'motor-ten', targets: [{ kind: 'brand', slug: 'motor-city' }] });
    await heard('catalog_changed', () =>
      db.query(`update brands set name = 'Motor City Rosin' where slug = 'motor-city'`),
    );
    expect((await cache.read(ACTIVE_DEALS_READ))[0]!.targets[0]!.name).toBe('Motor City Rosin');
  });

  it('keeps the home page’s blocks and the store’s reviews until content changes', async () => {
    const HOME = publishedBlockPageRead('/');
    const hero = { id: 'hero', kind: 'hero', headline: 'Open late', text: '', ctaLabel: '', ctaHref: '', alt: '' };
    await heard('content_changed', () =>
      db.query(
        `insert into content_pages (path, kind, status, title, blocks, published_at)
         values ('/', 'blocks', 'published', 'Home', $1::text::jsonb, '2026-11-01T12:00:00Z')
         on conflict (path) do update set kind = excluded.kind, status = excluded.status, blocks = excluded.blocks,
           published_at = excluded.published_at`,
        [JSON.stringify([{ ...hero, mediaId: null }])],
      ),
    );
    await heard('content_changed', () =>
      db.query(
        `insert into reviews (subject, author_email, author_name, rating, body, verified) values ('store', 'a@x.test', 'Ada', 5, 'Kind staff.', true)`,
      ),
    );
    const home = await cache.read(HOME);
    expect(home.blocks).toMatchObject([{ kind: 'hero', headline: 'Open late' }]);
    const [summary, latest] = await cache.read(STORE_REVIEWS_READ);
    expect(summary).toMatchObject({ count: 1, average: 5 });
    expect(latest.map((review) => review.body)).toEqual(['Kind staff.']);
    expect(await statementsOf(() => Promise.all([cache.read(HOME), cache.read(STORE_REVIEWS_READ)]))).toBe(0);

    await heard('content_changed', () =>
      db.query(
        `insert into reviews (subject, author_email, author_name, rating, body, verified) values ('store', 'b@x.test', 'Bo', 3, 'Long line.', true)`,
      ),
    );
    expect((await cache.read(STORE_REVIEWS_READ))[0]).toMatchObject({ count: 2, average: 4 });
    await heard('content_changed', () =>
      db.query(`update content_pages set blocks = $1::text::jsonb where path = '/'`, [
        JSON.stringify([{ ...hero, headline: 'Open early', mediaId: null }]),
      ]),
    );
    expect((await cache.read(HOME)).blocks).toMatchObject([{ kind: 'hero', headline: 'Open early' }]);
  });

  it('forgets everything when the feed subscribes again (changes in between were not heard)', async () => {
    await cache.read(STORE_SETTINGS_READ);
    await cache.read(NAV_CATEGORIES_READ);
    feed.notify('store_changed', 'listening');
    expect(await statementsOf(() => cache.read(STORE_SETTINGS_READ))).toBeGreaterThan(0);
    expect(await statementsOf(() => cache.read(NAV_CATEGORIES_READ))).toBe(1);
  });

  it('keeps what it read until the next minute while it cannot hear the database, then reads it again', async () => {
    let now = Date.UTC(2026, 10, 25, 15, 0, 10);
    const deaf = new StoreWideCache(counted(db), new DataChangeFeed(), { clock: () => now });
    try {
      expect((await deaf.read(STORE_SETTINGS_READ)).name).toBe('Test Leaf');
      await db.query(`update store_settings set name = 'Test Leaf Two'`);
      now += 40_000;
      expect(await statementsOf(() => deaf.read(STORE_SETTINGS_READ))).toBe(0);
      expect((await deaf.read(STORE_SETTINGS_READ)).name).toBe('Test Leaf');
      now += 20_000;
      expect((await deaf.read(STORE_SETTINGS_READ)).name).toBe('Test Leaf Two');
    } finally {
      deaf.stop();
    }
  });

  it('does not keep a read that failed, and hands out values no caller can change', async () => {
    let fail = true;
    const flaky = {
      key: 'flaky',
      dependsOn: [] as ChangeChannel[],
      load: async () => {
        if (fail) throw new Error('database unavailable');
        return { hours: [{ weekday: 1 }] };
      },
    };
    await expect(cache.read(flaky)).rejects.toThrow('database unavailable');
    fail = false;
    const value = await cache.read(flaky);
    expect(value.hours[0]!.weekday).toBe(1);
    expect(() => {
      value.hours[0]!.weekday = 2;
    }).toThrow(TypeError);
    expect(Object.isFrozen(await cache.read(STORE_SETTINGS_READ))).toBe(true);
  });
});
