import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable, Row } from './database.ts';
import { followStatements } from './transaction-statements.ts';

export interface PgliteOptions {
  /** A folder for a persistent database; omitted, the database lives in memory. */
  dataDir?: string;
  /** A `dumpDataDir()` tarball to start from (tests copy one migrated database per worker). */
  loadDataDir?: Blob | File;
}

/** Opens the embedded database: real PostgreSQL compiled to WebAssembly, in this process. */
export async function openPglite(options: PgliteOptions = {}): Promise<Database> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pg = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
  });
  return wrapPglite(pg);
}

function queryable(target: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<T extends Row>(text: string, params?: readonly unknown[]) {
      const result = await target.query<T>(text, params ? [...params] : undefined);
      return result.rows;
    },
    async exec(script) {
      await target.exec(script);
    },
  };
}

export function wrapPglite(pg: PGlite): Database & { pglite: PGlite } {
  return {
    kind: 'pglite',
    pglite: pg,
    ...queryable(pg),
    // PGlite runs one statement at a time, in the order sent: its commit follows whatever `fn` sent
    // without waiting for it. A failed statement would only make that commit a silent rollback, so
    // the first failure is thrown before it, as on PostgreSQL (transaction-statements.ts).
    transaction: (fn) =>
      pg.transaction(async (tx) => {
        const statements = followStatements(queryable(tx));
        try {
          const result = await fn(statements.tx);
          await statements.settled();
          const failure = statements.failure();
          if (failure) throw failure.error;
          return result;
        } finally {
          statements.end();
        }
      }),
    // In this process: the subscription is never lost, so it is made once.
    listen: async (channel, onNotify, onListening) => {
      const stop = await pg.listen(channel, onNotify);
      onListening?.();
      return stop;
    },
    close: () => pg.close(),
  };
}
