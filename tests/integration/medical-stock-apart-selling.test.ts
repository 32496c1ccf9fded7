import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '#server/db/database.ts';
import { quoteCart } from '#server/cart/index.ts';
import { loadProductPage } from '#server/catalog/product-page.ts';
import { expireLapsedOrders } from '#server/orders/expire-orders.ts';
import { moveOrder } from '#server/orders/move-order.ts';
import { placeOrder, type PlaceOrderInput } from '#server/orders/place-order.ts';
import { listStoreSettings } from '#server/settings/index.ts';
import type { MenuMode } from '#lib/catalog/menu-query.ts';
import { pickupSlots } from '#lib/pickup/pickup-slots.ts';
import { insertCategory, insertProduct, TIME_ZONE, WEDNESDAY_AFTERNOON } from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { DAYTIME_HOURS, insertPickupStore } from '../support/test-store.ts';

/**
 * Selling at a co-located store that keeps medical stock apart (decision 73): a patient's quote,
 * cart sizes, product page and order read and take the medical count, an adult-use customer's the
 * size's own row; an order ending without a sale puts its units back into the count it came from;
 * the store cannot go back to one stock while open orders hold medical units. A store keeping one
 * stock sells everyone from it, as before.
 */

const NOW = WEDNESDAY_AFTERNOON;
const EIGHTH_MG = 3544;
const SLOTS = pickupSlots({ hours: DAYTIME_HOURS, timeZone: TIME_ZONE, slotMinutes: 30, now: NOW }).map(
  (slot) => slot.start,
);

async function setUp(): Promise<Database> {
  const db = await openTestDatabase();
  await insertPickupStore(db, { hours: DAYTIME_HOURS, timeZone: TIME_ZONE });
  await insertCategory(db, 'flower');
  const limit = { category: 'flower' as const, amount: EIGHTH_MG };
  await insertProduct(db, {
    slug: 'chemdawg',
    category: 'flower',
    variants: [
      { size: '3.5 g', price: 3500, medical: 3000, stock: 40, limit },
      { size: '7 g', price: 6000, medical: 5500, stock: 20, limit: { ...limit, amount: 2 * EIGHTH_MG } },
    ],
  });
  return db;
}

/**
 * A store with both licences and pickup hours, its own count of each size (by SKU) and, when
 * `medical` is given, medical stock kept apart with those medical counts.
 */
async function insertColocatedStore(
  db: Queryable,
  slug: string,
  { stock, medical }: { stock: Record<string, number>; medical?: Record<string, number> },
): Promise<string> {
  const [store] = await db.query<{ id: string }>(
    `insert into stores (slug, name, street_address, city, region, postal_code, phone, timezone, pickup_slot_minutes,
                         pickup_slot_capacity, position)
     values ($1, initcap($1), '2 River St', initcap($1), 'MI', '48197', '734-555-0200', $2, 30, 1000, 1)
     returning id`,
    [slug, TIME_ZONE],
  );
  const id = store!.id;
  for (const { weekday, opens, closes } of DAYTIME_HOURS) {
    await db.query('insert into store_hours (store_id, weekday, opens_at, closes_at) values ($1, $2, $3, $4)', [
      id,
      weekday,
      opens,
      closes,
    ]);
  }
  await db.query(
    `insert into store_licences (store_id, kind, number)
     values ($1, 'adult_use_retailer', 'AU-R-' || $2), ($1, 'medical_provisioning_center', 'PC-' || $2)`,
    [id, slug],
  );
  for (const [sku, units] of Object.entries(stock)) {
    await db.query(
      `insert into store_variants (store_id, variant_id, stock) select $1, id, $3 from variants where sku = $2`,
      [id, sku, units],
    );
  }
  if (medical) await keepMedicalStockApart(db, id, medical);
  return id;
}

async function keepMedicalStockApart(db: Queryable, storeId: string, medical: Record<string, number>): Promise<void> {
  await db.query('update stores set medical_stock_apart = true where id = $1', [storeId]);
  for (const [sku, units] of Object.entries(medical)) {
    await db.query(
      `update store_variants set stock = $3
        where store_id = $1 and pool = 'medical' and variant_id = (select id from variants where sku = $2)`,
      [storeId, sku, units],
    );
  }
}

async function variantId(db: Queryable, sku: string): Promise<string> {
  const [row] = await db.query<{ id: string }>('select id from variants where sku = $1', [sku]);
  return row!.id;
}

/** A size's units at a store, in each of its counts. */
async function countsAt(db: Queryable, storeId: string, sku: string): Promise<{ all?: number; medical?: number }> {
  const rows = await db.query<{ pool: 'all' | 'medical'; stock: number }>(
    `select sv.pool, sv.stock from store_variants sv join variants v on v.id = sv.variant_id
      where v.sku = $1 and sv.store_id = $2`,
    [sku, storeId],
  );
  return Object.fromEntries(rows.map((row) => [row.pool, row.stock]));
}

async function poolsOf(db: Queryable, orderId: string): Promise<string[]> {
  const rows = await db.query<{ stock_pool: string }>(
    'select stock_pool from order_lines where order_id = $1 order by id',
    [orderId],
  );
  return rows.map((row) => row.stock_pool);
}

let people = 0;

/** A shopper of their own; a patient also gets a card of their own, so no limit is shared. */
function order(mode: MenuMode, lines: PlaceOrderInput['lines'], overrides: Partial<PlaceOrderInput> = {}) {
  people += 1;
  const input: PlaceOrderInput = {
    idempotencyKey: randomUUID(),
    customerId: null,
    mode,
    contact: {
      name: `Shopper ${people}`,
      email: `apart${people}@example.com`,
      phone: `7345553${String(people).padStart(3, '0')}`,
      birthdate: '1990-04-20',
    },
    medicalCard:
      mode === 'medical' ? { number: `MM${String(people).padStart(8, '0')}`, expiresOn: '2027-12-31' } : null,
    pickupSlotStart: SLOTS[people % 6]!,
    notes: '',
    lines,
    consents: { email: false, sms: false },
    expectedTotalCents: null,
    now: NOW,
    ...overrides,
  };
  return input;
}

describe(`selling at a store keeping medical stock apart on ${testEngine}`, () => {
  let db: Database;
  let monroe: string;
  let ypsilanti: string;
  let eighth: string;
  let quarter: string;

  const stores = async () => (await listStoreSettings(db)).map((settings) => settings.store);
  const productPage = async (mode: MenuMode, storeSlug?: string) => {
    const open = await stores();
    const page = await loadProductPage(db, 'chemdawg', {
      mode,
      now: NOW,
      settings: { timeZone: TIME_ZONE, exciseTaxBps: 1000, salesTaxBps: 600 },
      store: open.find((store) => store.slug === storeSlug),
      stores: open,
    });
    return {
      sizes: page!.product.variants.map((variant) => variant.stock),
      left: Object.fromEntries(page!.offer.availability.map((entry) => [entry.store.slug, entry.left])),
    };
  };
  const quote = (mode: MenuMode, store: string | undefined, quantity: number) =>
    quoteCart(db, { mode, ...(store ? { store } : {}), lines: [{ variantId: eighth, quantity }] }, null, NOW);

  beforeAll(async () => {
    db = await setUp();
    monroe = (await db.query<{ id: string }>('select id from stores where is_default'))[0]!.id;
    ypsilanti = await insertColocatedStore(db, 'ypsilanti', {
      stock: { 'chemdawg-0': 4, 'chemdawg-1': 2 },
      medical: { 'chemdawg-0': 3, 'chemdawg-1': 0 },
    });
    [eighth, quarter] = await Promise.all([variantId(db, 'chemdawg-0'), variantId(db, 'chemdawg-1')]);
  });
  afterAll(() => db.close());

  it('quotes a patient from the medical count and an adult-use customer from the size’s own', async () => {
    const medical = await quote('medical', 'ypsilanti', 5);
    expect(medical.lines[0]).toMatchObject({ available: 3, pricedQuantity: 3, sellable: true });
    // The quarter has no medical units: a patient is offered no other size.
    expect(medical.lines[0]!.sizes).toEqual([]);
    const adult = await quote('adult', 'ypsilanti', 5);
    expect(adult.lines[0]).toMatchObject({ available: 4, pricedQuantity: 4 });
    expect(adult.lines[0]!.sizes.map((size) => size.line.variantId)).toEqual([eighth, quarter]);
    // Monroe keeps one stock: both menus quote it.
    expect((await quote('medical', undefined, 50)).lines[0]).toMatchObject({ available: 40 });
  });

  it('shows the product page’s sizes and each store’s availability in the menu’s count', async () => {
    expect(await productPage('medical', 'ypsilanti')).toEqual({ sizes: [3, 0], left: { monroe: 60, ypsilanti: 3 } });
    expect(await productPage('adult', 'ypsilanti')).toEqual({ sizes: [4, 2], left: { monroe: 60, ypsilanti: 6 } });
    expect(await productPage('medical')).toEqual({ sizes: [40, 20], left: { monroe: 60, ypsilanti: 3 } });
  });

  it('sells a patient from the medical count and an adult-use customer from the other, recording each', async () => {
    const patient = await placeOrder(
      db,
      order('medical', [{ variantId: eighth, quantity: 2 }], { storeId: ypsilanti }),
    );
    const adult = await placeOrder(db, order('adult', [{ variantId: eighth, quantity: 1 }], { storeId: ypsilanti }));
    if (!patient.ok || !adult.ok) throw new Error('not placed');
    expect(await countsAt(db, ypsilanti, 'chemdawg-0')).toEqual({ all: 3, medical: 1 });
    expect(await poolsOf(db, patient.order.id)).toEqual(['medical']);
    expect(await poolsOf(db, adult.order.id)).toEqual(['all']);

    // Monroe keeps one stock: a patient there is sold from it.
    const atMonroe = await placeOrder(db, order('medical', [{ variantId: eighth, quantity: 1 }]));
    if (!atMonroe.ok) throw new Error('not placed');
    expect(await countsAt(db, monroe, 'chemdawg-0')).toEqual({ all: 39 });
    expect(await poolsOf(db, atMonroe.order.id)).toEqual(['all']);
    await moveOrder(db, atMonroe.order.id, 'cancelled', { reason: 'Changed my mind', now: NOW });
    expect(await countsAt(db, monroe, 'chemdawg-0')).toEqual({ all: 40 });

    await moveOrder(db, patient.order.id, 'cancelled', { reason: 'Changed my mind', now: NOW });
    await moveOrder(db, adult.order.id, 'cancelled', { reason: 'Changed my mind', now: NOW });
    expect(await countsAt(db, ypsilanti, 'chemdawg-0')).toEqual({ all: 4, medical: 3 });
  });

  it('refuses a patient more than the medical count, naming it, while adult-use units are left', async () => {
    const outcome = await placeOrder(
      db,
      order('medical', [{ variantId: eighth, quantity: 4 }], { storeId: ypsilanti }),
    );
    expect(outcome).toEqual({
      ok: false,
      problem: { code: 'sold_out', items: [{ name: 'Chemdawg (3.5 g)', available: 3 }] },
    });
    const none = await placeOrder(db, order('medical', [{ variantId: quarter, quantity: 1 }], { storeId: ypsilanti }));
    expect(none).toMatchObject({ ok: false, problem: { code: 'sold_out' } });
    expect(await countsAt(db, ypsilanti, 'chemdawg-0')).toEqual({ all: 4, medical: 3 });
    expect(await countsAt(db, ypsilanti, 'chemdawg-1')).toEqual({ all: 2, medical: 0 });
  });

  it('puts an expired patient’s order back into the medical count', async () => {
    await db.query('update stores set order_hold_minutes = 0 where id = $1', [ypsilanti]);
    const slot = SLOTS[0]!;
    const patient = await placeOrder(
      db,
      order('medical', [{ variantId: eighth, quantity: 1 }], { storeId: ypsilanti, pickupSlotStart: slot }),
    );
    const adult = await placeOrder(
      db,
      order('adult', [{ variantId: eighth, quantity: 2 }], { storeId: ypsilanti, pickupSlotStart: slot }),
    );
    if (!patient.ok || !adult.ok) throw new Error('not placed');
    expect(await countsAt(db, ypsilanti, 'chemdawg-0')).toEqual({ all: 2, medical: 2 });
    await expireLapsedOrders(db, new Date(new Date(slot).getTime() + 31 * 60_000));
    expect(await countsAt(db, ypsilanti, 'chemdawg-0')).toEqual({ all: 4, medical: 3 });
  });

  it('keeps stock apart while an open order holds medical units, even with the medical counts at 0', async () => {
    const patient = await placeOrder(
      db,
      order('medical', [{ variantId: eighth, quantity: 3 }], { storeId: ypsilanti }),
    );
    if (!patient.ok) throw new Error('not placed');
    expect(await countsAt(db, ypsilanti, 'chemdawg-0')).toEqual({ all: 4, medical: 0 });
    const switchOff = () => db.query('update stores set medical_stock_apart = false where id = $1', [ypsilanti]);
    await expect(switchOff()).rejects.toThrow(/Open medical orders hold units of the medical stock/);
    await expect(switchOff()).rejects.toMatchObject({ code: '23514' });

    // Picked up, the units are sold: nothing is held any more.
    for (const to of ['accepted', 'ready', 'picked_up'] as const)
      await moveOrder(db, patient.order.id, to, { now: NOW });
    await switchOff();
    expect(await countsAt(db, ypsilanti, 'chemdawg-0')).toEqual({ all: 4 });
    // Back to one stock: a patient is sold from it.
    const after = await placeOrder(db, order('medical', [{ variantId: eighth, quantity: 1 }], { storeId: ypsilanti }));
    if (!after.ok) throw new Error('not placed');
    expect(await poolsOf(db, after.order.id)).toEqual(['all']);
    expect(await countsAt(db, ypsilanti, 'chemdawg-0')).toEqual({ all: 3 });
  });

  it('serves the default store’s patients from its medical count once it keeps stock apart', async () => {
    await db.query(
      `insert into store_licences (store_id, kind, number) values ($1, 'medical_provisioning_center', 'PC-monroe')
       on conflict do nothing`,
      [monroe],
    );
    await keepMedicalStockApart(db, monroe, { 'chemdawg-0': 5, 'chemdawg-1': 1 });
    expect((await productPage('medical')).sizes).toEqual([5, 1]);
    expect((await productPage('adult')).sizes).toEqual([40, 20]);
    expect((await quote('medical', undefined, 9)).lines[0]).toMatchObject({ available: 5 });
    const patient = await placeOrder(db, order('medical', [{ variantId: eighth, quantity: 2 }]));
    if (!patient.ok) throw new Error('not placed');
    expect(await countsAt(db, monroe, 'chemdawg-0')).toEqual({ all: 40, medical: 3 });
    // The catalog's count stays the default store's own row.
    const [catalog] = await db.query<{ stock: number }>('select stock from variants where id = $1', [eighth]);
    expect(catalog!.stock).toBe(40);
  });
});

describe(`patients and adult-use customers racing at a store keeping stock apart on ${testEngine}`, () => {
  let db: Database;
  let ypsilanti: string;
  let eighth: string;
  beforeAll(async () => {
    db = await setUp();
    ypsilanti = await insertColocatedStore(db, 'ypsilanti', {
      stock: { 'chemdawg-0': 4 },
      medical: { 'chemdawg-0': 3 },
    });
    eighth = await variantId(db, 'chemdawg-0');
  });
  afterAll(() => db.close());

  // On PostgreSQL the 60 placements run at once on many connections; PGlite has one connection,
  // so there they run one after another: the same answers, checked for correctness.
  it('30 patients and 30 adult-use customers for 3 medical and 4 adult-use units make 3 and 4 orders', async () => {
    const racer = (mode: MenuMode) =>
      placeOrder(db, order(mode, [{ variantId: eighth, quantity: 1 }], { storeId: ypsilanti }));
    const [patients, adults] = await Promise.all([
      Promise.all(Array.from({ length: 30 }, () => racer('medical'))),
      Promise.all(Array.from({ length: 30 }, () => racer('adult'))),
    ]);
    expect(patients.filter((outcome) => outcome.ok)).toHaveLength(3);
    expect(adults.filter((outcome) => outcome.ok)).toHaveLength(4);
    for (const outcome of [...patients, ...adults].filter((placed) => !placed.ok)) {
      expect(outcome).toMatchObject({ ok: false, problem: { code: 'sold_out' } });
    }
    expect(await countsAt(db, ypsilanti, 'chemdawg-0')).toEqual({ all: 0, medical: 0 });
    const sold = await db.query<{ menu_mode: string; stock_pool: string; units: number }>(
      `select o.menu_mode, l.stock_pool, sum(l.quantity)::int as units
         from orders o join order_lines l on l.order_id = o.id
        group by o.menu_mode, l.stock_pool order by o.menu_mode`,
    );
    expect(sold).toEqual([
      { menu_mode: 'adult', stock_pool: 'all', units: 4 },
      { menu_mode: 'medical', stock_pool: 'medical', units: 3 },
    ]);
  });
});
