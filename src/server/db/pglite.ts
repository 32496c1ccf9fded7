import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { lockDataFolder } from './data-folder-lock.ts';
import type { Database, Queryable, Row } from './database.ts';
import { followStatements } from './transaction-statements.ts';

export interface PgliteOptions {
  /** A folder for a persistent database; omitted, the database lives in memory. */
  dataDir?: string;
  /** A `dumpDataDir()` tarball to start from (tests copy one migrated database per worker). */
  loadDataDir?: Blob | File;
}

/**
 * A data folder PGlite could not open (it stops with "Aborted()" on a folder whose files do not
 * fit together, e.g. "could not locate a valid checkpoint record"); the message says what to do.
 */
export class DataFolderUnreadable extends Error {
  override name = 'DataFolderUnreadable';
}

/**
 * Opens the embedded database: real PostgreSQL compiled to WebAssembly, in this process. A
 * folder is this process's alone while it is open (DataFolderInUse otherwise, data-folder-lock.ts).
 */
export async function openPglite(options: PgliteOptions = {}): Promise<Database> {
  const { dataDir } = options;
  if (!dataDir) return wrapPglite(await PGlite.create({ loadDataDir: options.loadDataDir, extensions: { pg_trgm } }));
  mkdirSync(dataDir, { recursive: true });
  const lock = lockDataFolder(dataDir);
  let pg: PGlite;
  try {
    pg = await PGlite.create({ dataDir, loadDataDir: options.loadDataDir, extensions: { pg_trgm } });
  } catch (error) {
    lock.release();
    const reason = error instanceof Error ? error.message : String(error);
    throw new DataFolderUnreadable(
      `The embedded database in ${dataDir} cannot be opened (${reason}): its files are damaged, ` +
        'typically by two stores writing the folder at once or a copy taken while the store ran. ' +
        `Restore it as the README says ("A damaged data folder"): move ${dataDir} aside and start ` +
        'again for a fresh demo store, or put back a copy taken while the store was stopped.',
      { cause: error },
    );
  }
  const db = wrapPglite(pg);
  return {
    ...db,
    close: async () => {
      try {
        await db.close();
      } finally {
        lock.release();
      }
    },
  };
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
