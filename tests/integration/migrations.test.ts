import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryOne, type Database } from '#server/db/database.ts';
import { migrate } from '#server/db/migrate.ts';
import { readMigrations } from '#server/db/migrations-on-disk.ts';
import { openEmptyTestDatabase, testEngine } from '../support/test-database.ts';

describe(`migrations on ${testEngine}`, () => {
  const migrations = readMigrations();
  const versions = migrations.map((migration) => migration.version);
  let db: Database;
  beforeEach(async () => {
    db = await openEmptyTestDatabase();
  });
  afterEach(() => db.close());

  it('apply every migration to an empty database, then nothing on a second run', async () => {
    expect(versions.length).toBeGreaterThan(0);

    expect(await migrate(db, migrations)).toEqual(versions);
    const recorded = await db.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations order by version',
    );
    expect(recorded.map((row) => row.version)).toEqual(versions);

    expect(await migrate(db, migrations)).toEqual([]);
    const ledger = await queryOne<{ count: number }>(
      db,
      'select count(*)::int as count from supabase_migrations.schema_migrations',
    );
    expect(ledger?.count).toBe(versions.length);
  });

  it('apply nothing at all when one of them fails', async () => {
    const broken = { version: '99991231235959', name: 'broken', sql: 'select * from no_such_table;' };
    await expect(migrate(db, [...migrations, broken])).rejects.toThrow(/no_such_table/);

    const created = await queryOne(
      db,
      `select to_regclass('public.products')::text as products,
              to_regclass('supabase_migrations.schema_migrations')::text as ledger`,
    );
    expect(created).toEqual({ products: null, ledger: null });
  });
});
