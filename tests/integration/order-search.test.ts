import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetailLine } from '#lib/orders/order-detail.ts';
import { OrderSearchQuery } from '#lib/orders/order-search.ts';
import { pickupSlots } from '#lib/pickup/pickup-slots.ts';
import { GET as detailEndpoint } from '../../src/pages/api/dashboard/orders/[id].ts';
import type { SignedInAccount } from '#server/customers/signed-in-account.ts';
import type { Database } from '#server/db/database.ts';
import { getOrderDetail } from '#server/orders/admin/order-detail.ts';
import { listOrderQueue } from '#server/orders/admin/order-queue.ts';
import { searchOrders } from '#server/orders/admin/order-search.ts';
import { placeOrder, type PlaceOrderInput, type PlacedOrder } from '#server/orders/place-order.ts';
import { moveOrder } from '#server/orders/move-order.ts';
import { moveOrderAsStaff } from '#server/orders/admin/staff-order-move.ts';
import { addRewardEntry } from '#server/rewards/rewards-ledger.ts';
import { testBrowser } from '../support/auth-request.ts';
import { callEndpoint, insertStaff } from '../support/dashboard-endpoint-call.ts';
import { insertCategory, insertDeal, insertProduct, TIME_ZONE, WEDNESDAY_AFTERNOON } from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { DAYTIME_HOURS, insertPickupStore } from '../support/test-store.ts';

const minutesAfter = (instant: Date, minutes: number) => new Date(instant.getTime() + minutes * 60_000);
// 11:30 PM on Tuesday 24 November in Monroe: already Wednesday in UTC.
const TUESDAY_LATE_NIGHT = new Date('2026-11-25T04:30:00Z');
const TUESDAY_NOON = new Date('2026-11-24T17:00:00Z');

describe(`order search and the order page on ${testEngine}`, () => {
  let db: Database;
  let staff: SignedInAccount;
  let quinnId: string;
  let flower: string;
  let cap: string;
  const orders: Record<string, PlacedOrder> = {};

  type Overrides = Partial<Omit<PlaceOrderInput, 'contact'>> & { contact: PlaceOrderInput['contact'] };
  async function place({ now = WEDNESDAY_AFTERNOON, ...overrides }: Overrides): Promise<PlacedOrder> {
    const slot = pickupSlots({ hours: DAYTIME_HOURS, timeZone: TIME_ZONE, slotMinutes: 30, now })[0]!;
    const outcome = await placeOrder(db, {
      idempotencyKey: randomUUID(),
      customerId: null,
      mode: 'adult',
      medicalCard: null,
      pickupSlotStart: slot.start,
      notes: '',
      lines: [{ variantId: cap, quantity: 1 }],
      consents: { email: false, sms: false },
      expectedTotalCents: null,
      now,
      ...overrides,
    });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problem));
    return outcome.order;
  }

  const search = (raw: Record<string, string>) => searchOrders(db, OrderSearchQuery.parse(raw));
  const numbersFound = async (raw: Record<string, string>) => (await search(raw)).rows.map((row) => row.number);
  const move = (
    order: PlacedOrder,
    to: 'accepted' | 'ready' | 'picked_up' | 'cancelled',
    now: Date,
    reason: string | null = null,
  ) => moveOrderAsStaff(db, staff, order.id, to, { reason, now });

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertPickupStore(db, { capacity: 200, timeZone: TIME_ZONE });
    await insertCategory(db, 'flower');
    await insertCategory(db, 'apparel');
    await insertProduct(db, {
      slug: 'chemdawg',
      category: 'flower',
      variants: [
        { size: '3.5 g', price: 3500, medical: 3000, stock: 500, limit: { category: 'flower', amount: 3544 } },
      ],
    });
    await insertProduct(db, {
      slug: 'river-cap',
      category: 'apparel',
      isCannabis: false,
      variants: [{ size: 'One size', price: 2000, stock: 1000 }],
    });
    await insertDeal(db, {
      slug: 'chem-tuesday',
      title: 'Ten off Chemdawg',
      kind: 'percent_off',
      percentOff: 10,
      scope: 'products',
      targets: ['chemdawg'],
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
    quinnId = (signedUp as { user: { id: string } }).user.id;
    staff = await insertStaff(db, 'morgan@example.test');
    await db.query(`insert into profiles (id, role, full_name) values ($1, 'manager', 'Morgan Manager')`, [staff.id]);

    orders.gale = await place({
      contact: { name: 'Gale Guest', email: 'Gale.Guest@Example.com', phone: '7345550123', birthdate: '1985-01-02' },
      lines: [
        { variantId: flower, quantity: 2 },
        { variantId: cap, quantity: 1 },
      ],
      notes: 'Bring a bag, please',
    });
    await addRewardEntry(db, { customerId: quinnId, points: 100, reason: 'adjustment', note: 'Welcome gift' });
    orders.quinn = await place({
      customerId: quinnId,
      redeemPoints: 100,
      contact: { name: 'Quinn Queue', email: 'quinn@example.com', phone: '3135550142', birthdate: '1990-04-20' },
      now: minutesAfter(WEDNESDAY_AFTERNOON, 1),
    });
    orders.nora = await place({
      contact: { name: 'Nora Night', email: 'nora@example.com', phone: '5175550188', birthdate: '1980-03-03' },
      now: TUESDAY_LATE_NIGHT,
    });
    orders.yuri = await place({
      contact: { name: 'Yuri Yesterday', email: 'yuri@example.com', phone: '2485550111', birthdate: '1979-09-09' },
      now: TUESDAY_NOON,
    });
    orders.mina = await place({
      mode: 'medical',
      medicalCard: { number: 'MM-1234-5678', expiresOn: '2027-06-30' },
      contact: { name: 'Mina Medical', email: 'mina@example.com', phone: '9895550100', birthdate: '2001-05-05' },
      lines: [{ variantId: flower, quantity: 1 }],
      now: minutesAfter(WEDNESDAY_AFTERNOON, 2),
    });
  });
  afterAll(() => db.close());

  it('finds an order by its number, with or without RR-, in any case', async () => {
    const { number } = orders.gale!;
    const code = number.slice(3);
    for (const typed of [number, number.toLowerCase(), code, code.toLowerCase(), `rr ${code}`]) {
      expect(await numbersFound({ q: typed }), typed).toEqual([number]);
    }
  });

  it('finds orders by part of the contact name, and by the email or its start, in any case', async () => {
    expect(await numbersFound({ q: 'gale' })).toEqual([orders.gale!.number]);
    expect(await numbersFound({ q: 'GUEST' })).toEqual([orders.gale!.number]);
    expect(await numbersFound({ q: 'night' })).toEqual([orders.nora!.number]);
    expect(await numbersFound({ q: 'gale.guest@example.com' })).toEqual([orders.gale!.number]);
    expect(await numbersFound({ q: 'Gale.G' })).toEqual([orders.gale!.number]);
    // The middle of an email is not its start.
    expect(await numbersFound({ q: 'example.com' })).toEqual([]);
    // What is typed is text, never a pattern.
    expect(await numbersFound({ q: '%%' })).toEqual([]);
    expect(await numbersFound({ q: '_a' })).toEqual([]);
  });

  it('finds orders by phone however it is typed, whole or by its first digits', async () => {
    for (const typed of ['(734) 555-0123', '734-555-0123', '7345550123', '+1 734 555 0123', '734 555', '7345']) {
      expect(await numbersFound({ q: typed }), typed).toEqual([orders.gale!.number]);
    }
  });

  it('finds orders by the last four or more digits of the phone, and not by three', async () => {
    for (const typed of ['0123', '555-0123', '5550123', '45550123']) {
      expect(await numbersFound({ q: typed }), typed).toEqual([orders.gale!.number]);
    }
    // Gale's 734-555-0123 is the only phone ending in 123, but three digits match too many numbers to be asked for.
    expect(await numbersFound({ q: '123' })).toEqual([]);
    // The middle of a number is neither its start nor its end.
    expect(await numbersFound({ q: '5550' })).toEqual([]);
  });

  it('finds a medical order by its registry card however the number is typed', async () => {
    for (const typed of ['MM-1234-5678', 'mm 1234 5678', 'MM12345678']) {
      expect(await numbersFound({ q: typed }), typed).toEqual([orders.mina!.number]);
    }
  });

  it('lists guests and customers with accounts alike, newest first', async () => {
    const page = await search({});
    expect(page.rows.map((row) => row.number)).toEqual(
      [orders.mina, orders.quinn, orders.gale, orders.nora, orders.yuri].map((order) => order!.number),
    );
    expect(page.rows.find((row) => row.number === orders.quinn!.number)).toMatchObject({
      hasAccount: true,
      customerName: 'Quinn Queue',
    });
    expect(page.rows.find((row) => row.number === orders.gale!.number)).toMatchObject({
      hasAccount: false,
      customerName: 'Gale Guest',
      email: 'Gale.Guest@Example.com',
      phone: '7345550123',
      status: 'placed',
      mode: 'adult',
      itemCount: 3,
      totalCents: orders.gale!.totalCents,
      placedAt: WEDNESDAY_AFTERNOON.toISOString(),
    });
    expect(page).toMatchObject({ total: 5, page: 1, pageSize: 50, timeZone: TIME_ZONE });
  });

  it("finds yesterday's picked-up order by its phone number, though the queue no longer shows it", async () => {
    const { yuri } = orders;
    for (const [to, minutes] of [
      ['accepted', 60],
      ['ready', 90],
      ['picked_up', 120],
    ] as const) {
      expect(await move(yuri!, to, minutesAfter(TUESDAY_NOON, minutes))).toMatchObject({ to });
    }
    const queue = await listOrderQueue(db, { now: WEDNESDAY_AFTERNOON });
    expect([...queue.open, ...queue.finished].map((order) => order.id)).not.toContain(yuri!.id);
    const found = await search({ q: '(248) 555-0111' });
    expect(found.rows).toEqual([expect.objectContaining({ number: yuri!.number, status: 'picked_up' })]);
  });

  it("reads the placed days on the store's clock: an order at 11:30 PM belongs to its own day", async () => {
    expect(await numbersFound({ from: '2026-11-24', to: '2026-11-24' })).toEqual([
      orders.nora!.number,
      orders.yuri!.number,
    ]);
    expect(await numbersFound({ from: '2026-11-25' })).toEqual(
      [orders.mina, orders.quinn, orders.gale].map((order) => order!.number),
    );
    expect(await numbersFound({ to: '2026-11-24', q: 'nora' })).toEqual([orders.nora!.number]);
    expect(await numbersFound({ from: '2026-11-25', q: 'nora' })).toEqual([]);
    expect(await numbersFound({ to: '2026-11-23' })).toEqual([]);
  });

  it('filters by status, alone or with the other filters', async () => {
    expect(await numbersFound({ status: 'picked_up' })).toEqual([orders.yuri!.number]);
    expect(await numbersFound({ status: 'placed', from: '2026-11-25' })).toEqual(
      [orders.mina, orders.quinn, orders.gale].map((order) => order!.number),
    );
    expect(await numbersFound({ status: 'cancelled', q: 'gale' })).toEqual([]);
  });

  it('pages 50 orders at a time, newest first, never showing an order twice', async () => {
    const placed: string[] = [];
    for (let index = 0; index < 52; index++) {
      const order = await place({
        contact: {
          name: `Paige Pager ${index}`,
          email: `paige${index}@example.com`,
          phone: '8105550177',
          birthdate: '1990-01-01',
        },
        now: minutesAfter(WEDNESDAY_AFTERNOON, 10 + index),
      });
      placed.unshift(order.number);
    }
    const first = await search({ q: '810-555-0177' });
    const second = await search({ q: '810-555-0177', page: '2' });
    expect(first).toMatchObject({ total: 52, page: 1 });
    expect(first.rows).toHaveLength(50);
    expect(second).toMatchObject({ total: 52, page: 2 });
    expect([...first.rows, ...second.rows].map((row) => row.number)).toEqual(placed);
    expect((await search({ q: '810-555-0177', page: '3' })).rows).toEqual([]);
  });

  it('shows an order in full: contact, lines at their prices with their deals, totals, and who moved it when', async () => {
    const { gale } = orders;
    await move(gale!, 'accepted', minutesAfter(WEDNESDAY_AFTERNOON, 5));
    const detail = await getOrderDetail(db, gale!.id, { now: minutesAfter(WEDNESDAY_AFTERNOON, 6) });
    expect(detail).toMatchObject({
      number: gale!.number,
      status: 'accepted',
      mode: 'adult',
      hasAccount: false,
      contact: { name: 'Gale Guest', email: 'Gale.Guest@Example.com', phone: '7345550123', birthdate: '1985-01-02' },
      medicalCard: null,
      notes: 'Bring a bag, please',
      placedAt: WEDNESDAY_AFTERNOON.toISOString(),
      endedAt: null,
      timeZone: TIME_ZONE,
      asOf: minutesAfter(WEDNESDAY_AFTERNOON, 6).toISOString(),
    });
    const [chemdawg, riverCap] = detail!.lines;
    expect(chemdawg).toMatchObject({
      productName: 'Chemdawg',
      sizeLabel: '3.5 g',
      quantity: 2,
      unitPriceCents: 3500,
      discountCents: 700,
      priceCents: 6300,
    });
    expect(chemdawg!.deals).toEqual([{ slug: 'chem-tuesday', title: 'Ten off Chemdawg' }]);
    expect(riverCap).toMatchObject({
      productName: 'River Cap',
      quantity: 1,
      unitPriceCents: 2000,
      discountCents: 0,
      deals: [],
    });
    const sum = (pick: (line: OrderDetailLine) => number) =>
      detail!.lines.reduce((total, line) => total + pick(line), 0);
    expect(detail!.discounts).toEqual([{ slug: 'chem-tuesday', title: 'Ten off Chemdawg', savingsCents: 700 }]);
    expect(detail!.rewardsPointsRedeemed).toBe(0);
    expect(detail!.totals).toEqual({
      subtotalCents: 9000,
      discountCents: 700,
      exciseCents: sum((line) => line.exciseCents),
      salesTaxCents: sum((line) => line.salesTaxCents),
      totalCents: gale!.totalCents,
    });
    expect(sum((line) => line.totalCents)).toBe(gale!.totalCents);
    expect(detail!.history).toEqual([
      {
        status: 'placed',
        at: WEDNESDAY_AFTERNOON.toISOString(),
        actor: { kind: 'guest', name: 'Gale Guest' },
        note: null,
      },
      {
        status: 'accepted',
        at: minutesAfter(WEDNESDAY_AFTERNOON, 5).toISOString(),
        actor: { kind: 'staff', name: 'Morgan Manager', email: 'morgan@example.test' },
        note: null,
      },
    ]);

    // Quinn spent 100 points ($5.00 off) on her order, placed signed in.
    const quinn = await getOrderDetail(db, orders.quinn!.id);
    expect(quinn).toMatchObject({
      hasAccount: true,
      rewardsPointsRedeemed: 100,
      discounts: [{ slug: 'rewards', title: '100 rewards points', savingsCents: 500 }],
    });
    expect(quinn!.totals).toMatchObject({ subtotalCents: 2000, discountCents: 500 });
    expect(quinn!.history[0]!.actor).toEqual({ kind: 'customer', name: 'Quinn Queue' });

    // Nobody collected Nora's order: the store's job expired it.
    await moveOrder(db, orders.nora!.id, 'expired', { now: WEDNESDAY_AFTERNOON });
    expect(
      (await getOrderDetail(db, orders.nora!.id))!.history.map((event) => [event.status, event.actor.kind]),
    ).toEqual([
      ['placed', 'guest'],
      ['expired', 'store'],
    ]);
  });

  it('shows a medical card whole while the order is open and only its last four once it has ended', async () => {
    const { mina } = orders;
    expect((await getOrderDetail(db, mina!.id))!.medicalCard).toEqual({
      number: 'MM12345678',
      masked: false,
      expiresOn: '2027-06-30',
    });
    await move(mina!, 'cancelled', minutesAfter(WEDNESDAY_AFTERNOON, 30), 'Card expired at the counter');
    const ended = await getOrderDetail(db, mina!.id);
    expect(ended!.medicalCard).toEqual({ number: '5678', masked: true, expiresOn: '2027-06-30' });
    expect(ended).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Card expired at the counter',
      endedAt: minutesAfter(WEDNESDAY_AFTERNOON, 30).toISOString(),
    });
    expect(ended!.history.at(-1)).toMatchObject({
      status: 'cancelled',
      note: 'Card expired at the counter',
      actor: { kind: 'staff', name: 'Morgan Manager' },
    });
  });

  it('answers 404 for an order that does not exist or an id that is not one', async () => {
    expect(await getOrderDetail(db, randomUUID())).toBeNull();
    for (const id of [randomUUID(), 'RR-7K3Q9P', "1' or '1'='1"]) {
      const response = await callEndpoint(detailEndpoint, {
        db,
        staff,
        config: { mediaDir: '/unused', mediaBucket: 'media' },
        request: new Request(`http://shop.test/api/dashboard/orders/${encodeURIComponent(id)}`),
        params: { id },
      });
      expect(response.status, id).toBe(404);
      expect(await response.json()).toEqual({ error: 'There is no such order.', fields: {} });
    }
  });
});
