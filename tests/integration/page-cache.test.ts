import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataChangeFeed, type ChangeChannel } from '#server/cache/change-feed.ts';
import { servePageWithCache, type PageCacheContext } from '#server/cache/page-cache-handler.ts';
import { PageCache } from '#server/cache/page-cache.ts';
import type { Database } from '#server/db/database.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

/**
 * The page cache against a real database: a change written to the catalog or the store reaches
 * the cache through the database's own notification (the migrations' triggers and LISTEN), with
 * nothing in the app telling it. On PostgreSQL the write and the listener use different
 * connections, as two instances of the store would.
 */

function visit(path: string): PageCacheContext {
  return {
    request: new Request(`http://shop.test${path}`, { headers: { host: 'shop.test', cookie: 'age_verified=adult' } }),
    url: new URL(`http://shop.test${path}`),
    locals: {},
    cookies: { headers: () => [] },
  };
}

describe(`the page cache on ${testEngine}`, () => {
  let db: Database;
  let stopWatching: () => Promise<void>;
  const feed = new DataChangeFeed();
  const cache = new PageCache({ maxBytes: 1024 * 1024 });
  const heard: ChangeChannel[] = [];
  let renders = 0;

  /** The product page as a page would render it: the price read from the database now. */
  async function productPage(): Promise<{ body: string; state: string | null }> {
    const context = visit('/products/cache-test-flower');
    const response = await servePageWithCache(cache, context, async () => {
      renders += 1;
      context.locals.isBot = false;
      context.locals.cacheable = true;
      const [row] = await db.query<{ price: number }>(
        `select adult_use_price_cents as price from variants where sku = 'cache-test-1'`,
      );
      return new Response(`<!doctype html><h1>Cache Test Flower</h1><p>$${(row!.price / 100).toFixed(2)}</p>`, {
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    });
    return { body: await response.text(), state: response.headers.get('x-cache') };
  }

  /** Waits until the cache has been emptied by a notification (delivered after the commit). */
  async function invalidatedBy(channel: ChangeChannel, write: () => Promise<unknown>): Promise<void> {
    await productPage(); // cached now
    expect((await productPage()).state).toBe('HIT');
    const before = cache.stats.invalidations;
    heard.length = 0;
    await write();
    await vi.waitFor(() => expect(cache.stats.invalidations).toBeGreaterThan(before), { timeout: 5_000 });
    expect(heard).toContain(channel);
    expect((await productPage()).state).toBe('MISS');
  }

  // Pages expire at the next minute on the wall clock: a test expecting a hit starts well inside one.
  async function startInsideAMinute(needsMs = 3_000): Promise<void> {
    const left = 60_000 - (Date.now() % 60_000);
    if (left < needsMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
  }
  beforeEach(() => startInsideAMinute());

  beforeAll(async () => {
    db = await openTestDatabase();
    await db.query(`insert into brands (slug, name) values ('cache-test', 'Cache Test Growers')`);
    await db.query(`insert into categories (slug, name, position) values ('cache-flower', 'Flower', 0)`);
    const [product] = await db.query<{ id: string }>(
      `insert into products (slug, name, brand_id, category_id)
       values ('cache-test-flower', 'Cache Test Flower', (select id from brands where slug = 'cache-test'),
               (select id from categories where slug = 'cache-flower'))
       returning id`,
    );
    await db.query(
      `insert into variants (product_id, sku, size_label, adult_use_price_cents, stock) values ($1, 'cache-test-1', '3.5 g', 3500, 10)`,
      [product!.id],
    );
    feed.subscribe((channel, payload) => {
      heard.push(channel);
      cache.heard(channel, payload);
    });
    stopWatching = await feed.watch(db);
    expect(feed.watching).toBe(true);
  });

  afterAll(async () => {
    await stopWatching?.();
    await db?.close();
  });

  it('serves a cached page until a variant price changes, then renders the new price', async () => {
    const first = await productPage();
    expect(first).toEqual({ body: expect.stringContaining('$35.00'), state: 'MISS' });
    const rendersBefore = renders;
    expect(await productPage()).toEqual({ body: first.body, state: 'HIT' });
    expect(renders).toBe(rendersBefore);

    await db.query(`update variants set adult_use_price_cents = 2999 where sku = 'cache-test-1'`);
    await vi.waitFor(() => expect(heard).toContain('catalog_changed'), { timeout: 5_000 });

    const after = await productPage();
    expect(after).toEqual({ body: expect.stringContaining('$29.99'), state: 'MISS' });
    expect(renders).toBe(rendersBefore + 1);
  });

  it('hears a change committed in a transaction only when it commits', async () => {
    await productPage();
    heard.length = 0;
    await db.transaction(async (tx) => {
      await tx.query(`update variants set adult_use_price_cents = 3199 where sku = 'cache-test-1'`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(heard).toEqual([]);
      expect((await productPage()).state).toBe('HIT');
    });
    await vi.waitFor(() => expect(heard).toContain('catalog_changed'), { timeout: 5_000 });
    expect(await productPage()).toEqual({ body: expect.stringContaining('$31.99'), state: 'MISS' });
  });

  it('keeps its pages when an order only moves stock (the catalog does not announce it)', async () => {
    await productPage();
    heard.length = 0;
    await db.query(`update variants set stock = stock - 1 where sku = 'cache-test-1'`); // 10 → 9: still in stock
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toEqual([]);
    expect((await productPage()).state).toBe('HIT');
  });

  it('is emptied by changes to brands and categories', async () => {
    await invalidatedBy('catalog_changed', () =>
      db.query(`update brands set name = 'Cache Test Growers Co.' where slug = 'cache-test'`),
    );
    await invalidatedBy('catalog_changed', () =>
      db.query(`insert into categories (slug, name, position) values ('cache-new', 'New', 9)`),
    );
  });

  it('is emptied by changes to the store settings, hours, holidays, deals and deal targets', async () => {
    // Statement triggers fire even when no row matches: a store without settings still notifies.
    await invalidatedBy('store_changed', () => db.query(`update store_settings set tagline = tagline`));
    await invalidatedBy('store_changed', () =>
      db.query(
        `insert into store_hours (weekday, opens_at, closes_at) values (1, '09:00', '21:00'), (2, '09:00', '21:00')`,
      ),
    );
    await invalidatedBy('store_changed', () => db.query(`update store_hours set closes_at = '22:00'`));
    await invalidatedBy('store_changed', () =>
      db.query(`insert into store_closures (day, name) values ('2026-12-25', 'Christmas Day')`),
    );
    await invalidatedBy('store_changed', () =>
      db.query(
        `insert into deals (slug, title, kind, percent_off, scope) values ('cache-deal', '10% off', 'percent_off', 10, 'brands')`,
      ),
    );
    await invalidatedBy('store_changed', () =>
      db.query(
        `insert into deal_targets (deal_id, brand_id)
         values ((select id from deals where slug = 'cache-deal'), (select id from brands where slug = 'cache-test'))`,
      ),
    );
    await invalidatedBy('store_changed', () => db.query(`delete from deals where slug = 'cache-deal'`));
  });

  it("keeps the pages of a store's own stock through another store's stock, not the default store's", async () => {
    const [monroe] = await db.query<{ id: string }>('select default_store_id() as id');
    const stores = await db.query<{ id: string; slug: string }>(
      `insert into stores (slug, name) values ('cache-ypsilanti', 'Ypsilanti'), ('cache-lansing', 'Lansing') returning id, slug`,
    );
    const storeId = (slug: string) => stores.find((store) => store.slug === slug)!.id;
    await db.query(
      `insert into store_variants (store_id, variant_id, stock)
       select s.id, v.id, 3 from stores s, variants v where s.slug like 'cache-%' and v.sku = 'cache-test-1'`,
    );
    /** A store's menu page as its page renders it: the store's stock read now, tagged with the store. */
    const storePage = async (slug: string) => {
      const context = visit(`/stores/${slug}`);
      const response = await servePageWithCache(cache, context, async () => {
        context.locals.isBot = false;
        context.locals.cacheable = true;
        context.locals.pageStock = { store: storeId(slug), defaultStore: monroe!.id };
        const [row] = await db.query<{ stock: number }>(
          `select sv.stock from store_variants sv join variants v on v.id = sv.variant_id
            where v.sku = 'cache-test-1' and sv.store_id = $1 and sv.pool = 'all'`,
          [storeId(slug)],
        );
        return new Response(`<!doctype html><p>${row!.stock} left</p>`, { headers: { 'content-type': 'text/html' } });
      });
      return { body: await response.text(), state: response.headers.get('x-cache') };
    };
    const writeAndWait = async (statement: string, params: unknown[]) => {
      const before = cache.stats.invalidations;
      await db.query(statement, params);
      await vi.waitFor(() => expect(cache.stats.invalidations).toBeGreaterThan(before), { timeout: 5_000 });
      // A statement may announce more than once (a catalog write and the menu rows it rebuilds): all heard.
      for (let seen = -1; seen !== cache.stats.invalidations;) {
        seen = cache.stats.invalidations;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };
    const everyPage = async () => ({
      ypsilanti: await storePage('cache-ypsilanti'),
      lansing: await storePage('cache-lansing'),
      product: (await productPage()).state,
    });

    // Notifications come in commit order: once a later write's is heard, the set-up's have been.
    await writeAndWait(`update brands set name = 'Cache Test Growers (stores)' where slug = 'cache-test'`, []);
    await startInsideAMinute(15_000);
    await everyPage();
    expect(await everyPage()).toMatchObject({ ypsilanti: { state: 'HIT' }, lansing: { state: 'HIT' }, product: 'HIT' });
    // Lansing sells out: its page and the page of every store's stock go, Ypsilanti's stays.
    await writeAndWait(`update store_variants set stock = 0 where store_id = $1`, [storeId('cache-lansing')]);
    expect(await everyPage()).toEqual({
      ypsilanti: { body: expect.stringContaining('3 left'), state: 'HIT' },
      lansing: { body: expect.stringContaining('0 left'), state: 'MISS' },
      product: 'MISS',
    });
    // The default store's sizes decide what every store lists: Ypsilanti's page goes too.
    await writeAndWait(`update store_variants set carried = false where store_id = $1 and pool = 'all'`, [monroe!.id]);
    expect((await storePage('cache-ypsilanti')).state).toBe('MISS');
  });

  it('notifies once per statement, however many rows it writes', async () => {
    heard.length = 0;
    await db.query(`update store_hours set opens_at = '10:00'`); // two rows
    await vi.waitFor(() => expect(heard).toContain('store_changed'), { timeout: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard.filter((channel) => channel === 'store_changed')).toHaveLength(1);
  });
});
