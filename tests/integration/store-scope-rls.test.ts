import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreScope } from '#lib/stores/store-scope.ts';
import type { Database, Queryable } from '#server/db/database.ts';
import { withStoreScope } from '#server/stores/index.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { insertTestStore } from '../support/test-store.ts';

/**
 * The store scope in SQL (decision 63): under `withStoreScope` with store A, a manager's
 * transaction reads, changes, removes and adds no row of store B in any table whose rows belong
 * to a store, whatever its SQL asks for, and still works on A's rows; the owner (admins, the
 * storefront) sees both. The tables come from the catalog: every public table with a `store_id`
 * column, and `stores` itself, so a table added later without its policy and a row of each store
 * here fails this test.
 */

/** How a table's rows name their store, and a row of it for a store. */
interface StoreTable {
  column: string;
  /** Rows of no store that every store's scope reads (never changes), as a condition. */
  sharedRows?: string;
  insert: (db: Queryable, storeId: string) => Promise<unknown>;
}

let closureDay = 0;
/** Accounts made by the owner beforehand (the scoped role reads no account), each given one store. */
const staffAccounts: string[] = [];

/** A row of `table` for the store: its other columns and their values, as SQL. */
function storeRow(table: string, columns: string, values: string): StoreTable {
  return {
    column: 'store_id',
    insert: (db, storeId) => db.query(`insert into ${table} (store_id, ${columns}) values ($1, ${values})`, [storeId]),
  };
}
const SALES_SUMS = 'net_cents, excise_cents, sales_tax_cents, total_cents';
const SALES_VALUES = '1000, 100, 66, 1166';

/** An order of the store made for a table's row (`prefix` keeps its number and key apart), as a `with` query. */
const ORDER_OF_STORE = (prefix: string) => `with o as (
  insert into orders (number, store_id, menu_mode, contact_name, email, phone, birthdate, pickup_slot_start,
                      pickup_slot_end, subtotal_cents, discount_cents, excise_cents, sales_tax_cents, total_cents,
                      idempotency_key, status, picked_up_at)
  values ('${prefix}-' || upper(left($1::text, 6)), $1::uuid, 'adult', 'Scope', 'scope@example.test', '7345550100',
          '1990-01-01', '2030-01-02 15:00Z', '2030-01-02 15:15Z', 1000, 0, 0, 60, 1060, '${prefix}' || $1::text,
          'picked_up', '2030-01-02 15:10Z')
  returning id)`;

const STORE_TABLES: Record<string, StoreTable> = {
  stores: {
    column: 'id',
    insert: (db, id) =>
      db.query(`insert into stores (id, slug, name) values ($1, $2, 'Another')`, [id, `another-${id.slice(0, 8)}`]),
  },
  store_licences: {
    column: 'store_id',
    insert: (db, storeId) =>
      db.query(`insert into store_licences (store_id, kind, number) values ($1, 'microbusiness', $2)`, [
        storeId,
        `MB-${storeId.slice(0, 8)}`,
      ]),
  },
  store_hours: {
    column: 'store_id',
    insert: (db, storeId) =>
      db.query(`insert into store_hours (store_id, weekday, opens_at, closes_at) values ($1, 3, '10:00', '18:00')`, [
        storeId,
      ]),
  },
  staff_store_assignments: {
    column: 'store_id',
    insert: (db, storeId) =>
      db.query('insert into staff_store_assignments (user_id, store_id) values ($1, $2)', [
        staffAccounts.pop(),
        storeId,
      ]),
  },
  // The organization's rates (no store) are read by every store's quotes.
  tax_rates: {
    column: 'store_id',
    sharedRows: 'store_id is null',
    insert: (db, storeId) =>
      db.query(
        `insert into tax_rates (tax, customer_type, store_id, rate_bps, effective_from)
         values ('sales', 'adult', $1, 650, timestamptz '2030-01-01' + make_interval(days => $2::int))`,
        [storeId, ++closureDay],
      ),
  },
  // A product of its own for each store: every store has a menu row of every product.
  menu_store_products: {
    column: 'store_id',
    insert: (db, storeId) =>
      db.query(
        `with category as (
           insert into categories (slug, name) values ('menu-' || left($1::text, 8), 'Menu') returning id
         )
         insert into products (slug, name, category_id) select 'menu-' || left($1::text, 8), 'Menu', id from category`,
        [storeId],
      ),
  },
  // A size of the first product, stocked at the store (the default store has it already).
  store_variants: {
    column: 'store_id',
    insert: async (db, storeId) => {
      await db.query(
        `insert into variants (product_id, sku, size_label, adult_use_price_cents, stock)
         select id, 'scope-1g', '1 g', 1000, 4 from products order by slug limit 1 on conflict (sku) do nothing`,
      );
      return db.query(
        `insert into store_variants (store_id, variant_id, stock)
         select $1, id, 4 from variants where sku = 'scope-1g' on conflict do nothing`,
        [storeId],
      );
    },
  },
  orders: {
    column: 'store_id',
    insert: (db, storeId) =>
      db.query(
        `insert into orders (number, store_id, menu_mode, contact_name, email, phone, birthdate, pickup_slot_start,
                             pickup_slot_end, subtotal_cents, discount_cents, excise_cents, sales_tax_cents,
                             total_cents, idempotency_key)
         values ('RR-' || upper(left($1::text, 6)), $1::uuid, 'adult', 'Scope', 'scope@example.test', '7345550100',
                 '1990-01-01', '2030-01-02 15:00Z', '2030-01-02 15:15Z', 1000, 0, 0, 60, 1060, $1::text)`,
        [storeId],
      ),
  },
  pickup_slot_bookings: {
    column: 'store_id',
    insert: (db, storeId) =>
      db.query(`insert into pickup_slot_bookings (store_id, slot_start, booked) values ($1, '2030-01-02 15:00Z', 1)`, [
        storeId,
      ]),
  },
  abandoned_checkouts: {
    column: 'store_id',
    insert: (db, storeId) =>
      db.query(
        `insert into abandoned_checkouts (store_id, checkout_key, email) values ($1::uuid, $1::text, 'scope@example.test')`,
        [storeId],
      ),
  },
  // Each store's rollups and forecasts (reports per store, decision 68).
  report_rollup_state: storeRow('report_rollup_state', 'name, time_zone', `'scope', 'America/Detroit'`),
  sales_rollup_hours: storeRow(
    'sales_rollup_hours',
    `day, hour, menu_mode, orders, units, gross_cents, discount_cents, deal_discount_cents, points_redeemed,
     points_orders, points_discount_cents, referral_orders, referral_discount_cents, ${SALES_SUMS}`,
    `'2030-01-02', 12, 'adult', 1, 1, 1000, 0, 0, 0, 0, 0, 0, 0, ${SALES_VALUES}`,
  ),
  sales_rollup_segments: storeRow(
    'sales_rollup_segments',
    `category_key, brand_key, day, menu_mode, orders, units, gross_cents, discount_cents, ${SALES_SUMS}`,
    `'', '', '2030-01-02', 'adult', 1, 1, 1000, 0, ${SALES_VALUES}`,
  ),
  sales_rollup_segment_months: storeRow(
    'sales_rollup_segment_months',
    `category_key, brand_key, month, menu_mode, orders, units, gross_cents, discount_cents, ${SALES_SUMS}`,
    `'', '', '2030-01-01', 'adult', 1, 1, 1000, 0, ${SALES_VALUES}`,
  ),
  sales_rollup_products: storeRow(
    'sales_rollup_products',
    `day, menu_mode, product_key, product_name, category_key, brand_key, orders, units, gross_cents, discount_cents,
     ${SALES_SUMS}`,
    `'2030-01-02', 'adult', 'slug:scope', 'Scope', '-', '-', 1, 1, 1000, 0, ${SALES_VALUES}`,
  ),
  sales_rollup_product_months: storeRow(
    'sales_rollup_product_months',
    `month, menu_mode, product_key, product_name, category_key, brand_key, orders, units, gross_cents,
     discount_cents, ${SALES_SUMS}`,
    `'2030-01-01', 'adult', 'slug:scope', 'Scope', '-', '-', 1, 1, 1000, 0, ${SALES_VALUES}`,
  ),
  sales_rollup_deals: storeRow(
    'sales_rollup_deals',
    'day, menu_mode, deal_slug, deal_title, orders, savings_cents',
    `'2030-01-02', 'adult', 'scope', 'Scope', 1, 100`,
  ),
  abandoned_checkout_days: storeRow(
    'abandoned_checkout_days',
    'day, checkouts, value_cents, items, later_ordered',
    `'2030-01-02', 1, 1000, 1, 0`,
  ),
  feedback_score_days: storeRow('feedback_score_days', 'day, score, answers', `'2030-01-02', 9, 1`),
  feedback_question_days: storeRow('feedback_question_days', 'day, sent, answered', `'2030-01-02', 1, 1`),
  product_demand_days: {
    column: 'store_id',
    insert: (db, storeId) =>
      db.query(
        `insert into product_demand_days (store_id, product_id, day, units, stocked_out)
         select $1, id, '2030-01-02', 1, false from products order by slug limit 1`,
        [storeId],
      ),
  },
  product_demand_day_digests: storeRow('product_demand_day_digests', 'day, digest', `'2030-01-02', 'scope'`),
  demand_forecasts: storeRow(
    'demand_forecasts',
    'as_of, version, compute_ms, forecast',
    `'2030-01-02', 'scope', 1, '{}'`,
  ),
  variant_stockout_days: {
    column: 'store_id',
    insert: (db, storeId) =>
      db.query(
        `insert into variant_stockout_days (store_id, variant_id, day)
         select $1, id, '2030-01-02' from variants order by sku limit 1`,
        [storeId],
      ),
  },
  // A change made at a store; the organization's changes (no store) are read in every store's scope.
  staff_audit_log: {
    column: 'store_id',
    sharedRows: 'store_id is null',
    insert: (db, storeId) =>
      db.query(
        `insert into staff_audit_log (actor_email, entity_type, entity_id, action, summary, store_id)
         values ('scope@example.test', 'order', $1::text, 'accepted', 'Accepted order', $1::uuid)`,
        [storeId],
      ),
  },
  store_closures: {
    column: 'store_id',
    insert: (db, storeId) =>
      db.query(
        `insert into store_closures (store_id, day, name) values ($1, date '2027-01-01' + $2::int, 'Inventory')`,
        [storeId, ++closureDay],
      ),
  },
  // Every store has its source row from the start (a trigger on stores adds it).
  store_inventory_sources: {
    column: 'store_id',
    insert: (db, storeId) =>
      db.query(`insert into store_inventory_sources (store_id) values ($1) on conflict do nothing`, [storeId]),
  },
  sales_receipts: {
    column: 'store_id',
    insert: (db, storeId) =>
      db.query(
        `${ORDER_OF_STORE('SR')}
         insert into sales_receipts (store_id, order_id, payload, external_number, sold_at, queued_at)
         select $1::uuid, id, '{}'::jsonb, 'SR', '2030-01-02 15:10Z', '2030-01-02 15:10Z' from o`,
        [storeId],
      ),
  },
  order_line_packages: {
    column: 'store_id',
    insert: (db, storeId) =>
      db.query(
        `${ORDER_OF_STORE('LP')},
         l as (insert into order_lines (order_id, product_slug, product_name, size_label, quantity, unit_price_cents,
                                        discount_cents, price_cents, excise_cents, sales_tax_cents, total_cents,
                                        excise_taxable, limit_category, limit_amount)
               select id, 'scope', 'Scope', '1 g', 1, 1000, 0, 1000, 0, 60, 1060, true, 'flower', 1000 from o
               returning id, order_id)
         insert into order_line_packages (order_line_id, order_id, store_id, package_label, units, quantity,
                                          unit_of_measure, handed_over_at)
         select id, order_id, $1::uuid, 'SCOPE', 1, 1, 'Each', '2030-01-02 15:10Z' from l`,
        [storeId],
      ),
  },
  store_packages: {
    column: 'store_id',
    insert: (db, storeId) =>
      db.query(
        `insert into store_packages (store_id, label) values ($1::uuid, 'SCOPE' || upper(left(md5($1::text), 12)))`,
        [storeId],
      ),
  },
};

const count = async (db: Queryable, sql: string, params: unknown[]) =>
  (await db.query<{ count: number }>(`select count(*)::int as count from (${sql}) as rows`, params))[0]!.count;

describe(`the store scope in SQL on ${testEngine}`, () => {
  let db: Database;
  let storeA: string;
  let storeB: string;
  let tables: string[];
  const onlyA = (): StoreScope => ({ allowed: [storeA], store: null });
  const asManagerOf = <T>(scope: StoreScope, work: (tx: Queryable) => Promise<T>) => withStoreScope(db, scope, work);

  /** The error a write refused by the database throws, as its message. */
  const refusal = (writing: Promise<unknown>) =>
    writing.then(
      () => 'written',
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertTestStore(db);
    for (let index = 0; index < 8; index++) {
      const [user] = await db.query<{ id: string }>(
        `insert into auth.users (email) values ('staff' || $1 || '@example.test') returning id`,
        [index],
      );
      staffAccounts.push(user!.id);
    }
    storeA = (await db.query<{ id: string }>('select id from stores where is_default'))[0]!.id;
    storeB = (
      await db.query<{ id: string }>(
        `insert into stores (slug, name, city, municipality) values ('ypsilanti', 'Ypsilanti', 'Ypsilanti', 'Ypsilanti')
         returning id`,
      )
    )[0]!.id;
    const rows = await db.query<{ table_name: string }>(
      `select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'store_id'
          and table_name in (select table_name from information_schema.tables
                              where table_schema = 'public' and table_type = 'BASE TABLE')
        order by table_name`,
    );
    tables = ['stores', ...rows.map((row) => row.table_name)];
    for (const table of tables.filter((name) => name !== 'stores')) {
      for (const store of [storeA, storeB]) await STORE_TABLES[table]?.insert(db, store);
    }
  });
  afterAll(() => db.close());

  it('knows a row of each store for every table whose rows belong to a store', () => {
    expect(tables.filter((table) => !STORE_TABLES[table])).toEqual([]);
  });

  it('reads no row of another store, and its own store’s rows', async () => {
    const seen = await asManagerOf(onlyA(), async (tx) => {
      const counts: Record<string, string> = {};
      for (const table of tables) {
        const { column } = STORE_TABLES[table]!;
        const of = (store: string) => count(tx, `select 1 from ${table} where ${column} = $1`, [store]);
        counts[table] =
          `A ${(await of(storeA)) > 0 ? 'seen' : 'unseen'}, B ${await of(storeB)} rows, all ${await count(tx, `select 1 from ${table}`, [])} rows`;
      }
      return counts;
    });
    const expected: Record<string, string> = {};
    for (const table of tables) {
      const { column, sharedRows } = STORE_TABLES[table]!;
      const ofA = await count(db, `select 1 from ${table} where ${column} = $1`, [storeA]);
      const shared = sharedRows ? await count(db, `select 1 from ${table} where ${sharedRows}`, []) : 0;
      expected[table] = `A seen, B 0 rows, all ${ofA + shared} rows`;
    }
    expect(seen).toEqual(expected);
  });

  it('changes and removes no row of another store', async () => {
    const touched = await asManagerOf(onlyA(), async (tx) => {
      const rows: Record<string, number> = {};
      for (const table of tables) {
        const { column } = STORE_TABLES[table]!;
        const updated = await tx.query(`update ${table} set ${column} = ${column} where ${column} = $1 returning 1`, [
          storeB,
        ]);
        const deleted = await tx.query(`delete from ${table} where ${column} = $1 returning 1`, [storeB]);
        rows[table] = updated.length + deleted.length;
      }
      return rows;
    });
    expect(touched).toEqual(Object.fromEntries(tables.map((table) => [table, 0])));
    for (const table of tables) {
      const { column } = STORE_TABLES[table]!;
      expect(await count(db, `select 1 from ${table} where ${column} = $1`, [storeB]), table).toBeGreaterThan(0);
    }
  });

  it.each(['store_licences', 'store_hours', 'store_closures', 'staff_store_assignments'])(
    'adds no %s row to another store, nor moves one of its own there',
    async (table) => {
      const { insert, column } = STORE_TABLES[table]!;
      expect(await refusal(asManagerOf(onlyA(), (tx) => insert(tx, storeB)))).toMatch(/row-level security/);
      expect(
        await refusal(
          asManagerOf(onlyA(), (tx) =>
            tx.query(`update ${table} set ${column} = $1 where ${column} = $2`, [storeB, storeA]),
          ),
        ),
      ).toMatch(/row-level security/);
    },
  );

  it('adds no store it was not given', async () => {
    expect(await refusal(asManagerOf(onlyA(), (tx) => STORE_TABLES.stores!.insert(tx, randomUUID())))).toMatch(
      /row-level security/,
    );
  });

  it('adds, changes and removes its own store’s rows', async () => {
    const added = await asManagerOf(onlyA(), async (tx) => {
      await STORE_TABLES.store_closures!.insert(tx, storeA);
      const changed = await tx.query(`update store_hours set closes_at = '19:00' where store_id = $1 returning 1`, [
        storeA,
      ]);
      const removed = await tx.query(
        `delete from store_closures where store_id = $1 and day = (select max(day) from store_closures) returning 1`,
        [storeA],
      );
      return { changed: changed.length, removed: removed.length };
    });
    expect(added).toEqual({ changed: 1, removed: 1 });
  });

  it('sees both stores for a manager of both, and the owner sees both without a scope', async () => {
    const both: StoreScope = { allowed: [storeA, storeB], store: null };
    const seen = await asManagerOf(both, (tx) => tx.query<{ slug: string }>('select slug from stores order by slug'));
    expect(seen.map((row) => row.slug)).toEqual(['monroe', 'ypsilanti']);
    const admin = await withStoreScope(db, { allowed: 'all', store: null }, (tx) =>
      count(tx, 'select 1 from store_hours where store_id = any($1::uuid[])', [[storeA, storeB]]),
    );
    expect(admin).toBe(await count(db, 'select 1 from store_hours', []));
    expect(await count(db, 'select 1 from store_hours where store_id = $1', [storeB])).toBeGreaterThan(0);
  });

  it('sees no store’s rows with no store at all', async () => {
    const seen = await asManagerOf({ allowed: [], store: null }, async (tx) => {
      const counts: number[] = [];
      for (const table of tables) {
        const { sharedRows } = STORE_TABLES[table]!;
        counts.push(await count(tx, `select 1 from ${table}${sharedRows ? ` where not (${sharedRows})` : ''}`, []));
      }
      return counts;
    });
    expect(seen).toEqual(tables.map(() => 0));
  });

  it('ends with its transaction: the next statement runs as the owner with no scope', async () => {
    const [owner] = await db.query<{ role: string }>('select current_user as role');
    await asManagerOf(onlyA(), (tx) => tx.query('select 1'));
    const [after] = await db.query<{ role: string; scope: string | null }>(
      `select current_user as role, nullif(current_setting('rr.store_ids', true), '') as scope`,
    );
    expect(after).toEqual({ role: owner!.role, scope: null });
    expect(await count(db, 'select 1 from stores', [])).toBe(2);
  });

  it('keeps the organization’s copy of the default store when its manager changes it', async () => {
    await asManagerOf(onlyA(), async (tx) => {
      await tx.query(`update stores set phone = '734-555-0199' where id = $1`, [storeA]);
      await tx.query(
        `update store_licences set number = 'AU-R-000777' where store_id = $1 and kind = 'adult_use_retailer'`,
        [storeA],
      );
    });
    expect(await db.query('select phone, license_number from store_settings')).toEqual([
      { phone: '734-555-0199', license_number: 'AU-R-000777' },
    ]);
  });

  it('is a role that signs in nowhere, bypasses no policy, and binds no table’s owner', async () => {
    const [role] = await db.query('select rolcanlogin, rolbypassrls, rolsuper from pg_roles where rolname = $1', [
      'rr_store_staff',
    ]);
    expect(role).toEqual({ rolcanlogin: false, rolbypassrls: false, rolsuper: false });
    const forced = await db.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relforcerowsecurity`,
    );
    expect(forced).toEqual([]);
  });
});
