import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pickupSlots } from '#lib/pickup/pickup-slots.ts';
import type { Database } from '#server/db/database.ts';
import { openPostgres } from '#server/db/postgres.ts';
import { placeOrder, type PlaceOrderInput } from '#server/orders/place-order.ts';
import { getStoreSettings, type StoreSettings } from '#server/settings/store-settings.ts';
import { insertCategory, insertProduct, TIME_ZONE, WEDNESDAY_AFTERNOON as NOW } from '../support/menu-fixtures.ts';
import { startRoundTripProxy, type RoundTripProxy } from '../support/round-trip-proxy.ts';
import { createPostgresTestDatabase, testEngine } from '../support/test-database.ts';
import { DAYTIME_HOURS, insertPickupStore } from '../support/test-store.ts';

/**
 * Transactions on PostgreSQL send `begin` with their first statements (decision 47), counted on the
 * wire through a relay: a transaction waits once for its first statements, once for each later
 * wait of its own, and once for `commit` or `rollback`. What a transaction means stays the same.
 */
describe.runIf(testEngine === 'postgres')('transactions on PostgreSQL', () => {
  let proxy: RoundTripProxy;
  let db: Database;
  const numbers = async () => (await db.query<{ n: number }>('select n from tx_probe order by n')).map((row) => row.n);

  beforeAll(async () => {
    const source = inject('testDatabase');
    if (source.engine !== 'postgres') throw new Error('Not a PostgreSQL test run');
    proxy = await startRoundTripProxy(source.adminUrl);
    // One connection: the table is the session's own, and every round trip is this test's.
    db = openPostgres(proxy.url, { max: 1 });
    await db.query('create temporary table tx_probe (n int primary key)');
    // Prepared once per connection: the first use of a statement with parameters waits for its
    // description, so it is made here, not in a count.
    await db.query('insert into tx_probe values ($1)', [0]);
    await db.query('delete from tx_probe');
  });
  afterAll(async () => {
    await db?.close();
    await proxy?.close();
  });

  it('waits once for begin with the first statements, once per later wait and once to commit', async () => {
    proxy.reset();
    const ids = await db.transaction(async (tx) => {
      const [first] = await tx.query<{ id: string }>('select txid_current()::text as id');
      await tx.query('insert into tx_probe values ($1)', [1]);
      const [second] = await tx.query<{ id: string }>('select txid_current()::text as id');
      return [first!.id, second!.id];
    });
    expect(proxy.roundTrips()).toBe(4);
    // The first statement, sent with begin, ran inside the transaction.
    expect(ids[0]).toBe(ids[1]);
    expect(await numbers()).toEqual([1]);
  });

  it('rolls back what it wrote when the function throws, in one more round trip', async () => {
    proxy.reset();
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into tx_probe values ($1)', [2]);
        throw new Error('Changed my mind');
      }),
    ).rejects.toThrow('Changed my mind');
    expect(proxy.roundTrips()).toBe(2);
    expect(await numbers()).toEqual([1]);
  });

  it('fails with the first failed statement even when the function went on without it', async () => {
    const outcome = db.transaction(async (tx) => {
      await tx.query('insert into tx_probe values ($1)', [3]);
      await tx.query('insert into tx_probe values ($1)', [1]).catch(() => undefined);
      await tx.query('insert into tx_probe values ($1)', [4]).catch(() => undefined);
      return 'done';
    });
    await expect(outcome).rejects.toMatchObject({ code: '23505' });
    expect(await numbers()).toEqual([1]);
  });

  it('sends commit with the statements the function did not wait for: one round trip in all', async () => {
    proxy.reset();
    await db.transaction(async (tx) => {
      void Promise.allSettled([6, 7].map((n) => tx.query('insert into tx_probe values ($1)', [n])));
    });
    // begin, both inserts and commit
    expect(proxy.roundTrips()).toBe(1);
    expect(await numbers()).toEqual([1, 6, 7]);
  });

  it('throws the failure of a statement sent with the commit, which then commits nothing', async () => {
    proxy.reset();
    const outcome = db.transaction(async (tx) => {
      void Promise.allSettled([8, 1].map((n) => tx.query('insert into tx_probe values ($1)', [n])));
      return 'sent';
    });
    await expect(outcome).rejects.toMatchObject({ code: '23505' });
    expect(proxy.roundTrips()).toBe(1);
    expect(await numbers()).toEqual([1, 6, 7]);
  });

  it('gives its connection back: the next transaction and statement run on it', async () => {
    await db.transaction(async (tx) => {
      await tx.query('insert into tx_probe values ($1)', [5]);
    });
    expect(await numbers()).toEqual([1, 5, 6, 7]);
  });
});

/**
 * A checkout on PostgreSQL, counted on the wire: with the store-wide cache's settings, the key's
 * lock and the order's facts go with `begin`, and every write with `commit` (decisions 45, 47, 48).
 */
describe.runIf(testEngine === 'postgres')('order placement on PostgreSQL', () => {
  let proxy: RoundTripProxy;
  let db: Database;
  let drop: () => Promise<void>;
  let settings: StoreSettings;
  let flower: string;
  const order = (quantity: number): PlaceOrderInput => ({
    idempotencyKey: randomUUID(),
    customerId: null,
    mode: 'adult',
    contact: { name: 'Jordan Guest', email: 'jordan@example.com', phone: '7345550100', birthdate: '1990-04-20' },
    medicalCard: null,
    pickupSlotStart: pickupSlots({ hours: DAYTIME_HOURS, timeZone: TIME_ZONE, slotMinutes: 30, now: NOW })[0]!.start,
    notes: '',
    lines: [{ variantId: flower, quantity }],
    consents: { email: false, sms: false },
    expectedTotalCents: null,
    now: NOW,
  });

  beforeAll(async () => {
    const clone = await createPostgresTestDatabase();
    drop = clone.drop;
    const setup = openPostgres(clone.url, { max: 1 });
    await insertPickupStore(setup, { hours: DAYTIME_HOURS, timeZone: TIME_ZONE });
    await insertCategory(setup, 'flower');
    await insertProduct(setup, {
      slug: 'chemdawg',
      category: 'flower',
      variants: [{ size: '3.5 g', price: 3500, stock: 3, limit: { category: 'flower', amount: 3544 } }],
    });
    settings = await getStoreSettings(setup);
    [{ id: flower }] = (await setup.query<{ id: string }>('select id from variants')) as [{ id: string }];
    await setup.close();
    proxy = await startRoundTripProxy(clone.url);
    db = openPostgres(proxy.url, { max: 1 });
    // Every statement is prepared on the connection's first checkout, not in a count.
    expect(await placeOrder(db, order(1), { settings })).toMatchObject({ ok: true });
  });
  afterAll(async () => {
    await db?.close();
    await proxy?.close();
    await drop?.();
  });

  it('waits on the database twice for a checkout: the facts with begin, the writes with commit', async () => {
    proxy.reset();
    expect(await placeOrder(db, order(1), { settings })).toMatchObject({ ok: true, replayed: false });
    expect(proxy.roundTrips()).toBe(2);
  });

  it('refuses a size sold out meanwhile in those same two, naming what is left and taking nothing', async () => {
    proxy.reset();
    expect(await placeOrder(db, order(2), { settings })).toEqual({
      ok: false,
      problem: { code: 'sold_out', items: [{ name: 'Chemdawg (3.5 g)', available: 1 }] },
    });
    // The commit, answered with a rollback, went with the writes: nothing more is sent.
    expect(proxy.roundTrips()).toBe(2);
    expect(await db.query('select stock from variants')).toEqual([{ stock: 1 }]);
  });
});
