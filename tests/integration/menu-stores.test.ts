import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuMode } from '#lib/catalog/menu-query.ts';
import type { MenuResult } from '#lib/catalog/menu-result.ts';
import { DataChangeFeed, type ChangeChannel } from '#server/cache/change-feed.ts';
import { MenuCache, loadHomeMenu, loadStoreMenu, type MenuPageRequest } from '#server/catalog/index.ts';
import type { Database } from '#server/db/database.ts';
import { RATES, TIME_ZONE, insertDeal, insertMenuWorld, menu, menuQuery } from '../support/menu-fixtures.ts';
import { DEAL_PERCENT, SHAPES, shapeOf, sqlMenu } from '../support/store-menu-sql.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

/**
 * Thursday 26 November 2026, 00:30 in Monroe (Eastern) and still Wednesday, 23:30, in Iron
 * Mountain (Central): a Wednesday deal runs at the second store and not at the first.
 */
const NOW = new Date('2026-11-26T05:30:00Z');
const CENTRAL = 'America/Chicago';

/**
 * A second store's menu (its own listing, stock, prices and deals in its time zone) comes from the
 * one catalog index with the store's overlay, and answers as the database does; the default
 * store's menu is the home menu, byte for byte; a write at one store changes only its menu.
 */
describe(`a store's own menu on ${testEngine}`, () => {
  let db: Database;
  let monroe: string;
  let ironMountain: string;
  const feed = new DataChangeFeed();
  let stopWatching: () => Promise<void>;

  const settings = (store: { id: string; isDefault: boolean }, timeZone: string) => ({
    exciseTaxBps: RATES.exciseBps,
    salesTaxBps: RATES.salesBps,
    timeZone,
    merchSlug: 'river-raisin',
    store,
  });
  const request = (address: string, menuMode: MenuMode, store = { id: monroe, isDefault: true }) =>
    ({
      db,
      menuMode,
      settings: settings(store, TIME_ZONE),
      url: new URL(address, 'http://store.test'),
    }) satisfies MenuPageRequest;

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

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertMenuWorld(db);
    monroe = (await db.query<{ id: string }>('select default_store_id() as id'))[0]!.id;
    [{ id: ironMountain }] = (await db.query<{ id: string }>(
      `insert into stores (slug, name, timezone) values ('iron-mountain', 'Iron Mountain', $1) returning id`,
      [CENTRAL],
    )) as [{ id: string }];
    // Every active size of every product but the disposable; the 7 g Blue Dream is not carried; stock
    // of its own (the Sour Diesel and every third pre-roll sold out, the 1 g cartridge in stock),
    // and its own prices for the Blue Dream eighth and the cherry gummies.
    await db.query(
      `insert into store_variants (store_id, variant_id, stock, carried, adult_use_price_cents, medical_price_cents)
       select $1, v.id,
              case when p.slug = 'sour-diesel' then 0
                   when v.sku = 'blue-dream-cartridge-1' then 4
                   when p.slug like 'pre-roll-%' and (row_number() over (order by v.sku)) % 3 = 0 then 0
                   else v.stock + 3 end,
              v.sku <> 'blue-dream-1',
              case v.sku when 'blue-dream-0' then 3300 when 'cherry-gummies-0' then 1500 end,
              case v.sku when 'blue-dream-0' then 2900 end
         from variants v join products p on p.id = v.product_id
        where p.slug <> 'haze-disposable'`,
      [ironMountain],
    );
    await insertDeal(db, {
      slug: 'wednesday-flower',
      kind: 'percent_off',
      percentOff: DEAL_PERCENT,
      scope: 'categories',
      targets: ['flower'],
      daysOfWeek: [3],
    });
    stopWatching = await feed.watch(db);
  });
  afterAll(async () => {
    await stopWatching();
    await db.close();
  });

  it('differs from the default store where the store differs: listing, stock, own prices and deals', async () => {
    const at = (search: string, store: string | null) =>
      menu(db, search, { now: NOW, ...(store === null ? {} : { storeId: store, timeZone: CENTRAL }) });
    const card = (result: MenuResult, slug: string) => result.cards.find((each) => each.slug === slug);
    const [home, store] = [await at('', null), await at('', ironMountain)];
    // The disposable is not carried there.
    expect(store.total).toBe(home.total - 1);
    expect(card(await at('category=vapes', null), 'haze-disposable')).toBeDefined();
    expect(card(await at('category=vapes', ironMountain), 'haze-disposable')).toBeUndefined();
    // Its own price, less the Wednesday deal that runs in its time zone only; the Sour Diesel sold out there.
    const [homeFlower, storeFlower] = [await at('category=flower', null), await at('category=flower', ironMountain)];
    expect(card(storeFlower, 'blue-dream')).toMatchObject({
      priceCents: 2640,
      regularPriceCents: 3300,
      dealTitle: 'Wednesday Flower',
    });
    expect(card(homeFlower, 'blue-dream')).toMatchObject({
      priceCents: 3500,
      regularPriceCents: null,
      dealTitle: null,
    });
    expect(home.facets.onDealCount).toBe(0);
    expect(card(storeFlower, 'sour-diesel')!.inStock).toBe(false);
    expect(card(homeFlower, 'sour-diesel')!.inStock).toBe(true);
    // The 7 g is not carried there.
    expect(home.facets.weights.map((option) => option.value)).toContain('7000');
    expect(store.facets.weights.map((option) => option.value)).not.toContain('7000');
    expect(card(await at('category=edibles', ironMountain), 'cherry-gummies')!.priceCents).toBe(1500);
  });

  for (const mode of ['adult', 'medical'] as const) {
    it(`answers every filter, sort, search and page at the second store as SQL over its rows (${mode})`, async () => {
      const rankings = new MenuCache(db, feed);
      try {
        for (const shape of SHAPES) {
          const query = menuQuery(shape);
          const ranking = query.searchTerm ? await rankings.searchRanking(query.searchTerm) : null;
          const engine = await menu(db, shape, { mode, now: NOW, storeId: ironMountain, timeZone: CENTRAL });
          const expected = await sqlMenu(db, ironMountain, query, mode, { dealCategory: 'flower', ranking });
          expect({ shape, ...shapeOf(engine) }).toEqual({ shape, ...expected });
        }
      } finally {
        rankings.stop();
      }
    });
  }

  it('answers at the default store through its overlay as the catalog index does', async () => {
    for (const shape of SHAPES) {
      const catalog = await menu(db, shape, { now: NOW });
      const overlay = await menu(db, shape, { now: NOW, storeId: monroe });
      expect({ shape, result: overlay }).toEqual({ shape, result: catalog });
    }
  });

  it('gives the default store’s page the home menu, byte for byte', async () => {
    for (const mode of ['adult', 'medical'] as const) {
      for (const shape of SHAPES) {
        const address = `/?${shape}`;
        const home = await loadHomeMenu(request(address, mode));
        const store = await loadStoreMenu(request(address, mode));
        expect(JSON.stringify(store)).toBe(JSON.stringify(home));
      }
    }
  });

  it('gives a store’s page its own products and prices', async () => {
    const page = await loadStoreMenu({
      db,
      menuMode: 'adult',
      settings: settings({ id: ironMountain, isDefault: false }, CENTRAL),
      url: new URL('/stores/iron-mountain?category=flower&sort=price-asc', 'http://store.test'),
      now: NOW,
    });
    expect(page.category?.slug).toBe('flower');
    expect(page.result.cards.map((card) => [card.slug, card.priceCents, card.inStock])).toEqual([
      // In stock first: Granddaddy Purple (3000 less 20%), Blue Dream at its own 3300 less 20%;
      // the Sour Diesel sold out here.
      ['granddaddy-purple', 2400, true],
      ['blue-dream', 2640, true],
      ['sour-diesel', 3200, false],
    ]);
  });

  it('changes the store’s menu on a write at the store, leaving the default store’s as it was', async () => {
    const cache = new MenuCache(db, feed);
    try {
      const storeMenu = (search: string) =>
        menu(db, search, { now: NOW, storeId: ironMountain, timeZone: CENTRAL, cache });
      const homeMenu = (search: string) => menu(db, search, { now: NOW, cache });
      const storeBefore = await storeMenu('category=flower&inStock=1');
      const homeBefore = await homeMenu('category=flower&inStock=1');
      const index = await cache.facetIndex();
      const products = index.list();

      await heard('catalog_changed', () =>
        db.query(
          `update store_variants set stock = 0
            where store_id = $1 and variant_id = (select id from variants where sku = 'granddaddy-purple-0')`,
          [ironMountain],
        ),
      );
      const storeAfter = await storeMenu('category=flower&inStock=1');
      expect(storeAfter.total).toBe(storeBefore.total - 1);
      expect(storeAfter.cards.map((card) => card.slug)).not.toContain('granddaddy-purple');
      expect(storeAfter).toEqual(
        await menu(db, 'category=flower&inStock=1', { now: NOW, storeId: ironMountain, timeZone: CENTRAL }),
      );

      // The default store's index was neither re-read nor changed, and answers as before.
      expect(await cache.facetIndex()).toBe(index);
      expect(index.list()).toBe(products);
      expect(await homeMenu('category=flower&inStock=1')).toEqual(homeBefore);

      // A write at the default store reaches its own menu.
      await heard('catalog_changed', () => db.query(`update variants set stock = 0 where sku like 'sour-diesel-%'`));
      expect((await homeMenu('category=flower&inStock=1')).total).toBe(homeBefore.total - 1);
    } finally {
      cache.stop();
    }
  });
});
