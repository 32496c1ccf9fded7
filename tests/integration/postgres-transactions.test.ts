import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { openPostgres } from '#server/db/postgres.ts';
import { startRoundTripProxy, type RoundTripProxy } from '../support/round-trip-proxy.ts';
import { testEngine } from '../support/test-database.ts';

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

  it('gives its connection back: the next transaction and statement run on it', async () => {
    await db.transaction(async (tx) => {
      await tx.query('insert into tx_probe values ($1)', [5]);
    });
    expect(await numbers()).toEqual([1, 5]);
  });
});
