import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { listAudit } from '#server/dashboard/audit-log.ts';
import { listOrderQueue } from '#server/orders/admin/order-queue.ts';
import { placeOrder, type PlaceOrderInput } from '#server/orders/place-order.ts';
import { moveOrderAsStaff } from '#server/orders/admin/staff-order-move.ts';
import { rewardsBalance } from '#server/rewards/rewards-ledger.ts';
import { pickupSlots } from '#lib/pickup/pickup-slots.ts';
import { testBrowser } from '../support/auth-request.ts';
import { insertCategory, insertProduct, TIME_ZONE, WEDNESDAY_AFTERNOON } from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { DAYTIME_HOURS, insertPickupStore } from '../support/test-store.ts';

const SLOTS = pickupSlots({ hours: DAYTIME_HOURS, timeZone: TIME_ZONE, slotMinutes: 30, now: WEDNESDAY_AFTERNOON });
const TODAY_SLOT = SLOTS[0]!;
const LATER_TODAY_SLOT = SLOTS[2]!;
const TOMORROW_SLOT = SLOTS.find((slot) => slot.date !== TODAY_SLOT.date)!;
const minutesLater = (minutes: number) => new Date(WEDNESDAY_AFTERNOON.getTime() + minutes * 60_000);

describe(`the pickup queue on ${testEngine}`, () => {
  let db: Database;
  let staff: { id: string; email: string };
  let customerId: string;
  let flower: string;
  let cap: string;

  async function order(overrides: Partial<PlaceOrderInput> = {}) {
    const outcome = await placeOrder(db, {
      idempotencyKey: randomUUID(),
      customerId,
      mode: 'adult',
      contact: { name: 'Quinn Queue', email: 'quinn@example.com', phone: '7345550142', birthdate: '1990-04-20' },
      medicalCard: null,
      pickupSlotStart: TODAY_SLOT.start,
      notes: '',
      lines: [
        { variantId: flower, quantity: 2 },
        { variantId: cap, quantity: 1 },
      ],
      consents: { email: false, sms: false },
      expectedTotalCents: null,
      now: WEDNESDAY_AFTERNOON,
      ...overrides,
    });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problem));
    return outcome.order;
  }

  const stockOf = async (variantId: string) =>
    (await db.query<{ stock: number }>('select stock from variants where id = $1', [variantId]))[0]!.stock;
  const bookedIn = async (slotStart: string) =>
    (
      await db.query<{ booked: number }>('select booked from pickup_slot_bookings where slot_start = $1', [slotStart])
    )[0]?.booked ?? 0;
  const move = (
    orderId: string,
    to: 'accepted' | 'ready' | 'picked_up' | 'cancelled',
    reason: string | null = null,
    now = WEDNESDAY_AFTERNOON,
  ) => moveOrderAsStaff(db, staff, orderId, to, { reason, now });

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertPickupStore(db, { capacity: 100, timeZone: TIME_ZONE });
    await insertCategory(db, 'flower');
    await insertCategory(db, 'apparel');
    await insertProduct(db, {
      slug: 'chemdawg',
      category: 'flower',
      variants: [{ size: '3.5 g', price: 3550, stock: 40, limit: { category: 'flower', amount: 3544 } }],
    });
    await insertProduct(db, {
      slug: 'river-cap',
      category: 'apparel',
      isCannabis: false,
      variants: [{ size: 'One size', price: 2000, stock: 40 }],
    });
    [{ id: flower }] = (await db.query<{ id: string }>(`select id from variants where sku = 'chemdawg-0'`)) as [
      { id: string },
    ];
    [{ id: cap }] = (await db.query<{ id: string }>(`select id from variants where sku = 'river-cap-0'`)) as [
      { id: string },
    ];
    const signedUp = await testBrowser(db).signUp({
      email: 'quinn@example.com',
      password: 'Maple kettle harbor 71',
      fullName: 'Quinn Queue',
    });
    customerId = (signedUp as { user: { id: string } }).user.id;
    const [user] = await db.query<{ id: string }>(
      `insert into auth.users (email) values ('budtender@example.com') returning id`,
    );
    staff = { id: user!.id, email: 'budtender@example.com' };
  });
  afterAll(() => db.close());

  it('lists every open order soonest pickup first, with what the counter needs', async () => {
    const tomorrow = await order({ pickupSlotStart: TOMORROW_SLOT.start });
    const later = await order({
      pickupSlotStart: LATER_TODAY_SLOT.start,
      customerId: null,
      contact: { name: 'Gale Guest', email: 'gale@example.com', phone: '7345550199', birthdate: '1985-01-02' },
    });
    const soon = await order();
    const queue = await listOrderQueue(db, { now: minutesLater(1) });
    expect(queue.timeZone).toBe(TIME_ZONE);
    expect(queue.asOf).toBe(minutesLater(1).toISOString());
    expect(queue.open.map((entry) => entry.number)).toEqual([soon.number, later.number, tomorrow.number]);
    expect(queue.finished).toEqual([]);
    expect(queue.open[0]).toMatchObject({
      id: soon.id,
      status: 'placed',
      hasAccount: true,
      customerName: 'Quinn Queue',
      email: 'quinn@example.com',
      phone: '7345550142',
      birthdate: '1990-04-20',
      mode: 'adult',
      medicalCard: null,
      pickupSlotStart: TODAY_SLOT.start,
      pickupSlotEnd: TODAY_SLOT.end,
      placedAt: WEDNESDAY_AFTERNOON.toISOString(),
      endedAt: null,
      totalCents: soon.totalCents,
    });
    expect(queue.open[0]!.lines).toHaveLength(2);
    expect(queue.open[0]!.lines).toEqual(
      expect.arrayContaining([
        { productName: 'Chemdawg', sizeLabel: '3.5 g', quantity: 2, totalCents: expect.any(Number) },
        { productName: 'River Cap', sizeLabel: 'One size', quantity: 1, totalCents: 2120 },
      ]),
    );
    expect(queue.open[1]).toMatchObject({ hasAccount: false, customerName: 'Gale Guest' });
    for (const placed of [tomorrow, later, soon])
      await move(placed.id, 'cancelled', 'Clearing the queue for the next test');
  });

  it('accepts, readies and hands over an order: stock stays sold, points are earned, each move is logged', async () => {
    const flowerBefore = await stockOf(flower);
    const pointsBefore = await rewardsBalance(db, customerId);
    const placed = await order();
    expect(await stockOf(flower)).toBe(flowerBefore - 2);

    expect(await move(placed.id, 'accepted')).toEqual({ number: placed.number, from: 'placed', to: 'accepted' });
    expect(
      (await listOrderQueue(db, { now: WEDNESDAY_AFTERNOON })).open.find((entry) => entry.id === placed.id)?.status,
    ).toBe('accepted');
    expect(await move(placed.id, 'ready')).toMatchObject({ from: 'accepted', to: 'ready' });
    expect(await rewardsBalance(db, customerId)).toBe(pointsBefore);
    expect(await move(placed.id, 'picked_up', null, minutesLater(20))).toMatchObject({
      from: 'ready',
      to: 'picked_up',
    });

    expect(await stockOf(flower)).toBe(flowerBefore - 2);
    // Two eighths at $35.50 are $71.00 of cannabis: 71 points; the cap earns none.
    expect(await rewardsBalance(db, customerId)).toBe(pointsBefore + 71);

    const queue = await listOrderQueue(db, { now: minutesLater(21) });
    expect(queue.open.map((entry) => entry.id)).not.toContain(placed.id);
    expect(queue.finished[0]).toMatchObject({
      id: placed.id,
      status: 'picked_up',
      endedAt: minutesLater(20).toISOString(),
    });

    const audit = await listAudit(db, [{ entityType: 'order', entityId: placed.id }]);
    expect(audit.map((entry) => entry.action)).toEqual(['picked_up', 'marked_ready', 'accepted']);
    expect(audit[2]).toMatchObject({
      actorEmail: 'budtender@example.com',
      summary: `Accepted order ${placed.number}`,
      before: { status: 'placed' },
      after: { status: 'accepted' },
    });
    const events = await db.query<{ status: string; actor_id: string | null }>(
      'select status, actor_id from order_events where order_id = $1 order by id',
      [placed.id],
    );
    expect(events).toEqual([
      { status: 'placed', actor_id: customerId },
      { status: 'accepted', actor_id: staff.id },
      { status: 'ready', actor_id: staff.id },
      { status: 'picked_up', actor_id: staff.id },
    ]);
    const emails = await db.query<{ subject: string }>(
      `select subject from email_outbox where to_address = 'quinn@example.com' order by created_at`,
    );
    expect(emails.length).toBeGreaterThanOrEqual(4);
  });

  it('cancels with a reason: the stock goes back on the shelf, the slot frees up, the customer is told why', async () => {
    const flowerBefore = await stockOf(flower);
    const capBefore = await stockOf(cap);
    const placed = await order({ pickupSlotStart: LATER_TODAY_SLOT.start });
    const booked = await bookedIn(LATER_TODAY_SLOT.start);
    await move(placed.id, 'accepted');
    expect(await stockOf(flower)).toBe(flowerBefore - 2);

    expect(await move(placed.id, 'cancelled', 'Customer called: cannot make it today')).toMatchObject({
      from: 'accepted',
      to: 'cancelled',
    });
    expect(await stockOf(flower)).toBe(flowerBefore);
    expect(await stockOf(cap)).toBe(capBefore);
    expect(await bookedIn(LATER_TODAY_SLOT.start)).toBe(booked - 1);

    const finished = (await listOrderQueue(db, { now: WEDNESDAY_AFTERNOON })).finished.find(
      (entry) => entry.id === placed.id,
    );
    expect(finished).toMatchObject({ status: 'cancelled', cancelReason: 'Customer called: cannot make it today' });
    const [audit] = await listAudit(db, [{ entityType: 'order', entityId: placed.id }]);
    expect(audit).toMatchObject({
      action: 'cancelled',
      after: { status: 'cancelled', reason: 'Customer called: cannot make it today' },
    });
    expect(audit!.summary).toContain('cannot make it today');
    const [email] = await db.query<{ body_text: string }>(
      `select body_text from email_outbox where to_address = 'quinn@example.com' order by created_at desc limit 1`,
    );
    expect(email!.body_text).toContain('Customer called: cannot make it today');
  });

  it('refuses a step out of order or an order that does not exist, and writes nothing', async () => {
    const placed = await order();
    const stock = await stockOf(flower);
    await expect(move(placed.id, 'picked_up')).rejects.toMatchObject({
      status: 409,
      message: `Order ${placed.number} is placed now, so it cannot be marked picked up. The queue shows where it stands.`,
    });
    await expect(move(randomUUID(), 'accepted')).rejects.toMatchObject({
      status: 404,
      message: 'There is no such order.',
    });
    await move(placed.id, 'cancelled', 'Duplicate order');
    await expect(move(placed.id, 'cancelled', 'Again')).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining('is cancelled now'),
    });
    await expect(move(placed.id, 'accepted')).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining('is cancelled now'),
    });
    // The stock came back once, not twice.
    expect(await stockOf(flower)).toBe(stock + 2);
    expect((await listAudit(db, [{ entityType: 'order', entityId: placed.id }])).map((entry) => entry.action)).toEqual([
      'cancelled',
    ]);
  });

  it("shows only today's finished orders, by the store's clock", async () => {
    const yesterday = await order();
    // 11:30 PM in Monroe the evening before: already "today" in UTC, still yesterday at the store.
    const lateLastNight = new Date('2026-11-25T04:30:00Z');
    await move(yesterday.id, 'accepted', null, lateLastNight);
    await move(yesterday.id, 'cancelled', 'Closed early', lateLastNight);
    const queue = await listOrderQueue(db, { now: WEDNESDAY_AFTERNOON });
    expect(queue.finished.map((entry) => entry.id)).not.toContain(yesterday.id);
    expect(queue.finished.length).toBeGreaterThan(0);
    expect(queue.finished.every((entry) => entry.endedAt! >= '2026-11-25T05:00:00.000Z')).toBe(true);
  });
});
