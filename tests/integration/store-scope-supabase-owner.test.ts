import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { migrate } from '#server/db/migrate.ts';
import { readMigrations } from '#server/db/migrations-on-disk.ts';
import { openPostgres } from '#server/db/postgres.ts';
import { withStoreScope } from '#server/stores/index.ts';
import { databaseUrl } from '../support/database-url.ts';
import { testEngine } from '../support/test-database.ts';
import { insertTestStore } from '../support/test-store.ts';

/**
 * Supabase's `postgres` is no superuser: it may create roles and owns what it creates. Migrated by
 * such an account, which then serves the store, a manager's work still switches to the
 * store-scoped role and sees only their stores, and the account itself still sees every store
 * (decision 63). PostgreSQL only: PGlite has one user, a superuser.
 */
describe.runIf(testEngine === 'postgres')('the store scope migrated by an owner that is no superuser', () => {
  const source = inject('testDatabase');
  const adminUrl = source.engine === 'postgres' ? source.adminUrl : '';
  const suffix = randomBytes(4).toString('hex');
  const owner = `rr_owner_${suffix}`;
  const name = `rr_owner_db_${suffix}`;
  const password = randomBytes(12).toString('hex');
  let admin: Database;
  let db: Database;

  beforeAll(async () => {
    admin = openPostgres(adminUrl, { max: 1 });
    await admin.exec(`create role ${owner} login createrole password '${password}'`);
    await admin.exec(`create database ${name} owner ${owner}`);
    const url = new URL(databaseUrl(adminUrl, name));
    url.username = owner;
    url.password = password;
    db = openPostgres(url.toString(), { max: 2 });
    await migrate(db, readMigrations());
    await insertTestStore(db);
    await db.query(`insert into stores (slug, name) values ('ypsilanti', 'Ypsilanti')`);
  }, 120_000);

  afterAll(async () => {
    await db?.close();
    await admin.exec(`drop database if exists ${name} with (force)`);
    await admin.exec(`drop owned by ${owner}`).catch(() => undefined);
    await admin.exec(`drop role if exists ${owner}`);
    await admin.close();
  });

  it('runs the migrations as an owner that is no superuser, which then sees every store', async () => {
    expect(await db.query('select rolsuper from pg_roles where rolname = current_user')).toEqual([{ rolsuper: false }]);
    expect(await db.query('select slug from stores order by slug')).toEqual([
      { slug: 'monroe' },
      { slug: 'ypsilanti' },
    ]);
  });

  it('switches a manager’s work to the store-scoped role, which sees their store only', async () => {
    const [monroe] = await db.query<{ id: string }>('select id from stores where is_default');
    const seen = await withStoreScope(db, { allowed: [monroe!.id], store: null }, (tx) =>
      tx.query<{ role: string; slug: string }>('select current_user as role, slug from stores'),
    );
    expect(seen).toEqual([{ role: 'rr_store_staff', slug: 'monroe' }]);
  });
});
