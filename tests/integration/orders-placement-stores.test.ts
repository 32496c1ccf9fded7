import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '#server/db/database.ts';
import { recordCheckoutContact } from '#server/checkout/index.ts';
import { emailsTo } from '#server/mail/outbox.ts';
import { receiptCalendarFile } from '#server/orders/index.ts';
import { expireLapsedOrders } from '#server/orders/expire-orders.ts';
import { findReceipt } from '#server/orders/order-receipt.ts';
import { medicalHistory } from '#server/orders/medical-history.ts';
import { moveOrder } from '#server/orders/move-order.ts';
import { placeOrder, type PlaceOrderInput } from '#server/orders/place-order.ts';
import { getStoreSettingsFor } from '#server/settings/index.ts';
import { withStoreScope } from '#server/stores/index.ts';
import { pickupSlots } from '#lib/pickup/pickup-slots.ts';
import { insertCategory, insertProduct, TIME_ZONE, WEDNESDAY_AFTERNOON } from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { DAYTIME_HOURS, insertPickupStore } from '../support/test-store.ts';

/**
 * Orders at several stores: each order takes its own store's stock, slot and hours, is refused by
 * its own store's pause or closing, and counts toward the purchase limits as decision 62 says (an
 * adult-use visit is one store's counter; a patient's day and month are every store's).
 */

const NOW = WEDNESDAY_AFTERNOON;
const EIGHTH_MG = 3544;
const OUNCE_MG = 28350;
const CENTRAL = 'America/Menominee';
const SLOTS = pickupSlots({ hours: DAYTIME_HOURS, timeZone: TIME_ZONE, slotMinutes: 30, now: NOW }).map(
  (slot) => slot.start,
);

async function setUp(): Promise<Database> {
  const db = await openTestDatabase();
  await insertPickupStore(db, { hours: DAYTIME_HOURS, timeZone: TIME_ZONE });
  await insertCategory(db, 'flower');
  await insertCategory(db, 'apparel');
  const eighth = {
    size: '3.5 g',
    price: 3500,
    medical: 3000,
    limit: { category: 'flower' as const, amount: EIGHTH_MG },
  };
  await insertProduct(db, { slug: 'chemdawg', category: 'flower', variants: [{ ...eighth, stock: 40 }] });
  await insertProduct(db, { slug: 'last-ten', category: 'flower', variants: [{ ...eighth, stock: 10 }] });
  await insertProduct(db, { slug: 'monroe-only', category: 'flower', variants: [{ ...eighth, stock: 10 }] });
  await insertProduct(db, {
    slug: 'ounce',
    category: 'flower',
    variants: [{ size: '28 g', price: 20000, stock: 1000, limit: { category: 'flower', amount: OUNCE_MG } }],
  });
  await insertProduct(db, {
    slug: 'river-hoodie',
    category: 'apparel',
    isCannabis: false,
    variants: [{ size: 'L', price: 4500, stock: 5 }],
  });
  return db;
}

/** A second store with its own hours, slots and stock of the given sizes (by SKU). */
async function insertStore(
  db: Queryable,
  slug: string,
  { timeZone = TIME_ZONE, stock }: { timeZone?: string; stock: Record<string, number> },
): Promise<string> {
  const [store] = await db.query<{ id: string }>(
    `insert into stores (slug, name, street_address, city, region, postal_code, phone, timezone, pickup_slot_minutes,
                         pickup_slot_capacity)
     values ($1, initcap($1), '2 River St', initcap($1), 'MI', '48197', '734-555-0200', $2, 30, 1000)
     returning id`,
    [slug, timeZone],
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
  for (const [sku, units] of Object.entries(stock)) {
    await db.query(
      `insert into store_variants (store_id, variant_id, stock) select $1, id, $3 from variants where sku = $2
       on conflict (variant_id, store_id, pool) do update set stock = excluded.stock`,
      [id, sku, units],
    );
  }
  return id;
}

async function variantId(db: Queryable, sku: string): Promise<string> {
  const [row] = await db.query<{ id: string }>('select id from variants where sku = $1', [sku]);
  return row!.id;
}

/** A size's units at a store (`store_variants`). */
async function stockAt(db: Queryable, storeId: string, sku: string): Promise<number | null> {
  const [row] = await db.query<{ stock: number }>(
    `select sv.stock from store_variants sv join variants v on v.id = sv.variant_id
      where v.sku = $1 and sv.store_id = $2 and sv.pool = 'all'`,
    [sku, storeId],
  );
  return row?.stock ?? null;
}

/** The catalog's count: the default store's, as everything written before stores reads it. */
async function mirrorOf(db: Queryable, sku: string): Promise<number> {
  const [row] = await db.query<{ stock: number }>('select stock from variants where sku = $1', [sku]);
  return row!.stock;
}

async function bookedAt(db: Queryable, storeId: string, slot: string): Promise<number> {
  const [row] = await db.query<{ booked: number }>(
    'select booked from pickup_slot_bookings where store_id = $1 and slot_start = $2',
    [storeId, slot],
  );
  return row?.booked ?? 0;
}

let people = 0;

/** Someone of their own (email and phone), so no other test's orders share their visit or lock. */
function someone(): PlaceOrderInput['contact'] {
  people += 1;
  return {
    name: `Shopper ${people}`,
    email: `shopper${people}@example.com`,
    phone: `7345552${String(people).padStart(3, '0')}`,
    birthdate: '1990-04-20',
  };
}

function order(lines: PlaceOrderInput['lines'], overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
  return {
    idempotencyKey: randomUUID(),
    customerId: null,
    mode: 'adult',
    contact: someone(),
    medicalCard: null,
    pickupSlotStart: SLOTS[0]!,
    notes: '',
    lines,
    consents: { email: false, sms: false },
    expectedTotalCents: null,
    now: NOW,
    ...overrides,
  };
}

describe(`orders at two stores on ${testEngine}`, () => {
  let db: Database;
  let monroe: string;
  let ypsilanti: string;
  let chemdawg: string;
  let monroeOnly: string;
  let hoodie: string;
  beforeAll(async () => {
    db = await setUp();
    monroe = (await db.query<{ id: string }>('select id from stores where is_default'))[0]!.id;
    ypsilanti = await insertStore(db, 'ypsilanti', { stock: { 'chemdawg-0': 12, 'river-hoodie-0': 3 } });
    // Ypsilanti has a row for Monroe's own strain but does not sell it.
    await db.query(
      `insert into store_variants (store_id, variant_id, stock, carried)
       select $1, id, 10, false from variants where sku = 'monroe-only-0'`,
      [ypsilanti],
    );
    [chemdawg, monroeOnly, hoodie] = await Promise.all([
      variantId(db, 'chemdawg-0'),
      variantId(db, 'monroe-only-0'),
      variantId(db, 'river-hoodie-0'),
    ]);
  });
  afterAll(() => db.close());

  it('takes an order at Ypsilanti from Ypsilanti’s stock and slot, never Monroe’s', async () => {
    const slot = SLOTS[1]!;
    const outcome = await placeOrder(
      db,
      order(
        [
          { variantId: chemdawg, quantity: 2 },
          { variantId: hoodie, quantity: 1 },
        ],
        { storeId: ypsilanti, pickupSlotStart: slot },
      ),
    );
    expect(outcome).toMatchObject({ ok: true });
    if (!outcome.ok) return;
    expect(await stockAt(db, ypsilanti, 'chemdawg-0')).toBe(10);
    expect(await stockAt(db, ypsilanti, 'river-hoodie-0')).toBe(2);
    expect(await stockAt(db, monroe, 'chemdawg-0')).toBe(40);
    expect(await stockAt(db, monroe, 'river-hoodie-0')).toBe(5);
    expect([await mirrorOf(db, 'chemdawg-0'), await mirrorOf(db, 'river-hoodie-0')]).toEqual([40, 5]);
    const [row] = await db.query<{ store_id: string }>('select store_id from orders where id = $1', [outcome.order.id]);
    expect(row!.store_id).toBe(ypsilanti);
    expect({ ypsilanti: await bookedAt(db, ypsilanti, slot), monroe: await bookedAt(db, monroe, slot) }).toEqual({
      ypsilanti: 1,
      monroe: 0,
    });
  });

  it('names the order’s store on its receipt, calendar file and emails, as there are two', async () => {
    const input = order([{ variantId: hoodie, quantity: 1 }], { storeId: ypsilanti, pickupSlotStart: SLOTS[6]! });
    const placed = await placeOrder(db, input);
    if (!placed.ok) throw new Error('not placed');
    const receipt = await findReceipt(db, placed.order.number, input.idempotencyKey);
    expect(receipt?.storeId).toBe(ypsilanti);
    const calendar = await receiptCalendarFile(db, receipt!, 'https://shop.example.test');
    expect(calendar).toContain('LOCATION:Test Store Ypsilanti\\, 2 River St\\, Ypsilanti\\, MI 48197');
    await moveOrder(db, placed.order.id, 'cancelled', { reason: 'Out of town', now: NOW });
    const emails = await emailsTo(db, input.contact.email);
    expect(emails.map((email) => email.template).sort()).toEqual(['order_cancelled', 'order_placed']);
    // A manager of Ypsilanti alone, whose scope shows one store, still counts both.
    const scoped = await withStoreScope(db, { allowed: [ypsilanti], store: null }, (tx) =>
      tx.query<{ seen: number; counted: number }>(
        'select (select count(*)::int from stores) as seen, public.open_store_count() as counted',
      ),
    );
    expect(scoped).toEqual([{ seen: 1, counted: 2 }]);
    for (const email of emails) {
      expect(email.text).toContain('Test Store Ypsilanti');
      expect(email.text).toContain('2 River St, Ypsilanti, MI 48197');
      expect(email.text).toContain('734-555-0200');
    }
  });

  it('keeps an unfinished checkout at its store, valued at the store’s own price, and links its order', async () => {
    await db.query('update store_variants set adult_use_price_cents = 3000 where store_id = $1 and variant_id = $2', [
      ypsilanti,
      chemdawg,
    ]);
    const input = order([{ variantId: chemdawg, quantity: 2 }], { storeId: ypsilanti, pickupSlotStart: SLOTS[7]! });
    await recordCheckoutContact(
      db,
      { idempotencyKey: input.idempotencyKey, ...input.contact, lines: [...input.lines], storeId: ypsilanti },
      { clientAddress: '198.18.0.33', now: NOW },
    );
    const placed = await placeOrder(db, input);
    if (!placed.ok) throw new Error('not placed');
    const [checkout] = await db.query<{ store_id: string; subtotal_cents: number; order_id: string }>(
      'select store_id, subtotal_cents, order_id from abandoned_checkouts where email = $1',
      [input.contact.email],
    );
    expect(checkout).toEqual({ store_id: ypsilanti, subtotal_cents: 6000, order_id: placed.order.id });
    const [line] = await db.query<{ unit_price_cents: number }>(
      'select unit_price_cents from order_lines where order_id = $1',
      [placed.order.id],
    );
    expect(line!.unit_price_cents).toBe(3000);
    await db.query('update store_variants set adult_use_price_cents = null where store_id = $1', [ypsilanti]);
    await moveOrder(db, placed.order.id, 'cancelled', { reason: 'Changed my mind', now: NOW });
  });

  it('takes an order without a store at the default store, its count following in the catalog', async () => {
    const outcome = await placeOrder(db, order([{ variantId: chemdawg, quantity: 3 }], { pickupSlotStart: SLOTS[2]! }));
    expect(outcome).toMatchObject({ ok: true });
    if (!outcome.ok) return;
    expect(await stockAt(db, monroe, 'chemdawg-0')).toBe(37);
    expect(await mirrorOf(db, 'chemdawg-0')).toBe(37);
    expect(await stockAt(db, ypsilanti, 'chemdawg-0')).toBe(10);
    const [row] = await db.query<{ store_id: string }>('select store_id from orders where id = $1', [outcome.order.id]);
    expect(row!.store_id).toBe(monroe);
  });

  it('refuses a size the store does not carry, or keeps no row of, as no longer orderable there', async () => {
    const notCarried = await placeOrder(db, order([{ variantId: monroeOnly, quantity: 1 }], { storeId: ypsilanti }));
    expect(notCarried).toEqual({ ok: false, problem: { code: 'unavailable', items: ['Monroe Only'] } });
    const lastTen = await variantId(db, 'last-ten-0');
    const noRow = await placeOrder(db, order([{ variantId: lastTen, quantity: 1 }], { storeId: ypsilanti }));
    expect(noRow).toEqual({ ok: false, problem: { code: 'unavailable', items: ['Last Ten'] } });
    expect(await stockAt(db, ypsilanti, 'monroe-only-0')).toBe(10);
    expect(await stockAt(db, monroe, 'monroe-only-0')).toBe(10);
  });

  it('refuses more than the store has left, naming its own count, while the other store has plenty', async () => {
    const outcome = await placeOrder(db, order([{ variantId: chemdawg, quantity: 11 }], { storeId: ypsilanti }));
    expect(outcome).toEqual({
      ok: false,
      problem: { code: 'sold_out', items: [{ name: 'Chemdawg (3.5 g)', available: 10 }] },
    });
    expect(await stockAt(db, ypsilanti, 'chemdawg-0')).toBe(10);
  });

  it('fills each store’s slot on its own: Ypsilanti’s capacity is Ypsilanti’s', async () => {
    const slot = SLOTS[3]!;
    await db.query('update stores set pickup_slot_capacity = 1 where id = $1', [ypsilanti]);
    try {
      const first = await placeOrder(
        db,
        order([{ variantId: chemdawg, quantity: 1 }], { storeId: ypsilanti, pickupSlotStart: slot }),
      );
      const second = await placeOrder(
        db,
        order([{ variantId: chemdawg, quantity: 1 }], { storeId: ypsilanti, pickupSlotStart: slot }),
      );
      const atMonroe = await placeOrder(db, order([{ variantId: chemdawg, quantity: 1 }], { pickupSlotStart: slot }));
      expect([first.ok, second.ok, atMonroe.ok]).toEqual([true, false, true]);
      expect(second).toMatchObject({ problem: { code: 'slot_full' } });
      expect({ ypsilanti: await bookedAt(db, ypsilanti, slot), monroe: await bookedAt(db, monroe, slot) }).toEqual({
        ypsilanti: 1,
        monroe: 1,
      });
    } finally {
      await db.query('update stores set pickup_slot_capacity = 1000 where id = $1', [ypsilanti]);
    }
  });

  it('puts a cancelled order’s stock and slot back at its own store', async () => {
    const slot = SLOTS[4]!;
    const before = { ypsilanti: await stockAt(db, ypsilanti, 'chemdawg-0'), monroe: await mirrorOf(db, 'chemdawg-0') };
    const placed = await placeOrder(
      db,
      order([{ variantId: chemdawg, quantity: 2 }], { storeId: ypsilanti, pickupSlotStart: slot }),
    );
    if (!placed.ok) throw new Error('not placed');
    expect(await stockAt(db, ypsilanti, 'chemdawg-0')).toBe(before.ypsilanti! - 2);
    expect(await moveOrder(db, placed.order.id, 'cancelled', { reason: 'Changed my mind', now: NOW })).toMatchObject({
      ok: true,
    });
    expect(await stockAt(db, ypsilanti, 'chemdawg-0')).toBe(before.ypsilanti);
    expect(await mirrorOf(db, 'chemdawg-0')).toBe(before.monroe);
    expect(await stockAt(db, monroe, 'chemdawg-0')).toBe(before.monroe);
    expect(await bookedAt(db, ypsilanti, slot)).toBe(0);
  });

  it('expires each store’s orders after that store’s hold time, returning stock to that store', async () => {
    const slot = SLOTS[5]!;
    // Monroe holds an order two hours after its slot (the settings' column is Monroe's); Ann Arbor not at all.
    await db.query('update store_settings set order_hold_minutes = 120');
    const annArbor = await insertStore(db, 'ann-arbor', { stock: { 'chemdawg-0': 6 } });
    await db.query('update stores set order_hold_minutes = 0 where id = $1', [annArbor]);
    const atAnnArbor = await placeOrder(
      db,
      order([{ variantId: chemdawg, quantity: 2 }], { storeId: annArbor, pickupSlotStart: slot }),
    );
    const atMonroe = await placeOrder(db, order([{ variantId: chemdawg, quantity: 1 }], { pickupSlotStart: slot }));
    if (!atAnnArbor.ok || !atMonroe.ok) throw new Error('not placed');
    expect(await stockAt(db, annArbor, 'chemdawg-0')).toBe(4);
    const statusOf = async (id: string) =>
      (await db.query<{ status: string }>('select status from orders where id = $1', [id]))[0]!.status;
    /** Units of Chemdawg in Monroe's expired orders. */
    const expiredAtMonroe = async () =>
      (
        await db.query<{ units: number }>(
          `select coalesce(sum(l.quantity), 0)::int as units from order_lines l join orders o on o.id = l.order_id
            where o.store_id = $1 and o.status = 'expired' and l.variant_id = $2`,
          [monroe, chemdawg],
        )
      )[0]!.units;

    const slotEnd = new Date(new Date(slot).getTime() + 30 * 60_000);
    const monroeBefore = { stock: await mirrorOf(db, 'chemdawg-0'), expired: await expiredAtMonroe() };
    await expireLapsedOrders(db, new Date(slotEnd.getTime() + 60 * 60_000));
    expect([await statusOf(atAnnArbor.order.id), await statusOf(atMonroe.order.id)]).toEqual(['expired', 'placed']);
    expect(await stockAt(db, annArbor, 'chemdawg-0')).toBe(6);
    expect(await bookedAt(db, annArbor, slot)).toBe(0);
    expect(await bookedAt(db, monroe, slot)).toBe(1);

    await expireLapsedOrders(db, new Date(slotEnd.getTime() + 121 * 60_000));
    expect(await statusOf(atMonroe.order.id)).toBe('expired');
    // Monroe's shelf gets back exactly what Monroe's expired orders held; Ann Arbor's is untouched.
    const returned = (await expiredAtMonroe()) - monroeBefore.expired;
    expect(returned).toBeGreaterThanOrEqual(1);
    expect(await mirrorOf(db, 'chemdawg-0')).toBe(monroeBefore.stock + returned);
    expect(await stockAt(db, monroe, 'chemdawg-0')).toBe(monroeBefore.stock + returned);
    expect(await stockAt(db, annArbor, 'chemdawg-0')).toBe(6);
    expect(await bookedAt(db, monroe, slot)).toBe(0);
  });

  it('refuses at a paused store with its message, and at a store closed for good, while the other places', async () => {
    await db.query(
      `update stores set online_ordering_paused = true, online_ordering_paused_message = 'Back Friday after inventory.'
        where id = $1`,
      [ypsilanti],
    );
    const paused = await placeOrder(db, order([{ variantId: chemdawg, quantity: 1 }], { storeId: ypsilanti }));
    expect(paused).toEqual({
      ok: false,
      problem: { code: 'ordering_paused', message: 'Back Friday after inventory.' },
    });
    expect(await placeOrder(db, order([{ variantId: chemdawg, quantity: 1 }]))).toMatchObject({ ok: true });

    await db.query(`update stores set online_ordering_paused = false, closed_at = $2 where id = $1`, [ypsilanti, NOW]);
    const closed = await placeOrder(db, order([{ variantId: chemdawg, quantity: 1 }], { storeId: ypsilanti }));
    expect(closed).toEqual({ ok: false, problem: { code: 'store_closed', storeName: 'Ypsilanti' } });
    expect(await placeOrder(db, order([{ variantId: chemdawg, quantity: 1 }]))).toMatchObject({ ok: true });
    await db.query('update stores set closed_at = null where id = $1', [ypsilanti]);

    const noStore = await placeOrder(db, order([{ variantId: chemdawg, quantity: 1 }], { storeId: randomUUID() }));
    expect(noStore).toEqual({ ok: false, problem: { code: 'store_closed', storeName: null } });
  });

  it('places at a store in its own pickup hours, not its opening hours', async () => {
    const central = await insertStore(db, 'menominee', { timeZone: CENTRAL, stock: { 'chemdawg-0': 5 } });
    // Pickup at Menominee only 16:00–18:00 Central.
    for (let weekday = 0; weekday < 7; weekday++) {
      await db.query(
        `insert into store_hours (store_id, service, weekday, opens_at, closes_at) values ($1, 'pickup', $2, '16:00', '18:00')`,
        [central, weekday],
      );
    }
    const settings = await getStoreSettingsFor(db, central);
    const offered = pickupSlots({ hours: settings.pickupHours, timeZone: CENTRAL, slotMinutes: 30, now: NOW });
    // Wednesday 16:00 Central is 22:00 UTC; 15:00 Central is open for shopping but not for pickup.
    expect(offered[0]!.start).toBe('2026-11-25T22:00:00.000Z');
    const inPickupHours = await placeOrder(
      db,
      order([{ variantId: chemdawg, quantity: 1 }], { storeId: central, pickupSlotStart: '2026-11-25T22:00:00.000Z' }),
    );
    const inShopHoursOnly = await placeOrder(
      db,
      order([{ variantId: chemdawg, quantity: 1 }], { storeId: central, pickupSlotStart: '2026-11-25T21:00:00.000Z' }),
    );
    expect(inPickupHours).toMatchObject({ ok: true });
    expect(inShopHoursOnly).toEqual({ ok: false, problem: { code: 'slot_unavailable' } });
    // Monroe's 16:00 Eastern (21:00 UTC) is one of its slots.
    expect(
      await placeOrder(
        db,
        order([{ variantId: chemdawg, quantity: 1 }], { pickupSlotStart: '2026-11-25T21:00:00.000Z' }),
      ),
    ).toMatchObject({ ok: true });
  });
});

describe(`purchase limits across stores on ${testEngine}`, () => {
  let db: Database;
  let ypsilanti: string;
  let menominee: string;
  let ounce: string;
  beforeAll(async () => {
    db = await setUp();
    ypsilanti = await insertStore(db, 'ypsilanti', { stock: { 'ounce-0': 1000 } });
    menominee = await insertStore(db, 'menominee', { timeZone: CENTRAL, stock: { 'ounce-0': 1000 } });
    ounce = await variantId(db, 'ounce-0');
  });
  afterAll(() => db.close());

  it('counts an adult-use visit at one store’s counter only: another store is another visit', async () => {
    const person = someone();
    const slot = SLOTS[0]!;
    const ounces = (quantity: number, storeId?: string) =>
      placeOrder(
        db,
        order([{ variantId: ounce, quantity }], {
          contact: person,
          pickupSlotStart: slot,
          ...(storeId ? { storeId } : {}),
        }),
      );
    expect(await ounces(2)).toMatchObject({ ok: true });
    // Two ounces at Monroe leave half an ounce of this visit; Ypsilanti's counter is a visit of its own.
    expect(await ounces(2, ypsilanti)).toMatchObject({ ok: true });
    expect(await ounces(1)).toMatchObject({ ok: false, problem: { code: 'limit' } });
    expect(await ounces(1, ypsilanti)).toMatchObject({ ok: false, problem: { code: 'limit' } });
  });

  it('counts a patient’s day and month at every store', async () => {
    const card = { number: 'MM12345678', expiresOn: '2027-12-31' };
    const medical = (quantity: number, storeId?: string) =>
      placeOrder(
        db,
        order([{ variantId: ounce, quantity }], {
          mode: 'medical',
          medicalCard: card,
          contact: someone(),
          ...(storeId ? { storeId } : {}),
        }),
      );
    expect(await medical(2)).toMatchObject({ ok: true });
    expect(await medical(1, ypsilanti)).toMatchObject({ ok: false, problem: { code: 'limit' } });
    expect(await medicalHistory(db, card.number, TIME_ZONE, NOW)).toEqual({
      todayMg: 2 * OUNCE_MG,
      thisMonthMg: 2 * OUNCE_MG,
    });
    // The next day the day is new, the month is not: both stores' orders count toward it.
    const tomorrow = new Date(NOW.getTime() + 24 * 3_600_000);
    const nextSlot = pickupSlots({ hours: DAYTIME_HOURS, timeZone: TIME_ZONE, slotMinutes: 30, now: tomorrow })[0]!
      .start;
    const atYpsilanti = await placeOrder(
      db,
      order([{ variantId: ounce, quantity: 2 }], {
        mode: 'medical',
        medicalCard: card,
        contact: someone(),
        storeId: ypsilanti,
        pickupSlotStart: nextSlot,
        now: tomorrow,
      }),
    );
    expect(atYpsilanti).toMatchObject({ ok: true });
    expect(await medicalHistory(db, card.number, TIME_ZONE, tomorrow)).toEqual({
      todayMg: 2 * OUNCE_MG,
      thisMonthMg: 4 * OUNCE_MG,
    });
  });

  it('judges a patient’s day on the placing store’s clock', async () => {
    const card = { number: 'MM87654321', expiresOn: '2027-12-31' };
    // 23:30 Eastern on Wednesday: two ounces at Monroe.
    const lateWednesday = new Date('2026-11-26T04:30:00Z');
    // An hour later it is Thursday in Monroe, still Wednesday (23:30) in Menominee.
    const anHourLater = new Date('2026-11-26T05:30:00Z');
    const slotAt = (timeZone: string, now: Date) =>
      pickupSlots({ hours: DAYTIME_HOURS, timeZone, slotMinutes: 30, now })[0]!.start;
    const medical = (quantity: number, now: Date, store?: { id: string; timeZone: string }) =>
      placeOrder(
        db,
        order([{ variantId: ounce, quantity }], {
          mode: 'medical',
          medicalCard: card,
          contact: someone(),
          now,
          pickupSlotStart: slotAt(store?.timeZone ?? TIME_ZONE, now),
          ...(store ? { storeId: store.id } : {}),
        }),
      );
    expect(await medical(2, lateWednesday)).toMatchObject({ ok: true });
    expect(await medical(1, anHourLater, { id: menominee, timeZone: CENTRAL })).toMatchObject({
      ok: false,
      problem: { code: 'limit' },
    });
    expect(await medical(1, anHourLater)).toMatchObject({ ok: true });
  });
});

describe(`checkouts racing for the last units at two stores at once on ${testEngine}`, () => {
  let db: Database;
  let monroe: string;
  let ypsilanti: string;
  let lansing: string;
  let lastTen: string;
  beforeAll(async () => {
    db = await setUp();
    monroe = (await db.query<{ id: string }>('select id from stores where is_default'))[0]!.id;
    ypsilanti = await insertStore(db, 'ypsilanti', { stock: { 'last-ten-0': 10 } });
    lansing = await insertStore(db, 'lansing', { stock: { 'last-ten-0': 10 } });
    lastTen = await variantId(db, 'last-ten-0');
  });
  afterAll(() => db.close());

  // On PostgreSQL the 200 placements run at once on many connections; PGlite has one connection,
  // so there they run one after another: the same answers, checked for correctness.
  it('100 checkouts at each of two stores for 10 units each make exactly 10 orders per store', async () => {
    const racer = (storeId: string | undefined, index: number) =>
      placeOrder(
        db,
        order([{ variantId: lastTen, quantity: 1 }], {
          pickupSlotStart: SLOTS[index % 4]!,
          ...(storeId ? { storeId } : {}),
        }),
      );
    const [atMonroe, atYpsilanti] = await Promise.all([
      Promise.all(Array.from({ length: 100 }, (_, index) => racer(undefined, index))),
      Promise.all(Array.from({ length: 100 }, (_, index) => racer(ypsilanti, index))),
    ]);
    for (const outcomes of [atMonroe, atYpsilanti]) {
      expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(10);
      const refused = outcomes.filter((outcome) => !outcome.ok);
      expect(refused).toHaveLength(90);
      for (const outcome of refused) expect(outcome).toMatchObject({ ok: false, problem: { code: 'sold_out' } });
    }
    expect({
      monroe: await stockAt(db, monroe, 'last-ten-0'),
      mirror: await mirrorOf(db, 'last-ten-0'),
      ypsilanti: await stockAt(db, ypsilanti, 'last-ten-0'),
      lansing: await stockAt(db, lansing, 'last-ten-0'),
    }).toEqual({ monroe: 0, mirror: 0, ypsilanti: 0, lansing: 10 });
    const orders = await db.query<{ store_id: string; count: number }>(
      'select store_id, count(*)::int as count from orders group by store_id order by count',
    );
    expect(Object.fromEntries(orders.map((row) => [row.store_id, row.count]))).toEqual({
      [monroe]: 10,
      [ypsilanti]: 10,
    });
    const booked = await db.query<{ store_id: string; booked: number }>(
      'select store_id, sum(booked)::int as booked from pickup_slot_bookings group by store_id',
    );
    expect(Object.fromEntries(booked.map((row) => [row.store_id, row.booked]))).toEqual({
      [monroe]: 10,
      [ypsilanti]: 10,
    });
  });
});
