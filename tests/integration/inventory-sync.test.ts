import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isTooStaleToOrder } from '#lib/inventory/freshness.ts';
import type { Database } from '#server/db/database.ts';
import { loadStoreMenu } from '#server/catalog/index.ts';
import { changeStorePackage, listStorePackages } from '#server/inventory/admin/index.ts';
import { readStockFreshness, syncStoreInventory } from '#server/inventory/index.ts';
import { insertCategory, insertProduct } from '../support/menu-fixtures.ts';
import { insertOpenOrder, insertStore, useMetrc } from '../support/inventory-fixtures.ts';
import { MemoryInventorySource } from '../support/memory-inventory-source.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { insertTestStore } from '../support/test-store.ts';

/**
 * A store whose stock comes from Metrc (decision 77): its packages follow the source window by
 * window, ended and unlisted packages leave, and each size's stock is what its listable packages
 * hold less what open orders hold, in the count of its pool, reaching the menu's read model.
 */

const T0 = new Date('2026-12-08T15:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const ACTOR = { id: null, email: 'manager@example.com' };

describe(`syncing a store's stock from its source on ${testEngine}`, () => {
  let db: Database;
  let ypsilanti: string;
  let store: { id: string; slug: string; name: string; isDefault: boolean };
  let eighth: string;
  let gummies: string;
  let source: MemoryInventorySource;
  let orders = 0;

  const stock = async (variantId: string, pool = 'all') =>
    (
      await db.query<{ stock: number }>(
        'select stock from store_variants where store_id = $1 and variant_id = $2 and pool = $3',
        [ypsilanti, variantId, pool],
      )
    )[0]?.stock;
  const packageRow = async (label: string) =>
    (
      await db.query<{
        id: string;
        quantity: string;
        gone_at: Date | null;
        weight_confirmed_at: Date | null;
        variant_id: string | null;
      }>(
        'select id, quantity, gone_at, weight_confirmed_at, variant_id from store_packages where store_id = $1 and label = $2',
        [ypsilanti, label],
      )
    )[0];
  const map = async (label: string, variantId: string, now: Date) =>
    changeStorePackage(db, ACTOR, store, (await packageRow(label))!.id, { variantId }, now);
  const sync = (now: Date, full = false) => syncStoreInventory(db, source, ypsilanti, { now, full });
  /** A package of loose flower, sold by the gram, changed at `seconds`. */
  const flower = (label: string, grams: number, seconds: number) =>
    source.set({
      label,
      category: 'Buds',
      unitOfMeasure: 'Grams',
      unitWeightGrams: null,
      quantity: grams,
      modifiedAt: at(seconds).toISOString(),
    });

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertTestStore(db);
    await insertCategory(db, 'flower');
    await insertCategory(db, 'edibles');
    await insertProduct(db, {
      slug: 'blue-dream',
      category: 'flower',
      variants: [{ size: '3.5 g', price: 3500, stock: 0, weightMg: 3_500 }],
    });
    await insertProduct(db, {
      slug: 'gummies',
      category: 'edibles',
      variants: [{ size: '10 pack', price: 2000, stock: 0 }],
    });
    [eighth, gummies] = (
      await db.query<{ id: string }>(
        'select v.id from variants v join products p on p.id = v.product_id order by p.slug',
      )
    ).map((row) => row.id) as [string, string];
    ypsilanti = await insertStore(db, 'ypsilanti', 'Ypsilanti');
    store = { id: ypsilanti, slug: 'ypsilanti', name: 'Ypsilanti', isDefault: false };
    await useMetrc(db, ypsilanti);
  });
  afterAll(() => db.close());
  beforeEach(() => {
    source = new MemoryInventorySource();
  });

  it('fetches every package on the first sync, then only the window since the last, less 5 s of overlap', async () => {
    flower('PKGFLOWER1', 28, -3600);
    source.set({
      label: 'PKGGUMMY1',
      category: 'Infused Edible',
      unitWeightGrams: 50,
      quantity: 12,
      modifiedAt: at(-60).toISOString(),
    });
    expect(await sync(at(0))).toMatchObject({ synced: true, packages: 2, full: true });
    expect(source.windows[0]).toEqual({ since: null, until: at(0) });
    await map('PKGFLOWER1', eighth, at(1));
    await map('PKGGUMMY1', gummies, at(1));
    expect(await stock(eighth)).toBe(8);
    expect(await stock(gummies)).toBe(12);

    source.set({ label: 'PKGGUMMY1', quantity: 9, modifiedAt: at(20).toISOString() });
    expect(await sync(at(30))).toMatchObject({ synced: true, packages: 1, full: false });
    expect(source.windows[1]).toEqual({ since: at(-5), until: at(30) });
    expect(await stock(gummies)).toBe(9);
    expect((await packageRow('PKGGUMMY1'))!.variant_id).toBe(gummies);
    const [menu] = await db.query<{ stock_total: number }>(
      `select m.stock_total from menu_store_products m join products p on p.id = m.product_id
        where m.store_id = $1 and p.slug = 'gummies'`,
      [ypsilanti],
    );
    expect(menu!.stock_total).toBe(9);
  });

  it('ends packages the source ended, and on a full reconcile those it no longer lists', async () => {
    source.set({ label: 'PKGGUMMY1', quantity: 9, modifiedAt: at(20).toISOString() });
    flower('PKGFLOWER1', 28, -3600);
    source.end('PKGGUMMY1', at(40));
    expect(await sync(at(60))).toMatchObject({ synced: true, ended: 1 });
    expect((await packageRow('PKGGUMMY1'))!.gone_at).toEqual(at(60));
    expect(await stock(gummies)).toBe(0);

    source.forget('PKGFLOWER1');
    expect(await sync(at(90))).toMatchObject({ synced: true, ended: 0 });
    expect((await packageRow('PKGFLOWER1'))!.gone_at).toBeNull();
    expect(await sync(at(120), true)).toMatchObject({ synced: true, full: true, ended: 1 });
    expect((await packageRow('PKGFLOWER1'))!.gone_at).toEqual(at(120));
    expect(await stock(eighth)).toBe(0);

    // A package the source lists again is active again, still sold as its size.
    flower('PKGFLOWER1', 7, 130);
    await sync(at(150));
    expect((await packageRow('PKGFLOWER1'))!.gone_at).toBeNull();
    expect(await stock(eighth)).toBe(2);
  });

  it('subtracts what open orders hold, never below 0, and counts medical packages apart where the store keeps them apart', async () => {
    flower('PKGFLOWER1', 28, 200);
    await insertOpenOrder(db, ypsilanti, eighth, 3, { number: `RR-INV${++orders}` });
    await insertOpenOrder(db, ypsilanti, eighth, 2, { number: `RR-INV${++orders}`, status: 'ready' });
    await insertOpenOrder(db, ypsilanti, eighth, 4, { number: `RR-INV${++orders}`, status: 'picked_up' });
    await sync(at(210));
    expect(await stock(eighth)).toBe(8 - 5);
    await insertOpenOrder(db, ypsilanti, eighth, 6, { number: `RR-INV${++orders}`, status: 'accepted' });
    await sync(at(220), true);
    expect(await stock(eighth)).toBe(0);
    await db.query(
      `update orders set status = 'cancelled' where store_id = $1 and status in ('placed', 'accepted', 'ready')`,
      [ypsilanti],
    );

    await db.query(
      `insert into store_licences (store_id, kind, number) values
         ($1, 'adult_use_retailer', 'AU-R-000555'), ($1, 'medical_provisioning_center', 'PC-000777')`,
      [ypsilanti],
    );
    await db.query('update stores set medical_stock_apart = true where id = $1', [ypsilanti]);
    flower('PKGMEDICAL1', 14, 230);
    await sync(at(240));
    await db.query(`update store_packages set pool = 'medical' where label = 'PKGMEDICAL1'`);
    await map('PKGMEDICAL1', eighth, at(241));
    await insertOpenOrder(db, ypsilanti, eighth, 1, { number: `RR-INV${++orders}`, pool: 'medical' });
    await sync(at(250), true);
    expect(await stock(eighth, 'all')).toBe(8);
    expect(await stock(eighth, 'medical')).toBe(4 - 1);
    await db.query(`update orders set status = 'cancelled' where store_id = $1 and status = 'placed'`, [ypsilanti]);
    source.forget('PKGMEDICAL1');
    await sync(at(260), true);
    expect(await stock(eighth, 'medical')).toBe(0);
    await db.query('update stores set medical_stock_apart = false where id = $1', [ypsilanti]);
  });

  it('lists every package with why it is not on the menu, and holds an unusual weight until staff confirm it', async () => {
    const pkg = (label: string, fields: Record<string, unknown>) =>
      source.set({
        label,
        category: 'Buds',
        unitWeightGrams: 3.5,
        quantity: 5,
        modifiedAt: at(300).toISOString(),
        ...fields,
      });
    pkg('PKGHOLD1', { onHold: true });
    pkg('PKGFAILED1', { labState: 'TestFailed' });
    pkg('PKGUNTESTED1', { labState: 'NotSubmitted' });
    pkg('PKGEXPIRED1', { expiresOn: '2026-12-07' });
    pkg('PKGPREROLL1', { category: 'Pre-Roll Flower', unitWeightGrams: 2.5 });
    pkg('PKGEMPTY1', { quantity: 0 });
    pkg('PKGNEW1', {});
    await sync(at(310), true);
    for (const label of ['PKGHOLD1', 'PKGFAILED1', 'PKGUNTESTED1', 'PKGEXPIRED1', 'PKGPREROLL1', 'PKGEMPTY1']) {
      await map(label, gummies, at(311));
    }
    const page = await listStorePackages(db, store, at(320));
    const reasons = Object.fromEntries(page.packages.map((item) => [item.label, item.unlisted]));
    expect(reasons).toMatchObject({
      PKGHOLD1: 'on-hold',
      PKGFAILED1: 'lab-failed',
      PKGUNTESTED1: 'lab-untested',
      PKGEXPIRED1: 'expired',
      PKGPREROLL1: 'weight-unconfirmed',
      PKGEMPTY1: 'no-stock',
      PKGNEW1: 'not-mapped',
      PKGGUMMY1: 'gone',
    });
    expect(page.packages.find((item) => item.label === 'PKGNEW1')!.unlistedSentence).toBe(
      'No menu size is chosen for this package yet: choose the size it is sold as.',
    );
    expect(await stock(gummies)).toBe(0);

    const preRoll = (await packageRow('PKGPREROLL1'))!;
    const confirmed = await changeStorePackage(db, ACTOR, store, preRoll.id, { confirmWeight: true }, at(330));
    expect(confirmed.unlisted).toBeNull();
    expect(await stock(gummies)).toBe(5);
    const [audit] = await db.query<{ summary: string }>(
      `select summary from staff_audit_log where entity_id = $1 and action = 'confirm_weight'`,
      [preRoll.id],
    );
    expect(audit!.summary).toBe(
      'Item PKGPREROLL1 (PKGPREROLL1) at Ypsilanti: unit weight of 2.5 g confirmed for Pre-Roll Flower',
    );
    await expect(
      changeStorePackage(db, ACTOR, store, preRoll.id, { confirmWeight: true }, at(331)),
    ).rejects.toMatchObject({ status: 409 });

    // The same weight again keeps the confirmation; a changed one asks for it again.
    pkg('PKGPREROLL1', {
      category: 'Pre-Roll Flower',
      unitWeightGrams: 2.5,
      quantity: 4,
      modifiedAt: at(340).toISOString(),
    });
    await sync(at(350));
    expect((await packageRow('PKGPREROLL1'))!.weight_confirmed_at).not.toBeNull();
    expect(await stock(gummies)).toBe(4);
    pkg('PKGPREROLL1', {
      category: 'Pre-Roll Flower',
      unitWeightGrams: 2.7,
      quantity: 4,
      modifiedAt: at(360).toISOString(),
    });
    await sync(at(370));
    expect((await packageRow('PKGPREROLL1'))!.weight_confirmed_at).toBeNull();
    expect(await stock(gummies)).toBe(0);
    await expect(
      changeStorePackage(
        db,
        ACTOR,
        { ...store, id: (await db.query<{ id: string }>('select public.default_store_id() as id'))[0]!.id },
        preRoll.id,
        { confirmWeight: true },
        at(371),
      ),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('sets refused credentials to attention and syncs the store no more until they are saved again', async () => {
    source.failWith = 'unavailable';
    expect(await sync(at(400))).toMatchObject({ synced: false, reason: 'failed' });
    const [failed] = await db.query<{ last_error: string; credentials_state: string; last_synced_at: Date }>(
      'select last_error, credentials_state, last_synced_at from store_inventory_sources where store_id = $1',
      [ypsilanti],
    );
    expect(failed).toMatchObject({
      last_error: 'The source answered 503 (unavailable).',
      credentials_state: 'ok',
      last_synced_at: at(370),
    });

    source.failWith = 'credentials';
    expect(await sync(at(410))).toMatchObject({ synced: false, reason: 'credentials' });
    source.failWith = null;
    expect(await sync(at(420))).toEqual({ synced: false, reason: 'credentials' });
    expect(source.windows).toHaveLength(0);
    const [attention] = await db.query<{ credentials_state: string; credentials_problem: string }>(
      'select credentials_state, credentials_problem from store_inventory_sources where store_id = $1',
      [ypsilanti],
    );
    expect(attention).toEqual({
      credentials_state: 'attention',
      credentials_problem: 'The source answered 401 (credentials).',
    });
    await useMetrc(db, ypsilanti);
    expect(await sync(at(430))).toMatchObject({ synced: true });
    const [cleared] = await db.query<{ last_error: string; last_error_at: Date | null }>(
      'select last_error, last_error_at from store_inventory_sources where store_id = $1',
      [ypsilanti],
    );
    expect(cleared).toEqual({ last_error: '', last_error_at: null });
  });

  it('tells the orders domain how old each store’s stock is', async () => {
    const monroe = (await db.query<{ id: string }>('select public.default_store_id() as id'))[0]!.id;
    const freshness = await readStockFreshness(db, [ypsilanti, monroe]);
    expect(freshness.get(ypsilanti)).toEqual({ kind: 'metrc', lastSyncedAt: at(430) });
    expect(freshness.get(monroe)).toEqual({ kind: 'own', lastSyncedAt: null });
    // Ordering at the store is refused once its stock is over 15 minutes old.
    expect(isTooStaleToOrder(freshness.get(ypsilanti)!.lastSyncedAt, at(430 + 15 * 60))).toBe(false);
    expect(isTooStaleToOrder(freshness.get(ypsilanti)!.lastSyncedAt, at(430 + 15 * 60 + 1))).toBe(true);
    const menuOf = (id: string, isDefault: boolean) =>
      loadStoreMenu({
        db,
        menuMode: 'adult',
        settings: {
          exciseTaxBps: 1000,
          salesTaxBps: 600,
          timeZone: 'America/Detroit',
          merchSlug: 'rr',
          store: { id, isDefault },
        },
        url: new URL('http://shop.test/stores/ypsilanti'),
        now: at(470),
      });
    expect((await menuOf(ypsilanti, false)).stockSynced).toBe('Stock synced 40 s ago');
    expect((await menuOf(monroe, true)).stockSynced).toBeNull();
  });

  it('syncs 5 000 packages in one go, quickly', async () => {
    const many = await insertStore(db, 'dexter', 'Dexter');
    await useMetrc(db, many);
    const big = new MemoryInventorySource();
    for (let index = 0; index < 5_000; index++) {
      big.set({ label: `PKGBULK${String(index).padStart(5, '0')}`, quantity: 3, modifiedAt: at(500).toISOString() });
    }
    const started = performance.now();
    expect(await syncStoreInventory(db, big, many, { now: at(510) })).toMatchObject({ synced: true, packages: 5_000 });
    await db.query(`update store_packages set variant_id = $2 where store_id = $1`, [many, gummies]);
    for (const pkg of big.packages.values()) pkg.modifiedAt = at(515).toISOString();
    expect(await syncStoreInventory(db, big, many, { now: at(520) })).toMatchObject({ synced: true, packages: 5_000 });
    const elapsed = performance.now() - started;
    const [held] = await db.query<{ stock: number }>(
      `select stock from store_variants where store_id = $1 and variant_id = $2 and pool = 'all'`,
      [many, gummies],
    );
    expect(held!.stock).toBe(15_000);
    expect(elapsed).toBeLessThan(20_000);
  }, 60_000);
});
