import { randomBytes } from 'node:crypto';
import type { APIRoute } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InventorySourceView, PackagesPage } from '#lib/inventory/inventory-admin.ts';
import { loadSignedInAccount, type SignedInAccount } from '#server/customers/signed-in-account.ts';
import { listAudit } from '#server/dashboard/audit-log.ts';
import type { Database } from '#server/db/database.ts';
import { syncSourcedStores } from '#server/inventory/index.ts';
import * as sourceEndpoint from '../../src/pages/api/dashboard/inventory/source.ts';
import * as packagesEndpoint from '../../src/pages/api/dashboard/inventory/packages/index.ts';
import * as packageEndpoint from '../../src/pages/api/dashboard/inventory/packages/[id].ts';
import * as variantEndpoint from '../../src/pages/api/dashboard/catalog/variants/[id].ts';
import * as importEndpoint from '../../src/pages/api/dashboard/catalog/menu/import/index.ts';
import { callThroughGuard, insertAccount } from '../support/dashboard-endpoint-call.ts';
import { insertStore } from '../support/inventory-fixtures.ts';
import { MemoryInventorySource } from '../support/memory-inventory-source.ts';
import { insertCategory, insertProduct } from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { insertTestStore } from '../support/test-store.ts';

/**
 * The dashboard's inventory pages (decision 77): an admin chooses a store's source with its
 * write-only key, which is sealed and never answered; managers of the store list and map its
 * packages, managers of other stores and customers are refused; bad input is a 4xx that changes
 * nothing; typed stock at a store whose stock comes from Metrc is refused; the sync job syncs a
 * store once its credentials are saved, and a full reconcile after the store's 03:00.
 */

const NOW = new Date('2026-12-08T15:00:00Z');
const KEY = randomBytes(32);

type Answer = { error: string; fields: Record<string, string[]> } & Record<string, unknown>;

describe(`the inventory pages on ${testEngine}`, () => {
  let db: Database;
  let admin: SignedInAccount;
  let ypsiManager: SignedInAccount;
  let monroeManager: SignedInAccount;
  let customer: SignedInAccount;
  let ypsilanti: string;
  let size: string;

  async function call(
    caller: SignedInAccount,
    handler: APIRoute | undefined,
    method: string,
    path: string,
    { body, params, key = KEY }: { body?: unknown; params?: Record<string, string>; key?: Buffer | null } = {},
  ): Promise<{ status: number; body: Answer }> {
    const response = await callThroughGuard(handler, {
      db,
      account: (await loadSignedInAccount(db, { id: caller.id, email: caller.email, emailConfirmed: true }))!,
      method,
      path,
      body,
      params,
      config: { staging: { forced: false }, ...(key ? { inventoryCredentialsKey: key } : {}) },
      clock: { kind: 'machine', now: () => NOW },
    });
    return { status: response.status, body: (await response.json()) as Answer };
  }

  const sourceRow = async (storeId: string) =>
    (
      await db.query<{ kind: string; credentials_sealed: string | null; credentials_state: string }>(
        'select kind, credentials_sealed, credentials_state from store_inventory_sources where store_id = $1',
        [storeId],
      )
    )[0]!;

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertTestStore(db);
    await insertCategory(db, 'flower');
    await insertProduct(db, {
      slug: 'blue-dream',
      category: 'flower',
      variants: [{ size: '3.5 g', price: 3500, stock: 4, weightMg: 3_500 }],
    });
    size = (await db.query<{ id: string }>('select id from variants'))[0]!.id;
    ypsilanti = await insertStore(db, 'ypsilanti', 'Ypsilanti');
    admin = await insertAccount(db, 'owner@example.com', 'admin');
    ypsiManager = await insertAccount(db, 'ypsi@example.com', 'manager');
    monroeManager = await insertAccount(db, 'monroe@example.com', 'manager');
    customer = await insertAccount(db, 'shopper@example.com', 'customer');
    const monroe = (await db.query<{ id: string }>('select public.default_store_id() as id'))[0]!.id;
    for (const [manager, storeId] of [
      [ypsiManager, ypsilanti],
      [monroeManager, monroe],
    ] as const) {
      await db.query('insert into staff_store_assignments (user_id, store_id) values ($1, $2)', [manager.id, storeId]);
    }
  });
  afterAll(() => db.close());

  it('refuses Metrc without the server’s key, and asks for the licence and the key, changing nothing', async () => {
    const noKey = await call(admin, sourceEndpoint.PUT, 'PUT', 'inventory/source?store=ypsilanti', {
      body: { kind: 'metrc', licenceNumber: 'AU-R-000555', userApiKey: 'user-key-123' },
      key: null,
    });
    expect(noKey).toMatchObject({
      status: 409,
      body: {
        error:
          'Ypsilanti’s stock cannot come from Metrc yet: this store keeps no credentials until INVENTORY_CREDENTIALS_KEY is set on the server.',
      },
    });
    const noLicence = await call(admin, sourceEndpoint.PUT, 'PUT', 'inventory/source?store=ypsilanti', {
      body: { kind: 'metrc', licenceNumber: '', userApiKey: 'user-key-123' },
    });
    expect(noLicence.status).toBe(400);
    expect(noLicence.body.fields.licenceNumber).toEqual([
      'Enter the Metrc licence number the store’s packages are under.',
    ]);
    const noApiKey = await call(admin, sourceEndpoint.PUT, 'PUT', 'inventory/source?store=ypsilanti', {
      body: { kind: 'metrc', licenceNumber: 'AU-R-000555' },
    });
    expect(noApiKey).toMatchObject({
      status: 400,
      body: { fields: { userApiKey: ['Enter the store’s user API key for Metrc.'] } },
    });
    for (const body of [{ kind: 'ledger' }, { kind: 'metrc', licenceNumber: 'AU R 1;', userApiKey: 'k' }, 'metrc']) {
      expect((await call(admin, sourceEndpoint.PUT, 'PUT', 'inventory/source?store=ypsilanti', { body })).status).toBe(
        400,
      );
    }
    expect(await sourceRow(ypsilanti)).toEqual({ kind: 'own', credentials_sealed: null, credentials_state: 'unset' });
  });

  it('lets an admin choose Metrc with a key that is sealed, audited without it, and never answered', async () => {
    const saved = await call(admin, sourceEndpoint.PUT, 'PUT', 'inventory/source?store=ypsilanti', {
      body: { kind: 'metrc', licenceNumber: 'AU-R-000555', userApiKey: 'user-key-123' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      kind: 'metrc',
      licenceNumber: 'AU-R-000555',
      credentialsState: 'ok',
      credentialsSavedAt: NOW.toISOString(),
      sourcesAvailable: true,
    } satisfies Partial<InventorySourceView>);
    expect(JSON.stringify(saved.body)).not.toContain('user-key-123');
    const row = await sourceRow(ypsilanti);
    expect(row.credentials_sealed).toMatch(/^v1\./);
    expect(row.credentials_sealed).not.toContain('user-key-123');
    const [entry] = await listAudit(db, [{ entityType: 'inventory_source', entityId: ypsilanti }]);
    expect(entry).toMatchObject({ summary: 'Ypsilanti: stock from Metrc, API key saved' });
    expect(JSON.stringify(entry)).not.toContain('user-key-123');
    const read = await call(admin, sourceEndpoint.GET, 'GET', 'inventory/source?store=ypsilanti');
    expect(JSON.stringify(read.body)).not.toContain('user-key-123');
  });

  it('keeps the source form an admin’s: managers and customers are refused', async () => {
    expect((await call(ypsiManager, sourceEndpoint.GET, 'GET', 'inventory/source?store=ypsilanti')).status).toBe(403);
    const put = await call(ypsiManager, sourceEndpoint.PUT, 'PUT', 'inventory/source?store=ypsilanti', {
      body: { kind: 'own' },
    });
    expect(put.status).toBe(403);
    expect((await call(customer, sourceEndpoint.GET, 'GET', 'inventory/source?store=ypsilanti')).status).toBe(403);
    expect((await sourceRow(ypsilanti)).kind).toBe('metrc');
  });

  it('syncs the store in the background job once its key is saved, opening it for the adapter only', async () => {
    const source = new MemoryInventorySource();
    source.set({
      label: 'PKGFLOWER1',
      unitOfMeasure: 'Grams',
      unitWeightGrams: null,
      quantity: 14,
      modifiedAt: NOW.toISOString(),
    });
    const seen: Array<Record<string, string>> = [];
    const sourceFor = (store: { storeId: string; credentials: Record<string, string> }) => {
      seen.push(store.credentials);
      return store.storeId === ypsilanti ? source : null;
    };
    expect(await syncSourcedStores(db, { sourceFor, now: NOW })).toBe(0);
    // Another server key cannot open them: the store waits for an admin, nothing is asked of the source.
    expect(await syncSourcedStores(db, { sourceFor, credentialsKey: randomBytes(32), now: NOW })).toBe(0);
    expect(seen).toEqual([]);
    expect(await sourceRow(ypsilanti)).toMatchObject({ credentials_state: 'attention' });
    await db.query(`update store_inventory_sources set credentials_state = 'ok' where store_id = $1`, [ypsilanti]);
    // Another instance syncing the store: this one passes it by until that claim ends.
    await db.query(`update store_inventory_sources set sync_claimed_until = $2 where store_id = $1`, [
      ypsilanti,
      new Date(NOW.getTime() + 60_000),
    ]);
    expect(await syncSourcedStores(db, { sourceFor, credentialsKey: KEY, now: NOW })).toBe(0);
    await db.query(`update store_inventory_sources set sync_claimed_until = null where store_id = $1`, [ypsilanti]);
    expect(await syncSourcedStores(db, { sourceFor, credentialsKey: KEY, now: NOW })).toBe(1);
    expect(seen).toEqual([{ userApiKey: 'user-key-123' }]);
    expect(source.windows.at(-1)).toEqual({ since: null, until: NOW });
    // Minutes later: a window since the last; after the store's 03:00 (08:00 UTC in December) a full list again.
    const later = new Date('2026-12-08T15:01:00Z');
    await syncSourcedStores(db, { sourceFor, credentialsKey: KEY, now: later });
    expect(source.windows.at(-1)!.since).toEqual(new Date(NOW.getTime() - 5_000));
    const nextMorning = new Date('2026-12-09T08:00:30Z');
    await syncSourcedStores(db, { sourceFor, credentialsKey: KEY, now: nextMorning });
    expect(source.windows.at(-1)).toEqual({ since: null, until: nextMorning });
  });

  it('lists the store’s packages to its managers, who map one to a size; managers of another store are refused', async () => {
    const list = await call(ypsiManager, packagesEndpoint.GET, 'GET', 'inventory/packages?store=ypsilanti');
    expect(list.status).toBe(200);
    const page = list.body as unknown as PackagesPage;
    expect(page.packages).toMatchObject([{ label: 'PKGFLOWER1', unlisted: 'not-mapped' }]);
    expect(page.sizes).toEqual([{ id: size, name: 'Blue Dream, 3.5 g' }]);
    const id = page.packages[0]!.id;

    expect((await call(monroeManager, packagesEndpoint.GET, 'GET', 'inventory/packages?store=ypsilanti')).status).toBe(
      403,
    );
    const elsewhere = await call(
      monroeManager,
      packageEndpoint.PATCH,
      'PATCH',
      `inventory/packages/${id}?store=monroe`,
      {
        params: { id },
        body: { variantId: size },
      },
    );
    expect(elsewhere.status).toBe(404);
    expect((await call(customer, packagesEndpoint.GET, 'GET', 'inventory/packages?store=ypsilanti')).status).toBe(403);
    for (const body of [
      { variantId: 'nope' },
      { confirmWeight: false },
      { variantId: size, confirmWeight: true },
      {},
    ]) {
      const bad = await call(ypsiManager, packageEndpoint.PATCH, 'PATCH', `inventory/packages/${id}?store=ypsilanti`, {
        params: { id },
        body,
      });
      expect(bad.status).toBe(400);
    }
    const unknownSize = await call(
      ypsiManager,
      packageEndpoint.PATCH,
      'PATCH',
      `inventory/packages/${id}?store=ypsilanti`,
      {
        params: { id },
        body: { variantId: '00000000-0000-4000-8000-000000000000' },
      },
    );
    expect(unknownSize).toMatchObject({
      status: 400,
      body: { fields: { variantId: ['There is no such size in the catalog.'] } },
    });
    const unknownPackage = await call(
      ypsiManager,
      packageEndpoint.PATCH,
      'PATCH',
      `inventory/packages/x?store=ypsilanti`,
      {
        params: { id: 'x' },
        body: { variantId: size },
      },
    );
    expect(unknownPackage.status).toBe(404);

    const mapped = await call(ypsiManager, packageEndpoint.PATCH, 'PATCH', `inventory/packages/${id}?store=ypsilanti`, {
      params: { id },
      body: { variantId: size },
    });
    expect(mapped).toMatchObject({ status: 200, body: { sizeName: 'Blue Dream, 3.5 g', unlisted: null } });
    const [stock] = await db.query<{ stock: number }>(
      `select stock from store_variants where store_id = $1 and variant_id = $2 and pool = 'all'`,
      [ypsilanti, size],
    );
    expect(stock!.stock).toBe(4);
    const [entry] = await listAudit(db, [{ entityType: 'store_package', entityId: id }]);
    expect(entry).toMatchObject({
      action: 'map',
      summary: 'Item PKGFLOWER1 (PKGFLOWER1) at Ypsilanti: sold as Blue Dream, 3.5 g',
    });
  });

  it('refuses stock typed at a store whose stock comes from Metrc, saying where to change it', async () => {
    const board = await call(ypsiManager, variantEndpoint.PATCH, 'PATCH', 'catalog/variants/x?store=ypsilanti', {
      params: { id: size },
      body: { stock: 40 },
    });
    expect(board).toMatchObject({
      status: 409,
      body: { error: 'Ypsilanti’s stock comes from Metrc; change it there.' },
    });
    const csv = 'sku,stock\nblue-dream-0,40\n';
    const imported = await call(ypsiManager, importEndpoint.POST, 'POST', 'catalog/menu/import?store=ypsilanti', {
      body: { csv },
    });
    expect(imported.status).toBe(409);
    const [stock] = await db.query<{ stock: number }>(
      `select stock from store_variants where store_id = $1 and variant_id = $2 and pool = 'all'`,
      [ypsilanti, size],
    );
    expect(stock!.stock).toBe(4);
    // The default store keeps its own count: its stock is typed as before.
    const monroe = await call(admin, variantEndpoint.PATCH, 'PATCH', 'catalog/variants/x', {
      params: { id: size },
      body: { stock: 7 },
    });
    expect(monroe.status).toBe(200);
  });
});
