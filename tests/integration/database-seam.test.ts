import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { isUniqueViolation, statementError } from '#server/db/statement-error.ts';
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

  it('commits nothing when a statement failed, even one the function caught or never waited for', async () => {
    await db.exec('create table seam_ledger (entry text primary key)');
    await db.query(`insert into seam_ledger values ('first')`);
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`insert into seam_ledger values ('caught')`);
        await tx.query(`insert into seam_ledger values ('first')`).catch(() => undefined);
        return 'went on';
      }),
    ).rejects.toMatchObject({ code: '23505' });
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`insert into seam_ledger values ('awaited')`);
        void Promise.allSettled([
          tx.query(`insert into seam_ledger values ('sent')`),
          tx.query(`insert into seam_ledger values ('first')`),
        ]);
        return 'sent';
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await db.query('select entry from seam_ledger')).toEqual([{ entry: 'first' }]);
  });

  it('answers the statements the function never waited for before it commits them', async () => {
    await db.exec('create table seam_tally (n int)');
    const outcome = await db.transaction(async (tx) => {
      void Promise.allSettled([1, 2, 3].map((n) => tx.query('insert into seam_tally values ($1)', [n])));
      return 'sent';
    });
    expect(outcome).toBe('sent');
    expect(await db.query('select n from seam_tally order by n')).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });

  it('refuses a statement sent after the transaction ended instead of running it outside it', async () => {
    let late: Promise<unknown> = Promise.resolve();
    await db.transaction(async (tx) => {
      late = new Promise((resolve) => setTimeout(resolve, 20))
        .then(() => tx.query('insert into seam_tally values ($1)', [99]))
        .catch((error: unknown) => error);
    });
    expect(String(await late)).toMatch(/sent after its transaction ended: it was not run/);
    expect(await db.query('select n from seam_tally where n = 99')).toEqual([]);
  });

  it("reads a failed statement's code, constraint and detail the same on both engines", async () => {
    await db.exec('create table seam_numbers (number text constraint seam_numbers_number_key unique)');
    await db.query(`insert into seam_numbers values ('RR-1')`);
    const taken = await db.query(`insert into seam_numbers values ('RR-1')`).catch((error: unknown) => error);
    expect(statementError(taken)).toMatchObject({ code: '23505', constraint: 'seam_numbers_number_key' });
    expect(isUniqueViolation(taken, 'seam_numbers_number_key')).toBe(true);
    expect(isUniqueViolation(taken, 'orders_number_key')).toBe(false);

    const refused = await db
      .query(`select public.refuse_order('sold_out', '[{"id":"a","stock":2}]'::jsonb)`)
      .catch((error: unknown) => error);
    expect(statementError(refused)).toEqual({
      code: 'RR001',
      message: 'sold_out',
      constraint: undefined,
      detail: '[{"id": "a", "stock": 2}]',
    });
    expect(statementError(new Error('connection lost'))).toBeUndefined();
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
