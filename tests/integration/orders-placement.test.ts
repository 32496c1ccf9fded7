import { randomUUID } from 'node:crypto';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { emailsTo } from '#server/mail/outbox.ts';
import { expireLapsedOrders } from '#server/orders/expire-orders.ts';
import { moveOrder } from '#server/orders/move-order.ts';
import { placeOrder, type PlaceOrderContext, type PlaceOrderInput } from '#server/orders/place-order.ts';
import { getStoreSettings } from '#server/settings/store-settings.ts';
import { pickupSlots } from '#lib/pickup/pickup-slots.ts';
import {
  insertBrand,
  insertCategory,
  insertProduct,
  TIME_ZONE,
  WEDNESDAY_AFTERNOON,
} from '../support/menu-fixtures.ts';
import { countingStatements } from '../support/statement-count.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { DAYTIME_HOURS, insertPickupStore } from '../support/test-store.ts';

const NOW = WEDNESDAY_AFTERNOON;
const EIGHTH_MG = 3544;
const HOURS = DAYTIME_HOURS;
const SLOTS = pickupSlots({ hours: HOURS, timeZone: TIME_ZONE, slotMinutes: 30, now: NOW });
const FIRST_SLOT = SLOTS[0]!.start;

async function variantId(db: Database, sku: string): Promise<string> {
  const [row] = await db.query<{ id: string }>('select id from variants where sku = $1', [sku]);
  return row!.id;
}

async function stockOf(db: Database, sku: string): Promise<number> {
  const [row] = await db.query<{ stock: number }>('select stock from variants where sku = $1', [sku]);
  return row!.stock;
}

async function setUp(): Promise<Database> {
  const db = await openTestDatabase();
  await insertPickupStore(db, { hours: HOURS, timeZone: TIME_ZONE });
  await insertCategory(db, 'flower');
  await insertCategory(db, 'concentrates');
  await insertCategory(db, 'apparel');
  await insertBrand(db, 'huron-valley');
  await insertProduct(db, {
    slug: 'chemdawg',
    category: 'flower',
    brand: 'huron-valley',
    variants: [
      { size: '3.5 g', price: 3500, medical: 3000, stock: 40, limit: { category: 'flower', amount: EIGHTH_MG } },
    ],
  });
  await insertProduct(db, {
    slug: 'live-resin',
    category: 'concentrates',
    variants: [{ size: '1 g', price: 4000, stock: 40, limit: { category: 'concentrate', amount: 1000 } }],
  });
  await insertProduct(db, {
    slug: 'last-ten',
    category: 'flower',
    variants: [{ size: '3.5 g', price: 2500, stock: 10, limit: { category: 'flower', amount: EIGHTH_MG } }],
  });
  await insertProduct(db, {
    slug: 'river-hoodie',
    category: 'apparel',
    isCannabis: false,
    variants: [{ size: 'L', price: 4500, stock: 5 }],
  });
  await insertProduct(db, {
    slug: 'recalled-kush',
    category: 'flower',
    variants: [{ size: '3.5 g', price: 3000, stock: 5, limit: { category: 'flower', amount: EIGHTH_MG } }],
    batches: [{ status: 'recalled', thcPercent: 20 }],
  });
  return db;
}

let phones = 0;

/** Someone else: their own email and phone, so the adult-use visit of another test's shopper is not theirs. */
function contactOf(name: string): PlaceOrderInput['contact'] {
  const phone = `7345551${String(++phones).padStart(3, '0')}`;
  return { name: `Jordan ${name}`, email: `${name}@example.com`, phone, birthdate: '1990-04-20' };
}

function order(lines: PlaceOrderInput['lines'], overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
  return {
    idempotencyKey: randomUUID(),
    customerId: null,
    mode: 'adult',
    contact: { name: 'Jordan Guest', email: 'jordan@example.com', phone: '7345550100', birthdate: '1990-04-20' },
    medicalCard: null,
    pickupSlotStart: FIRST_SLOT,
    notes: '',
    lines,
    consents: { email: false, sms: false },
    expectedTotalCents: null,
    now: NOW,
    ...overrides,
  };
}

describe(`placing pickup orders on ${testEngine}`, () => {
  let db: Database;
  let chemdawg: string;
  let resin: string;
  let hoodie: string;
  beforeAll(async () => {
    db = await setUp();
    [chemdawg, resin, hoodie] = await Promise.all([
      variantId(db, 'chemdawg-0'),
      variantId(db, 'live-resin-0'),
      variantId(db, 'river-hoodie-0'),
    ]);
  });
  afterAll(() => db.close());

  it('places an order: stock taken, Michigan taxes to the cent, slot booked, confirmation queued', async () => {
    const before = await stockOf(db, 'chemdawg-0');
    const outcome = await placeOrder(
      db,
      order([
        { variantId: chemdawg, quantity: 2 },
        { variantId: hoodie, quantity: 1 },
      ]),
    );
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.order.number).toMatch(/^RR-[0-9A-HJKMNP-TV-Z]{6}$/);
    expect(await stockOf(db, 'chemdawg-0')).toBe(before - 2);
    expect(await stockOf(db, 'river-hoodie-0')).toBe(4);

    const [row] = await db.query<Record<string, number | string>>(
      'select status, subtotal_cents, excise_cents, sales_tax_cents, total_cents, flower_equivalent_mg from orders where id = $1',
      [outcome.order.id],
    );
    // Flower $70.00: excise $7.00, sales tax 6% of $77.00 = $4.62. Hoodie $45.00: sales tax $2.70.
    expect(row).toEqual({
      status: 'placed',
      subtotal_cents: 11500,
      excise_cents: 700,
      sales_tax_cents: 732,
      total_cents: 12932,
      flower_equivalent_mg: 2 * EIGHTH_MG,
    });
    expect(outcome.order.totalCents).toBe(12932);
    const [booking] = await db.query<{ booked: number }>(
      'select booked from pickup_slot_bookings where slot_start = $1',
      [FIRST_SLOT],
    );
    expect(booking!.booked).toBeGreaterThanOrEqual(1);
    const [email] = await emailsTo(db, 'jordan@example.com');
    expect(email).toMatchObject({ template: 'order_placed' });
    expect(email!.subject).toContain(outcome.order.number);
    const events = await db.query('select status from order_events where order_id = $1', [outcome.order.id]);
    expect(events).toEqual([{ status: 'placed' }]);
  });

  it('asks the database the same few times for any cart: each write once, statements sent together', async () => {
    const settings = await getStoreSettings(db);
    const waitsFor = async (cart: PlaceOrderInput['lines'], context: PlaceOrderContext = {}) => {
      const counted = countingStatements(db);
      const outcome = await placeOrder(counted.db, order(cart, { pickupSlotStart: SLOTS[7]!.start }), context);
      expect(outcome.ok).toBe(true);
      return counted.tally;
    };
    const one = await waitsFor([{ variantId: chemdawg, quantity: 1 }]);
    const two = await waitsFor([
      { variantId: chemdawg, quantity: 1 },
      { variantId: resin, quantity: 1 },
    ]);
    // Key lock and look-up with the settings, the customer's lock and the store's stock source; the
    // sizes, earlier orders (the visit's), and deals; the order with its lines, the email, the slot
    // and the stock of every size.
    expect(one).toEqual({ statements: 14, waits: 3 });
    expect(two).toEqual(one);
    // With the store-wide cache's settings, the facts go with the locks.
    expect(await waitsFor([{ variantId: chemdawg, quantity: 1 }], { settings })).toEqual({ statements: 14, waits: 2 });
  });

  it('reads the facts again when the cached settings they depend on are out of date', async () => {
    const settings = await getStoreSettings(db);
    const stale = { ...settings, timeZone: 'America/Los_Angeles' };
    const counted = countingStatements(db);
    const outcome = await placeOrder(
      counted.db,
      order([{ variantId: chemdawg, quantity: 1 }], { pickupSlotStart: SLOTS[7]!.start }),
      { settings: stale },
    );
    expect(outcome.ok).toBe(true);
    // The sizes, earlier orders and deals twice: once with the stale settings, once with those read.
    expect(counted.tally).toEqual({ statements: 18, waits: 3 });
  });

  it('draws a fresh number when the one drawn is taken, writing the order once', async () => {
    const first = await placeOrder(db, order([{ variantId: chemdawg, quantity: 1 }], { contact: contactOf('taken') }));
    assert(first.ok);
    const taken = first.order.number;
    const before = await stockOf(db, 'chemdawg-0');
    const draws = [taken, taken, 'RR-FRESH1'];
    const second = await placeOrder(
      db,
      order([{ variantId: chemdawg, quantity: 2 }], { contact: contactOf('fresh') }),
      { drawNumber: () => draws.shift()! },
    );
    assert(second.ok);
    expect(second.order.number).toBe('RR-FRESH1');
    expect(await stockOf(db, 'chemdawg-0')).toBe(before - 2);
    expect(await emailsTo(db, 'fresh@example.com')).toHaveLength(1);
    const [counts] = await db.query<{ orders: number; lines: number }>(
      `select (select count(*)::int from orders where email = $1) as orders,
              (select count(*)::int from order_lines l join orders o on o.id = l.order_id where o.email = $1) as lines`,
      ['fresh@example.com'],
    );
    expect(counts).toEqual({ orders: 1, lines: 1 });
  });

  it('returns the same order for a repeated submit with the same key, taking stock once', async () => {
    const input = order([{ variantId: chemdawg, quantity: 1 }]);
    const before = await stockOf(db, 'chemdawg-0');
    const first = await placeOrder(db, input);
    // A retry carries the same request; the total it saw may differ (a price changed meanwhile).
    const again = await placeOrder(db, { ...input, expectedTotalCents: 1 });
    expect(first.ok && again.ok).toBe(true);
    expect(again).toMatchObject({
      ok: true,
      replayed: true,
      order: { number: (first as { order: { number: string } }).order.number },
    });
    expect(await stockOf(db, 'chemdawg-0')).toBe(before - 1);
  });

  it('refuses the same key with another cart or other details, placing nothing more', async () => {
    const input = order([{ variantId: chemdawg, quantity: 1 }]);
    expect(await placeOrder(db, input)).toMatchObject({ ok: true, replayed: false });
    const before = await stockOf(db, 'chemdawg-0');
    const orders = await db.query('select count(*)::int as n from orders');
    for (const changed of [
      { lines: [{ variantId: chemdawg, quantity: 5 }] },
      { contact: { ...input.contact, name: 'Someone Else' } },
      { notes: 'a different note' },
    ]) {
      expect(await placeOrder(db, { ...input, ...changed })).toEqual({ ok: false, problem: { code: 'key_reused' } });
    }
    expect(await stockOf(db, 'chemdawg-0')).toBe(before);
    expect(await db.query('select count(*)::int as n from orders')).toEqual(orders);
  });

  it('refuses more than is in stock, naming what is left, and writes nothing', async () => {
    const orders = await db.query('select count(*)::int as n from orders');
    const resinStock = await stockOf(db, 'live-resin-0');
    const outcome = await placeOrder(
      db,
      order([
        { variantId: resin, quantity: 1 },
        { variantId: hoodie, quantity: 5 },
      ]),
    );
    expect(outcome).toEqual({
      ok: false,
      problem: { code: 'sold_out', items: [{ name: 'River Hoodie (L)', available: 4 }] },
    });
    expect(await db.query('select count(*)::int as n from orders')).toEqual(orders);
    expect(await stockOf(db, 'live-resin-0')).toBe(resinStock);
    expect(await stockOf(db, 'river-hoodie-0')).toBe(4);
  });

  it('refuses an adult-use order over 2.5 oz of flower, and over 15 g of concentrate', async () => {
    const flower = await placeOrder(db, order([{ variantId: chemdawg, quantity: 21 }]));
    expect(flower).toMatchObject({ ok: false, problem: { code: 'limit', violation: { limit: 'adult_visit' } } });
    const concentrate = await placeOrder(db, order([{ variantId: resin, quantity: 16 }]));
    expect(concentrate).toMatchObject({
      ok: false,
      problem: { code: 'limit', violation: { limit: 'adult_concentrate' } },
    });
    expect(
      await placeOrder(db, order([{ variantId: resin, quantity: 15 }], { contact: contactOf('concentrate') })),
    ).toMatchObject({ ok: true });
  });

  it('counts a medical patient’s earlier orders today against the daily limit', async () => {
    const medical = (quantity: number) =>
      order([{ variantId: chemdawg, quantity }], {
        mode: 'medical',
        contact: { name: 'Pat Patient', email: 'pat@example.com', phone: '7345550101', birthdate: '2006-01-02' },
        medicalCard: { number: 'MM-000-111', expiresOn: '2027-06-30' },
      });
    const first = await placeOrder(db, medical(15));
    expect(first).toMatchObject({ ok: true });
    // Medical price $30.00 and no excise: 15 × $30.00 = $450.00, 6% sales tax $27.00.
    expect((first as { order: { totalCents: number } }).order.totalCents).toBe(47700);
    const second = await placeOrder(db, medical(6));
    expect(second).toMatchObject({ ok: false, problem: { code: 'limit', violation: { limit: 'medical_daily' } } });
  });

  it('checks age and the medical card on the server', async () => {
    const young = await placeOrder(
      db,
      order([{ variantId: chemdawg, quantity: 1 }], {
        contact: { name: 'Too Young', email: 'y@example.com', phone: '7345550102', birthdate: '2006-01-02' },
      }),
    );
    expect(young).toEqual({ ok: false, problem: { code: 'age', minimumAge: 21 } });
    const expired = await placeOrder(
      db,
      order([{ variantId: chemdawg, quantity: 1 }], {
        mode: 'medical',
        medicalCard: { number: 'MM-1', expiresOn: '2026-11-24' },
      }),
    );
    expect(expired).toEqual({ ok: false, problem: { code: 'medical_card_expired' } });
  });

  it('refuses a recalled product and a slot the store does not offer', async () => {
    const recalled = await placeOrder(db, order([{ variantId: await variantId(db, 'recalled-kush-0'), quantity: 1 }]));
    expect(recalled).toEqual({ ok: false, problem: { code: 'unavailable', items: ['Recalled Kush'] } });
    const night = await placeOrder(
      db,
      order([{ variantId: chemdawg, quantity: 1 }], { pickupSlotStart: '2026-11-26T05:00:00.000Z' }),
    );
    expect(night).toEqual({ ok: false, problem: { code: 'slot_unavailable' } });
    const past = await placeOrder(
      db,
      order([{ variantId: chemdawg, quantity: 1 }], { pickupSlotStart: '2026-11-25T15:00:00.000Z' }),
    );
    expect(past).toEqual({ ok: false, problem: { code: 'slot_unavailable' } });
  });

  it('says sold out, not what it aborted, when the shopper also ticked the marketing boxes', async () => {
    const outcome = await placeOrder(
      db,
      order([{ variantId: hoodie, quantity: 5 }], {
        contact: contactOf('ticked'),
        consents: { email: true, sms: true },
      }),
    );
    expect(outcome).toEqual({
      ok: false,
      problem: { code: 'sold_out', items: [{ name: 'River Hoodie (L)', available: 4 }] },
    });
    expect(await db.query(`select 1 from consent_states where address = 'ticked@example.com'`)).toEqual([]);
  });

  it('refuses when the price the shopper saw is no longer the price', async () => {
    const outcome = await placeOrder(db, order([{ variantId: hoodie, quantity: 1 }], { expectedTotalCents: 4000 }));
    expect(outcome).toEqual({ ok: false, problem: { code: 'price_changed', totalCents: 4770, changes: [] } });
  });

  it('refuses a full slot', async () => {
    await db.query('update store_settings set pickup_slot_capacity = 1');
    const slot = SLOTS[5]!.start;
    expect(await placeOrder(db, order([{ variantId: hoodie, quantity: 1 }], { pickupSlotStart: slot }))).toMatchObject({
      ok: true,
    });
    expect(await placeOrder(db, order([{ variantId: hoodie, quantity: 1 }], { pickupSlotStart: slot }))).toEqual({
      ok: false,
      problem: { code: 'slot_full' },
    });
    await db.query('update store_settings set pickup_slot_capacity = 1000');
  });

  it('leaves nothing behind when a step fails half way', async () => {
    await db.query(
      `create function refuse_mail() returns trigger language plpgsql as $$ begin raise exception 'mail server on fire'; end $$`,
    );
    await db.query(
      `create trigger refuse_mail before insert on email_outbox for each row when (new.to_address = 'crash@example.com') execute function refuse_mail()`,
    );
    const stock = await stockOf(db, 'last-ten-0');
    const orders = await db.query('select count(*)::int as n from orders');
    const bookings = await db.query('select slot_start, booked from pickup_slot_bookings order by slot_start');
    await expect(
      placeOrder(
        db,
        order([{ variantId: await variantId(db, 'last-ten-0'), quantity: 2 }], {
          contact: { name: 'Crash', email: 'crash@example.com', phone: '7345550103', birthdate: '1980-01-01' },
        }),
      ),
    ).rejects.toThrow(/mail server on fire/);
    expect(await stockOf(db, 'last-ten-0')).toBe(stock);
    expect(await db.query('select count(*)::int as n from orders')).toEqual(orders);
    expect(await db.query('select slot_start, booked from pickup_slot_bookings order by slot_start')).toEqual(bookings);
    await db.query('drop trigger refuse_mail on email_outbox');
  });
});

describe(`an order's life after placing on ${testEngine}`, () => {
  let db: Database;
  let chemdawg: string;
  beforeAll(async () => {
    db = await setUp();
    chemdawg = await variantId(db, 'chemdawg-0');
  });
  afterAll(() => db.close());

  it('moves placed → accepted → ready → picked up, one step at a time, with an email each time', async () => {
    const placed = await placeOrder(
      db,
      order([{ variantId: chemdawg, quantity: 1 }], {
        contact: { name: 'Life Cycle', email: 'life@example.com', phone: '7345550104', birthdate: '1980-01-01' },
      }),
    );
    const id = (placed as { order: { id: string } }).order.id;
    expect(await moveOrder(db, id, 'ready')).toEqual({ ok: false, reason: 'not_allowed', from: 'placed' });
    for (const status of ['accepted', 'ready', 'picked_up'] as const)
      expect(await moveOrder(db, id, status)).toMatchObject({ ok: true, to: status });
    expect(await moveOrder(db, id, 'cancelled')).toEqual({ ok: false, reason: 'not_allowed', from: 'picked_up' });
    const templates = (await emailsTo(db, 'life@example.com')).map((email) => email.template).sort();
    // A first pickup is followed, the next day, by one email asking for a review and the first-purchase answer.
    expect(templates).toEqual(['order_accepted', 'order_picked_up', 'order_placed', 'order_ready', 'pickup_follow_up']);
    expect(await moveOrder(db, randomUUID(), 'accepted')).toEqual({ ok: false, reason: 'not_found' });
  });

  it('puts the stock back and frees the slot when an order is cancelled', async () => {
    const stock = await stockOf(db, 'chemdawg-0');
    const placed = await placeOrder(
      db,
      order([{ variantId: chemdawg, quantity: 3 }], { pickupSlotStart: SLOTS[3]!.start }),
    );
    const id = (placed as { order: { id: string } }).order.id;
    expect(await stockOf(db, 'chemdawg-0')).toBe(stock - 3);
    expect(await moveOrder(db, id, 'cancelled', { reason: 'Customer called' })).toMatchObject({ ok: true });
    expect(await stockOf(db, 'chemdawg-0')).toBe(stock);
    const [booking] = await db.query<{ booked: number }>(
      'select booked from pickup_slot_bookings where slot_start = $1',
      [SLOTS[3]!.start],
    );
    expect(booking!.booked).toBe(0);
  });

  it('expires orders nobody picked up after the hold time, once, and returns their stock', async () => {
    const stock = await stockOf(db, 'chemdawg-0');
    const placed = await placeOrder(
      db,
      order([{ variantId: chemdawg, quantity: 2 }], { pickupSlotStart: SLOTS[0]!.start }),
    );
    const id = (placed as { order: { id: string } }).order.id;
    const slotEnd = new Date(SLOTS[0]!.end);
    expect(await expireLapsedOrders(db, new Date(slotEnd.getTime() + 60 * 60_000))).toBe(0);
    const later = new Date(slotEnd.getTime() + 121 * 60_000);
    const [first, second] = await Promise.all([expireLapsedOrders(db, later), expireLapsedOrders(db, later)]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    const [row] = await db.query<{ status: string }>('select status from orders where id = $1', [id]);
    expect(row!.status).toBe('expired');
    expect(await stockOf(db, 'chemdawg-0')).toBe(stock);
    expect(await expireLapsedOrders(db, later)).toBe(0);
    const events = await db.query<{ status: string }>(
      `select status from order_events where order_id = $1 and status = 'expired'`,
      [id],
    );
    expect(events).toHaveLength(1);
  });
});

describe.runIf(testEngine === 'postgres')('checkouts racing for the last units on real PostgreSQL', () => {
  let db: Database;
  let lastTen: string;
  beforeAll(async () => {
    db = await setUp();
    lastTen = await variantId(db, 'last-ten-0');
  });
  afterAll(() => db.close());

  it('100 checkouts for 10 units make exactly 10 orders; the rest hear "sold out"; stock ends at 0', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        placeOrder(
          db,
          order([{ variantId: lastTen, quantity: 1 }], {
            contact: {
              name: `Racer ${index}`,
              email: `racer${index}@example.com`,
              phone: '7345550105',
              birthdate: '1985-05-05',
            },
          }),
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(10);
    const refused = outcomes.filter((outcome) => !outcome.ok);
    expect(refused).toHaveLength(90);
    for (const outcome of refused) expect(outcome).toMatchObject({ ok: false, problem: { code: 'sold_out' } });
    expect(await stockOf(db, 'last-ten-0')).toBe(0);
  });

  it('20 simultaneous submits with one key make one order and give every one the same answer', async () => {
    await db.query(`update variants set stock = 10 where sku = 'last-ten-0'`);
    const input = order([{ variantId: lastTen, quantity: 2 }]);
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => placeOrder(db, input)));
    const numbers = new Set(outcomes.map((outcome) => (outcome.ok ? outcome.order.number : 'refused')));
    expect(numbers.size).toBe(1);
    expect(outcomes.filter((outcome) => outcome.ok && !outcome.replayed)).toHaveLength(1);
    expect(await stockOf(db, 'last-ten-0')).toBe(8);
  });
});
