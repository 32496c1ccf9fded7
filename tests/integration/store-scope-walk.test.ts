import { existsSync } from 'node:fs';
import path from 'node:path';
import type { APIRoute } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, SECOND_STORE_MANAGER, seedDemoStore } from '#demo-store/index.ts';
import { DASHBOARD_API, type HttpMethod } from '#lib/staff/dashboard-api-paths.ts';
import { loadSignedInAccount, type SignedInAccount } from '#server/customers/signed-in-account.ts';
import type { Database } from '#server/db/database.ts';
import { callThroughGuard } from '../support/dashboard-endpoint-call.ts';
import { makeTempMediaDir } from '../support/media-dir.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

/**
 * Every store-scoped dashboard endpoint, walked as the demo chain's Ypsilanti manager (issue 33:
 * "a manager of store A reads and writes 0 rows of store B through every dashboard endpoint"):
 * asked about Monroe, each is refused; asked about their own store with Monroe's orders, stores
 * and sizes in the address, none answers with a Monroe order or changes a Monroe row. The list of
 * endpoints is the route table itself, so a new store endpoint is walked the day it is declared.
 */
const PAGES = path.resolve(import.meta.dirname, '../../src/pages/api/dashboard');

/** The endpoint module of a route table path (`orders/:id/status` → `orders/[id]/status.ts`). */
async function handlersOf(route: string): Promise<Partial<Record<HttpMethod, APIRoute>>> {
  const file = route.replace(/:(\w+)/g, '[$1]');
  const candidates = [path.join(PAGES, `${file}.ts`), path.join(PAGES, file, 'index.ts')];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`No endpoint file for ${route}`);
  return (await import(found)) as Partial<Record<HttpMethod, APIRoute>>;
}

const STORE_ENDPOINTS = Object.entries(DASHBOARD_API)
  .filter(([, entry]) => entry.scope === 'store')
  .flatMap(([name, entry]) =>
    Object.keys(entry.methods).map((method) => ({ name, route: entry.path, method: method as HttpMethod })),
  );

describe(`every store endpoint, walked by a manager of the other store, on ${testEngine}`, () => {
  const now = new Date('2026-11-21T15:00:00Z');
  let db: Database;
  let media: Awaited<ReturnType<typeof makeTempMediaDir>>;
  let yara: SignedInAccount;
  let admin: SignedInAccount;
  let monroe: { id: string; orderIds: string[]; orderNumbers: string[] };
  let ypsilantiId: string;

  async function signedIn(email: string): Promise<SignedInAccount> {
    const [user] = await db.query<{ id: string }>('select id from auth.users where email = $1', [email]);
    return (await loadSignedInAccount(db, { id: user!.id, email, emailConfirmed: true }))!;
  }

  /** Every row of Monroe's in every table with a store, and the default store's catalog mirror. */
  async function monroeDigest(): Promise<Record<string, string>> {
    const tables = await db.query<{ table_name: string }>(
      `select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'store_id'
          and table_name in (select table_name from information_schema.tables
                              where table_schema = 'public' and table_type = 'BASE TABLE')
        order by table_name`,
    );
    const digest: Record<string, string> = {};
    for (const { table_name: table } of tables) {
      const [row] = await db.query<{ rows: string | null }>(
        `select md5(string_agg(t::text, '|' order by t::text)) as rows from public.${table} t where t.store_id = $1`,
        [monroe.id],
      );
      digest[table] = row!.rows ?? '';
    }
    for (const [table, where] of [
      ['stores', 'id = $1'],
      ['store_licences', 'store_id = $1'],
      ['variants', '$1::uuid is not null'],
      ['products', '$1::uuid is not null'],
    ] as const) {
      const [row] = await db.query<{ rows: string | null }>(
        `select md5(string_agg(t::text, '|' order by t::text)) as rows from public.${table} t where ${where}`,
        [monroe.id],
      );
      digest[`${table} (whole)`] = row!.rows ?? '';
    }
    return digest;
  }

  /** The ids a path's `:name` takes: Monroe's, so a handler that trusts the address would reach Monroe. */
  async function monroeParams(route: string): Promise<Record<string, string>> {
    const params: Record<string, string> = {};
    if (route.startsWith('orders/:id')) params.id = monroe.orderIds[0]!;
    if (route.startsWith('stores/:id')) params.id = monroe.id;
    if (route.startsWith('catalog/variants/:id') || route.startsWith('catalog/products/:id')) {
      const [size] = await db.query<{ variant: string; product: string }>(
        `select sv.variant_id as variant, v.product_id as product
           from store_variants sv join variants v on v.id = sv.variant_id
          where sv.store_id = $1 and sv.stock > 0 order by v.sku limit 1`,
        [monroe.id],
      );
      params.id = route.startsWith('catalog/variants') ? size!.variant : size!.product;
    }
    if (route.includes(':section')) params.section = 'hours';
    return params;
  }

  const address = (route: string, params: Record<string, string>, store?: string) =>
    route.replace(/:(\w+)/g, (_match, name: string) => params[name]!) + (store ? `?store=${store}` : '');

  beforeAll(async () => {
    db = await openTestDatabase();
    media = await makeTempMediaDir();
    await seedDemoStore(db, { mediaDir: media.mediaDir, demoAccounts: true, history: true, now, stores: 2 });
    const [store] = await db.query<{ id: string }>('select default_store_id() as id');
    const orders = await db.query<{ id: string; number: string }>(
      'select id, number from orders where store_id = $1 order by placed_at desc limit 50',
      [store!.id],
    );
    monroe = { id: store!.id, orderIds: orders.map((o) => o.id), orderNumbers: orders.map((o) => o.number) };
    ypsilantiId = (await db.query<{ id: string }>(`select id from stores where slug = 'ypsilanti'`))[0]!.id;
    yara = await signedIn(SECOND_STORE_MANAGER.email);
    admin = await signedIn(DEMO_ACCOUNTS.find((account) => account.role === 'admin')!.email);
    // The reports' rollups and forecasts are built on first asking, for every store at once (the
    // system's work, not the caller's): built here first, so the walk's digests compare records.
    for (const { route } of STORE_ENDPOINTS.filter((endpoint) => endpoint.route.startsWith('reports/'))) {
      const response = await callThroughGuard((await handlersOf(route)).GET, {
        db,
        account: admin,
        method: 'GET',
        path: route,
        clock: { kind: 'machine', now: () => now },
      });
      expect(response.status, route).toBe(200);
    }
  }, 240_000);
  afterAll(async () => {
    await db?.close();
    await media?.remove();
  });

  it('walks a route table that has store endpoints of every kind', () => {
    expect(STORE_ENDPOINTS.length).toBeGreaterThan(20);
    expect(new Set(STORE_ENDPOINTS.map((endpoint) => endpoint.method))).toEqual(
      new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
    );
    expect(yara.stores).toEqual([ypsilantiId]);
    expect(monroe.orderNumbers.length).toBeGreaterThan(10);
  });

  /** Yara's call of one endpoint method, with Monroe's ids in its address, about `store` (absent: her own). */
  async function walkAsYara({ route, method }: (typeof STORE_ENDPOINTS)[number], store?: string) {
    const params = await monroeParams(route);
    const path = address(route, params, store);
    const response = await callThroughGuard((await handlersOf(route))[method], {
      db,
      account: yara,
      method,
      path,
      params,
      body: method === 'GET' ? undefined : {},
      config: { linkOrigin: 'http://shop.test' },
      clock: { kind: 'machine', now: () => now },
    });
    return { response, what: `${method} ${path}` };
  }

  it('refuses every one of them about Monroe, and changes nothing there', async () => {
    const before = await monroeDigest();
    for (const endpoint of STORE_ENDPOINTS) {
      const { response, what } = await walkAsYara(endpoint, 'monroe');
      expect(response.status, what).toBe(403);
    }
    expect(await monroeDigest()).toEqual(before);
  });

  it('answers about Ypsilanti with none of Monroe’s orders, even given Monroe’s ids, and changes no Monroe row', async () => {
    const before = await monroeDigest();
    for (const endpoint of STORE_ENDPOINTS) {
      const { response, what } = await walkAsYara(endpoint);
      expect(response.status, what).toBeLessThan(500);
      const text = await response.text();
      for (const number of monroe.orderNumbers) expect(text, what).not.toContain(number);
      for (const id of monroe.orderIds) expect(text, what).not.toContain(id);
    }
    expect(await monroeDigest()).toEqual(before);
  });

  it('answers an admin about Monroe with Monroe’s orders, so the walk above could see them', async () => {
    const { route } = STORE_ENDPOINTS.find((endpoint) => endpoint.route === 'orders/search')!;
    const handlers = await handlersOf(route);
    const response = await callThroughGuard(handlers.GET, {
      db,
      account: admin,
      method: 'GET',
      path: 'orders/search?store=monroe',
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(monroe.orderNumbers.some((number) => text.includes(number))).toBe(true);
  });
});
