import type { APIRoute } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuBoardPage } from '#lib/catalog/menu-board.ts';
import type { ProductEditorData } from '#lib/catalog/product-editor.ts';
import type { ImportPreview } from '#lib/catalog/menu-board.ts';
import type { ProductListPage } from '#lib/catalog/product-list.ts';
import { lowStock } from '#server/catalog/admin/low-stock.ts';
import { loadSignedInAccount, type SignedInAccount } from '#server/customers/signed-in-account.ts';
import { listAudit } from '#server/dashboard/audit-log.ts';
import type { Database } from '#server/db/database.ts';
import * as menuEndpoint from '../../src/pages/api/dashboard/catalog/menu/index.ts';
import * as importEndpoint from '../../src/pages/api/dashboard/catalog/menu/import/index.ts';
import * as previewEndpoint from '../../src/pages/api/dashboard/catalog/menu/import/preview.ts';
import * as variantEndpoint from '../../src/pages/api/dashboard/catalog/variants/[id].ts';
import * as productsEndpoint from '../../src/pages/api/dashboard/catalog/products/index.ts';
import * as productsBulkEndpoint from '../../src/pages/api/dashboard/catalog/products/bulk.ts';
import * as productEndpoint from '../../src/pages/api/dashboard/catalog/products/[id]/index.ts';
import * as productVariantsEndpoint from '../../src/pages/api/dashboard/catalog/products/[id]/variants/index.ts';
import * as productVariantEndpoint from '../../src/pages/api/dashboard/catalog/products/[id]/variants/[variantId].ts';
import { callThroughGuard } from '../support/dashboard-endpoint-call.ts';
import { insertCategory, insertProduct } from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { insertTestStore } from '../support/test-store.ts';

/**
 * The catalog's store figures follow the dashboard's store (decision 63): with two stores, the
 * menu board, the products list and the product editor show the request's store's stock, prices
 * and carried sizes; a quick edit, a size's stock in the editor and a CSV import at a store change
 * that store's row only (at the default store, the catalog's sizes, as with one store); a manager
 * asking for a store not theirs is refused and changes nothing, and one given no store is refused
 * with the reason. Every call goes through the dashboard's guard and the endpoint, as the server
 * runs them.
 */

type Answer = { error: string; fields: Record<string, string[]>; reason?: string } & Record<string, unknown>;

describe(`the catalog at each store on ${testEngine}`, () => {
  let db: Database;
  let monroe: string;
  let ypsilanti: string;
  let admin: SignedInAccount;
  /** Made while Monroe was the only store, then given Ypsilanti too. */
  let bothStores: SignedInAccount;
  /** Manages Ypsilanti only. */
  let ypsiManager: SignedInAccount;
  /** Manages Monroe, the default store, only. */
  let monroeManager: SignedInAccount;
  /** A manager given no store. */
  let noStoreManager: SignedInAccount;
  const sizes: Record<string, string> = {};
  let blueDream: string;

  async function account(email: string, role: 'manager' | 'admin'): Promise<SignedInAccount> {
    const [user] = await db.query<{ id: string }>(
      `insert into auth.users (email, email_confirmed_at) values ($1, now()) returning id`,
      [email],
    );
    await db.query('insert into profiles (id, role, full_name) values ($1, $2, $3)', [user!.id, role, email]);
    return (await loadSignedInAccount(db, { id: user!.id, email, emailConfirmed: true }))!;
  }

  /** A call through the dashboard's guard, then the endpoint, as the server runs them, as the caller signs in now. */
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

  /** Each store's row of a size, and the catalog's own figures of it. */
  async function figures(sku: string) {
    const rows = await db.query<{ store: string; stock: number; price: number | null; carried: boolean }>(
      `select s.slug as store, sv.stock, sv.adult_use_price_cents as price, sv.carried
         from store_variants sv join stores s on s.id = sv.store_id where sv.variant_id = $1 order by s.slug`,
      [sizes[sku]],
    );
    const [catalog] = await db.query<{ stock: number; price: number; active: boolean }>(
      'select stock, adult_use_price_cents as price, active from variants where id = $1',
      [sizes[sku]],
    );
    return { ...Object.fromEntries(rows.map(({ store, ...row }) => [store, row])), catalog };
  }

  /** The store an audit entry names (`staff_audit_log.store_id`). */
  async function loggedStore(entry: { id: number } | undefined) {
    const [row] = await db.query<{ store_id: string | null }>('select store_id from staff_audit_log where id = $1', [
      entry!.id,
    ]);
    return row!.store_id;
  }

  const boardRow = (page: MenuBoardPage, sku: string) => page.rows.find((row) => row.sku === sku);

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertTestStore(db);
    monroe = (await db.query<{ id: string }>('select id from stores where is_default'))[0]!.id;
    admin = await account('owner@example.com', 'admin');
    bothStores = await account('both@example.com', 'manager');
    await insertCategory(db, 'flower');
    blueDream = await insertProduct(db, {
      slug: 'blue-dream',
      category: 'flower',
      variants: [
        { size: '3.5 g', price: 3500, stock: 12 },
        { size: '7 g', price: 6000, stock: 4 },
      ],
    });
    await insertProduct(db, {
      slug: 'gelato',
      category: 'flower',
      variants: [{ size: '3.5 g', price: 4000, stock: 8 }],
    });
    for (const row of await db.query<{ id: string; sku: string }>('select id, sku from variants'))
      sizes[row.sku] = row.id;

    [{ id: ypsilanti }] = (await db.query<{ id: string }>(
      `insert into stores (slug, name, city, municipality, position)
       values ('ypsilanti', 'Ypsilanti', 'Ypsilanti', 'Ypsilanti', 1) returning id`,
    )) as [{ id: string }];
    // Ypsilanti sells Blue Dream's 3.5 g at its own price and Gelato at the catalog's; not the 7 g.
    await db.query(
      `insert into store_variants (store_id, variant_id, stock, adult_use_price_cents)
       values ($1, $2, 3, 3300), ($1, $3, 20, null)`,
      [ypsilanti, sizes['blue-dream-0'], sizes['gelato-0']],
    );
    ypsiManager = await account('ypsi@example.com', 'manager');
    monroeManager = await account('monroe@example.com', 'manager');
    noStoreManager = await account('nobody@example.com', 'manager');
    await db.query('insert into staff_store_assignments (user_id, store_id) values ($1, $3), ($2, $3), ($4, $5)', [
      ypsiManager.id,
      bothStores.id,
      ypsilanti,
      monroeManager.id,
      monroe,
    ]);
  });
  afterAll(() => db.close());

  describe('the menu board', () => {
    it('shows a manager of Ypsilanti its stock, prices and carried sizes, and refuses Monroe’s board, and any board to a manager given no store', async () => {
      for (const path of ['catalog/menu?store=ypsilanti', 'catalog/menu']) {
        const { status, body } = await call<MenuBoardPage>(ypsiManager, menuEndpoint.GET, 'GET', path);
        expect(status, path).toBe(200);
        expect(boardRow(body, 'blue-dream-0')).toMatchObject({ stock: 3, adultUsePriceCents: 3300, active: true });
        expect(boardRow(body, 'blue-dream-1')).toMatchObject({ stock: 0, adultUsePriceCents: 6000, active: false });
        expect(boardRow(body, 'gelato-0')).toMatchObject({ stock: 20, adultUsePriceCents: 4000, listed: true });
      }
      const refused = await call(ypsiManager, menuEndpoint.GET, 'GET', 'catalog/menu?store=monroe');
      expect(refused).toMatchObject({ status: 403, body: { error: 'You do not manage the store “monroe”.' } });
      expect(refused.body).not.toHaveProperty('rows');
      const none = await call(noStoreManager, menuEndpoint.GET, 'GET', 'catalog/menu');
      expect(none).toMatchObject({ status: 403, body: { reason: 'no-store' } });
      expect(none.body.error).toBe(
        'You are not assigned to a store yet. An admin gives managers their stores on the users page.',
      );
    });

    it('shows an admin the store named, and the default store’s figures, as before, when none is', async () => {
      const ypsi = await call<MenuBoardPage>(admin, menuEndpoint.GET, 'GET', 'catalog/menu?store=ypsilanti');
      expect(boardRow(ypsi.body, 'gelato-0')).toMatchObject({ stock: 20 });
      for (const path of ['catalog/menu?store=monroe', 'catalog/menu']) {
        const { body } = await call<MenuBoardPage>(admin, menuEndpoint.GET, 'GET', path);
        expect(boardRow(body, 'blue-dream-0'), path).toMatchObject({
          stock: 12,
          adultUsePriceCents: 3500,
          active: true,
        });
        expect(boardRow(body, 'blue-dream-1'), path).toMatchObject({ stock: 4, active: true });
      }
    });
  });

  describe('a quick edit', () => {
    it('sets Ypsilanti’s stock and own price, leaving Monroe’s and the catalog’s, and refuses a manager of Ypsilanti Monroe’s sizes', async () => {
      const { status, body } = await call(
        ypsiManager,
        variantEndpoint.PATCH,
        'PATCH',
        'catalog/variants/x?store=ypsilanti',
        {
          params: { id: sizes['blue-dream-0']! },
          body: { stock: 9, adultUsePriceCents: 3100 },
        },
      );
      expect(status).toBe(200);
      expect(body).toMatchObject({ stock: 9, adultUsePriceCents: 3100, active: true });
      expect(await figures('blue-dream-0')).toEqual({
        monroe: { stock: 12, price: null, carried: true },
        ypsilanti: { stock: 9, price: 3100, carried: true },
        catalog: { stock: 12, price: 3500, active: true },
      });
      const [entry] = await listAudit(db, [{ entityType: 'variant', entityId: sizes['blue-dream-0']! }]);
      expect(entry).toMatchObject({
        actorEmail: 'ypsi@example.com',
        action: 'updated',
        summary: 'Blue Dream, 3.5 g (blue-dream-0) at Ypsilanti: stock 3 → 9, adult-use price $33.00 → $31.00',
        before: { stock: 3, adultUsePriceCents: 3300 },
        after: { stock: 9, adultUsePriceCents: 3100 },
      });
      expect(await loggedStore(entry)).toBe(ypsilanti);
      const [menuRow] = await db.query<{ stock_total: number; adult_price_cents: number }>(
        `select stock_total, adult_price_cents from menu_store_products where store_id = $1 and product_id = $2`,
        [ypsilanti, blueDream],
      );
      expect(menuRow).toEqual({ stock_total: 9, adult_price_cents: 3100 });
      const before = await figures('gelato-0');
      const refused = await call(ypsiManager, variantEndpoint.PATCH, 'PATCH', 'catalog/variants/x?store=monroe', {
        params: { id: sizes['gelato-0']! },
        body: { stock: 0 },
      });
      expect(refused.status).toBe(403);
      expect(await figures('gelato-0')).toEqual(before);
      const gone = await call(ypsiManager, variantEndpoint.PATCH, 'PATCH', 'catalog/variants/x', {
        params: { id: '3f2b9c1e-1111-4a2b-9c3d-4e5f6a7b8c9d' },
        body: { stock: 1 },
      });
      expect(gone).toMatchObject({ status: 404, body: { error: 'That size no longer exists.' } });
    });

    it('starts Ypsilanti carrying a size it never stocked when it sets its stock', async () => {
      const { body } = await call(ypsiManager, variantEndpoint.PATCH, 'PATCH', 'catalog/variants/x', {
        params: { id: sizes['blue-dream-1']! },
        body: { stock: 5 },
      });
      expect(body).toMatchObject({ stock: 5, active: true, adultUsePriceCents: 6000 });
      expect(await figures('blue-dream-1')).toMatchObject({
        monroe: { stock: 4, carried: true },
        ypsilanti: { stock: 5, price: null, carried: true },
        catalog: { stock: 4 },
      });
    });

    it('changes Monroe’s own price for a manager of Monroe only, and leaves the catalog’s', async () => {
      const { status, body } = await call(monroeManager, variantEndpoint.PATCH, 'PATCH', 'catalog/variants/x', {
        params: { id: sizes['blue-dream-1']! },
        body: { adultUsePriceCents: 5800, stock: 3 },
      });
      expect(status).toBe(200);
      expect(body).toMatchObject({ adultUsePriceCents: 5800, stock: 3 });
      expect(await figures('blue-dream-1')).toEqual({
        monroe: { stock: 3, price: 5800, carried: true },
        ypsilanti: { stock: 5, price: null, carried: true },
        catalog: { stock: 3, price: 6000, active: true },
      });
      const [entry] = await listAudit(db, [{ entityType: 'variant', entityId: sizes['blue-dream-1']! }]);
      expect(entry).toMatchObject({ after: { adultUsePriceCents: 5800 } });
      expect(await loggedStore(entry)).toBe(monroe);
      await call(monroeManager, variantEndpoint.PATCH, 'PATCH', 'catalog/variants/x', {
        params: { id: sizes['blue-dream-1']! },
        body: { stock: 4 },
      });
    });

    it('changes the catalog’s size at the default store, as with one store, and leaves Ypsilanti’s row', async () => {
      const { status } = await call(bothStores, variantEndpoint.PATCH, 'PATCH', 'catalog/variants/x?store=monroe', {
        params: { id: sizes['gelato-0']! },
        body: { stock: 6, adultUsePriceCents: 4200 },
      });
      expect(status).toBe(200);
      expect(await figures('gelato-0')).toEqual({
        monroe: { stock: 6, price: null, carried: true },
        ypsilanti: { stock: 20, price: null, carried: true },
        catalog: { stock: 6, price: 4200, active: true },
      });
      const [entry] = await listAudit(db, [{ entityType: 'variant', entityId: sizes['gelato-0']! }]);
      expect(entry).toMatchObject({ after: { stock: 6, adultUsePriceCents: 4200 } });
      expect(await loggedStore(entry)).toBe(monroe);
    });
  });

  describe('the CSV import', () => {
    it('previews and applies a file at Ypsilanti, changing Ypsilanti’s rows only, and refuses a manager of Ypsilanti an import at Monroe', async () => {
      const csv = 'sku,stock,adult_use_price\ngelato-0,2,39.00\n';
      const preview = await call<ImportPreview>(
        ypsiManager,
        previewEndpoint.POST,
        'POST',
        'catalog/menu/import/preview',
        {
          body: { csv },
        },
      );
      expect(preview.status).toBe(200);
      expect(preview.body.rows[0]!.changes).toEqual([
        { field: 'stock', before: 20, after: 2 },
        { field: 'adultUsePriceCents', before: 4200, after: 3900 },
      ]);
      const applied = await call(ypsiManager, importEndpoint.POST, 'POST', 'catalog/menu/import?store=ypsilanti', {
        body: { csv },
      });
      expect(applied).toMatchObject({ status: 200, body: { changedRows: 1 } });
      expect(await figures('gelato-0')).toEqual({
        monroe: { stock: 6, price: null, carried: true },
        ypsilanti: { stock: 2, price: 3900, carried: true },
        catalog: { stock: 6, price: 4200, active: true },
      });
      const [entry] = await listAudit(db, [{ entityType: 'variant', entityId: sizes['gelato-0']! }]);
      expect(entry).toMatchObject({ after: { stock: 2 } });
      expect(await loggedStore(entry)).toBe(ypsilanti);
      expect(entry!.summary).toContain('(CSV import at Ypsilanti, row 2)');
      const before = await figures('blue-dream-0');
      const refused = await call(ypsiManager, importEndpoint.POST, 'POST', 'catalog/menu/import?store=monroe', {
        body: { csv: 'sku,stock\nblue-dream-0,0\n' },
      });
      expect(refused.status).toBe(403);
      expect(await figures('blue-dream-0')).toEqual(before);
    });
  });

  describe('the products list and the product editor', () => {
    it('show Ypsilanti’s sizes, stock and lowest price at Ypsilanti and Monroe’s at Monroe, and refuse a manager of Ypsilanti Monroe’s', async () => {
      const atYpsi = await call<ProductListPage>(ypsiManager, productsEndpoint.GET, 'GET', 'catalog/products');
      expect(atYpsi.body.rows.find((row) => row.slug === 'blue-dream')).toMatchObject({
        sizeCount: 2,
        stock: 14,
        lowestPriceCents: 3100,
      });
      const atMonroe = await call<ProductListPage>(admin, productsEndpoint.GET, 'GET', 'catalog/products');
      expect(atMonroe.body.rows.find((row) => row.slug === 'blue-dream')).toMatchObject({
        sizeCount: 2,
        stock: 16,
        lowestPriceCents: 3500,
      });
      const editor = await call<ProductEditorData>(ypsiManager, productEndpoint.GET, 'GET', 'catalog/products/x', {
        params: { id: blueDream },
      });
      expect(editor.body.variants.map((size) => size.stock)).toEqual([9, 5]);
      const monroeEditor = await call<ProductEditorData>(admin, productEndpoint.GET, 'GET', 'catalog/products/x', {
        params: { id: blueDream },
      });
      expect(monroeEditor.body.variants.map((size) => size.stock)).toEqual([12, 4]);
      expect((await call(ypsiManager, productsEndpoint.GET, 'GET', 'catalog/products?store=monroe')).status).toBe(403);
      const refusedEditor = await call(ypsiManager, productEndpoint.GET, 'GET', 'catalog/products/x?store=monroe', {
        params: { id: blueDream },
      });
      expect(refusedEditor.status).toBe(403);
      expect(refusedEditor.body).not.toHaveProperty('variants');
    });

    it('writes a size’s stock from the editor at Ypsilanti to Ypsilanti, and its name to the catalog', async () => {
      const saved = await call<ProductEditorData>(
        bothStores,
        productVariantEndpoint.PATCH,
        'PATCH',
        'catalog/products/x/variants/y?store=ypsilanti',
        {
          params: { id: blueDream, variantId: sizes['blue-dream-1']! },
          body: { stock: 7, sizeLabel: '7 grams' },
        },
      );
      expect(saved.status).toBe(200);
      expect(saved.body.variants[1]).toMatchObject({ sizeLabel: '7 grams', stock: 7 });
      expect(await figures('blue-dream-1')).toMatchObject({ monroe: { stock: 4 }, ypsilanti: { stock: 7 } });
    });

    it('lets a manager of some stores change their stock in the editor, and refuses them the catalog’s facts', async () => {
      const own = await call<ProductEditorData>(
        ypsiManager,
        productVariantEndpoint.PATCH,
        'PATCH',
        'catalog/products/x/variants/y',
        {
          params: { id: blueDream, variantId: sizes['blue-dream-1']! },
          body: { stock: 6 },
        },
      );
      expect(own.status).toBe(200);
      expect(own.body.variants[1]).toMatchObject({ stock: 6 });
      const refusal = {
        status: 403,
        body: {
          error:
            'Only an admin or a manager of every store changes the catalog’s products. You can change your stores’ stock and prices on the menu board.',
        },
      };
      const renamed = await call(ypsiManager, productVariantEndpoint.PATCH, 'PATCH', 'catalog/products/x/variants/y', {
        params: { id: blueDream, variantId: sizes['blue-dream-1']! },
        body: { stock: 1, sizeLabel: 'Seven' },
      });
      expect(renamed).toMatchObject(refusal);
      const [product] = await db.query<Record<string, unknown>>(
        `select name, slug, description, brand_id as "brandId", category_id as "categoryId", strain_id as "strainId",
                status, featured, medical_only as "medicalOnly", potency_unit as "potencyUnit", seo_title as "seoTitle",
                seo_description as "seoDescription"
           from products where id = $1`,
        [blueDream],
      );
      const details = await call(monroeManager, productEndpoint.PUT, 'PUT', 'catalog/products/x', {
        params: { id: blueDream },
        body: { ...product, name: 'Blue Dream Reserve' },
      });
      expect(details).toMatchObject(refusal);
      const bulk = await call(ypsiManager, productsBulkEndpoint.POST, 'POST', 'catalog/products/bulk', {
        body: { ids: [blueDream], action: 'archive' },
      });
      expect(bulk).toMatchObject(refusal);
      expect(await figures('blue-dream-1')).toMatchObject({ ypsilanti: { stock: 6 } });
      const [after] = await db.query<{ status: string; name: string; size: string }>(
        `select p.status, p.name, v.size_label as size from products p join variants v on v.product_id = p.id where v.id = $1`,
        [sizes['blue-dream-1']],
      );
      expect(after).toEqual({ status: 'active', name: 'Blue Dream', size: '7 grams' });
      const allowed = await call(bothStores, productEndpoint.PUT, 'PUT', 'catalog/products/x', {
        params: { id: blueDream },
        body: { ...product, seoTitle: 'Blue Dream flower' },
      });
      expect(allowed.status).toBe(200);
    });

    it('puts the units of a size added at Ypsilanti at Ypsilanti, and none at Monroe', async () => {
      const added = await call<ProductEditorData>(
        admin,
        productVariantsEndpoint.POST,
        'POST',
        'catalog/products/x/variants?store=ypsilanti',
        {
          params: { id: blueDream },
          body: {
            sku: 'blue-dream-14',
            sizeLabel: '14 g',
            weightMg: null,
            adultUsePriceCents: 11000,
            medicalPriceCents: null,
            stock: 2,
            active: true,
            limitCategory: 'none',
            limitAmount: 0,
            exciseTaxable: true,
          },
        },
      );
      expect(added.status).toBe(201);
      expect(added.body.variants.find((size) => size.sku === 'blue-dream-14')).toMatchObject({ stock: 2 });
      const [size] = await db.query<{ id: string }>(`select id from variants where sku = 'blue-dream-14'`);
      sizes['blue-dream-14'] = size!.id;
      expect(await figures('blue-dream-14')).toEqual({
        monroe: { stock: 0, price: null, carried: true },
        ypsilanti: { stock: 2, price: null, carried: true },
        catalog: { stock: 0, price: 11000, active: true },
      });
      await db.query('delete from variants where id = $1', [size!.id]);
    });
  });

  describe('low stock', () => {
    it('lists the store’s sizes: Ypsilanti’s low and sold-out sizes are its own', async () => {
      await db.query(`update store_variants set stock = 0 where store_id = $1 and variant_id = $2`, [
        ypsilanti,
        sizes['gelato-0'],
      ]);
      const atYpsi = await lowStock(db, 5, ypsilanti);
      expect(atYpsi.soldOut.map((item) => item.sku)).toEqual(['gelato-0']);
      expect(atYpsi.runningLow).toEqual([]);
      const atMonroe = await lowStock(db, 5);
      expect(atMonroe.soldOut).toEqual([]);
      expect(atMonroe.runningLow.map((item) => `${item.sku} ${item.stock}`)).toEqual(['blue-dream-1 4']);
    });
  });
});
