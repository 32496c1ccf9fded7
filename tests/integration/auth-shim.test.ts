import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryOne, type Database } from '#server/db/database.ts';
import { migrate, type Migration } from '#server/db/migrate.ts';
import { readMigrations } from '#server/db/migrations-on-disk.ts';
import { columnsOf } from '../support/schema-inspection.ts';
import { existingSupabaseUser, shapeLikeSupabase } from '../support/supabase-shape.ts';
import { openEmptyTestDatabase, testEngine } from '../support/test-database.ts';

/** The migration that stands in for Supabase's `auth` schema where there is none. */
function authShim(): Migration {
  const shim = readMigrations().find((migration) => migration.name === 'auth_shim');
  if (!shim) throw new Error('supabase/migrations has no *_auth_shim.sql');
  return shim;
}

describe(`auth shim on ${testEngine}`, () => {
  let db: Database;
  beforeEach(async () => {
    db = await openEmptyTestDatabase();
  });
  afterEach(() => db.close());

  it('creates auth.users, auth.uid() and the API roles on a database without them', async () => {
    await migrate(db, [authShim()]);

    const columns = await columnsOf(db, 'auth', 'users');
    expect(columns).toEqual(
      expect.arrayContaining(['id uuid', 'email text', 'encrypted_password text', 'raw_app_meta_data jsonb']),
    );
    const roles = await db.query<{ rolname: string }>(
      `select rolname from pg_roles where rolname in ('anon', 'authenticated', 'service_role') order by rolname`,
    );
    expect(roles.map((role) => role.rolname)).toEqual(['anon', 'authenticated', 'service_role']);

    const uid = await db.transaction(async (tx) => {
      await tx.query(`select set_config('request.jwt.claim.sub', $1, true)`, [existingSupabaseUser.id]);
      return queryOne<{ uid: string }>(tx, 'select auth.uid()::text as uid');
    });
    expect(uid?.uid).toBe(existingSupabaseUser.id);
  });

  it('can run again over its own schema without error or change', async () => {
    await migrate(db, [authShim()]);
    const before = await columnsOf(db, 'auth', 'users');
    await db.exec(authShim().sql);
    expect(await columnsOf(db, 'auth', 'users')).toEqual(before);
  });

  it("leaves Supabase's own auth.users alone and builds the app on it", async () => {
    await shapeLikeSupabase(db);
    const supabaseColumns = await columnsOf(db, 'auth', 'users');
    expect(supabaseColumns).toContain('is_sso_user boolean');

    await migrate(db, readMigrations());

    expect(await columnsOf(db, 'auth', 'users')).toEqual(supabaseColumns);
    const users = await db.query<{ id: string; email: string }>('select id, email from auth.users');
    expect(users).toEqual([existingSupabaseUser]);
    // The app's profiles hang off Supabase's users, not a copy.
    await db.query(`insert into public.profiles (id, role) values ($1, 'admin')`, [existingSupabaseUser.id]);
    const profile = await queryOne(db, 'select role from public.profiles where id = $1', [existingSupabaseUser.id]);
    expect(profile).toEqual({ role: 'admin' });
  });
});
