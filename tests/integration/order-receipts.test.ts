import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { moveOrder } from '#server/orders/move-order.ts';
import { orderCalendarFile } from '#server/orders/order-calendar.ts';
import { findReceipt, findReceiptStatus } from '#server/orders/order-receipt.ts';
import { getStoreSettings } from '#server/settings/store-settings.ts';
import { TRACKER_LOOKUP_LIMIT, trackOrder, type TrackerContact } from '#server/orders/order-tracker.ts';
import { placeOrder, type PlaceOrderInput } from '#server/orders/place-order.ts';
import { orderTimeline } from '#lib/orders/order-timeline.ts';
import { pickupSlots } from '#lib/pickup/pickup-slots.ts';
import { insertCategory, insertProduct, TIME_ZONE, WEDNESDAY_AFTERNOON } from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { insertPickupStore } from '../support/test-store.ts';

const NOW = WEDNESDAY_AFTERNOON;
const HOURS = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '09:00', closes: '21:00' }));
const SLOT = pickupSlots({ hours: HOURS, timeZone: TIME_ZONE, slotMinutes: 30, now: NOW })[0]!;
const minutesLater = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

async function setUp(): Promise<Database> {
  const db = await openTestDatabase();
  await insertPickupStore(db, { hours: HOURS, timeZone: TIME_ZONE });
  await insertCategory(db, 'flower');
  await insertCategory(db, 'apparel');
  await insertProduct(db, {
    slug: 'chemdawg',
    category: 'flower',
    variants: [{ size: '3.5 g', price: 3500, stock: 40, limit: { category: 'flower', amount: 3544 } }],
  });
  await insertProduct(db, {
    slug: 'river-hoodie',
    category: 'apparel',
    isCannabis: false,
    variants: [{ size: 'L', price: 4500, stock: 20 }],
  });
  return db;
}

async function variantId(db: Database, sku: string): Promise<string> {
  const [row] = await db.query<{ id: string }>('select id from variants where sku = $1', [sku]);
  return row!.id;
}

describe(`order receipts and the order tracker on ${testEngine}`, () => {
  let db: Database;
  let flower: string;
  let hoodie: string;

  /** Jordan, whose orders the tracker tests look up by email and phone. */
  const JORDAN = { email: 'Jordan.Guest@Example.com', phone: '7345550100' };
  let guests = 0;

  /**
   * Places an order as a browser would; returns its number, id and the browser's key. Each is a
   * guest of their own unless `contact` says otherwise: one person's open orders for a pickup are
   * one visit, which the adult-use limit counts together.
   */
  async function place(contact: Partial<PlaceOrderInput['contact']> = {}) {
    const key = randomUUID() + randomUUID();
    guests++;
    const outcome = await placeOrder(db, {
      idempotencyKey: key,
      customerId: null,
      mode: 'adult',
      contact: {
        name: 'Jordan  Guest',
        email: `guest.${guests}@example.com`,
        phone: `73455502${String(guests).padStart(2, '0')}`,
        birthdate: '1990-04-20',
        ...contact,
      },
      medicalCard: null,
      pickupSlotStart: SLOT.start,
      notes: '',
      lines: [
        { variantId: flower, quantity: 2 },
        { variantId: hoodie, quantity: 1 },
      ],
      consents: { email: false, sms: false },
      expectedTotalCents: null,
      now: NOW,
    });
    if (!outcome.ok) throw new Error(`Not placed: ${outcome.problem.code}`);
    return { key, number: outcome.order.number, id: outcome.order.id };
  }

  /** A lookup from an address of its own, so the rate limit only counts where a test means it to. */
  const track = (
    number: string,
    contact: TrackerContact,
    clientAddress = `203.0.113.${Math.floor(Math.random() * 250)}-${randomUUID()}`,
  ) => trackOrder(db, { number, contact, clientAddress, now: NOW });

  beforeAll(async () => {
    db = await setUp();
    [flower, hoodie] = await Promise.all([variantId(db, 'chemdawg-0'), variantId(db, 'river-hoodie-0')]);
  });
  afterAll(() => db.close());

  describe('findReceipt', () => {
    it('gives the placing browser its receipt: lines, Michigan totals, slot and first name', async () => {
      const { key, number } = await place();
      const receipt = await findReceipt(db, number, key);
      expect(receipt).toMatchObject({
        number,
        status: 'placed',
        menuMode: 'adult',
        firstName: 'Jordan',
        placedAt: NOW,
        pickupSlotStart: new Date(SLOT.start),
        pickupSlotEnd: new Date(SLOT.end),
        lines: [
          { productName: 'Chemdawg', sizeLabel: '3.5 g', quantity: 2, totalCents: 8162 },
          { productName: 'River Hoodie', sizeLabel: 'L', quantity: 1, totalCents: 4770 },
        ],
        // Flower $70.00: excise $7.00, sales tax 6% of $77.00 = $4.62. Hoodie $45.00: sales tax $2.70.
        totals: { subtotalCents: 11500, discountCents: 0, exciseCents: 700, salesTaxCents: 732, totalCents: 12932 },
      });
    });

    it('accepts the number as a person would type it', async () => {
      const { key, number } = await place();
      expect((await findReceipt(db, ` ${number.toLowerCase().replace('-', ' ')} `, key))?.number).toBe(number);
    });

    it('answers null for a wrong key, another order’s key, a wrong number or nonsense', async () => {
      const first = await place();
      const second = await place();
      expect(await findReceipt(db, first.number, `${first.key}x`)).toBeNull();
      expect(await findReceipt(db, first.number, second.key)).toBeNull();
      expect(await findReceipt(db, 'RR-000000', first.key)).toBeNull();
      expect(await findReceipt(db, first.number, '')).toBeNull();
      expect(await findReceipt(db, first.number, 'k'.repeat(10_000))).toBeNull();
      expect(await findReceipt(db, "RR-'; drop table orders; --", first.key)).toBeNull();
    });

    it('never stores the key itself', async () => {
      const { key, id } = await place();
      const [row] = await db.query<{ idempotency_key: string }>('select idempotency_key from orders where id = $1', [
        id,
      ]);
      expect(row!.idempotency_key).toMatch(/^[0-9a-f]{64}$/);
      expect(row!.idempotency_key).not.toContain(key);
    });
  });

  describe('findReceiptStatus', () => {
    it('follows the order as the store moves it, for its own key only', async () => {
      const { key, number, id } = await place();
      const other = await place();
      expect(await findReceiptStatus(db, number, key)).toBe('placed');
      await moveOrder(db, id, 'accepted', { now: minutesLater(2) });
      expect(await findReceiptStatus(db, number, key)).toBe('accepted');
      await moveOrder(db, id, 'ready', { now: minutesLater(4) });
      expect(await findReceiptStatus(db, number.toLowerCase(), key)).toBe('ready');
      expect(await findReceiptStatus(db, number, other.key)).toBeNull();
      expect(await findReceiptStatus(db, number, '')).toBeNull();
      expect(await findReceiptStatus(db, 'RR-000000', key)).toBeNull();
    });
  });

  describe('orderCalendarFile', () => {
    it('puts the pickup slot, the store and what to bring in the calendar event; a cancelled order cancels it', async () => {
      const { key, number, id } = await place();
      const store = await getStoreSettings(db);
      const unfolded = (file: string) => file.replace(/\r\n /g, '').split('\r\n');
      const lines = unfolded(
        orderCalendarFile((await findReceipt(db, number, key))!, store, {
          origin: 'https://shop.example.com',
          now: NOW,
        }),
      );
      expect(lines).toEqual(
        expect.arrayContaining([
          `UID:${number}@shop.example.com`,
          'DTSTAMP:20261125T190000Z',
          `DTSTART:${SLOT.start.replace(/[-:]|\.000/g, '')}`,
          `DTEND:${SLOT.end.replace(/[-:]|\.000/g, '')}`,
          `SUMMARY:Pick up order ${number} at Test Store`,
          'LOCATION:Test Store\\, 1 Main St\\, Monroe\\, MI 48161',
          'STATUS:CONFIRMED',
        ]),
      );
      expect(lines.find((line) => line.startsWith('DESCRIPTION:'))).toContain(
        'Bring a valid photo ID showing you are 21 or older.\\nPay at pickup: $129.32',
      );

      await moveOrder(db, id, 'cancelled', { now: minutesLater(1), reason: 'Changed my mind' });
      const cancelled = unfolded(
        orderCalendarFile((await findReceipt(db, number, key))!, store, { origin: 'https://shop.example.com' }),
      );
      expect(cancelled).toEqual(expect.arrayContaining(['STATUS:CANCELLED', 'SEQUENCE:1']));
    });
  });

  describe('trackOrder', () => {
    it('finds an order by its email in any case, and by its phone in any formatting', async () => {
      const { number } = await place(JORDAN);
      for (const contact of [
        { email: 'jordan.guest@example.com' },
        { email: 'JORDAN.GUEST@EXAMPLE.COM' },
        { phone: '7345550100' },
      ]) {
        const found = await track(number, contact);
        expect(found).toMatchObject({ ok: true, order: { number, status: 'placed', itemCount: 3, totalCents: 12932 } });
      }
    });

    it('finds an order whose phone was stored with punctuation or a country code', async () => {
      const { number } = await place({ phone: '+1 (734) 555-0199' });
      expect(await track(number, { phone: '7345550199' })).toMatchObject({ ok: true, order: { number } });
    });

    it('gives a wrong email or phone the same answer as a number that does not exist', async () => {
      const { number } = await place();
      const missing = await track('RR-000000', { email: 'jordan.guest@example.com' });
      expect(missing).toEqual({ ok: false, reason: 'not_found' });
      expect(await track(number, { email: 'someone.else@example.com' })).toEqual(missing);
      expect(await track(number, { phone: '7345550111' })).toEqual(missing);
    });

    it('shows the timeline after the store moves the order, and how a cancelled one ended', async () => {
      const { number, id } = await place(JORDAN);
      expect(await moveOrder(db, id, 'accepted', { now: minutesLater(5), reason: 'Bagged by Sam' })).toMatchObject({
        ok: true,
      });
      expect(await moveOrder(db, id, 'ready', { now: minutesLater(12) })).toMatchObject({ ok: true });
      const ready = await track(number, { phone: '7345550100' });
      if (!ready.ok) throw new Error('not found');
      expect(ready.order.status).toBe('ready');
      expect(
        orderTimeline(ready.order.status, ready.order.events).map((step) => [
          step.status,
          step.at,
          step.current,
          step.reason,
        ]),
      ).toEqual([
        ['placed', NOW, false, null],
        ['accepted', minutesLater(5), false, null],
        ['ready', minutesLater(12), true, null],
        ['picked_up', null, false, null],
      ]);

      expect(
        await moveOrder(db, id, 'cancelled', { now: minutesLater(20), reason: 'Customer asked us to' }),
      ).toMatchObject({ ok: true });
      const cancelled = await track(number, { phone: '7345550100' });
      if (!cancelled.ok) throw new Error('not found');
      expect(orderTimeline(cancelled.order.status, cancelled.order.events).at(-1)).toEqual({
        status: 'cancelled',
        label: 'Cancelled',
        at: minutesLater(20),
        current: true,
        reason: 'Customer asked us to',
      });
    });

    it(`allows ${TRACKER_LOOKUP_LIMIT} lookups per address in ten minutes, found or not, then says how long to wait`, async () => {
      const { number } = await place(JORDAN);
      const address = `198.51.100.7-${randomUUID()}`;
      for (let lookup = 0; lookup < TRACKER_LOOKUP_LIMIT; lookup++) {
        const contact = lookup % 2 === 0 ? { email: 'nobody@example.com' } : { phone: '7345550100' };
        expect((await track(number, contact, address)).ok || lookup % 2 === 0).toBe(true);
      }
      const refused = await track(number, { phone: '7345550100' }, address);
      expect(refused).toMatchObject({ ok: false, reason: 'throttled' });
      if (refused.ok || refused.reason !== 'throttled') return;
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(600);
      // Another address is not held back by this one.
      expect(await track(number, { phone: '7345550100' })).toMatchObject({ ok: true });
    });
  });
});
