import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { migrate } from '#server/db/migrate.ts';
import { readMigrations } from '#server/db/migrations-on-disk.ts';
import { openEmptyTestDatabase, testEngine } from '../support/test-database.ts';
import { insertTestStore } from '../support/test-store.ts';

const MIGRATION = '20261208000600';

/**
 * The staff a store had before managers were given stores: every manager manages the one store
 * there is, so nobody sees less than before, and keeps it once there are more; admins and
 * customers are given none.
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

  it('lets every manager manage the one store, given or not, and nobody else', async () => {
    await db.query(`update profiles set role = 'manager' where id = $1`, [ids.casey]);
    const managed = async (name: string) =>
      (await db.query<{ stores: string[] }>('select public.managed_store_ids($1) as stores', [ids[name]]))[0]!.stores;
    const [monroe] = await db.query<{ id: string }>('select id from stores');
    expect(await managed('casey')).toEqual([monroe!.id]);
    expect(await managed('morgan')).toEqual([monroe!.id]);
  });

  it('gives the managers of the one store that store when a second opens, and nothing of the new one', async () => {
    const [monroe] = await db.query<{ id: string }>('select id from stores');
    await db.query(`insert into stores (slug, name) values ('ypsilanti', 'Ypsilanti'), ('ann-arbor', 'Ann Arbor')`);
    const rows = await db.query<{ email: string; slug: string }>(
      `select u.email, s.slug
         from staff_store_assignments a join auth.users u on u.id = a.user_id join stores s on s.id = a.store_id
        order by u.email`,
    );
    expect(rows).toEqual([
      { email: 'casey@example.com', slug: 'monroe' },
      { email: 'morgan@example.com', slug: 'monroe' },
      { email: 'riley@example.com', slug: 'monroe' },
    ]);
    const managed = await db.query<{ stores: string[] }>('select public.managed_store_ids($1) as stores', [ids.casey]);
    expect(managed).toEqual([{ stores: [monroe!.id] }]);
    await db.query(`insert into stores (slug, name) values ('saline', 'Saline')`);
    expect(await db.query('select count(*)::int as count from staff_store_assignments')).toEqual([{ count: 3 }]);
  });
});
