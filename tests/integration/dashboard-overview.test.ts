import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { loadOverview } from '#server/reports/admin/overview.ts';
import { moveOrder } from '#server/orders/move-order.ts';
import { placeOrder } from '#server/orders/place-order.ts';
import { pickupSlots } from '#lib/pickup/pickup-slots.ts';
import {
  insertBrand,
  insertCategory,
  insertProduct,
  TIME_ZONE,
  WEDNESDAY_AFTERNOON,
} from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { insertPickupStore } from '../support/test-store.ts';

const SLOTS = pickupSlots({
  hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '09:00', closes: '21:00' })),
  timeZone: TIME_ZONE,
  slotMinutes: 30,
  now: WEDNESDAY_AFTERNOON,
});
const TODAY = SLOTS[0]!;
const TOMORROW = SLOTS.find((slot) => slot.date !== TODAY.date)!;

describe(`the dashboard overview on ${testEngine}`, () => {
  let db: Database;
  let cap: string;

  async function order(slot = TODAY, quantity = 1) {
    const outcome = await placeOrder(db, {
      idempotencyKey: randomUUID(),
      customerId: null,
      mode: 'adult',
      contact: { name: 'Olive Overview', email: 'olive@example.com', phone: '7345550111', birthdate: '1980-03-03' },
      medicalCard: null,
      pickupSlotStart: slot.start,
      notes: '',
      lines: [{ variantId: cap, quantity }],
      consents: { email: false, sms: false },
      expectedTotalCents: null,
      now: WEDNESDAY_AFTERNOON,
    });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problem));
    return outcome.order;
  }

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertPickupStore(db, { capacity: 100, timeZone: TIME_ZONE });
    await insertCategory(db, 'apparel');
    await insertCategory(db, 'flower');
    await insertBrand(db, 'great-lakes');
    await insertProduct(db, {
      slug: 'river-cap',
      category: 'apparel',
      isCannabis: false,
      variants: [{ size: 'One size', price: 2000, stock: 500 }],
    });
    await insertProduct(db, {
      slug: 'blue-dream',
      category: 'flower',
      brand: 'great-lakes',
      variants: [
        { size: '3.5 g', price: 3500, stock: 4 },
        { size: '7 g', price: 6500, stock: 0 },
        { size: '14 g', price: 12000, stock: 5 },
        { size: '28 g', price: 22000, stock: 6 },
        { size: '1 g', price: 1200, stock: 1, active: false },
      ],
    });
    await insertProduct(db, {
      slug: 'amnesia-haze',
      category: 'flower',
      variants: [{ size: '3.5 g', price: 3500, stock: 2 }],
    });
    await insertProduct(db, {
      slug: 'old-kush',
      category: 'flower',
      status: 'archived',
      variants: [{ size: '3.5 g', price: 3500, stock: 1 }],
    });
    await insertProduct(db, {
      slug: 'new-kush',
      category: 'flower',
      status: 'draft',
      variants: [{ size: '3.5 g', price: 3500, stock: 0 }],
    });
    [{ id: cap }] = (await db.query<{ id: string }>(`select id from variants where sku = 'river-cap-0'`)) as [
      { id: string },
    ];
  });
  afterAll(() => db.close());

  it('counts the open orders to prepare today by status, and those for later days apart', async () => {
    const empty = await loadOverview(db, { now: WEDNESDAY_AFTERNOON });
    expect(empty.ordersToPrepare).toEqual({ placed: 0, accepted: 0, ready: 0, later: 0 });
    expect(empty.date).toBe('2026-11-25');

    await order();
    await order();
    const accepted = await order();
    await moveOrder(db, accepted.id, 'accepted', { now: WEDNESDAY_AFTERNOON });
    const ready = await order();
    await moveOrder(db, ready.id, 'accepted', { now: WEDNESDAY_AFTERNOON });
    await moveOrder(db, ready.id, 'ready', { now: WEDNESDAY_AFTERNOON });
    await order(TOMORROW);
    const cancelled = await order();
    await moveOrder(db, cancelled.id, 'cancelled', { reason: 'Changed their mind', now: WEDNESDAY_AFTERNOON });

    expect((await loadOverview(db, { now: WEDNESDAY_AFTERNOON })).ordersToPrepare).toEqual({
      placed: 2,
      accepted: 1,
      ready: 1,
      later: 1,
    });
  });

  it("sums the orders picked up since the store's midnight", async () => {
    const first = await order(TODAY, 2);
    const second = await order(TODAY, 1);
    const lastNight = await order(TODAY, 3);
    for (const status of ['accepted', 'ready'] as const) {
      for (const placed of [first, second, lastNight])
        await moveOrder(db, placed.id, status, { now: WEDNESDAY_AFTERNOON });
    }
    await moveOrder(db, first.id, 'picked_up', { now: WEDNESDAY_AFTERNOON });
    await moveOrder(db, second.id, 'picked_up', { now: WEDNESDAY_AFTERNOON });
    // 11:30 PM on Tuesday in Monroe (already Wednesday in UTC): yesterday's sale.
    await moveOrder(db, lastNight.id, 'picked_up', { now: new Date('2026-11-25T04:30:00Z') });

    const overview = await loadOverview(db, { now: WEDNESDAY_AFTERNOON });
    expect(overview.salesToday).toEqual({ orders: 2, totalCents: first.totalCents + second.totalCents });
    // The next morning, nothing has been picked up yet.
    expect((await loadOverview(db, { now: new Date('2026-11-26T14:00:00Z') })).salesToday).toEqual({
      orders: 0,
      totalCents: 0,
    });
  });

  it('lists active sizes of active products at or under the threshold, fewest first, sold out apart', async () => {
    const { lowStock } = await loadOverview(db, { now: WEDNESDAY_AFTERNOON });
    expect(lowStock.threshold).toBe(5);
    expect(lowStock.runningLow.map((item) => [item.productName, item.sizeLabel, item.stock])).toEqual([
      ['Amnesia Haze', '3.5 g', 2],
      ['Blue Dream', '3.5 g', 4],
      ['Blue Dream', '14 g', 5],
    ]);
    expect(lowStock.runningLowCount).toBe(3);
    expect(lowStock.soldOut.map((item) => [item.productName, item.sizeLabel])).toEqual([['Blue Dream', '7 g']]);
    expect(lowStock.soldOutCount).toBe(1);
    const [blueDream] = await db.query<{ id: string }>(`select id from products where slug = 'blue-dream'`);
    expect(lowStock.runningLow[1]).toMatchObject({
      productId: blueDream!.id,
      brandName: 'Great Lakes',
      sku: 'blue-dream-0',
    });

    const tighter = await loadOverview(db, { now: WEDNESDAY_AFTERNOON, threshold: 3 });
    expect(tighter.lowStock.runningLow.map((item) => item.stock)).toEqual([2]);
  });
});
