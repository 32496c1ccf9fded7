import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

// Server modules are written once for both engines; these are the differences the seam hides.
describe(`the database seam on ${testEngine}`, () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  it('returns rows with the same JavaScript types on both engines', async () => {
    const [row] = await db.query(
      `select 42::int4 as small, 9007199254740::int8 as big, 1.50::numeric(5,2) as exact,
              '2026-11-21'::date::text as day, array['a','b'] as list, '{"x":1}'::jsonb as doc, null::text as nothing`,
    );
    expect(row).toEqual({
      small: 42,
      big: 9007199254740,
      exact: '1.50',
      day: '2026-11-21',
      list: ['a', 'b'],
      doc: { x: 1 },
      nothing: null,
    });
  });

  it('binds a JSON text and an object the same way to a jsonb parameter', async () => {
    const [row] = await db.query<{ text: unknown; object: unknown }>('select $1::jsonb as text, $2::jsonb as object', [
      '{"terpene":"myrcene"}',
      { terpene: 'myrcene' },
    ]);
    expect(row).toEqual({ text: { terpene: 'myrcene' }, object: { terpene: 'myrcene' } });
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await db.exec('create temporary table ledger (entry text)');
    await db.transaction(async (tx) => {
      await tx.query(`insert into ledger values ('kept')`);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`insert into ledger values ('lost')`);
        throw new Error('the order could not be placed');
      }),
    ).rejects.toThrow('the order could not be placed');
    expect(await db.query('select entry from ledger')).toEqual([{ entry: 'kept' }]);
  });

  it('delivers committed notifications until the listener stops', async () => {
    const received: string[] = [];
    const stop = await db.listen('seam_test', (payload) => received.push(payload));
    await db.query(`select pg_notify('seam_test', 'first')`);
    await db.transaction(async (tx) => {
      await tx.query(`select pg_notify('seam_test', 'second')`);
    });
    await expect.poll(() => received, { timeout: 5_000 }).toEqual(['first', 'second']);
    await stop();
    await db.query(`select pg_notify('seam_test', 'after stop')`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toEqual(['first', 'second']);
  });
});
