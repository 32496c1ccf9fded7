import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '#server/db/migrate.ts';
import { readMigrations } from '#server/db/migrations-on-disk.ts';
import { openPostgres } from '#server/db/postgres.ts';
import { seedDemoStore } from '#demo-store/index.ts';
import { databaseUrl } from './database-url.ts';

export interface PostgresStoreDatabase {
  /** The DATABASE_URL of the new database. */
  url: string;
  drop(): Promise<void>;
}

const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../supabase/migrations');

/**
 * A new database on the PostgreSQL server at `serverUrl`, migrated and seeded with the demo store
 * and its demo sign-ins, for tests that run built stores against PostgreSQL (production's mode).
 */
export async function createPostgresStoreDatabase(serverUrl: string, label: string): Promise<PostgresStoreDatabase> {
  const name = `rr_${label}_${process.pid}_${Date.now().toString(36)}`;
  const admin = openPostgres(serverUrl, { max: 1 });
  await admin.exec(`create database ${name}`);
  const url = databaseUrl(serverUrl, name);
  const db = openPostgres(url, { max: 2 });
  const mediaDir = await mkdtemp(path.join(os.tmpdir(), 'rr-pg-media-'));
  try {
    await migrate(db, readMigrations(MIGRATIONS_DIR));
    await seedDemoStore(db, { mediaDir, demoAccounts: true });
  } finally {
    await db.close();
    await rm(mediaDir, { recursive: true, force: true });
  }
  return {
    url,
    async drop() {
      await admin.exec(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
}
