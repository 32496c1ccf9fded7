import type { APIRoute } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuBoardPage } from '#lib/catalog/menu-board.ts';
import type { ProductEditorData } from '#lib/catalog/product-editor.ts';
import type { StoreDetail } from '#lib/stores/store-admin.ts';
import { loadSignedInAccount, type SignedInAccount } from '#server/customers/signed-in-account.ts';
import { listAudit } from '#server/dashboard/audit-log.ts';
import type { Database } from '#server/db/database.ts';
import { Refusal } from '#server/http/refusal.ts';
import { lowStock } from '#server/catalog/admin/index.ts';
import { refusingStockApartBreaks } from '#server/stores/admin/index.ts';
import * as storesEndpoint from '../../src/pages/api/dashboard/stores/index.ts';
import * as storeEndpoint from '../../src/pages/api/dashboard/stores/[id]/index.ts';
import * as medicalStockEndpoint from '../../src/pages/api/dashboard/stores/[id]/medical-stock.ts';
import * as sectionEndpoint from '../../src/pages/api/dashboard/settings/[section].ts';
import * as menuEndpoint from '../../src/pages/api/dashboard/catalog/menu/index.ts';
import * as variantEndpoint from '../../src/pages/api/dashboard/catalog/variants/[id].ts';
import * as productEndpoint from '../../src/pages/api/dashboard/catalog/products/[id]/index.ts';
import * as productVariantEndpoint from '../../src/pages/api/dashboard/catalog/products/[id]/variants/[variantId].ts';
import { callThroughGuard } from '../support/dashboard-endpoint-call.ts';
import { insertCategory, insertProduct } from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { insertTestStore } from '../support/test-store.ts';

/**
 * The switch "Keep medical and adult-use stock apart" on a store's own page (decision 73): only
 * with both licences, off only with no medical stock left, and neither licence removed while on
 * (store page and the default store's settings page), each refused with a 409 saying why and
 * nothing written; the database's own refusal reads the same. Its admins and managers switch
 * it; a manager of another store changes nothing. Such a store's board shows and edits two counts.
 */

const NOW = new Date('2026-12-07T17:00:00Z');

type Answer = { error: string; fields: Record<string, string[]> } & Record<string, unknown>;

const week = (opens: string, closes: string) => ({
  days: Array.from({ length: 7 }, (_, weekday) => ({ intervals: weekday === 0 ? [] : [{ opens, closes }] })),
});

const YPSILANTI = {
  name: 'Ypsilanti',
  slug: 'ypsilanti',
  street: '14 N Washington St',
  city: 'Ypsilanti',
  region: 'mi',
  postalCode: '48197',
  municipality: 'City of Ypsilanti',
  timeZone: 'America/Detroit',
  phone: '734 555 0188',
  email: 'ypsi@example.com',
  licences: [{ kind: 'adult_use_retailer', number: 'AU-R-000555', expiresOn: '2027-06-30' }],
  hours: { inStore: week('10:00', '21:00'), pickup: null },
  slotMinutes: '20',
  slotCapacity: '6',
  orderHoldMinutes: '90',
};
const MEDICAL = { kind: 'medical_provisioning_center', number: 'PC-000777', expiresOn: '' };

describe(`keeping medical stock apart on ${testEngine}`, () => {
  let db: Database;
  let admin: SignedInAccount;
  let ypsiManager: SignedInAccount;
  let monroeManager: SignedInAccount;
  let monroe: string;
  let ypsilanti: string;
  let size: string;

  async function account(email: string, role: 'manager' | 'admin'): Promise<SignedInAccount> {
    const [user] = await db.query<{ id: string }>(
      `insert into auth.users (email, email_confirmed_at) values ($1, now()) returning id`,
      [email],
    );
    await db.query('insert into profiles (id, role, full_name) values ($1, $2, $3)', [user!.id, role, email]);
    return (await loadSignedInAccount(db, { id: user!.id, email, emailConfirmed: true }))!;
  }

  async function call(
    caller: SignedInAccount,
    handler: APIRoute | undefined,
    method: string,
    path: string,
    { body, params }: { body?: unknown; params?: Record<string, string> } = {},
  ): Promise<{ status: number; body: Answer }> {
    const account = await loadSignedInAccount(db, { id: caller.id, email: caller.email, emailConfirmed: true });
    const response = await callThroughGuard(handler, {
      db,
      account: account!,
      method,
      path,
      body,
      params,
      config: { staging: { forced: false } },
      clock: { kind: 'machine', now: () => NOW },
    });
    return { status: response.status, body: (await response.json()) as Answer };
  }

  const switchTo = (caller: SignedInAccount, storeId: string, apart: boolean, store = 'ypsilanti') =>
    call(caller, medicalStockEndpoint.PUT, 'PUT', `stores/${storeId}/medical-stock?store=${store}`, {
      body: { apart },
      params: { id: storeId },
    });

  /** The store's switch, licences and medical rows. */
  async function state(storeId: string) {
    const [store] = await db.query<{ apart: boolean }>(
      'select medical_stock_apart as apart from stores where id = $1',
      [storeId],
    );
    const licences = await db.query<{ kind: string }>(
      'select kind from store_licences where store_id = $1 order by kind',
      [storeId],
    );
    const medical = await db.query<{ stock: number }>(
      `select stock from store_variants where store_id = $1 and pool = 'medical'`,
      [storeId],
    );
    return { apart: store!.apart, licences: licences.map((row) => row.kind), medical: medical.map((row) => row.stock) };
  }

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertTestStore(db);
    monroe = (await db.query<{ id: string }>('select id from stores where is_default'))[0]!.id;
    admin = await account('owner@example.com', 'admin');
    await insertCategory(db, 'flower');
    await insertProduct(db, {
      slug: 'blue-dream',
      category: 'flower',
      variants: [{ size: '3.5 g', price: 3500, stock: 4 }],
    });
    size = (await db.query<{ id: string }>('select id from variants'))[0]!.id;
    const added = await call(admin, storesEndpoint.POST, 'POST', 'stores', { body: YPSILANTI });
    expect(added.status).toBe(201);
    ypsilanti = (added.body as unknown as StoreDetail).id;
    await db.query('insert into store_variants (store_id, variant_id, stock) values ($1, $2, 5)', [ypsilanti, size]);
    ypsiManager = await account('ypsi@example.com', 'manager');
    monroeManager = await account('monroe@example.com', 'manager');
    await db.query('insert into staff_store_assignments (user_id, store_id) values ($1, $2), ($3, $4)', [
      ypsiManager.id,
      ypsilanti,
      monroeManager.id,
      monroe,
    ]);
  });
  afterAll(() => db.close());

  it('refuses the switch to a store without both licences, saying why, and writes nothing', async () => {
    const before = await state(ypsilanti);
    const refused = await switchTo(ypsiManager, ypsilanti, true);
    expect(refused).toMatchObject({
      status: 409,
      body: {
        error:
          'Ypsilanti can keep medical and adult-use stock apart only while it holds both an adult-use retailer and a medical provisioning center licence.',
      },
    });
    expect(await state(ypsilanti)).toEqual(before);
  });

  it('lets a manager of the store switch it on once it holds both, with a medical count of 0 per size, audited', async () => {
    const licensed = await call(ypsiManager, storeEndpoint.PUT, 'PUT', `stores/${ypsilanti}?store=ypsilanti`, {
      body: { ...YPSILANTI, licences: [...YPSILANTI.licences, MEDICAL] },
      params: { id: ypsilanti },
    });
    expect(licensed.status).toBe(200);
    expect(licensed.body).toMatchObject({ medicalStockApart: false });
    const on = await switchTo(ypsiManager, ypsilanti, true);
    expect(on).toMatchObject({ status: 200, body: { medicalStockApart: true } });
    expect(await state(ypsilanti)).toEqual({
      apart: true,
      licences: ['adult_use_retailer', 'medical_provisioning_center'],
      medical: [0],
    });
    const [entry] = await listAudit(db, [{ entityType: 'store', entityId: ypsilanti }]);
    expect(entry).toMatchObject({
      action: 'medical_stock_apart',
      summary: 'Ypsilanti: keeps medical and adult-use stock apart',
    });
    const again = await switchTo(ypsiManager, ypsilanti, true);
    expect(again.status).toBe(200);
    expect(await listAudit(db, [{ entityType: 'store', entityId: ypsilanti }])).toHaveLength(
      (await listAudit(db, [{ entityType: 'store', entityId: ypsilanti }])).length,
    );
  });

  it('refuses a manager of another store, about that store or about their own, changing nothing', async () => {
    const before = await state(ypsilanti);
    expect((await switchTo(monroeManager, ypsilanti, false)).status).toBe(403);
    expect((await switchTo(monroeManager, ypsilanti, false, 'monroe')).status).toBe(404);
    expect(await state(ypsilanti)).toEqual(before);
  });

  it('keeps both licences while the stock is apart: the store page and the settings page answer 409', async () => {
    const before = await state(ypsilanti);
    const fromStorePage = await call(ypsiManager, storeEndpoint.PUT, 'PUT', `stores/${ypsilanti}?store=ypsilanti`, {
      body: { ...YPSILANTI, licences: [MEDICAL] },
      params: { id: ypsilanti },
    });
    const keeps =
      'Ypsilanti keeps medical and adult-use stock apart, so it keeps both its adult-use retailer and medical provisioning center licences. Turn off “Keep medical and adult-use stock apart” on its store page first.';
    expect(fromStorePage).toMatchObject({ status: 409, body: { error: keeps } });
    const settingsBody = {
      name: 'Test Store',
      legalName: 'Test Store LLC',
      tagline: '',
      street: '14 N Washington St',
      city: 'Ypsilanti',
      region: 'MI',
      postalCode: '48197',
      latitude: '',
      longitude: '',
      phone: '7345550188',
      email: 'ypsi@example.com',
      licenseNumber: 'AU-R-000555',
      medicalLicenseNumber: '',
    };
    const fromSettings = await call(admin, sectionEndpoint.PUT, 'PUT', 'settings/store?store=ypsilanti', {
      body: settingsBody,
      params: { section: 'store' },
    });
    expect(fromSettings).toMatchObject({ status: 409, body: { error: keeps } });
    expect(await state(ypsilanti)).toEqual(before);
  });

  it('keeps the default store’s licences on its settings page while its stock is apart', async () => {
    await db.query(`update store_settings set medical_license_number = 'PC-000001'`);
    expect((await switchTo(admin, monroe, true, 'monroe')).status).toBe(200);
    const before = await state(monroe);
    const refused = await call(admin, sectionEndpoint.PUT, 'PUT', 'settings/store?store=monroe', {
      body: {
        name: 'Test Store',
        legalName: 'Test Store LLC',
        tagline: '',
        street: '1 Main St',
        city: 'Monroe',
        region: 'MI',
        postalCode: '48161',
        latitude: '',
        longitude: '',
        phone: '7345550100',
        email: 'store@example.test',
        licenseNumber: 'AU-R-000001',
        medicalLicenseNumber: '',
      },
      params: { section: 'store' },
    });
    expect(refused).toMatchObject({ status: 409 });
    expect(refused.body.error).toMatch(/^Monroe keeps medical and adult-use stock apart, so it keeps both/);
    expect(await state(monroe)).toEqual(before);
    expect((await switchTo(admin, monroe, false, 'monroe')).status).toBe(200);
  });

  it('refuses switching off while medical stock is left, then switches off at 0', async () => {
    await db.query(`update store_variants set stock = 3 where store_id = $1 and pool = 'medical'`, [ypsilanti]);
    const refused = await switchTo(admin, ypsilanti, false);
    expect(refused).toMatchObject({
      status: 409,
      body: {
        error:
          'Ypsilanti still has 3 units of medical stock. Sell them or record their count at 0 before it keeps one stock.',
      },
    });
    expect((await state(ypsilanti)).apart).toBe(true);
    await db.query(`update store_variants set stock = 0 where store_id = $1 and pool = 'medical'`, [ypsilanti]);
    const off = await switchTo(ypsiManager, ypsilanti, false);
    expect(off).toMatchObject({ status: 200, body: { medicalStockApart: false } });
    expect(await state(ypsilanti)).toMatchObject({ apart: false, medical: [] });
    const [entry] = await listAudit(db, [{ entityType: 'store', entityId: ypsilanti }]);
    expect(entry).toMatchObject({ action: 'one_stock' });
  });

  it('answers the database’s own refusals as a 409 with the reason', async () => {
    await switchTo(admin, ypsilanti, true);
    const licenceGone = await refusingStockApartBreaks(
      () => db.query(`delete from store_licences where store_id = $1 and kind = 'adult_use_retailer'`, [ypsilanti]),
      'Ypsilanti',
    ).catch((error: unknown) => error);
    expect(licenceGone).toBeInstanceOf(Refusal);
    expect(licenceGone).toMatchObject({ status: 409 });
    expect((licenceGone as Refusal).message).toMatch(/^Ypsilanti keeps medical and adult-use stock apart/);
    await db.query(`update store_variants set stock = 2 where store_id = $1 and pool = 'medical'`, [ypsilanti]);
    const stockLeft = await refusingStockApartBreaks(
      () => db.query('update stores set medical_stock_apart = false where id = $1', [ypsilanti]),
      'Ypsilanti',
    ).catch((error: unknown) => error);
    expect(stockLeft).toMatchObject({
      status: 409,
      message: 'Ypsilanti still has medical stock. Sell it or record its count at 0 before it keeps one stock.',
    });
    expect(await state(ypsilanti)).toMatchObject({ apart: true, medical: [2] });
  });

  it('shows and edits the two counts of a size on the board of a store keeping stock apart, and one count elsewhere', async () => {
    const rowOf = async (caller: SignedInAccount, store: string) => {
      const { body } = await call(caller, menuEndpoint.GET, 'GET', `catalog/menu?store=${store}`);
      return (body as unknown as MenuBoardPage).rows[0]!;
    };
    expect(await rowOf(ypsiManager, 'ypsilanti')).toMatchObject({ stock: 5, medicalStock: 2 });
    expect(await rowOf(admin, 'monroe')).toMatchObject({ stock: 4, medicalStock: null });

    const edited = await call(ypsiManager, variantEndpoint.PATCH, 'PATCH', 'catalog/variants/x?store=ypsilanti', {
      params: { id: size },
      body: { stock: 6, medicalStock: 9 },
    });
    expect(edited).toMatchObject({ status: 200, body: { stock: 6, medicalStock: 9 } });
    const counts = await db.query<{ pool: string; stock: number }>(
      'select pool, stock from store_variants where store_id = $1 order by pool',
      [ypsilanti],
    );
    expect(counts).toEqual([
      { pool: 'all', stock: 6 },
      { pool: 'medical', stock: 9 },
    ]);
    const [entry] = await listAudit(db, [{ entityType: 'variant', entityId: size }]);
    expect(entry).toMatchObject({
      action: 'stock_changed',
      summary: 'Blue Dream, 3.5 g (blue-dream-0) at Ypsilanti: stock 5 → 6, medical stock 2 → 9',
    });

    const before = await state(monroe);
    const oneStock = await call(admin, variantEndpoint.PATCH, 'PATCH', 'catalog/variants/x?store=monroe', {
      params: { id: size },
      body: { medicalStock: 3 },
    });
    expect(oneStock).toMatchObject({
      status: 409,
      body: {
        error: 'Monroe keeps one stock for medical and adult-use customers: enter its stock only.',
        fields: { medicalStock: [expect.any(String)] },
      },
    });
    expect(await state(monroe)).toEqual(before);
    const elsewhere = await call(monroeManager, variantEndpoint.PATCH, 'PATCH', 'catalog/variants/x?store=ypsilanti', {
      params: { id: size },
      body: { medicalStock: 0 },
    });
    expect(elsewhere.status).toBe(403);
    expect((await state(ypsilanti)).medical).toEqual([9]);
  });

  it('lists the medical count in low stock as a row of its own, and only at a store keeping stock apart', async () => {
    await db.query(`update store_variants set stock = 0 where store_id = $1 and pool = 'medical'`, [ypsilanti]);
    const atYpsilanti = await lowStock(db, 10, ypsilanti);
    expect(atYpsilanti.soldOut.map((item) => [item.sku, item.pool])).toEqual([['blue-dream-0', 'medical']]);
    expect(atYpsilanti.runningLow.map((item) => [item.sku, item.pool, item.stock])).toEqual([
      ['blue-dream-0', 'all', 6],
    ]);
    const atMonroe = await lowStock(db, 10, monroe);
    expect(atMonroe.runningLow.map((item) => [item.sku, item.pool, item.stock])).toEqual([['blue-dream-0', 'all', 4]]);
    await db.query(`update store_variants set stock = 9 where store_id = $1 and pool = 'medical'`, [ypsilanti]);
  });

  it('shows and edits the medical count in the product editor at a store keeping stock apart', async () => {
    const [{ id: product }] = (await db.query<{ id: string }>('select product_id as id from variants')) as [
      { id: string },
    ];
    const editorAt = async (caller: SignedInAccount, store: string) => {
      const { body } = await call(caller, productEndpoint.GET, 'GET', `catalog/products/x?store=${store}`, {
        params: { id: product },
      });
      return (body as unknown as ProductEditorData).variants[0]!;
    };
    expect(await editorAt(ypsiManager, 'ypsilanti')).toMatchObject({ stock: 6, medicalStock: 9 });
    expect(await editorAt(admin, 'monroe')).toMatchObject({ medicalStock: null });
    const saved = await call(
      ypsiManager,
      productVariantEndpoint.PATCH,
      'PATCH',
      'catalog/products/x/variants/y?store=ypsilanti',
      { params: { id: product, variantId: size }, body: { medicalStock: 7 } },
    );
    expect(saved.status).toBe(200);
    expect((saved.body as unknown as ProductEditorData).variants[0]).toMatchObject({ stock: 6, medicalStock: 7 });
    expect((await state(ypsilanti)).medical).toEqual([7]);
  });

  it('refuses a body that does not say on or off', async () => {
    const refused = await call(admin, medicalStockEndpoint.PUT, 'PUT', `stores/${ypsilanti}/medical-stock`, {
      body: { apart: 'yes' },
      params: { id: ypsilanti },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields.apart).toEqual(['Say whether the store keeps its medical stock apart.']);
  });
});
