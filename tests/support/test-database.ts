import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { openPglite } from '#server/db/pglite.ts';
import { openPostgres } from '#server/db/postgres.ts';
import { databaseUrl } from './database-url.ts';
import './test-database-source.ts';

/**
 * The databases integration tests run against. The project decides the engine (`integration` is
 * PGlite, `integration-postgres` is PostgreSQL); a test reads the same either way and puts
 * `testEngine` in its `describe` label so the report says which one ran.
 */
const source = inject('testDatabase');

export const testEngine: Database['kind'] = source.engine;

/** A private database with every migration applied. `close()` also throws it away. */
export function openTestDatabase(): Promise<Database> {
  return source.engine === 'pglite'
    ? loadPgliteSnapshot(source.migratedSnapshot)
    : clonePostgres(source.migratedTemplate);
}

/** A private database with no migration applied, as a new Supabase project or a new `DATA_DIR` is. */
export function openEmptyTestDatabase(): Promise<Database> {
  return source.engine === 'pglite' ? loadPgliteSnapshot(source.emptySnapshot) : clonePostgres('template0');
}

async function loadPgliteSnapshot(file: string): Promise<Database> {
  return openPglite({ loadDataDir: new Blob([await readFile(file)]) });
}

let clones = 0;

/**
 * PostgreSQL only: a private database with every migration applied, by its address (for a test
 * that reaches it through something of its own, such as a relay counting round trips).
 */
export async function createPostgresTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  return createPostgresClone(source.engine === 'postgres' ? source.migratedTemplate : '');
}

async function createPostgresClone(template: string): Promise<{ url: string; drop: () => Promise<void> }> {
  if (source.engine !== 'postgres') throw new Error('Not a PostgreSQL test run');
  const { adminUrl, databasePrefix } = source;
  const name = `${databasePrefix}_${process.pid}_${++clones}`;
  const admin = openPostgres(adminUrl, { max: 1 });
  await admin.exec(`create database ${name} template ${template}`);
  return {
    url: databaseUrl(adminUrl, name),
    async drop() {
      await admin.exec(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
}

async function clonePostgres(template: string): Promise<Database> {
  const clone = await createPostgresClone(template);
  const db = openPostgres(clone.url, { max: 4 });
  return {
    ...db,
    async close() {
      await db.close();
      await clone.drop();
    },
  };
}
