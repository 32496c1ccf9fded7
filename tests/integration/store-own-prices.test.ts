import type { APIRoute } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductEditorData } from '#lib/catalog/product-editor.ts';
import { loadSignedInAccount, type SignedInAccount } from '#server/customers/signed-in-account.ts';
import { listAudit } from '#server/dashboard/audit-log.ts';
import type { Database } from '#server/db/database.ts';
import * as menuEndpoint from '../../src/pages/api/dashboard/catalog/menu/index.ts';
import * as variantEndpoint from '../../src/pages/api/dashboard/catalog/variants/[id].ts';
import * as productEndpoint from '../../src/pages/api/dashboard/catalog/products/[id]/index.ts';
import * as productVariantEndpoint from '../../src/pages/api/dashboard/catalog/products/[id]/variants/[variantId].ts';
import type { MenuBoardPage } from '#lib/catalog/menu-board.ts';
import { callThroughGuard } from '../support/dashboard-endpoint-call.ts';
import { insertCategory, insertProduct } from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { insertTestStore } from '../support/test-store.ts';

/**
 * A store's own prices (decision 64) from the product editor and the menu board: the editor shows,
 * for the dashboard's store, which price is the store's own and which the catalog's; a manager of
 * the store sets its own price or returns it to the catalog's (null) on either page, audit-logged
 * with the store; a manager of another store is refused and changes nothing; the catalog's prices
 * stay refused to a manager of only some stores.
 */

type Answer = { error: string; fields: Record<string, string[]> } & Record<string, unknown>;

describe(`a store's own prices on ${testEngine}`, () => {
  let db: Database;
  let monroe: string;
  let ypsilanti: string;
  let admin: SignedInAccount;
  let ypsiManager: SignedInAccount;
  let monroeManager: SignedInAccount;
  let blueDream: string;
  const sizes: Record<string, string> = {};

  async function account(email: string, role: 'manager' | 'admin'): Promise<SignedInAccount> {
    const [user] = await db.query<{ id: string }>(
      `insert into auth.users (email, email_confirmed_at) values ($1, now()) returning id`,
      [email],
    );
    await db.query('insert into profiles (id, role, full_name) values ($1, $2, $3)', [user!.id, role, email]);
    return (await loadSignedInAccount(db, { id: user!.id, email, emailConfirmed: true }))!;
  }

  async function call<T = Answer>(
    caller: SignedInAccount,
    handler: APIRoute | undefined,
    method: string,
    path: string,
    { body, params }: { body?: unknown; params?: Record<string, string> } = {},
  ): Promise<{ status: number; body: T & Answer }> {
    const account = await loadSignedInAccount(db, { id: caller.id, email: caller.email, emailConfirmed: true });
    const response = await callThroughGuard(handler, { db, account: account!, method, path, body, params });
    return { status: response.status, body: (await response.json()) as T & Answer };
  }

  /** Each store's own prices of a size, and the catalog's. */
  async function prices(sku: string): Promise<Record<string, { adult: number | null; medical: number | null }>> {
    const rows = await db.query<{ store: string; adult: number | null; medical: number | null }>(
      `select s.slug as store, sv.adult_use_price_cents as adult, sv.medical_price_cents as medical
         from store_variants sv join stores s on s.id = sv.store_id where sv.variant_id = $1 and sv.pool = 'all'
        order by s.slug`,
      [sizes[sku]],
    );
    const [catalog] = await db.query<{ adult: number; medical: number | null }>(
      'select adult_use_price_cents as adult, medical_price_cents as medical from variants where id = $1',
      [sizes[sku]],
    );
    return { ...Object.fromEntries(rows.map(({ store, ...row }) => [store, row])), catalog: catalog! };
  }

  const editorSize = (editor: ProductEditorData, sku: string) => editor.variants.find((size) => size.sku === sku);

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertTestStore(db);
    monroe = (await db.query<{ id: string }>('select id from stores where is_default'))[0]!.id;
    admin = await account('owner@example.com', 'admin');
    await insertCategory(db, 'flower');
    blueDream = await insertProduct(db, {
      slug: 'blue-dream',
      category: 'flower',
      variants: [
        { size: '3.5 g', price: 3500, stock: 12 },
        { size: '7 g', price: 6000, stock: 4 },
      ],
    });
    for (const row of await db.query<{ id: string; sku: string }>('select id, sku from variants'))
      sizes[row.sku] = row.id;
    [{ id: ypsilanti }] = (await db.query<{ id: string }>(
      `insert into stores (slug, name, city, municipality, position)
       values ('ypsilanti', 'Ypsilanti', 'Ypsilanti', 'Ypsilanti', 1) returning id`,
    )) as [{ id: string }];
    await db.query(
      `insert into store_variants (store_id, variant_id, stock, adult_use_price_cents)
       values ($1, $2, 3, 3300), ($1, $3, 2, null)`,
      [ypsilanti, sizes['blue-dream-0'], sizes['blue-dream-1']],
    );
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

  it('shows the editor which prices are the store’s own, at the store the dashboard is about', async () => {
    const ypsi = await call<ProductEditorData>(ypsiManager, productEndpoint.GET, 'GET', 'catalog/products/x', {
      params: { id: blueDream },
    });
    expect(ypsi.status).toBe(200);
    expect(editorSize(ypsi.body, 'blue-dream-0')).toMatchObject({
      adultUsePriceCents: 3500,
      stock: 3,
      storeAdultUsePriceCents: 3300,
      storeMedicalPriceCents: null,
    });
    expect(editorSize(ypsi.body, 'blue-dream-1')).toMatchObject({ stock: 2, storeAdultUsePriceCents: null });
    const atMonroe = await call<ProductEditorData>(admin, productEndpoint.GET, 'GET', 'catalog/products/x', {
      params: { id: blueDream },
    });
    expect(editorSize(atMonroe.body, 'blue-dream-0')).toMatchObject({ stock: 12, storeAdultUsePriceCents: null });
  });

  it('lets a manager of Ypsilanti set its own prices in the editor and return one to the catalog’s, logged with the store', async () => {
    const set = await call<ProductEditorData>(
      ypsiManager,
      productVariantEndpoint.PATCH,
      'PATCH',
      'catalog/products/x/variants/y?store=ypsilanti',
      {
        params: { id: blueDream, variantId: sizes['blue-dream-1']! },
        body: { storeAdultUsePriceCents: 5800, storeMedicalPriceCents: 5500 },
      },
    );
    expect(set.status).toBe(200);
    expect(editorSize(set.body, 'blue-dream-1')).toMatchObject({
      storeAdultUsePriceCents: 5800,
      storeMedicalPriceCents: 5500,
    });
    expect(await prices('blue-dream-1')).toEqual({
      ypsilanti: { adult: 5800, medical: 5500 },
      monroe: { adult: null, medical: null },
      catalog: { adult: 6000, medical: null },
    });

    const back = await call<ProductEditorData>(
      ypsiManager,
      productVariantEndpoint.PATCH,
      'PATCH',
      'catalog/products/x/variants/y?store=ypsilanti',
      { params: { id: blueDream, variantId: sizes['blue-dream-0']! }, body: { storeAdultUsePriceCents: null } },
    );
    expect(back.status).toBe(200);
    expect(editorSize(back.body, 'blue-dream-0')).toMatchObject({ storeAdultUsePriceCents: null });
    expect((await prices('blue-dream-0')).ypsilanti).toEqual({ adult: null, medical: null });

    const [entry] = await listAudit(db, [{ entityType: 'variant', entityId: sizes['blue-dream-0']! }]);
    expect(entry).toMatchObject({
      action: 'price_changed',
      summary: 'Blue Dream, 3.5 g (blue-dream-0) at Ypsilanti: own adult-use price $33.00 → the catalog’s',
    });
    const [logged] = await db.query<{ store_id: string }>('select store_id from staff_audit_log where id = $1', [
      entry!.id,
    ]);
    expect(logged!.store_id).toBe(ypsilanti);
  });

  it('refuses a manager of Ypsilanti the catalog’s prices beside its own, changing nothing', async () => {
    const before = await prices('blue-dream-0');
    const refused = await call(ypsiManager, productVariantEndpoint.PATCH, 'PATCH', 'catalog/products/x/variants/y', {
      params: { id: blueDream, variantId: sizes['blue-dream-0']! },
      body: { adultUsePriceCents: 100, storeAdultUsePriceCents: 3000 },
    });
    expect(refused.status).toBe(403);
    expect(await prices('blue-dream-0')).toEqual(before);
  });

  it('refuses a manager of Monroe Ypsilanti’s prices from either page, changing nothing', async () => {
    const before = await prices('blue-dream-1');
    const fromEditor = await call(
      monroeManager,
      productVariantEndpoint.PATCH,
      'PATCH',
      'catalog/products/x/variants/y?store=ypsilanti',
      { params: { id: blueDream, variantId: sizes['blue-dream-1']! }, body: { storeAdultUsePriceCents: null } },
    );
    expect(fromEditor.status).toBe(403);
    const fromBoard = await call(monroeManager, variantEndpoint.PATCH, 'PATCH', 'catalog/variants/x?store=ypsilanti', {
      params: { id: sizes['blue-dream-1']! },
      body: { storeAdultUsePriceCents: null },
    });
    expect(fromBoard.status).toBe(403);
    expect(await prices('blue-dream-1')).toEqual(before);
  });

  it('returns an own price to the catalog’s from the board, and shows the board which prices are own', async () => {
    const board = await call<MenuBoardPage>(ypsiManager, menuEndpoint.GET, 'GET', 'catalog/menu?store=ypsilanti');
    expect(board.body.rows.find((row) => row.sku === 'blue-dream-1')).toMatchObject({
      adultUsePriceCents: 5800,
      storeAdultUsePriceCents: 5800,
      medicalPriceCents: 5500,
      storeMedicalPriceCents: 5500,
    });
    const back = await call(ypsiManager, variantEndpoint.PATCH, 'PATCH', 'catalog/variants/x?store=ypsilanti', {
      params: { id: sizes['blue-dream-1']! },
      body: { storeMedicalPriceCents: null },
    });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({
      medicalPriceCents: null,
      storeMedicalPriceCents: null,
      adultUsePriceCents: 5800,
    });
    expect((await prices('blue-dream-1')).ypsilanti).toEqual({ adult: 5800, medical: null });
  });

  it('sets the default store’s own price for an admin beside the catalog’s, which stays the catalog’s', async () => {
    const { status, body } = await call(admin, variantEndpoint.PATCH, 'PATCH', 'catalog/variants/x?store=monroe', {
      params: { id: sizes['blue-dream-0']! },
      body: { storeAdultUsePriceCents: 3400 },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ adultUsePriceCents: 3400, storeAdultUsePriceCents: 3400 });
    expect(await prices('blue-dream-0')).toMatchObject({
      monroe: { adult: 3400, medical: null },
      catalog: { adult: 3500, medical: null },
    });
  });

  it('refuses a price sent both as the catalog’s and the store’s own on the board, changing nothing', async () => {
    const before = await prices('blue-dream-0');
    const refused = await call(admin, variantEndpoint.PATCH, 'PATCH', 'catalog/variants/x?store=ypsilanti', {
      params: { id: sizes['blue-dream-0']! },
      body: { adultUsePriceCents: 100, storeAdultUsePriceCents: 200 },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('Change a price once: the catalog’s or the store’s own.');
    expect(await prices('blue-dream-0')).toEqual(before);
  });
});
