import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { migrate } from '#server/db/migrate.ts';
import { readMigrations } from '#server/db/migrations-on-disk.ts';
import { publicTables } from '../support/schema-inspection.ts';
import { shapeLikeSupabase } from '../support/supabase-shape.ts';
import { openEmptyTestDatabase, openTestDatabase, testEngine } from '../support/test-database.ts';

/**
 * The browser never queries the database: RLS is on for every public table and the API roles
 * that Supabase hands to browsers (`anon`, `authenticated`) cannot read any of them.
 */
const apiRoles = ['anon', 'authenticated'] as const;

/** What `role` gets when it selects from `table`: 'permission denied', or what it could read. */
async function selectAs(db: Database, role: string, table: string): Promise<string> {
  try {
    const rows = await db.transaction(async (tx) => {
      await tx.exec(`set local role ${role}`);
      return tx.query(`select * from public.${table} limit 1`);
    });
    return `read ${rows.length} row(s)`;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return /permission denied/.test(message) ? 'permission denied' : message;
  }
}

function expectNoAccess(db: () => Database) {
  it('has RLS enabled on every public table', async () => {
    const rows = await db().query<{ name: string; rls: boolean }>(
      `select c.relname as name, c.relrowsecurity as rls
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p')`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => !row.rls).map((row) => row.name)).toEqual([]);
  });

  it.each(apiRoles)('denies %s any select', async (role) => {
    const tables = await publicTables(db());
    const outcomes: Record<string, string> = {};
    for (const table of tables) outcomes[table] = await selectAs(db(), role, table);
    expect(outcomes).toEqual(Object.fromEntries(tables.map((table) => [table, 'permission denied'])));
  });
}

describe(`row-level security on ${testEngine}`, () => {
  describe('a migrated database', () => {
    let db: Database;
    beforeAll(async () => {
      db = await openTestDatabase();
    });
    afterAll(() => db.close());
    expectNoAccess(() => db);
  });

  // Supabase grants every new public table to the API roles by default; the migrations must undo it.
  describe('a Supabase-shaped database after the migrations', () => {
    let db: Database;
    beforeAll(async () => {
      db = await openEmptyTestDatabase();
      await shapeLikeSupabase(db);
      await migrate(db, readMigrations());
    });
    afterAll(() => db.close());
    expectNoAccess(() => db);
  });
});
