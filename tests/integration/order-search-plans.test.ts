import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderSearchQuery } from '#lib/orders/order-search.ts';
import { lookUpGuests } from '#server/customers/guest-lookup.ts';
import type { Database, Queryable } from '#server/db/database.ts';
import { searchOrders } from '#server/orders/admin/order-search.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { insertPickupStore } from '../support/test-store.ts';

const ORDERS = 100_000;

/**
 * A store's year of orders (100 000, one every five minutes, about one in three by a returning
 * guest), written straight into the table: the plans of the dashboard's order searches must find
 * their rows through an index, never by reading every order.
 */
async function insertOrderHistory(db: Queryable): Promise<void> {
  await db.query(
    `insert into orders (number, status, menu_mode, medical_card_number, medical_card_expires_on, contact_name, email, phone, birthdate,
                         pickup_slot_start, pickup_slot_end,
                         subtotal_cents, discount_cents, excise_cents, sales_tax_cents, total_cents, idempotency_key, placed_at)
     select 'RR-' || upper(lpad(to_hex(i), 6, '0')),
            (array['picked_up', 'picked_up', 'picked_up', 'picked_up', 'cancelled', 'expired', 'placed', 'accepted', 'ready'])[1 + i % 9],
            case when i % 7 = 0 then 'medical' else 'adult' end,
            case when i % 7 = 0 then 'MM' || lpad(i::text, 8, '0') end,
            case when i % 7 = 0 then date '2027-01-01' end,
            (array['Casey', 'Riley', 'Jordan', 'Avery', 'Quinn', 'Morgan', 'Taylor', 'Jamie', 'Drew', 'Rowan'])[1 + i % 10] || ' ' ||
              case when i % 4999 = 0 then 'Zebulon' else (array['Smith', 'Jones', 'Brown', 'Miller', 'Davis', 'Garcia', 'Wilson', 'Moore'])[1 + (i / 10) % 8] end,
            'shopper' || (i % 70000) || '@example.com',
            (array['734', '313', '248', '517', '810'])[1 + i % 5] || lpad(((i * 7919) % 10000000)::text, 7, '0'),
            date '1990-01-01',
            timestamptz '2026-11-25 17:00+00' - i * interval '5 minutes',
            timestamptz '2026-11-25 17:30+00' - i * interval '5 minutes',
            4000, 0, 400, 264, 4664,
            md5(i::text),
            timestamptz '2026-11-25 16:00+00' - i * interval '5 minutes'
       from generate_series(1, ${ORDERS}) as i`,
  );
}

describe(`order search query plans on ${testEngine}`, () => {
  let db: Database;

  async function plansOf(run: (db: Queryable) => Promise<unknown>): Promise<string[]> {
    const statements: { text: string; values: readonly unknown[] }[] = [];
    await run({
      exec: (script) => db.exec(script),
      query: (text, values) => {
        statements.push({ text, values: values ?? [] });
        return db.query(text, values);
      },
    });
    const plans: string[] = [];
    for (const { text, values } of statements) {
      if (/from store_settings|from store_hours/.test(text)) continue;
      const rows = await db.query<{ 'QUERY PLAN': string }>(`explain (costs off) ${text}`, values);
      plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
    }
    return plans;
  }

  const readsEveryOrder = (plans: string[]) => plans.filter((plan) => /Seq Scan on orders\b/.test(plan));
  const searchPlans = (raw: Record<string, string>) =>
    plansOf((recording) => searchOrders(recording, OrderSearchQuery.parse(raw)));

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertPickupStore(db);
    await insertOrderHistory(db);
    await db.exec('analyze orders');
  }, 600_000);
  afterAll(() => db.close());

  it('holds a year of orders', async () => {
    const [row] = await db.query<{ count: number }>('select count(*)::int as count from orders');
    expect(row!.count).toBe(ORDERS);
  });

  it.each([
    ['a number', { q: 'RR-00BEEF' }, 'orders_number_key'],
    ['a number without its prefix', { q: '00beef' }, 'orders_number_key'],
    ['a whole phone number', { q: '(734) 003-9595' }, 'orders_phone_prefix_idx'],
    ['the start of a phone number', { q: '248-55' }, 'orders_phone_prefix_idx'],
    ['the last digits of a phone number', { q: '9595' }, 'orders_phone_suffix_idx'],
    ['a whole email', { q: 'shopper4242@example.com' }, 'orders_email'],
    ['the start of an email', { q: 'shopper4242' }, 'orders_email'],
    ['part of a rare name', { q: 'zebulon' }, 'orders_contact_name_trgm_idx'],
    ['a registry card, typed with its hyphens', { q: 'mm-0000-4242' }, 'orders_medical_card_idx'],
    ['one day', { from: '2026-11-20', to: '2026-11-20' }, 'orders_placed_idx'],
    ['a status', { status: 'expired', page: '20' }, 'orders_status_placed_idx'],
    ['a status on one day', { status: 'cancelled', from: '2026-10-01', to: '2026-10-01' }, 'orders_'],
  ])('finds orders by %s from an index', async (_, raw, index) => {
    const plans = await searchPlans(raw);
    expect(readsEveryOrder(plans), JSON.stringify(raw)).toEqual([]);
    expect(plans.join('\n')).toContain(index);
  });

  it('lists the newest orders, and a page far back, by walking the placed index', async () => {
    for (const raw of [{}, { page: '400' }] as Record<string, string>[]) {
      const [list] = await searchPlans(raw);
      expect(readsEveryOrder([list!]), JSON.stringify(raw)).toEqual([]);
      expect(list).toContain('orders_placed_idx');
    }
  });

  it("finds guests for the customer lookup and reads each one's orders through indexes", async () => {
    for (const query of ['zebulon', '(734) 003-9595', '003-9595', 'shopper4242@example.com']) {
      const plans = await plansOf((recording) => lookUpGuests(recording, query));
      expect(plans.length, query).toBeGreaterThan(1);
      expect(readsEveryOrder(plans), query).toEqual([]);
    }
  });
});
