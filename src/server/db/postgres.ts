import postgres from 'postgres';
import type { Database, Queryable, Row } from './database.ts';
import { isDatabaseUnavailable, unavailabilityGate } from './database-unavailable.ts';
import { followStatements } from './transaction-statements.ts';

export interface PostgresOptions {
  /** Connections in this process's pool. */
  max?: number;
}

/** Connects to PostgreSQL (Supabase in production) through a pool of postgres.js connections. */
export function openPostgres(url: string, options: PostgresOptions = {}): Database {
  const sql = postgres(url, {
    max: options.max ?? 10,
    // A database that is down answers in seconds, not the driver's default 30: requests get a
    // fast 503 (database-unavailable.ts) while it restarts, and the next query reconnects.
    connect_timeout: 5,
    // Reconnect within a second once the database is back. The driver's own backoff grows to 20 s
    // with every failed connection of the pool, and its LISTEN connection (which takes these
    // options) waited that long after a restart, keeping caches stale meanwhile.
    backoff: (retries: number) => Math.min(0.1 * retries, 1),
    onnotice: () => {},
    types: {
      // Match PGlite: int8 (counts, sums) as numbers; money totals stay far below 2^53 cents.
      int8: {
        to: 20,
        from: [20],
        serialize: (value: number) => String(value),
        parse: (value: string) => Number(value),
      },
      // Match PGlite: a string bound to a json/jsonb parameter is JSON text already, not a value to encode again.
      jsonb: {
        to: 3802,
        from: [114, 3802],
        serialize: (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value)),
        parse: (value: string) => JSON.parse(value),
      },
    },
    connection: { application_name: 'storefront' },
  });
  const gate = unavailabilityGate();
  const pool = queryable(sql);
  return {
    kind: 'postgres',
    query: (text, params) => gate(() => pool.query(text, params)),
    exec: (script) => gate(() => pool.exec(script)),
    async listen(channel, onNotify, onListening) {
      // postgres.js listens on a connection of its own and, when that closes, listens again and
      // calls `onlisten` each time: the caller learns of every re-subscription.
      const { unlisten } = await sql.listen(channel, onNotify, onListening);
      return unlisten;
    },
    transaction: (fn) => gate(() => inTransaction(sql, fn)),
    close: () => sql.end({ timeout: 5 }),
  };
}

// The adapter only runs text queries with `unsafe`, which is the same for any custom type map.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Sql = postgres.Sql<any>;

/**
 * Runs `fn` in a transaction on a connection reserved for it. `begin` is sent with the
 * transaction's first statements, not waited for on its own (decision 47): the server runs them in
 * order on the one connection, so they are in the transaction all the same, and a transaction
 * waits on the database once less. `commit` is sent as soon as `fn` resolves, after any statement
 * `fn` sent without waiting for it (decision 48): those and the commit are one round trip, and if
 * one of them failed the server answers the commit with a rollback and that failure is thrown. As
 * with the driver's own transactions, a statement that failed fails the transaction even when `fn`
 * went on without it. The connection goes back to the pool once it is known to be out of the
 * transaction: after the server answered `commit` or `rollback`. One that closed meanwhile took its
 * transaction with it and stays with the pool, which connects it again when next needed.
 */
async function inTransaction<T>(sql: Sql, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  const connection = await sql.reserve();
  const statements = followStatements(queryable(connection));
  // Never rejects: a failed begin is recorded, not left unhandled while `fn` runs.
  const begun = statements.follow(connection.unsafe('begin')).then(
    () => undefined,
    () => undefined,
  );
  let result: T;
  try {
    result = await fn(statements.tx);
    // A failure known already rolls back; any other (begin's included) is known once commit is
    // answered.
    const failure = statements.failure();
    if (failure) throw failure.error;
  } catch (error) {
    await begun;
    statements.end();
    // Unanswered, the connection is gone: its transaction ended with it.
    const answered = await connection.unsafe('rollback').then(
      () => true,
      () => false,
    );
    if (answered) connection.release();
    throw error;
  }
  let ended: postgres.RowList<postgres.Row[]> | undefined;
  let commitError: unknown;
  statements.end();
  try {
    ended = await connection.unsafe('commit');
  } catch (error) {
    commitError = error;
  }
  // The server refused the commit (the transaction is over, rolled back) or the connection is gone.
  if (ended || !isDatabaseUnavailable(commitError)) connection.release();
  // The statements before the commit were answered before it; the first that failed says why.
  await statements.settled();
  const failure = statements.failure();
  if (failure) throw failure.error;
  if (!ended) throw commitError;
  // A transaction a statement aborted answers its commit with a rollback.
  if (ended.command !== 'COMMIT') throw new Error(`The transaction ended in ${ended.command}, not COMMIT.`);
  return result;
}

function queryable(sql: Sql): Queryable {
  return {
    async query<T extends Row>(text: string, params?: readonly unknown[]) {
      if (!params || params.length === 0) return (await sql.unsafe(text)) as unknown as T[];
      // Prepared once per connection: unprepared, postgres.js asks the server to describe every
      // statement before running it (two round trips) and cannot pipeline it (decision 39).
      const rows = await sql.unsafe(text, [...params] as postgres.ParameterOrJSON<never>[], { prepare: true });
      return rows as unknown as T[];
    },
    async exec(script) {
      await sql.unsafe(script).simple();
    },
  };
}
