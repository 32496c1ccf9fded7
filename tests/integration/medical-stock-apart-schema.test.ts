import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { insertMenuWorld } from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

/**
 * The rows a co-located store keeps medical stock apart with (R 420.205(3)-(4)): switching on
 * needs both licences and adds an empty medical count per size; new sizes get theirs; switching
 * off needs the medical counts empty; the licences stay while the store keeps stock apart.
 */
describe(`medical stock kept apart, in the database, on ${testEngine}`, () => {
  let db: Database;
  let store: string;

  const medicalRows = async () =>
    (
      await db.query<{ rows: number; units: number }>(
        `select count(*)::int as rows, coalesce(sum(stock), 0)::int as units
           from store_variants where store_id = $1 and pool = 'medical'`,
        [store],
      )
    )[0]!;
  const switchTo = (apart: boolean) =>
    db.query('update stores set medical_stock_apart = $2 where id = $1', [store, apart]);

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertMenuWorld(db);
    store = (
      await db.query<{ id: string }>(`insert into stores (slug, name) values ('ypsilanti', 'Ypsilanti') returning id`)
    )[0]!.id;
    await db.query(
      `insert into store_variants (store_id, variant_id, stock)
       select $1, v.id, 7 from variants v join products p on p.id = v.product_id where p.slug in ('blue-dream', 'sour-diesel')`,
      [store],
    );
    await db.query(
      `insert into store_licences (store_id, kind, number) values ($1, 'adult_use_retailer', 'AU-R-000101')`,
      [store],
    );
  });
  afterAll(async () => {
    await db.close();
  });

  it('refuses to keep stock apart without a medical licence', async () => {
    await expect(switchTo(true)).rejects.toThrow(/both an adult-use retailer and a medical provisioning center/);
    expect(await medicalRows()).toEqual({ rows: 0, units: 0 });
  });

  it('adds an empty medical count for every size the store holds, and for sizes it starts to hold', async () => {
    await db.query(
      `insert into store_licences (store_id, kind, number) values ($1, 'medical_provisioning_center', 'PC-000101')`,
      [store],
    );
    await switchTo(true);
    const sizes = (
      await db.query<{ n: number }>(
        `select count(*)::int as n from store_variants where store_id = $1 and pool = 'all'`,
        [store],
      )
    )[0]!.n;
    expect(sizes).toBeGreaterThan(0);
    expect(await medicalRows()).toEqual({ rows: sizes, units: 0 });
    // The adult-use counts are untouched.
    const [adult] = await db.query<{ units: number }>(
      `select sum(stock)::int as units from store_variants where store_id = $1 and pool = 'all'`,
      [store],
    );
    expect(adult!.units).toBe(sizes * 7);

    await db.query(
      `insert into store_variants (store_id, variant_id, stock)
       select $1, v.id, 3 from variants v join products p on p.id = v.product_id where p.slug = 'granddaddy-purple'`,
      [store],
    );
    const grown = (
      await db.query<{ n: number }>(
        `select count(*)::int as n from store_variants where store_id = $1 and pool = 'all'`,
        [store],
      )
    )[0]!.n;
    expect(grown).toBeGreaterThan(sizes);
    expect(await medicalRows()).toEqual({ rows: grown, units: 0 });
  });

  it('keeps a medical row to stock only: no price of its own, always carried', async () => {
    await expect(
      db.query(`update store_variants set adult_use_price_cents = 100 where store_id = $1 and pool = 'medical'`, [
        store,
      ]),
    ).rejects.toThrow(/store_variants_medical_row_is_stock_only/);
  });

  it('keeps both licences while the store keeps stock apart', async () => {
    await expect(
      db.query(`delete from store_licences where store_id = $1 and kind = 'medical_provisioning_center'`, [store]),
    ).rejects.toThrow(/keeps both its adult-use and medical licences/);
    await db.query(
      `update store_licences set number = 'PC-000102' where store_id = $1 and kind = 'medical_provisioning_center'`,
      [store],
    );
  });

  it('goes back to one stock only once the medical counts are empty', async () => {
    await db.query(
      `update store_variants set stock = 2
        where store_id = $1 and pool = 'medical'
          and variant_id = (select variant_id from store_variants where store_id = $1 and pool = 'medical' limit 1)`,
      [store],
    );
    await expect(switchTo(false)).rejects.toThrow(/medical stock must be sold or transferred/);
    expect((await medicalRows()).units).toBe(2);

    await db.query(`update store_variants set stock = 0 where store_id = $1 and pool = 'medical'`, [store]);
    await switchTo(false);
    expect(await medicalRows()).toEqual({ rows: 0, units: 0 });
  });
});
