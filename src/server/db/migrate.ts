import type { Database } from './database.ts';

/** One file of `supabase/migrations`, named `YYYYMMDDHHmmss_description.sql` as the Supabase CLI does. */
export interface Migration {
  version: string;
  name: string;
  sql: string;
}

const FILE_NAME = /^(\d{14})_([a-z0-9_]+)\.sql$/;

/** Turns `{ fileName: sql }` into migrations in version order; a badly named file is an error. */
export function migrationsFromFiles(files: Record<string, string>): Migration[] {
  return Object.entries(files)
    .map(([fileName, sql]) => {
      const match = FILE_NAME.exec(fileName);
      if (!match) throw new Error(`Migration file "${fileName}" is not named YYYYMMDDHHmmss_description.sql`);
      return { version: match[1]!, name: match[2]!, sql };
    })
    .sort((a, b) => a.version.localeCompare(b.version));
}

/**
 * Applies the migrations the database has not seen, in one transaction, and records them where
 * the Supabase CLI records its own (`supabase_migrations.schema_migrations`), so `supabase db push`
 * and this runner agree about what is applied. An advisory lock lets many instances start at once.
 * Returns the versions it applied.
 */
export async function migrate(db: Database, migrations: Migration[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(727274)');
    await tx.exec(`
      create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.schema_migrations (
        version text primary key,
        statements text[],
        name text
      );
    `);
    const applied = new Set(
      (await tx.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).map(
        (row) => row.version,
      ),
    );
    const pending = migrations.filter((migration) => !applied.has(migration.version));
    for (const migration of pending) {
      await tx.exec(migration.sql);
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [migration.version, migration.name, [migration.sql]],
      );
    }
    return pending.map((migration) => migration.version);
  });
}
