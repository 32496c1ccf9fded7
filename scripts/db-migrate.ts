// `npm run db:migrate`: applies supabase/migrations to the PostgreSQL database at DATABASE_URL.
// The embedded database needs no such step: it migrates itself when the store starts.
import path from 'node:path';
import { migrate, readMigrations, openPostgres } from '#server/db/index.ts';

const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../supabase/migrations');

/** Host and database only: the URL may carry a password, which has no place in a terminal log. */
function describeTarget(url: URL): string {
  return `${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
}

function parsePostgresUrl(value: string | undefined): URL | string {
  if (!value?.trim()) {
    return (
      'DATABASE_URL is not set. Point it at a PostgreSQL 15+ database, e.g.\n' +
      '  DATABASE_URL=postgres://user:password@host:5432/postgres npm run db:migrate\n' +
      '(Without DATABASE_URL the store uses its embedded database, which migrates itself on start.)'
    );
  }
  try {
    const url = new URL(value.trim());
    if (url.protocol === 'postgres:' || url.protocol === 'postgresql:') return url;
  } catch {
    // Reported below with the same message as any other non-PostgreSQL value.
  }
  return 'DATABASE_URL is not a PostgreSQL URL: it must start with postgres:// or postgresql://';
}

async function main(): Promise<number> {
  const url = parsePostgresUrl(process.env.DATABASE_URL);
  if (typeof url === 'string') {
    console.error(url);
    return 1;
  }
  const migrations = readMigrations(MIGRATIONS_DIR);
  const db = openPostgres(url.href, { max: 1 });
  try {
    const applied = await migrate(db, migrations);
    if (applied.length === 0) {
      console.info(`${describeTarget(url)} is up to date (${migrations.length} migrations).`);
    } else {
      console.info(`Applied ${applied.length} migration(s) to ${describeTarget(url)}:`);
      for (const migration of migrations.filter((m) => applied.includes(m.version))) {
        console.info(`  ${migration.version}_${migration.name}`);
      }
    }
    return 0;
  } catch (error) {
    console.error(`Migrating ${describeTarget(url)} failed: ${error instanceof Error ? error.message : String(error)}`);
    console.error('Nothing was applied: all pending migrations run in one transaction.');
    return 1;
  } finally {
    await db.close();
  }
}

process.exitCode = await main();
