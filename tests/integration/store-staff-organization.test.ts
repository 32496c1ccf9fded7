import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreScope } from '#lib/stores/store-scope.ts';
import type { Database, Queryable } from '#server/db/database.ts';
import { getStoreSettingsFor } from '#server/settings/index.ts';
import { withStoreScope } from '#server/stores/index.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { insertTestStore } from '../support/test-store.ts';

/**
 * What a manager's store-scoped work reaches besides its stores' rows
 * (20261208001450_store_staff_reads_the_organization.sql): the organization's tables whole, an
 * order's lines, events and feedback only through the orders it sees, and never the default
 * store's mirrors. The tables come from the catalog, so a table added later without a policy for
 * the scoped role fails here, as does a store table that would also be shared whole.
 */

/** The default store's one-store columns, which the scoped role must not read (decisions 61, 64). */
const MIRRORS: Record<string, string[]> = {
  variants: ['stock'],
  store_settings: [
    'street_address',
    'city',
    'region',
    'postal_code',
    'country',
    'latitude',
    'longitude',
    'phone',
    'email',
    'timezone',
    'pickup_slot_minutes',
    'pickup_slot_capacity',
    'order_hold_minutes',
    'online_ordering_paused',
    'online_ordering_paused_message',
    'license_number',
    'medical_license_number',
  ],
};

/** The tables whose rows are an order's, seen only through their order. */
const ORDER_TABLES = ['order_events', 'order_lines', 'purchase_feedback'];

describe(`what the store scope shares of the organization on ${testEngine}`, () => {
  let db: Database;
  let storeA: string;
  let storeB: string;
  const orders: Record<string, string> = {};
  const asManagerOf = <T>(store: string, work: (tx: Queryable) => Promise<T>) =>
    withStoreScope(db, { allowed: [store], store: null } satisfies StoreScope, work);

  const failure = (work: Promise<unknown>) =>
    work.then(
      () => 'done',
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertTestStore(db);
    storeA = (await db.query<{ id: string }>('select id from stores where is_default'))[0]!.id;
    storeB = (
      await db.query<{ id: string }>(
        `insert into stores (slug, name, city, municipality) values ('ypsilanti', 'Ypsilanti', 'Ypsilanti', 'Ypsilanti')
         returning id`,
      )
    )[0]!.id;
    for (const [label, store] of [
      ['A', storeA],
      ['B', storeB],
    ] as const) {
      const [order] = await db.query<{ id: string }>(
        `insert into orders (number, store_id, menu_mode, contact_name, email, phone, birthdate, pickup_slot_start,
                             pickup_slot_end, subtotal_cents, discount_cents, excise_cents, sales_tax_cents,
                             total_cents, idempotency_key)
         values ($1, $2::uuid, 'adult', 'Scope', 'scope@example.test', '7345550100', '1990-01-01',
                 '2030-01-02 15:00Z', '2030-01-02 15:15Z', 1000, 0, 0, 60, 1060, $1)
         returning id`,
        [`RR-SCOPE${label}`, store],
      );
      orders[label] = order!.id;
      await db.query(
        `insert into order_lines (order_id, product_slug, product_name, size_label, quantity, unit_price_cents,
                                  discount_cents, price_cents, excise_cents, sales_tax_cents, total_cents,
                                  excise_taxable, limit_category, limit_amount)
         values ($1, 'gelato', 'Gelato', '3.5 g', 1, 1000, 0, 1000, 0, 60, 1060, true, 'flower', 3500)`,
        [order!.id],
      );
      await db.query(`insert into order_events (order_id, status) values ($1, 'placed')`, [order!.id]);
    }
    await db.query(
      `with category as (insert into categories (slug, name) values ('flower', 'Flower') returning id)
       insert into products (slug, name, category_id) select 'gelato', 'Gelato', id from category`,
    );
  });
  afterAll(() => db.close());

  it('gives the scoped role a policy and access for every table', async () => {
    const rows = await db.query<{ table_name: string; policies: string[] | null; readable: boolean }>(
      `select c.relname as table_name,
              (select array_agg(p.policyname::text order by p.policyname) from pg_policies p
                where p.schemaname = 'public' and p.tablename = c.relname and 'rr_store_staff' = any (p.roles)) as policies,
              has_any_column_privilege('rr_store_staff', c.oid, 'select') as readable
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p')
        order by 1`,
    );
    const storeTables = new Set(
      (
        await db.query<{ table_name: string }>(
          `select table_name from information_schema.columns where table_schema = 'public' and column_name = 'store_id'`,
        )
      ).map((row) => row.table_name),
    );
    const kindOf = (table: string) =>
      table === 'tax_rates'
        ? ['organization_rates', 'store_scope']
        : table === 'stores' || storeTables.has(table)
          ? ['store_scope']
          : ORDER_TABLES.includes(table)
            ? ['store_scope']
            : ['organization'];
    const wrong = rows
      .filter((row) => !row.readable || JSON.stringify(row.policies ?? []) !== JSON.stringify(kindOf(row.table_name)))
      .map((row) => `${row.table_name}: ${JSON.stringify(row.policies)}${row.readable ? '' : ', unreadable'}`);
    expect(wrong).toEqual([]);
    expect(rows.length).toBeGreaterThan(60);
  });

  it('keeps the default store’s mirrors from the scoped role, and every other column of their tables open to it', async () => {
    for (const [table, mirrored] of Object.entries(MIRRORS)) {
      const columns = await db.query<{ column_name: string; readable: boolean; writable: boolean }>(
        `select column_name,
                has_column_privilege('rr_store_staff', 'public.' || table_name, column_name, 'select') as readable,
                has_column_privilege('rr_store_staff', 'public.' || table_name, column_name, 'update') as writable
           from information_schema.columns where table_schema = 'public' and table_name = $1`,
        [table],
      );
      const closed = columns
        .filter((column) => !column.readable || !column.writable)
        .map((column) => column.column_name);
      expect([table, closed.sort()]).toEqual([table, [...mirrored].sort()]);
    }
    expect(await failure(asManagerOf(storeB, (tx) => tx.query('select stock from variants')))).toMatch(
      /permission denied/,
    );
    expect(await failure(asManagerOf(storeB, (tx) => tx.query('select timezone from store_settings')))).toMatch(
      /permission denied/,
    );
    expect(await asManagerOf(storeB, (tx) => tx.query<{ name: string }>('select name from store_settings'))).toEqual([
      { name: 'Test Store' },
    ]);
  });

  it('shows a manager the organization’s tables whole', async () => {
    const seen = await asManagerOf(storeB, (tx) =>
      tx.query<{ slug: string; category: string }>(
        `select p.slug, c.slug as category from products p join categories c on c.id = p.category_id`,
      ),
    );
    expect(seen).toEqual([{ slug: 'gelato', category: 'flower' }]);
  });

  it('shows an order’s lines and events only with the order', async () => {
    const seen = await asManagerOf(storeA, async (tx) => ({
      lines: (await tx.query<{ order_id: string }>('select order_id from order_lines order by order_id')).map(
        (row) => row.order_id,
      ),
      events: (await tx.query<{ order_id: string }>('select order_id from order_events')).map((row) => row.order_id),
    }));
    expect(seen).toEqual({ lines: [orders.A], events: [orders.A] });
  });

  it('adds and changes nothing of another store’s order', async () => {
    const touched = await asManagerOf(storeA, async (tx) => ({
      updated: (await tx.query(`update order_lines set quantity = 2 where order_id = $1 returning 1`, [orders.B]))
        .length,
      deleted: (await tx.query(`delete from order_events where order_id = $1 returning 1`, [orders.B])).length,
    }));
    expect(touched).toEqual({ updated: 0, deleted: 0 });
    expect(
      await failure(
        asManagerOf(storeA, (tx) =>
          tx.query(`insert into order_events (order_id, status) values ($1, 'accepted')`, [orders.B]),
        ),
      ),
    ).toMatch(/row-level security/);
    expect(
      await asManagerOf(storeA, (tx) =>
        tx.query(`insert into order_events (order_id, status) values ($1, 'accepted') returning status`, [orders.A]),
      ),
    ).toEqual([{ status: 'accepted' }]);
    const [b] = await db.query<{ quantity: number; events: number }>(
      `select (select quantity from order_lines where order_id = $1) as quantity,
              (select count(*)::int from order_events where order_id = $1) as events`,
      [orders.B],
    );
    expect(b).toEqual({ quantity: 1, events: 1 });
  });

  it('reads its store’s settings, the organization’s tax rates included, and changes no organization rate', async () => {
    const settings = await asManagerOf(storeB, (tx) => getStoreSettingsFor(tx, storeB));
    const owner = await getStoreSettingsFor(db, storeB);
    expect(settings.taxSchedule.length).toBeGreaterThan(0);
    expect(settings).toEqual(owner);
    const changed = await asManagerOf(storeB, (tx) =>
      tx.query('update tax_rates set rate_bps = rate_bps + 1 where store_id is null returning 1'),
    );
    expect(changed).toEqual([]);
  });
});
