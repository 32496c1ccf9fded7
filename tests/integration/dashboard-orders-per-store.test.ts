import { randomUUID } from 'node:crypto';
import type { APIRoute } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerLookupResult } from '#lib/customers/customer-lookup.ts';
import type { DashboardOverview } from '#lib/overview/overview.ts';
import type { OrderDetail } from '#lib/orders/order-detail.ts';
import type { OrderQueue } from '#lib/orders/order-queue.ts';
import type { OrderSearchPage } from '#lib/orders/order-search.ts';
import { pickupSlots } from '#lib/pickup/pickup-slots.ts';
import { loadSignedInAccount, type SignedInAccount } from '#server/customers/signed-in-account.ts';
import { recordAudit } from '#server/dashboard/audit-log.ts';
import type { Database } from '#server/db/database.ts';
import { placeOrder, type PlaceOrderInput } from '#server/orders/place-order.ts';
import { withStoreScope } from '#server/stores/index.ts';
import * as customersEndpoint from '../../src/pages/api/dashboard/customers/index.ts';
import * as orderEndpoint from '../../src/pages/api/dashboard/orders/[id].ts';
import * as statusEndpoint from '../../src/pages/api/dashboard/orders/[id]/status.ts';
import * as queueEndpoint from '../../src/pages/api/dashboard/orders/index.ts';
import * as searchEndpoint from '../../src/pages/api/dashboard/orders/search.ts';
import * as overviewEndpoint from '../../src/pages/api/dashboard/overview/index.ts';
import { callThroughGuard } from '../support/dashboard-endpoint-call.ts';
import { insertCategory, insertProduct, TIME_ZONE, WEDNESDAY_AFTERNOON } from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { DAYTIME_HOURS, insertPickupStore } from '../support/test-store.ts';

/**
 * The dashboard's orders, its home and its customer lookup with two stores, through the guard and
 * the endpoints as the server runs them: each lists, searches, counts and moves the orders of the
 * store the call is about (`?store=`, the switcher's), a manager reaches no order of a store not
 * theirs (403 for the store, 404 for its order, nothing changed), an admin opens any order by its
 * link, and a move's audit entry names its store.
 */

const SLOTS = pickupSlots({ hours: DAYTIME_HOURS, timeZone: TIME_ZONE, slotMinutes: 30, now: WEDNESDAY_AFTERNOON });
const NO_STORE = 'You are not assigned to a store yet. An admin gives managers their stores on the users page.';

type Body = Record<string, unknown> & { error?: string };

describe(`the dashboard's orders per store on ${testEngine}`, () => {
  let db: Database;
  let monroe: string;
  let ypsilanti: string;
  let flower: string;
  let admin: SignedInAccount;
  /** Made while Monroe was the only store: manages Monroe. */
  let riley: SignedInAccount;
  /** Given Ypsilanti alone. */
  let yara: SignedInAccount;
  /** Given no store. */
  let nova: SignedInAccount;
  let caseyId: string;
  const placed: Record<string, { id: string; number: string }> = {};

  async function account(email: string, role: 'customer' | 'manager' | 'admin', fullName = email) {
    const [user] = await db.query<{ id: string }>(
      `insert into auth.users (email, email_confirmed_at) values ($1, now()) returning id`,
      [email],
    );
    await db.query('insert into profiles (id, role, full_name) values ($1, $2, $3)', [user!.id, role, fullName]);
    return user!.id;
  }
  const signedIn = async (id: string, email: string) =>
    (await loadSignedInAccount(db, { id, email, emailConfirmed: true }))!;

  async function call(
    caller: SignedInAccount,
    handler: APIRoute | undefined,
    method: string,
    path: string,
    extras: { body?: unknown; params?: Record<string, string> } = {},
  ): Promise<{ status: number; body: Body }> {
    const response = await callThroughGuard(handler, {
      db,
      account: caller,
      method,
      path,
      config: { linkOrigin: 'http://shop.test' },
      ...extras,
    });
    return { status: response.status, body: (await response.json()) as Body };
  }
  const get = <T>(
    caller: SignedInAccount,
    handler: APIRoute | undefined,
    path: string,
    params?: Record<string, string>,
  ) => call(caller, handler, 'GET', path, { params }) as Promise<{ status: number; body: T & Body }>;
  const move = (caller: SignedInAccount, order: string, to: string, store = '', reason?: string) =>
    call(caller, statusEndpoint.POST, 'POST', `orders/${placed[order]!.id}/status${store}`, {
      body: { to, reason },
      params: { id: placed[order]!.id },
    });

  async function place(label: string, storeId: string | undefined, overrides: Partial<PlaceOrderInput> = {}) {
    const outcome = await placeOrder(db, {
      idempotencyKey: randomUUID(),
      customerId: null,
      mode: 'adult',
      contact: { name: 'Gale Guest', email: 'gale@example.com', phone: '7345550199', birthdate: '1985-01-02' },
      medicalCard: null,
      pickupSlotStart: SLOTS[0]!.start,
      notes: '',
      lines: [{ variantId: flower, quantity: 2 }],
      consents: { email: false, sms: false },
      expectedTotalCents: null,
      now: WEDNESDAY_AFTERNOON,
      ...(storeId ? { storeId } : {}),
      ...overrides,
    });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problem));
    placed[label] = { id: outcome.order.id, number: outcome.order.number };
  }
  const numbers = (...labels: string[]) => labels.map((label) => placed[label]!.number);
  const statusOf = async (label: string) =>
    (await db.query<{ status: string }>('select status from orders where id = $1', [placed[label]!.id]))[0]!.status;
  const stockAt = async (storeId: string) =>
    (
      await db.query<{ stock: number }>(
        `select stock from store_variants where store_id = $1 and variant_id = $2 and pool = 'all'`,
        [storeId, flower],
      )
    )[0]!.stock;
  const auditOf = (label: string) =>
    db.query<{ action: string; store_id: string | null; actor_email: string }>(
      `select action, store_id, actor_email from staff_audit_log where entity_type = 'order' and entity_id = $1 order by id`,
      [placed[label]!.id],
    );

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertPickupStore(db, { timeZone: TIME_ZONE });
    await insertCategory(db, 'flower');
    await insertProduct(db, {
      slug: 'chemdawg',
      category: 'flower',
      variants: [{ size: '3.5 g', price: 3500, stock: 40, limit: { category: 'flower', amount: 3544 } }],
    });
    flower = (await db.query<{ id: string }>(`select id from variants where sku = 'chemdawg-0'`))[0]!.id;
    monroe = (await db.query<{ id: string }>('select id from stores where is_default'))[0]!.id;
    admin = await signedIn(await account('avery@example.com', 'admin'), 'avery@example.com');
    const rileyId = await account('riley@example.com', 'manager', 'Riley Monroe');
    caseyId = await account('casey@example.com', 'customer', 'Casey Both');

    ypsilanti = (
      await db.query<{ id: string }>(
        `insert into stores (slug, name, street_address, city, region, postal_code, phone, timezone, pickup_slot_minutes,
                             pickup_slot_capacity, position)
         values ('ypsilanti', 'Ypsilanti', '2 River St', 'Ypsilanti', 'MI', '48197', '734-555-0200', $1, 30, 1000, 1)
         returning id`,
        [TIME_ZONE],
      )
    )[0]!.id;
    for (const { weekday, opens, closes } of DAYTIME_HOURS) {
      await db.query('insert into store_hours (store_id, weekday, opens_at, closes_at) values ($1, $2, $3, $4)', [
        ypsilanti,
        weekday,
        opens,
        closes,
      ]);
    }
    await db.query(`insert into store_variants (store_id, variant_id, stock) values ($1, $2, 20)`, [ypsilanti, flower]);
    const yaraId = await account('yara@example.com', 'manager', 'Yara Ypsilanti');
    await db.query('insert into staff_store_assignments (user_id, store_id) values ($1, $2)', [yaraId, ypsilanti]);
    const novaId = await account('nova@example.com', 'manager');
    [riley, yara, nova] = await Promise.all([
      signedIn(rileyId, 'riley@example.com'),
      signedIn(yaraId, 'yara@example.com'),
      signedIn(novaId, 'nova@example.com'),
    ]);

    const casey = {
      customerId: caseyId,
      contact: { name: 'Casey Both', email: 'casey@example.com', phone: '7345550142', birthdate: '1990-04-20' },
    };
    await place('monroe guest', undefined);
    await place('monroe casey', undefined, casey);
    await place('ypsilanti guest', ypsilanti);
    await place('ypsilanti casey', ypsilanti, casey);
    await place('ypsilanti later', ypsilanti, { pickupSlotStart: SLOTS.at(-1)!.start });
  });
  afterAll(() => db.close());

  it('gives each store’s queue its own orders, and refuses a manager another store’s', async () => {
    const queue = async (caller: SignedInAccount, store = '') => {
      const answer = await get<OrderQueue>(caller, queueEndpoint.GET, `orders${store}`);
      return answer.status === 200 ? answer.body.open.map((order) => order.number).sort() : answer;
    };
    expect(await queue(yara)).toEqual(numbers('ypsilanti guest', 'ypsilanti casey', 'ypsilanti later').sort());
    expect(await queue(yara, '?store=ypsilanti')).toEqual(await queue(yara));
    expect(await queue(riley)).toEqual(numbers('monroe guest', 'monroe casey').sort());
    expect(await queue(admin)).toEqual(numbers('monroe guest', 'monroe casey').sort());
    expect(await queue(admin, '?store=ypsilanti')).toEqual(await queue(yara));
    expect(await queue(yara, '?store=monroe')).toEqual({
      status: 403,
      body: { error: 'You do not manage the store “monroe”.', fields: {} },
    });
  });

  it('searches only the orders of the store the call is about', async () => {
    const search = async (caller: SignedInAccount, query: string) => {
      const { status, body } = await get<OrderSearchPage>(caller, searchEndpoint.GET, `orders/search${query}`);
      expect(status, query).toBe(200);
      return { numbers: body.rows.map((row) => row.number).sort(), total: body.total };
    };
    const ypsilantiGale = numbers('ypsilanti guest', 'ypsilanti later').sort();
    expect(await search(yara, '?q=gale')).toEqual({ numbers: ypsilantiGale, total: 2 });
    expect(await search(yara, '?store=ypsilanti')).toEqual({
      numbers: numbers('ypsilanti guest', 'ypsilanti casey', 'ypsilanti later').sort(),
      total: 3,
    });
    expect(await search(yara, `?q=${placed['monroe guest']!.number}`)).toEqual({ numbers: [], total: 0 });
    expect(await search(admin, '?q=gale')).toEqual({ numbers: numbers('monroe guest'), total: 1 });
    expect(await search(admin, '?q=gale&store=ypsilanti')).toEqual({ numbers: ypsilantiGale, total: 2 });
    expect((await get(yara, searchEndpoint.GET, 'orders/search?q=gale&store=monroe')).status).toBe(403);
  });

  it('opens an order of a store the caller may see whatever store the call is about, and no other', async () => {
    const open = (caller: SignedInAccount, label: string, store = '') =>
      get<OrderDetail>(caller, orderEndpoint.GET, `orders/${placed[label]!.id}${store}`, { id: placed[label]!.id });
    expect(await open(yara, 'monroe guest', '?store=ypsilanti')).toEqual({
      status: 404,
      body: { error: 'There is no such order.', fields: {} },
    });
    expect(await open(riley, 'ypsilanti guest')).toMatchObject({ status: 404 });
    const own = await open(yara, 'ypsilanti guest');
    expect(own).toMatchObject({
      status: 200,
      body: { number: placed['ypsilanti guest']!.number, timeZone: TIME_ZONE },
    });
    const fromReport = await open(admin, 'monroe guest', '?store=ypsilanti');
    expect(fromReport).toMatchObject({ status: 200, body: { number: placed['monroe guest']!.number } });
  });

  it('names the store an order was placed at, whichever store the call is about', async () => {
    const [first] = await db.query<{ name: string; slug: string }>('select name, slug from stores where is_default');
    for (const [label, store] of [
      ['monroe guest', first!],
      ['ypsilanti guest', { name: 'Ypsilanti', slug: 'ypsilanti' }],
    ] as const) {
      const { body } = await get<OrderDetail>(admin, orderEndpoint.GET, `orders/${placed[label]!.id}?store=ypsilanti`, {
        id: placed[label]!.id,
      });
      expect(body.store, label).toEqual(store);
    }
  });

  it('lets a manager move only their store’s orders, each move logged with its store', async () => {
    const refused = await move(yara, 'monroe guest', 'accepted', '?store=ypsilanti');
    expect(refused).toEqual({ status: 404, body: { error: 'There is no such order.', fields: {} } });
    expect(await move(yara, 'monroe guest', 'cancelled', '?store=monroe')).toMatchObject({ status: 403 });
    expect(await statusOf('monroe guest')).toBe('placed');
    expect(await auditOf('monroe guest')).toEqual([]);

    const [monroeBefore, ypsilantiBefore] = [await stockAt(monroe), await stockAt(ypsilanti)];
    expect(await move(yara, 'ypsilanti guest', 'cancelled', '', 'Changed their mind')).toEqual({
      status: 200,
      body: { number: placed['ypsilanti guest']!.number, status: 'cancelled' },
    });
    expect([await stockAt(monroe), await stockAt(ypsilanti)]).toEqual([monroeBefore, ypsilantiBefore + 2]);
    expect(await auditOf('ypsilanti guest')).toEqual([
      { action: 'cancelled', store_id: ypsilanti, actor_email: 'yara@example.com' },
    ]);

    // The whole counter: accepted, ready, then picked up by a customer with an account.
    for (const to of ['accepted', 'ready', 'picked_up']) {
      expect(await move(yara, 'ypsilanti casey', to), to).toMatchObject({ status: 200, body: { status: to } });
    }
    expect((await auditOf('ypsilanti casey')).map((entry) => [entry.action, entry.store_id])).toEqual([
      ['accepted', ypsilanti],
      ['marked_ready', ypsilanti],
      ['picked_up', ypsilanti],
    ]);
    const detail = await get<OrderDetail>(yara, orderEndpoint.GET, `orders/${placed['ypsilanti casey']!.id}`, {
      id: placed['ypsilanti casey']!.id,
    });
    expect(detail.body.history.at(-1)).toMatchObject({
      status: 'picked_up',
      actor: { kind: 'staff', name: 'Yara Ypsilanti', email: 'yara@example.com' },
    });

    expect(await move(admin, 'monroe casey', 'accepted', '?store=ypsilanti')).toMatchObject({ status: 200 });
    expect(await auditOf('monroe casey')).toEqual([
      { action: 'accepted', store_id: monroe, actor_email: 'avery@example.com' },
    ]);
  });

  it('shows a manager’s scope the audit entries of their stores and the organization’s, never another store’s', async () => {
    const seen = await withStoreScope(db, { allowed: [ypsilanti], store: null }, async (tx) => {
      await recordAudit(tx, yara, { entityType: 'customer', entityId: caseyId, action: 'noted', summary: 'Noted' });
      return tx.query<{ entity_id: string; store_id: string | null }>(
        'select entity_id, store_id from staff_audit_log order by id',
      );
    });
    expect(seen).toEqual([
      { entity_id: placed['ypsilanti guest']!.id, store_id: ypsilanti },
      ...[1, 2, 3].map(() => ({ entity_id: placed['ypsilanti casey']!.id, store_id: ypsilanti })),
      { entity_id: caseyId, store_id: null },
    ]);
    const [monroeEntries] = await db.query<{ count: number }>(
      'select count(*)::int as count from staff_audit_log where store_id = $1',
      [monroe],
    );
    expect(monroeEntries!.count).toBe(1);
  });

  it('counts the home page’s orders and sales at the store the call is about', async () => {
    // Whether an open order is today's or a later day's is the machine clock's: both are counted.
    const overview = async (caller: SignedInAccount, store = '') => {
      const { status, body } = await get<DashboardOverview>(caller, overviewEndpoint.GET, `overview${store}`);
      expect(status).toBe(200);
      const { placed: waiting, accepted, ready, later } = body.ordersToPrepare;
      return { open: waiting + accepted + ready + later, accepted, ready, sales: body.salesToday };
    };
    const [picked] = await db.query<{ total_cents: number }>('select total_cents from orders where id = $1', [
      placed['ypsilanti casey']!.id,
    ]);
    const ypsilantiHome = await overview(yara);
    expect(ypsilantiHome).toEqual({
      open: 1,
      accepted: 0,
      ready: 0,
      sales: { orders: 1, totalCents: picked!.total_cents },
    });
    expect(await overview(admin, '?store=ypsilanti')).toEqual(ypsilantiHome);
    const monroeHome = { open: 2, accepted: 1, ready: 0, sales: { orders: 0, totalCents: 0 } };
    expect(await overview(admin)).toEqual(monroeHome);
    expect(await overview(riley)).toEqual(monroeHome);
  });

  it('shows a manager a customer’s and a guest’s orders at their stores only', async () => {
    const lookUp = async (caller: SignedInAccount, q: string, store = '') => {
      const { status, body } = await get<CustomerLookupResult>(
        caller,
        customersEndpoint.GET,
        `customers?q=${q}${store}`,
      );
      expect(status).toBe(200);
      return {
        customers: body.customers.map((customer) => [
          customer.email,
          customer.orderCount,
          customer.orders.map((order) => order.number).sort(),
        ]),
        guests: body.guests.map((guest) => [
          guest.email,
          guest.orderCount,
          guest.orders.map((order) => order.number).sort(),
        ]),
      };
    };
    expect(await lookUp(yara, 'casey')).toEqual({
      customers: [['casey@example.com', 1, numbers('ypsilanti casey')]],
      guests: [],
    });
    expect(await lookUp(yara, 'gale')).toEqual({
      customers: [],
      guests: [['gale@example.com', 2, numbers('ypsilanti guest', 'ypsilanti later').sort()]],
    });
    expect(await lookUp(admin, 'casey', '&store=ypsilanti')).toEqual({
      customers: [['casey@example.com', 2, numbers('monroe casey', 'ypsilanti casey').sort()]],
      guests: [],
    });
  });

  it('refuses a manager given no store every one of these endpoints, and says why', async () => {
    const id = placed['monroe guest']!.id;
    for (const [handler, method, path] of [
      [queueEndpoint.GET, 'GET', 'orders'],
      [searchEndpoint.GET, 'GET', 'orders/search?q=gale'],
      [orderEndpoint.GET, 'GET', `orders/${id}`],
      [statusEndpoint.POST, 'POST', `orders/${id}/status`],
      [overviewEndpoint.GET, 'GET', 'overview'],
      [customersEndpoint.GET, 'GET', 'customers?q=casey'],
    ] as const) {
      const answer = await call(nova, handler, method, path, {
        params: { id },
        body: method === 'POST' ? { to: 'accepted' } : undefined,
      });
      expect(answer, path).toEqual({ status: 403, body: { error: NO_STORE, fields: {}, reason: 'no-store' } });
    }
    expect(await statusOf('monroe guest')).toBe('placed');
  });
});
