import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoStore } from '#demo-store/index.ts';
import type { Database } from '#server/db/database.ts';
import { makeTempMediaDir } from '../support/media-dir.ts';
import { expectedStoreMenu, storeMenuRows } from '../support/store-menu.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

const NOW = new Date('2026-11-21T15:00:00Z');

/** The menu's read model per store over the whole demo catalog. */
describe(`the demo catalog's menu per store on ${testEngine}`, () => {
  let db: Database;
  let media: Awaited<ReturnType<typeof makeTempMediaDir>>;
  let monroe: string;

  beforeAll(async () => {
    db = await openTestDatabase();
    media = await makeTempMediaDir();
    await seedDemoStore(db, { mediaDir: media.mediaDir, demoAccounts: false, now: NOW });
    monroe = (await db.query<{ id: string }>('select default_store_id() as id'))[0]!.id;
  });
  afterAll(async () => {
    await db?.close();
    await media?.remove();
  });

  it('says for the default store what menu_products says', async () => {
    const differing = await db.query(
      `select m.slug from menu_products m
         left join menu_store_products s on s.product_id = m.product_id and s.store_id = $1
        where (s.listed, s.in_stock, s.excise_taxable, s.adult_price_cents, s.medical_price_cents, s.size_count, s.weights)
              is distinct from (m.listed, m.in_stock, m.excise_taxable, m.adult_price_cents, m.medical_price_cents,
                                m.size_count, m.weights)`,
      [monroe],
    );
    expect(differing).toEqual([]);
    const [counts] = await db.query<{ products: number; rows: number; listed: number }>(
      `select (select count(*) from menu_products)::int as products, count(*)::int as rows,
              count(*) filter (where listed)::int as listed
         from menu_store_products where store_id = $1`,
      [monroe],
    );
    expect(counts!.rows).toBe(counts!.products);
    expect(counts!.listed).toBeGreaterThan(100);
    expect(await storeMenuRows(db, monroe)).toEqual(await expectedStoreMenu(db, monroe));
  });

  it('holds for a second store what its own sizes, stock and prices give', async () => {
    const [{ id: ypsilanti }] = (await db.query<{ id: string }>(
      `insert into stores (slug, name) values ('ypsilanti', 'Ypsilanti') returning id`,
    )) as [{ id: string }];
    // A deterministic mix: some sizes missing, some not carried, some sold out, some low, some at
    // the store's own adult-use or medical price.
    await db.query(
      `insert into store_variants (store_id, variant_id, stock, adult_use_price_cents, medical_price_cents, carried)
       select $1, v.id,
              case when n % 5 = 0 then 0 else n % 17 end,
              case when n % 7 = 0 then greatest(v.adult_use_price_cents - 150, 0) end,
              case when n % 11 = 0 then greatest(v.adult_use_price_cents - 300, 0) end,
              n % 13 <> 0
         from (select v.*, row_number() over (order by v.sku) as n from variants v) v
        where n % 9 <> 0`,
      [ypsilanti],
    );
    const rows = await storeMenuRows(db, ypsilanti);
    expect(rows).toEqual(await expectedStoreMenu(db, ypsilanti));
    // The mix reaches every kind of row.
    expect(rows.some((row) => row.listed && !row.inStock)).toBe(true);
    expect(rows.some((row) => row.lowStock)).toBe(true);
    expect(rows.some((row) => !row.listed)).toBe(true);

    // A catalog-wide price change moves every price the store leaves to the catalog.
    await db.query('update variants set adult_use_price_cents = adult_use_price_cents + 100');
    expect(await storeMenuRows(db, ypsilanti)).toEqual(await expectedStoreMenu(db, ypsilanti));
    expect(await storeMenuRows(db, monroe)).toEqual(await expectedStoreMenu(db, monroe));
  });
});
