import { openPostgres } from '#server/db/postgres.ts';
import type { Database } from '#server/db/database.ts';
import { createPostgresStoreDatabase, type PostgresStoreDatabase } from '../support/postgres-store.ts';
import { startStoreServer, waitUntilHealthy, type StoreServer } from '../support/store-server.ts';
import { demoAccount } from './dashboard-support.ts';
import { expect, test } from './fixtures.ts';

/**
 * Production runs many instances on one PostgreSQL database. Two built stores share one here: a
 * change made through one empties the other's caches, rate limits count across both, and a
 * background job both run does its work once.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

test.describe('two instances on one PostgreSQL database', () => {
  test.skip(!serverUrl, 'needs TEST_DATABASE_URL (a PostgreSQL server for tests)');
  test.describe.configure({ mode: 'serial' });

  let database: PostgresStoreDatabase;
  let db: Database;
  let first: StoreServer;
  let second: StoreServer;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    database = await createPostgresStoreDatabase(serverUrl!, 'shared');
    db = openPostgres(database.url, { max: 2 });
    const env = { DATABASE_URL: database.url, STORE_TEST_CLOCK: '1' };
    [first, second] = await Promise.all([startStoreServer(env), startStoreServer(env)]);
    await Promise.all([waitUntilHealthy(first), waitUntilHealthy(second)]);
  });
  test.afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await db?.close();
    await database?.drop();
  });

  test('a stock change made through one instance shows at once on the other, whose copy was cached', async ({
    playwright,
  }) => {
    const [product] = await db.query<{ slug: string; variant_id: string }>(
      `select p.slug, min(v.id::text) as variant_id
         from products p join variants v on v.product_id = p.id and v.active
        where p.status = 'active' and p.is_cannabis and not p.medical_only
        group by p.id, p.slug
       having bool_and(v.stock > 5) and count(*) = 1
        order by p.slug limit 1`,
    );
    const page = `${second.baseURL}/products/${product!.slug}`;
    const read = () => fetch(page, { headers: { cookie: 'age_verified=adult' } });
    expect((await read()).status).toBe(200);
    const cached = await read();
    expect(cached.headers.get('x-cache')).toBe('HIT');
    expect(await cached.text()).not.toContain('Sold out');

    const admin = await playwright.request.newContext({ baseURL: first.baseURL });
    const { email, password } = demoAccount('admin');
    const signIn = await admin.post('/api/auth/sign-in', {
      data: { email, password },
      headers: { Origin: first.baseURL },
    });
    expect(signIn.ok()).toBe(true);
    const edit = await admin.patch(`/api/dashboard/catalog/variants/${product!.variant_id}`, {
      data: { stock: 0 },
      headers: { Origin: first.baseURL },
    });
    expect(edit.ok(), await edit.text()).toBe(true);
    await admin.dispose();

    await expect.poll(async () => (await read()).text(), { timeout: 10_000 }).toContain('Sold out');
  });

  test('sign-in attempts count across instances', async () => {
    const { email } = demoAccount('manager');
    const attempt = (store: StoreServer) =>
      fetch(`${store.baseURL}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: store.baseURL },
        body: JSON.stringify({ email, password: 'not-the-password-1' }),
      }).then((response) => response.status);
    const statuses: number[] = [];
    // Ten wrong tries from one address, five through each instance: each instance alone saw five.
    for (let index = 0; index < 10; index++) statuses.push(await attempt(index % 2 ? second : first));
    expect(statuses.every((status) => status === 401)).toBe(true);
    expect(await attempt(first)).toBe(429);
    expect(await attempt(second)).toBe(429);
  });

  test('a background job both instances run does its work once', async () => {
    const [variant] = await db.query<{ id: string; stock: number }>(
      `select id, stock from variants where active and stock > 0 order by sku limit 1`,
    );
    const slotEnd = new Date(Date.now() - 24 * 3_600_000);
    const [order] = await db.query<{ id: string }>(
      `insert into orders (number, menu_mode, contact_name, email, phone, birthdate, pickup_slot_start, pickup_slot_end,
         subtotal_cents, discount_cents, excise_cents, sales_tax_cents, total_cents, idempotency_key, placed_at)
       values ('RR-TWO001', 'adult', 'Lapsed Order', 'lapsed@example.com', '7345550199', '1990-01-01',
         $1::timestamptz - interval '30 minutes', $1, 2000, 0, 200, 132, 2332, md5('two-instances'), $1::timestamptz - interval '2 hours')
       returning id`,
      [slotEnd],
    );
    await db.query(
      `insert into order_lines (order_id, variant_id, product_slug, product_name, size_label, quantity, unit_price_cents,
         discount_cents, price_cents, excise_cents, sales_tax_cents, total_cents, excise_taxable, limit_category, limit_amount)
       values ($1, $2, 'lapsed', 'Lapsed', '1 g', 2, 1000, 0, 2000, 200, 132, 2332, true, 'none', 0)`,
      [order!.id, variant!.id],
    );
    await db.query(`update variants set stock = stock - 2 where id = $1`, [variant!.id]);

    const at = new Date(Date.now() + 3_600_000).toISOString();
    const moves = await Promise.all(
      [first, second].map((store) =>
        fetch(`${store.baseURL}/api/test-clock`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: store.baseURL },
          body: JSON.stringify({ at }),
        }),
      ),
    );
    expect(moves.map((response) => response.status)).toEqual([200, 200]);

    const events = await db.query(`select 1 from order_events where order_id = $1 and status = 'expired'`, [order!.id]);
    expect(events).toHaveLength(1);
    const [after] = await db.query<{ stock: number }>(`select stock from variants where id = $1`, [variant!.id]);
    expect(after!.stock).toBe(variant!.stock);
  });
});
