import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { migrate } from '#server/db/migrate.ts';
import { readMigrations } from '#server/db/migrations-on-disk.ts';
import { withStoreScope } from '#server/stores/index.ts';
import { existingSupabaseUser, shapeLikeSupabase } from '../support/supabase-shape.ts';
import { openEmptyTestDatabase, testEngine } from '../support/test-database.ts';

/**
 * `account_emails` (20261208001510): a manager's store-scoped work reads each account's id and
 * email through it, since the scoped role reaches nothing in `auth`; the browser's API roles read
 * nothing of it, on a Supabase-shaped database too, where new relations are granted to them by
 * default.
 */
describe(`account emails for the store scope on ${testEngine}`, () => {
  let db: Database;

  /** What `role` gets when it reads the view: its rows, or the database's refusal. */
  async function readAs(role: string): Promise<string> {
    try {
      const rows = await db.transaction(async (tx) => {
        await tx.exec(`set local role ${role}`);
        return tx.query('select * from public.account_emails order by email');
      });
      return JSON.stringify(rows);
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }

  beforeAll(async () => {
    db = await openEmptyTestDatabase();
    await shapeLikeSupabase(db);
    await migrate(db, readMigrations());
  });
  afterAll(() => db.close());

  it('shows the scoped role every account’s id and email, and nothing else of it', async () => {
    const scoped = <T>(sql: string) =>
      withStoreScope(db, { allowed: [], store: null }, (tx) => tx.query<T & Record<string, unknown>>(sql));
    expect(await scoped('select * from account_emails')).toEqual([existingSupabaseUser]);
    await expect(scoped('select 1 from auth.users')).rejects.toThrow(/permission denied/);
  });

  it.each(['anon', 'authenticated'])('refuses %s', async (role) => {
    expect(await readAs(role)).toMatch(/permission denied/);
  });
});
