import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { migrate } from '#server/db/migrate.ts';
import { readMigrations } from '#server/db/migrations-on-disk.ts';
import { openEmptyTestDatabase, testEngine } from '../support/test-database.ts';
import { insertTestStore } from '../support/test-store.ts';

const MIGRATION = '20261208000600';

/**
 * The staff a store had before managers were given stores: every manager manages the one store
 * there is, so nobody sees less than before; admins and customers are given none.
 */
describe(`staff already there, after 20261208000600_staff_store_assignments on ${testEngine}`, () => {
  let db: Database;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    db = await openEmptyTestDatabase();
    const migrations = readMigrations();
    const at = migrations.findIndex((migration) => migration.version === MIGRATION);
    await migrate(db, migrations.slice(0, at));
    await insertTestStore(db);
    for (const [name, role] of [
      ['morgan', 'manager'],
      ['riley', 'manager'],
      ['avery', 'admin'],
      ['casey', 'customer'],
    ] as const) {
      const [user] = await db.query<{ id: string }>(`insert into auth.users (email) values ($1) returning id`, [
        `${name}@example.com`,
      ]);
      await db.query('insert into profiles (id, role) values ($1, $2)', [user!.id, role]);
      ids[name] = user!.id;
    }
    await migrate(db, migrations.slice(at));
  }, 120_000);
  afterAll(() => db.close());

  it('gives every manager the store, and nobody else a store', async () => {
    const rows = await db.query<{ email: string; slug: string; granted_by: string | null }>(
      `select u.email, s.slug, a.granted_by
         from staff_store_assignments a join auth.users u on u.id = a.user_id join stores s on s.id = a.store_id
        order by u.email`,
    );
    expect(rows).toEqual([
      { email: 'morgan@example.com', slug: 'monroe', granted_by: null },
      { email: 'riley@example.com', slug: 'monroe', granted_by: null },
    ]);
  });

  it('gives a customer made a manager the one store, and takes nothing when a manager stops being one', async () => {
    await db.query(`update profiles set role = 'manager' where id = $1`, [ids.casey]);
    await db.query(`update profiles set role = 'admin' where id = $1`, [ids.riley]);
    const managers = await db.query<{ user_id: string }>('select user_id from staff_store_assignments');
    expect(managers.map((row) => row.user_id).sort()).toEqual([ids.casey, ids.morgan, ids.riley].sort());
  });
});
