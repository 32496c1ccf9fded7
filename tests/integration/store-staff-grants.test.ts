import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreScope } from '#lib/stores/store-scope.ts';
import type { Database, Queryable } from '#server/db/database.ts';
import { withStoreScope } from '#server/stores/index.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { insertTestStore } from '../support/test-store.ts';

/**
 * A table handed to a manager's store-scoped role, whichever way (a store's, an order's, the
 * organization's), gets the same grants from `grant_to_store_staff`
 * (20261208001600_one_grant_to_store_staff.sql): its rows and its serial columns' sequences, so
 * the role can add a row to a table a later migration creates. Nobody but a migration calls it.
 */
describe(`the store-scoped role's grants on ${testEngine}`, () => {
  let db: Database;
  let store: string;
  let order: string;
  const asManager = <T>(work: (tx: Queryable) => Promise<T>) =>
    withStoreScope(db, { allowed: [store], store: null } satisfies StoreScope, work);

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertTestStore(db);
    store = (await db.query<{ id: string }>('select id from stores where is_default'))[0]!.id;
    order = (
      await db.query<{ id: string }>(
        `insert into orders (number, store_id, menu_mode, contact_name, email, phone, birthdate, pickup_slot_start,
                             pickup_slot_end, subtotal_cents, discount_cents, excise_cents, sales_tax_cents,
                             total_cents, idempotency_key)
         values ('RR-GRANT1', $1, 'adult', 'Grant', 'grant@example.test', '7345550100', '1990-01-01',
                 '2030-01-02 15:00Z', '2030-01-02 15:15Z', 1000, 0, 0, 60, 1060, 'RR-GRANT1')
         returning id`,
        [store],
      )
    )[0]!.id;
    await db.exec(`
      create table public.store_tallies (id bigserial primary key, store_id uuid not null, note text);
      create table public.order_notes (id serial primary key, order_id uuid not null, note text);
      create table public.organization_notes (id bigserial primary key, note text);
      alter table public.store_tallies enable row level security;
      alter table public.order_notes enable row level security;
      alter table public.organization_notes enable row level security;
      select public.scope_to_stores('public.store_tallies');
      select public.scope_through_orders('public.order_notes');
      select public.share_with_store_staff('public.organization_notes');
    `);
  });
  afterAll(() => db.close());

  it('lets a manager add rows, serial ids and all, to a table handed over any of the three ways', async () => {
    const added = await asManager(async (tx) => [
      ...(await tx.query(`insert into store_tallies (store_id, note) values ($1, 'store') returning id::int, note`, [
        store,
      ])),
      ...(await tx.query(`insert into order_notes (order_id, note) values ($1, 'order') returning id::int, note`, [
        order,
      ])),
      ...(await tx.query(`insert into organization_notes (note) values ('organization') returning id::int, note`)),
    ]);
    expect(added).toEqual([
      { id: 1, note: 'store' },
      { id: 1, note: 'order' },
      { id: 1, note: 'organization' },
    ]);
  });

  it('is one function, called by the three and by no role the storefront or a shopper signs in as', async () => {
    const [callable] = await db.query<Record<string, boolean>>(
      `select has_function_privilege('anon', 'public.grant_to_store_staff(regclass)', 'execute') as anon,
              has_function_privilege('authenticated', 'public.grant_to_store_staff(regclass)', 'execute') as authenticated,
              has_function_privilege('rr_store_staff', 'public.grant_to_store_staff(regclass)', 'execute') as store_staff`,
    );
    expect(callable).toEqual({ anon: false, authenticated: false, store_staff: false });
    const callers = await db.query<{ name: string }>(
      `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.prosrc like '%grant select, insert, update, delete%'
        order by 1`,
    );
    expect(callers).toEqual([{ name: 'grant_to_store_staff' }]);
  });
});
