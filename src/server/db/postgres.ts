import postgres from 'postgres';
import type { Database, Queryable, Row } from './database.ts';
import { unavailabilityGate } from './database-unavailable.ts';

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
    transaction: (fn) =>
      gate(async () => (await sql.begin((tx) => fn(queryable(tx)))) as Awaited<ReturnType<typeof fn>>),
    close: () => sql.end({ timeout: 5 }),
  };
}

// The adapter only runs text queries with `unsafe`, which is the same for any custom type map.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function queryable(sql: postgres.Sql<any> | postgres.TransactionSql<any>): Queryable {
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
