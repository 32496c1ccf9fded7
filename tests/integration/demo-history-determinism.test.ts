import { afterAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '#server/db/database.ts';
import { seedDemoHistory, type HistoryScale } from '#demo-store/history/index.ts';
import { insertBrand, insertCategory, insertProduct } from '../support/menu-fixtures.ts';
import { insertPickupStore } from '../support/test-store.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

/** A small history, so three stores are quick to make. */
const SCALE: HistoryScale = { customers: 60, ordersPerDay: 4 };
const SEED_DAY = '2026-11-21';

const opened: Database[] = [];
afterAll(async () => {
  await Promise.all(opened.map((db) => db.close()));
});

/** The same little store, row ids aside: two flower brands, vapes, edibles, a pack deal and Wax-Wednesday-style deal. */
async function littleStore(): Promise<Database> {
  const db = await openTestDatabase();
  opened.push(db);
  await insertPickupStore(db, { capacity: 8 });
  for (const slug of ['flower', 'vapes', 'edibles']) await insertCategory(db, slug);
  await insertBrand(db, 'north-shore');
  const flower = { category: 'flower' as const, amount: 3500 };
  for (const [index, name] of ['blue-heron', 'lake-effect', 'river-kush', 'dune-haze', 'pine-ridge'].entries()) {
    await insertProduct(db, {
      slug: name,
      category: 'flower',
      brand: index < 2 ? 'north-shore' : null,
      image: false,
      variants: [
        {
          size: '3.5 g',
          weightMg: 3500,
          price: 3000 + index * 500,
          medical: 2800 + index * 500,
          stock: index === 4 ? 0 : 40,
          limit: flower,
        },
        {
          size: '7 g',
          weightMg: 7000,
          price: 5500 + index * 500,
          stock: 20,
          limit: { category: 'flower', amount: 7000 },
        },
      ],
    });
  }
  await insertProduct(db, {
    slug: 'lake-cart',
    category: 'vapes',
    image: false,
    variants: [{ size: '0.5 g', price: 3500, stock: 30, limit: { category: 'vape', amount: 500 } }],
  });
  await insertProduct(db, {
    slug: 'cherry-gummies',
    category: 'edibles',
    image: false,
    variants: [{ size: '10 pack', price: 1800, stock: 30, limit: { category: 'infused_solid', amount: 100 } }],
  });
  await db.query(
    `insert into deals (slug, title, kind, bundle_quantity, bundle_price_cents, size_weight_mg, scope)
     values ('two-eighths-for-60', 'Any 2 eighths for $60', 'bundle_price', 2, 6000, 3500, 'all')`,
  );
  await db.query(
    `insert into deals (slug, title, kind, percent_off, scope, days_of_week) values ('vape-wednesday', 'Vape Wednesday', 'percent_off', 20, 'all', '{3}')`,
  );
  // The same sizes in every copy: placement breaks ties between lines (an odd cent of a discount)
  // by variant id, so the copies must agree on the ids too.
  await db.query(`update variants set id = md5('little-store:' || sku)::uuid`);
  return db;
}

/** Every row the history wrote, with sizes by SKU and people by email instead of row ids. */
async function historyRows(db: Queryable) {
  const rows = async (sql: string) => JSON.parse(JSON.stringify(await db.query(sql))) as unknown[];
  return {
    customers: await rows(
      `select u.email, p.full_name, p.phone, p.birthday, p.medical_card_number, p.referral_code, p.created_at,
              p.email_marketing_consent_at, p.sms_marketing_consent_at
         from profiles p join auth.users u on u.id = p.id order by u.email`,
    ),
    orders: await rows(
      `select o.id, o.number, u.email as account, o.status, o.menu_mode, o.contact_name, o.email, o.phone, o.birthdate,
              o.medical_card_number, o.pickup_slot_start, o.subtotal_cents, o.discount_cents, o.excise_cents,
              o.sales_tax_cents, o.total_cents, o.discounts, o.placed_at, o.picked_up_at, o.cancelled_at, o.expired_at,
              o.cancel_reason, o.rewards_points_redeemed, o.idempotency_key,
              (select json_agg(json_build_array(v.sku, l.quantity, l.price_cents, l.total_cents, l.deals) order by v.sku)
                 from order_lines l join variants v on v.id = l.variant_id where l.order_id = o.id) as lines,
              (select json_agg(json_build_array(e.status, e.at, e.note) order by e.at, e.status) from order_events e where e.order_id = o.id) as events
         from orders o left join auth.users u on u.id = o.customer_id order by o.number`,
    ),
    ledger: await rows(
      `select u.email, r.points, r.reason, o.number, r.created_at from reward_ledger r join auth.users u on u.id = r.customer_id
         left join orders o on o.id = r.order_id order by r.created_at, u.email, r.reason`,
    ),
    referrals: await rows(
      `select r.code, referred.email, r.created_at, o.number, r.rewarded_at from referrals r
         join auth.users referred on referred.id = r.referred_id left join orders o on o.id = r.first_order_id order by referred.email`,
    ),
    checkouts: await rows(
      `select a.checkout_key, a.contact_name, a.email, a.phone, a.subtotal_cents, a.captured_at, a.updated_at, o.number,
              (select json_agg(json_build_array(v.sku, (c->>'quantity')::int) order by v.sku)
                 from jsonb_array_elements(a.cart) c join variants v on v.id = (c->>'variantId')::uuid) as cart
         from abandoned_checkouts a left join orders o on o.id = a.order_id order by a.checkout_key`,
    ),
    consents: await rows(
      `select s.channel, s.address, s.status, s.changed_at,
              (select json_agg(json_build_array(e.status, e.source, e.disclosure_key, e.occurred_at) order by e.occurred_at, e.status)
                 from consent_events e where e.state_id = s.id) as events
         from consent_states s order by s.channel, s.address`,
    ),
    feedback: await rows(
      `select o.number, f.score, f.went_well, f.could_improve, f.created_at from purchase_feedback f join orders o on o.id = f.order_id order by o.number`,
    ),
    stockouts: await rows(
      `select v.sku, s.day from variant_stockout_days s join variants v on v.id = s.variant_id order by v.sku, s.day`,
    ),
  };
}

describe(`the order history generator on ${testEngine}`, () => {
  it('writes the same rows for the same store, day and scale, and other rows for another day', async () => {
    const [first, second, later] = [await littleStore(), await littleStore(), await littleStore()];
    const counts = await seedDemoHistory(first, { seedDay: SEED_DAY, scale: SCALE });
    expect(counts?.orders).toBeGreaterThan(SCALE.ordersPerDay * 250);
    await seedDemoHistory(second, { seedDay: SEED_DAY, scale: SCALE });
    await seedDemoHistory(later, { seedDay: '2026-11-22', scale: SCALE });

    const rows = await historyRows(first);
    for (const table of Object.values(rows)) expect(table.length).toBeGreaterThan(0);
    expect(await historyRows(second)).toEqual(rows);
    const other = await historyRows(later);
    expect(other.orders).not.toEqual(rows.orders);
  });
});
