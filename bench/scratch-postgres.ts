import { randomBytes } from 'node:crypto';
import type { Database } from '#server/db/database.ts';
import { openPostgres } from '#server/db/postgres.ts';

/**
 * Runs `fn` on a new, empty database of the PostgreSQL server at `serverUrl` (BENCH_DATABASE_URL),
 * dropped afterwards whatever happens; `fn` gets the database, its host for the report and its URL
 * (for a server started on it).
 */
export async function withScratchPostgres(
  serverUrl: string,
  prefix: string,
  fn: (db: Database, host: string, url: string) => Promise<void>,
  connections = 4,
): Promise<void> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = openPostgres(serverUrl, { max: 1 });
  await admin.exec(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = openPostgres(url.href, { max: connections });
  try {
    await fn(db, url.host, url.href);
  } finally {
    await db.close();
    await admin.exec(`drop database if exists ${name} with (force)`);
    await admin.close();
  }
}
