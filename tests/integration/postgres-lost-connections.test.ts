import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { isDatabaseUnavailable } from '#server/db/database-unavailable.ts';
import type { Database, Queryable } from '#server/db/database.ts';
import { openPostgres } from '#server/db/postgres.ts';
import { testEngine } from '../support/test-database.ts';

/**
 * A connection the server ends while it works (a restart, a failover, a pooler recycling it) must
 * cost the statements it was running and nothing more: the process stays up, and the next
 * statement on the same pooled connection gets its own answer, not an error or rows left from the
 * old connection. The pool has one connection, so every statement reuses the one that was ended
 * (scripts/patch-postgres-driver.mjs; before it, each case here failed or took the process down).
 */
describe.runIf(testEngine === 'postgres')('statements after the server ends a connection, on PostgreSQL', () => {
  let db: Database;
  let admin: Database;
  beforeAll(() => {
    const source = inject('testDatabase');
    if (source.engine !== 'postgres') throw new Error('Not a PostgreSQL test run');
    db = openPostgres(source.adminUrl, { max: 1 });
    admin = openPostgres(source.adminUrl, { max: 1 });
  });
  afterAll(async () => {
    await db?.close();
    await admin?.close();
  });

  /** Ends the server process behind `on`'s connection once `delayMs` have passed. */
  async function endConnectionOf(on: Queryable, delayMs: number): Promise<void> {
    const [row] = await on.query<{ pid: number }>('select pg_backend_pid() as pid');
    setTimeout(() => void admin.query('select pg_terminate_backend($1)', [row!.pid]), delayMs);
  }

  /** What `work` failed with; null when it succeeded. */
  const failureOf = (work: Promise<unknown>) =>
    work.then(
      () => null,
      (error: unknown) => error,
    );

  /**
   * The first answer the server gives: statements the store refuses by itself while the database
   * was unreachable a moment ago are asked again; any other failure is the answer.
   */
  async function firstAnswer(text: string): Promise<unknown[]> {
    for (;;) {
      try {
        return await db.query(text);
      } catch (error) {
        if ((error as { code?: unknown }).code !== 'DATABASE_UNAVAILABLE_FOR_NOW') throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  it('a statement ended while it runs fails as unreachable; the next one is answered', async () => {
    await endConnectionOf(db, 100);
    const ended = await failureOf(db.query('select pg_sleep(5)'));
    expect(isDatabaseUnavailable(ended)).toBe(true);
    expect(await firstAnswer('select 1 as one')).toEqual([{ one: 1 }]);
  });

  it('a statement ended after some of its rows came keeps none of them for the next', async () => {
    await endConnectionOf(db, 300);
    // Two rows, then a pause on the third while the connection is ended.
    const ended = await failureOf(
      db.query('select n, case when n = 3 then pg_sleep(5) end as pause from generate_series(1, 5) n'),
    );
    expect(isDatabaseUnavailable(ended)).toBe(true);
    expect(await firstAnswer('select 1 as one')).toEqual([{ one: 1 }]);
    expect(await firstAnswer('select 2 as two')).toEqual([{ two: 2 }]);
  });

  it('a transaction ended mid-statement fails as unreachable, and the process goes on', async () => {
    const ended = await failureOf(
      db.transaction(async (tx) => {
        await endConnectionOf(tx, 100);
        await tx.query('select pg_sleep(5)');
      }),
    );
    expect(isDatabaseUnavailable(ended)).toBe(true);
    // Its rollback went to a connection that no longer exists: refused, not thrown from a timer.
    await new Promise((resolve) => setImmediate(resolve));
    expect(await firstAnswer('select 1 as one')).toEqual([{ one: 1 }]);
  });

  it('a transaction whose connection ended between statements fails at the next one', async () => {
    const ended = await failureOf(
      db.transaction(async (tx) => {
        await endConnectionOf(tx, 0);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.query('select 1');
        await tx.query('select 2');
      }),
    );
    expect(isDatabaseUnavailable(ended)).toBe(true);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await firstAnswer('select 1 as one')).toEqual([{ one: 1 }]);
  });
});
