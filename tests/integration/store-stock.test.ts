import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellableProductSql } from '#lib/catalog/sellable.ts';
import { DataChangeFeed } from '#server/cache/change-feed.ts';
import { loadOrderItems } from '#server/cart/index.ts';
import { MenuCache } from '#server/catalog/index.ts';
import type { Database } from '#server/db/database.ts';
import { insertMenuWorld, menu } from '../support/menu-fixtures.ts';
import { expectedStoreMenu, storeMenuRows } from '../support/store-menu.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

interface Notification {
  table: string;
  op: string;
  store?: string | null;
  menuRows: number;
  productIds: string[] | null;
}

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let waited = 0; !condition(); waited += 10) {
    if (waited > 5000) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const STORE = `insert into stores (slug, name) values ($1, $2) returning id`;

/**
 * Each store's stock and own prices (`store_variants`): the catalog's stock stays the default
 * store's, equal to its row whichever side is written, and the menu's read model holds every
 * store's listing, prices and stock.
 */
describe(`stock and price per store on ${testEngine}`, () => {
  let db: Database;
  let stopListening: () => Promise<void>;
  const notifications: Notification[] = [];
  let monroe: string;
  let ypsilanti: string;
  let lansing: string;

  const variantId = async (sku: string) =>
    (await db.query<{ id: string }>('select id from variants where sku = $1', [sku]))[0]!.id;
  const productId = async (slug: string) =>
    (await db.query<{ id: string }>('select id from products where slug = $1', [slug]))[0]!.id;
  const stockAt = async (store: string, sku: string) =>
    (
      await db.query<{ stock: number }>(
        `select sv.stock from store_variants sv join variants v on v.id = sv.variant_id
          where sv.store_id = $1 and v.sku = $2 and sv.pool = 'all'`,
        [store, sku],
      )
    )[0]?.stock;
  const catalogStock = async (sku: string) =>
    (await db.query<{ stock: number }>('select stock from variants where sku = $1', [sku]))[0]!.stock;
  const storeRow = async (store: string, slug: string) =>
    (
      await db.query(
        `select m.listed, m.in_stock, m.low_stock, m.adult_price_cents, m.medical_price_cents, m.stock_total
           from menu_store_products m join products p on p.id = m.product_id where m.store_id = $1 and p.slug = $2`,
        [store, slug],
      )
    )[0];
  /** Waits for a notification sent after everything before it: PostgreSQL delivers in commit order. */
  const marker = async () => {
    const markers = () => notifications.filter((note) => note.table === 'strains').length;
    const before = markers();
    await db.query(`update strains set description = gen_random_uuid()::text where slug = 'marker'`);
    await until(() => markers() > before, 'the marker notification');
  };
  const announced = async (statement: string, params: unknown[] = []): Promise<Notification[]> => {
    await marker();
    const start = notifications.length;
    await db.query(statement, params);
    await marker();
    return notifications.slice(start).filter((note) => note.table !== 'strains');
  };

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertMenuWorld(db);
    await db.query(`insert into strains (slug, name, type) values ('marker', 'Marker', 'hybrid')`);
    monroe = (await db.query<{ id: string }>('select default_store_id() as id'))[0]!.id;
    ypsilanti = (await db.query<{ id: string }>(STORE, ['ypsilanti', 'Ypsilanti']))[0]!.id;
    lansing = (await db.query<{ id: string }>(STORE, ['lansing', 'Lansing']))[0]!.id;
    // Ypsilanti carries the flower at the catalog's prices, with stock of its own; Lansing sells
    // the Blue Dream eighth at its own price.
    await db.query(
      `insert into store_variants (store_id, variant_id, stock)
       select $1, v.id, 12 from variants v join products p on p.id = v.product_id
        where p.slug in ('blue-dream', 'sour-diesel', 'granddaddy-purple')`,
      [ypsilanti],
    );
    await db.query(
      `insert into store_variants (store_id, variant_id, stock, adult_use_price_cents, medical_price_cents)
       select $1, id, 4, 3000, 2800 from variants where sku = 'blue-dream-0'`,
      [lansing],
    );
    stopListening = await db.listen('catalog_changed', (payload) => notifications.push(JSON.parse(payload)));
  });
  afterAll(async () => {
    await stopListening();
    await db.close();
  });

  it('gives every size a default-store row equal to its stock, a new size too', async () => {
    const [counts] = await db.query<{ variants: number; rows: number; unequal: number }>(
      `select (select count(*) from variants)::int as variants,
              (select count(*) from store_variants where store_id = $1)::int as rows,
              (select count(*) from variants v left join store_variants sv
                  on sv.variant_id = v.id and sv.store_id = $1 and sv.pool = 'all'
                where sv.stock is distinct from v.stock)::int as unequal`,
      [monroe],
    );
    expect(counts).toEqual({ variants: counts!.variants, rows: counts!.variants, unequal: 0 });

    await db.query(
      `insert into variants (product_id, sku, size_label, weight_mg, adult_use_price_cents, stock)
       select id, 'blue-dream-2', '14 g', 14000, 11000, 6 from products where slug = 'blue-dream'`,
    );
    expect(await stockAt(monroe, 'blue-dream-2')).toBe(6);
    expect(await stockAt(ypsilanti, 'blue-dream-2')).toBeUndefined();
  });

  it('keeps variants.stock and the default store equal whichever side is written, announcing once', async () => {
    const blueDream = await productId('blue-dream');
    const fromCatalog = await announced(`update variants set stock = 0 where sku = 'blue-dream-1'`);
    expect(await stockAt(monroe, 'blue-dream-1')).toBe(0);
    expect(fromCatalog).toEqual([{ table: 'variants', op: 'update', menuRows: 1, productIds: [blueDream] }]);

    const fromStore = await announced(
      `update store_variants set stock = 7 where store_id = $1 and variant_id = $2 and pool = 'all'`,
      [monroe, await variantId('blue-dream-1')],
    );
    expect(await catalogStock('blue-dream-1')).toBe(7);
    expect(fromStore).toEqual([
      { table: 'store_variants', op: 'update', store: monroe, menuRows: 2, productIds: [blueDream] },
    ]);
    // menu_products (the default store) and its store row both show the 7 g back in stock.
    expect(
      await db.query(
        'select weights from menu_products where product_id = $1 union all ' +
          'select weights from menu_store_products where product_id = $1 and store_id = $2',
        [blueDream, monroe],
      ),
    ).toEqual([{ weights: [3500, 7000, 14000] }, { weights: [3500, 7000, 14000] }]);

    // Another store's stock is its own.
    await db.query(`update store_variants set stock = 3 where store_id = $1 and variant_id = $2`, [
      ypsilanti,
      await variantId('blue-dream-1'),
    ]);
    expect(await catalogStock('blue-dream-1')).toBe(7);
    expect(await stockAt(monroe, 'blue-dream-1')).toBe(7);
  });

  it('announces nothing for a sale that leaves the product as shoppers see it, and keeps the count', async () => {
    const sourDiesel = await productId('sour-diesel');
    const sold = await announced(
      `update store_variants set stock = stock - 1 where store_id = $1 and variant_id = $2`,
      [ypsilanti, await variantId('sour-diesel-0')],
    );
    expect(sold).toEqual([]);
    expect(await storeRow(ypsilanti, 'sour-diesel')).toMatchObject({
      in_stock: true,
      low_stock: false,
      stock_total: 23,
    });
    // The same at the default store, written the old way.
    expect(await announced(`update variants set stock = stock - 1 where sku = 'sour-diesel-0'`)).toEqual([]);
    expect(await storeRow(monroe, 'sour-diesel')).toMatchObject({ stock_total: 9 });

    // Selling out a size is seen: once, with the store.
    const soldOut = await announced(`update store_variants set stock = 0 where store_id = $1 and variant_id = $2`, [
      ypsilanti,
      await variantId('sour-diesel-0'),
    ]);
    expect(soldOut).toEqual([
      { table: 'store_variants', op: 'update', store: ypsilanti, menuRows: 1, productIds: [sourDiesel] },
    ]);
    expect(await storeRow(ypsilanti, 'sour-diesel')).toMatchObject({
      in_stock: true,
      adult_price_cents: 18000,
      stock_total: 12,
    });
    expect(await storeRow(monroe, 'sour-diesel')).toMatchObject({ adult_price_cents: 4000 });

    // Two low sizes with 6 units between them: the product turns low when a sale takes one, though
    // neither size crosses a level; the next sale only counts.
    const [eighth, ounce] = await Promise.all([variantId('sour-diesel-0'), variantId('sour-diesel-1')]);
    await db.query(`update store_variants set stock = 3 where store_id = $1 and variant_id = any ($2::uuid[])`, [
      ypsilanti,
      [eighth, ounce],
    ]);
    expect(await storeRow(ypsilanti, 'sour-diesel')).toMatchObject({ low_stock: false, stock_total: 6 });
    const sale = `update store_variants set stock = stock - 1 where store_id = $1 and variant_id = $2`;
    expect(await announced(sale, [ypsilanti, ounce])).toEqual([
      { table: 'store_variants', op: 'update', store: ypsilanti, menuRows: 1, productIds: [sourDiesel] },
    ]);
    expect(await storeRow(ypsilanti, 'sour-diesel')).toMatchObject({ low_stock: true, stock_total: 5 });
    expect(await announced(sale, [ypsilanti, ounce])).toEqual([]);
    expect(await storeRow(ypsilanti, 'sour-diesel')).toMatchObject({ low_stock: true, stock_total: 4 });
  });

  it('moves a store price left empty with the catalog, and keeps a store price that is set', async () => {
    await db.query(
      `update variants set adult_use_price_cents = 3300, medical_price_cents = 3100 where sku = 'blue-dream-0'`,
    );
    expect(await storeRow(ypsilanti, 'blue-dream')).toMatchObject({
      adult_price_cents: 3300,
      medical_price_cents: 3100,
    });
    expect(await storeRow(lansing, 'blue-dream')).toMatchObject({
      listed: true,
      in_stock: true,
      low_stock: true,
      adult_price_cents: 3000,
      medical_price_cents: 2800,
      stock_total: 4,
    });
    const id = await variantId('blue-dream-0');
    const [atYpsilanti, atLansing] = await Promise.all([
      loadOrderItems(db, [id], 'adult', ypsilanti),
      loadOrderItems(db, [id], 'medical', lansing),
    ]);
    expect(atYpsilanti.get(id)).toMatchObject({ unitPriceCents: 3300, stock: 12, sellable: true });
    expect(atLansing.get(id)).toMatchObject({ unitPriceCents: 2800, stock: 4, sellable: true });

    // The default store's own price is the one its menu (menu_products) shows.
    await db.query(`update store_variants set adult_use_price_cents = 2900 where store_id = $1 and variant_id = $2`, [
      monroe,
      id,
    ]);
    const [menuRow] = await db.query<{ adult_price_cents: number }>(
      `select adult_price_cents from menu_products where product_id = $1`,
      [await productId('blue-dream')],
    );
    expect(menuRow!.adult_price_cents).toBe(2900);
    expect((await loadOrderItems(db, [id], 'adult')).get(id)).toMatchObject({ unitPriceCents: 2900 });
  });

  it('reads an order’s sizes at the store it names, the default store when it names none', async () => {
    const ids = await Promise.all(['blue-dream-0', 'blue-dream-1', 'haze-disposable-0'].map(variantId));
    const byDefault = await loadOrderItems(db, ids, 'adult');
    expect(await loadOrderItems(db, ids, 'adult', monroe)).toEqual(byDefault);
    expect(ids.map((id) => byDefault.get(id)).map((item) => [item?.sizeLabel, item?.stock, item?.sellable])).toEqual([
      ['3.5 g', 10, true],
      ['7 g', 7, true],
      ['1 g', 3, true],
    ]);

    await db.query(`update store_variants set carried = false where store_id = $1 and variant_id = $2`, [
      ypsilanti,
      ids[1],
    ]);
    const atYpsilanti = await loadOrderItems(db, ids, 'adult', ypsilanti);
    expect(atYpsilanti.get(ids[0]!)).toMatchObject({ stock: 12, sellable: true });
    // Not carried, and not stocked at all: known sizes that cannot be sold there.
    expect(atYpsilanti.get(ids[1]!)).toMatchObject({ sellable: false });
    expect(atYpsilanti.get(ids[2]!)).toMatchObject({ stock: 0, sellable: false });
    expect(await loadOrderItems(db, ids, 'adult', 'not-a-store')).toEqual(new Map());
  });

  it('says which products may be bought at a store', async () => {
    const sellableAt = async (store?: string) =>
      (
        await db.query<{ slug: string }>(
          `select p.slug from products p where ${store ? sellableProductSql('$1::uuid') : sellableProductSql()} order by p.slug`,
          store ? [store] : [],
        )
      ).map((row) => row.slug);
    expect(await sellableAt(ypsilanti)).toEqual(['blue-dream', 'granddaddy-purple', 'sour-diesel']);
    expect(await sellableAt(lansing)).toEqual(['blue-dream']);
    expect(await sellableAt()).toEqual(await sellableAt(monroe));
    expect(await sellableAt()).toContain('haze-disposable');
  });

  it('holds, for every store, the menu a straight reading of its sizes gives', async () => {
    for (const store of [monroe, ypsilanti, lansing]) {
      expect(await storeMenuRows(db, store)).toEqual(await expectedStoreMenu(db, store));
    }
    await db.query(`delete from store_variants where store_id = $1`, [lansing]);
    expect(await storeRow(lansing, 'blue-dream')).toMatchObject({ listed: false, in_stock: false, stock_total: 0 });
  });

  it('tells the menu cache of a process that hears the database what a write at the default store changed', async () => {
    const feed = new DataChangeFeed();
    const stopWatching = await feed.watch(db);
    try {
      const cache = new MenuCache(db, feed);
      const sourDiesel = async () =>
        (await menu(db, 'category=flower', { cache })).cards.find((card) => card.slug === 'sour-diesel');
      expect(await sourDiesel()).toMatchObject({ inStock: true });
      const heard = new Promise<void>((resolve) => {
        const stop = feed.subscribe((_channel, payload) => {
          if (!payload.includes('"store_variants"')) return;
          stop();
          resolve();
        });
      });
      await db.query(
        `update store_variants sv set stock = 0 from variants v
          where v.id = sv.variant_id and sv.store_id = $1 and v.product_id = $2`,
        [monroe, await productId('sour-diesel')],
      );
      await heard;
      expect(await sourDiesel()).toMatchObject({ inStock: false });
    } finally {
      await stopWatching();
    }
  });

  it('gives a new store a row for every product, listing none until it stocks them', async () => {
    const [{ id }] = (await db.query<{ id: string }>(STORE, ['detroit', 'Detroit'])) as [{ id: string }];
    const [counts] = await db.query<{ products: number; rows: number; listed: number }>(
      `select (select count(*) from products)::int as products,
              count(*)::int as rows, count(*) filter (where listed)::int as listed
         from menu_store_products where store_id = $1`,
      [id],
    );
    expect(counts).toEqual({ products: counts!.products, rows: counts!.products, listed: 0 });
    await db.query(`delete from stores where id = $1`, [id]);
    expect(await db.query('select 1 from menu_store_products where store_id = $1', [id])).toEqual([]);
  });
});
