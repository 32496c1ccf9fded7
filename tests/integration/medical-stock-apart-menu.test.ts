import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuMode } from '#lib/catalog/menu-query.ts';
import type { MenuResult } from '#lib/catalog/menu-result.ts';
import { DataChangeFeed, type ChangeChannel } from '#server/cache/change-feed.ts';
import { MenuCache } from '#server/catalog/index.ts';
import type { Database, Queryable } from '#server/db/database.ts';
import { insertDeal, insertMenuWorld, menu, menuQuery } from '../support/menu-fixtures.ts';
import { DEAL_PERCENT, SHAPES, shapeOf, sqlMenu } from '../support/store-menu-sql.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

/** Wednesday 25 November 2026, 18:00 in Monroe: the Wednesday flower deal runs. */
const NOW = new Date('2026-11-25T23:00:00Z');

/** Both licences, then medical stock kept apart with `medical` units of each size (SQL over `v`, `p`). */
async function keepStockApart(db: Queryable, storeId: string, medical: string): Promise<void> {
  await db.query(
    `insert into store_licences (store_id, kind, number)
     select $1, kind, upper(left(kind, 2)) || '-' || $2
       from unnest(array['adult_use_retailer', 'medical_provisioning_center']) as kind
     on conflict do nothing`,
    [storeId, storeId.slice(0, 8)],
  );
  await db.query('update stores set medical_stock_apart = true where id = $1', [storeId]);
  await db.query(
    `update store_variants sv set stock = ${medical}
       from variants v join products p on p.id = v.product_id
      where sv.variant_id = v.id and sv.store_id = $1 and sv.pool = 'medical'`,
    [storeId],
  );
}

/**
 * The menu of a store keeping medical stock apart (decision 73): on the medical menu its listing's
 * stock is the medical count (in-stock filter, in stock first, facet counts, weights in stock), as
 * the database answers it from `menu_store_products`; on the adult-use menu, the sizes' own stock.
 * The default store keeping stock apart serves its medical menu the same way, and its adult-use
 * menu from the catalog index as before.
 */
describe(`the menu of a store keeping medical stock apart on ${testEngine}`, () => {
  let db: Database;
  let monroe: string;
  let ypsilanti: string;
  const feed = new DataChangeFeed();
  let stopWatching: () => Promise<void>;

  const card = (result: MenuResult, slug: string) => result.cards.find((each) => each.slug === slug);

  async function heard(channel: ChangeChannel, write: () => Promise<unknown>): Promise<void> {
    let stop: () => void = () => {};
    const delivered = new Promise<void>((resolve) => {
      stop = feed.subscribe((heardOn) => heardOn === channel && resolve());
    });
    await write();
    await delivered;
    stop();
  }

  async function answersAsSql(storeId: string, mode: MenuMode, options: { engineStore?: string } = {}) {
    const rankings = new MenuCache(db, feed);
    try {
      for (const shape of SHAPES) {
        const query = menuQuery(shape);
        const ranking = query.searchTerm ? await rankings.searchRanking(query.searchTerm) : null;
        const engine = await menu(db, shape, {
          mode,
          now: NOW,
          ...(options.engineStore ? { storeId: options.engineStore } : {}),
        });
        const expected = await sqlMenu(db, storeId, query, mode, {
          dealCategory: 'flower',
          ranking,
          pool: mode === 'medical' ? 'medical' : 'all',
        });
        expect({ shape, ...shapeOf(engine) }).toEqual({ shape, ...expected });
      }
    } finally {
      rankings.stop();
    }
  }

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertMenuWorld(db);
    monroe = (await db.query<{ id: string }>('select default_store_id() as id'))[0]!.id;
    [{ id: ypsilanti }] = (await db.query<{ id: string }>(
      `insert into stores (slug, name) values ('ypsilanti', 'Ypsilanti') returning id`,
    )) as [{ id: string }];
    await db.query(
      `insert into store_variants (store_id, variant_id, stock)
       select $1, v.id, case when p.slug = 'sour-diesel' then 0 else v.stock + 3 end
         from variants v join products p on p.id = v.product_id`,
      [ypsilanti],
    );
    // Patients: the Sour Diesel in stock (sold out for adult-use customers), the Blue Dream sold
    // out, the 7 g sizes and every other pre-roll too, everything else a few units.
    await keepStockApart(
      db,
      ypsilanti,
      `case when p.slug = 'sour-diesel' then 2 when p.slug = 'blue-dream' then 0
            when v.weight_mg = 7000 then 0
            when p.slug like 'pre-roll-%' and right(p.slug, 1) in ('1', '3', '5', '7', '9') then 0
            else 3 end`,
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

  it('shows patients the medical count and adult-use customers the other', async () => {
    const flower = (mode: MenuMode) => menu(db, 'category=flower', { mode, now: NOW, storeId: ypsilanti });
    const [medical, adult] = [await flower('medical'), await flower('adult')];
    expect(card(medical, 'sour-diesel')!.inStock).toBe(true);
    expect(card(adult, 'sour-diesel')!.inStock).toBe(false);
    expect(card(medical, 'blue-dream')!.inStock).toBe(false);
    expect(card(adult, 'blue-dream')!.inStock).toBe(true);
    // No 7 g for patients: only products with nothing in stock for them still name their 7 g.
    const sevens = async (mode: MenuMode) =>
      (await menu(db, 'inStock=1', { mode, now: NOW, storeId: ypsilanti })).facets.weights.find(
        (option) => option.value === '7000',
      )?.count ?? 0;
    expect(await sevens('adult')).toBeGreaterThan(0);
    expect(await sevens('medical')).toBe(0);
  });

  for (const mode of ['adult', 'medical'] as const) {
    it(`answers every filter, sort, search and page as SQL over its rows (${mode})`, async () => {
      await answersAsSql(ypsilanti, mode, { engineStore: ypsilanti });
    });
  }

  it('keeps the medical count current through sales that cross no level, and those that do', async () => {
    const cache = new MenuCache(db, feed);
    try {
      const inStock = (mode: MenuMode) =>
        menu(db, 'category=flower&inStock=1', { mode, now: NOW, storeId: ypsilanti, cache });
      const before = { medical: await inStock('medical'), adult: await inStock('adult') };
      expect(before.medical.cards.map((each) => each.slug)).toContain('sour-diesel');
      const sourDiesel = `(select v.id from variants v join products p on p.id = v.product_id where p.slug = 'sour-diesel')`;
      // A patient buys one of two (nothing a shopper sees changes), then the last.
      await db.query(
        `update store_variants set stock = stock - 1 where store_id = $1 and pool = 'medical' and variant_id in ${sourDiesel}`,
        [ypsilanti],
      );
      await heard('catalog_changed', () =>
        db.query(
          `update store_variants set stock = stock - 1 where store_id = $1 and pool = 'medical' and variant_id in ${sourDiesel}`,
          [ypsilanti],
        ),
      );
      const after = { medical: await inStock('medical'), adult: await inStock('adult') };
      expect(after.medical.cards.map((each) => each.slug)).not.toContain('sour-diesel');
      expect(after.medical.total).toBe(before.medical.total - 1);
      expect(shapeOf(after.adult)).toEqual(shapeOf(before.adult));

      // What the sales added to the read model is what rebuilding it says.
      const rows = () =>
        db.query(
          `select product_id, stock_total, low_stock, medical_stock_total, medical_low_stock, medical_in_stock
             from menu_store_products where store_id = $1 order by product_id`,
          [ypsilanti],
        );
      const kept = await rows();
      await db.query('select refresh_menu_store_products(array(select id from products), null)');
      expect(await rows()).toEqual(kept);
    } finally {
      cache.stop();
    }
  });

  it('keeps a store with one stock’s medical columns equal to the others', async () => {
    const [differing] = await db.query<{ n: number }>(
      `select count(*)::int as n from menu_store_products
        where store_id = $1
          and (medical_in_stock, medical_low_stock, medical_stock_total, medical_weights)
              is distinct from (in_stock, low_stock, stock_total, weights)`,
      [monroe],
    );
    expect(differing!.n).toBe(0);
  });

  it('serves the default store’s medical menu from its medical count once it keeps stock apart', async () => {
    const adultBefore = [];
    for (const shape of SHAPES) adultBefore.push(shapeOf(await menu(db, shape, { mode: 'adult', now: NOW })));
    await keepStockApart(db, monroe, `case when p.slug = 'granddaddy-purple' then 0 else v.stock % 4 end`);
    await answersAsSql(monroe, 'medical');
    const adultAfter = [];
    for (const shape of SHAPES) adultAfter.push(shapeOf(await menu(db, shape, { mode: 'adult', now: NOW })));
    expect(adultAfter).toEqual(adultBefore);
    const flower = await menu(db, 'category=flower', { mode: 'medical', now: NOW });
    expect(card(flower, 'granddaddy-purple')!.inStock).toBe(false);
  });
});
