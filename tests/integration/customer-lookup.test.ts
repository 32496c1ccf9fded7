import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { lookUpCustomers } from '#server/customers/admin/customer-lookup.ts';
import { moveOrder } from '#server/orders/move-order.ts';
import { placeOrder } from '#server/orders/place-order.ts';
import { recordReferral, referralCode } from '#server/rewards/referrals.ts';
import { pickupSlots } from '#lib/pickup/pickup-slots.ts';
import { testBrowser } from '../support/auth-request.ts';
import { insertCategory, insertProduct, TIME_ZONE, WEDNESDAY_AFTERNOON } from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { DAYTIME_HOURS, insertPickupStore } from '../support/test-store.ts';

const SLOT = pickupSlots({ hours: DAYTIME_HOURS, timeZone: TIME_ZONE, slotMinutes: 30, now: WEDNESDAY_AFTERNOON })[0]!
  .start;

describe(`customer lookup on ${testEngine}`, () => {
  let db: Database;
  let flower: string;
  const people: Record<string, string> = {};

  /** A customer with a confirmed email, as a referral's friend must be to earn the referrer points. */
  async function signUp(email: string, fullName: string): Promise<string> {
    const browser = testBrowser(db);
    const outcome = await browser.signUp({ email, password: 'Maple kettle harbor 71', fullName });
    await browser.confirmEmail(email);
    return (outcome as { user: { id: string } }).user.id;
  }

  /** An order placed with the customer's own email and `phone`: two people sharing either look like one. */
  async function order(customerId: string, email: string, phone: string) {
    const outcome = await placeOrder(db, {
      idempotencyKey: randomUUID(),
      customerId,
      mode: 'adult',
      contact: { name: 'Whoever', email, phone, birthdate: '1990-04-20' },
      medicalCard: null,
      pickupSlotStart: SLOT,
      notes: '',
      lines: [{ variantId: flower, quantity: 1 }],
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
    await insertCategory(db, 'flower');
    await insertProduct(db, {
      slug: 'chemdawg',
      category: 'flower',
      variants: [{ size: '3.5 g', price: 4000, stock: 100, limit: { category: 'flower', amount: 3544 } }],
    });
    [{ id: flower }] = (await db.query<{ id: string }>(`select id from variants where sku = 'chemdawg-0'`)) as [
      { id: string },
    ];
    people.casey = await signUp('casey.jones@example.com', 'Casey Jones');
    people.riley = await signUp('riley@example.com', 'Riley Casey');
    people.sam = await signUp('sam@example.com', 'Sam Stone');
    people.staff = await signUp('casey.staff@example.com', 'Casey Staff');
    await db.query(`update profiles set role = 'manager' where id = $1`, [people.staff]);
    await db.query(`update profiles set phone = '7345550123' where id = $1`, [people.casey]);

    // Sam was referred by Casey; Sam's first order is picked up, which pays Casey.
    expect(await recordReferral(db, people.sam!, (await referralCode(db, people.casey!))!)).toEqual({ ok: true });
    const samsFirst = await order(people.sam!, 'sam@example.com', '3135550188');
    for (const status of ['accepted', 'ready', 'picked_up'] as const)
      await moveOrder(db, samsFirst.id, status, { now: WEDNESDAY_AFTERNOON });
    const caseys = await order(people.casey!, 'casey.jones@example.com', '7345550123');
    for (const status of ['accepted', 'ready', 'picked_up'] as const)
      await moveOrder(db, caseys.id, status, { now: WEDNESDAY_AFTERNOON });
  });
  afterAll(() => db.close());

  const found = async (query: string) => (await lookUpCustomers(db, query)).customers.map((customer) => customer.email);

  it('finds customers by part of their name or email, and never staff', async () => {
    expect(await found('casey')).toEqual(['casey.jones@example.com', 'riley@example.com']);
    expect(await found('JONES')).toEqual(['casey.jones@example.com']);
    expect(await found('sam@example')).toEqual(['sam@example.com']);
    expect(await found('nobody here')).toEqual([]);
  });

  it('finds customers by phone however it is typed, on the profile or on their orders', async () => {
    expect(await found('(734) 555-0123')).toEqual(['casey.jones@example.com']);
    expect(await found('+1 734 555 0123')).toEqual(['casey.jones@example.com']);
    expect(await found('0123')).toEqual(['casey.jones@example.com']);
    // Sam has no phone on the profile, only on the order.
    expect(await found('313-555-0188')).toEqual(['sam@example.com']);
  });

  it('treats what is typed as text, not as a pattern', async () => {
    expect(await found('%')).toEqual([]);
    expect(await found('_a')).toEqual([]);
    expect(await found("' or 1=1 --")).toEqual([]);
  });

  it("shows each match's orders, points and referrals", async () => {
    const [casey] = (await lookUpCustomers(db, 'casey.jones@example.com')).customers;
    expect(casey).toMatchObject({ name: 'Casey Jones', phone: '7345550123', disabled: false, orderCount: 1 });
    expect(casey!.orders).toEqual([
      expect.objectContaining({
        status: 'picked_up',
        lines: [{ productName: 'Chemdawg', sizeLabel: '3.5 g', quantity: 1 }],
      }),
    ]);
    // $40 of cannabis earns 40 points; Sam's first pickup earned Casey the referral's 200.
    expect(casey!.points.balance).toBe(240);
    expect(casey!.points.history.map((entry) => [entry.reason, entry.points]).sort()).toEqual([
      ['order_earned', 40],
      ['referral', 200],
    ]);
    expect(casey!.referrals).toMatchObject({
      code: expect.stringMatching(/^[A-Z0-9]{8}$/),
      referredBy: null,
      referred: [{ name: 'Sam Stone', email: 'sam@example.com', rewarded: true }],
      pointsEarned: 200,
    });

    const [sam] = (await lookUpCustomers(db, 'sam@example.com')).customers;
    expect(sam!.referrals).toMatchObject({
      referredBy: { name: 'Casey Jones', email: 'casey.jones@example.com' },
      referred: [],
      pointsEarned: 0,
    });
  });

  it('says when more customers match than it shows', async () => {
    for (let index = 0; index < 11; index++) await signUp(`many${index}@example.com`, `Many Matches ${index}`);
    const result = await lookUpCustomers(db, 'many matches');
    expect(result.customers).toHaveLength(10);
    expect(result.more).toBe(true);
  });
});

describe(`guests in customer lookup on ${testEngine}`, () => {
  let db: Database;
  let flower: string;
  let caseyId: string;
  const placed: Record<string, { id: string; number: string }> = {};

  async function guestOrder(
    contact: { name: string; email: string; phone: string },
    minutesLater: number,
    customerId: string | null = null,
  ) {
    const outcome = await placeOrder(db, {
      idempotencyKey: randomUUID(),
      customerId,
      mode: 'adult',
      contact: { ...contact, birthdate: '1985-01-02' },
      medicalCard: null,
      pickupSlotStart: SLOT,
      notes: '',
      lines: [{ variantId: flower, quantity: 1 }],
      consents: { email: false, sms: false },
      expectedTotalCents: null,
      now: new Date(WEDNESDAY_AFTERNOON.getTime() + minutesLater * 60_000),
    });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problem));
    return outcome.order;
  }

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertPickupStore(db, { capacity: 100, timeZone: TIME_ZONE });
    await insertCategory(db, 'flower');
    await insertProduct(db, {
      slug: 'chemdawg',
      category: 'flower',
      variants: [{ size: '3.5 g', price: 4000, stock: 100, limit: { category: 'flower', amount: 3544 } }],
    });
    [{ id: flower }] = (await db.query<{ id: string }>(`select id from variants where sku = 'chemdawg-0'`)) as [
      { id: string },
    ];
    const signedUp = await testBrowser(db).signUp({
      email: 'casey.jones@example.com',
      password: 'Maple kettle harbor 71',
      fullName: 'Casey Jones',
    });
    caseyId = (signedUp as { user: { id: string } }).user.id;

    placed.galeFirst = await guestOrder({ name: 'Gale Guest', email: 'gale@example.com', phone: '7345550199' }, 0);
    // The same guest again, with a new phone and her name written out in full.
    placed.galeAgain = await guestOrder({ name: 'Gale G. Guest', email: 'GALE@example.com', phone: '7345550200' }, 2);
    // Someone else in Gale's household: her phone, their own email.
    placed.pat = await guestOrder({ name: 'Pat Household', email: 'pat@example.com', phone: '7345550199' }, 1);
    // Casey ordered signed in once, and once signed out with the account's email.
    placed.caseySignedIn = await guestOrder(
      { name: 'Casey Jones', email: 'casey.jones@example.com', phone: '3135550123' },
      3,
      caseyId,
    );
    placed.caseySignedOut = await guestOrder(
      { name: 'Casey Jones', email: 'casey.jones@example.com', phone: '3135550123' },
      4,
    );
  });
  afterAll(() => db.close());

  const guestsFound = async (query: string) => (await lookUpCustomers(db, query)).guests.map((guest) => guest.email);

  it('finds guests by part of their name, the start of their email, or their phone however it is typed', async () => {
    expect(await guestsFound('gale')).toEqual(['gale@example.com']);
    expect(await guestsFound('HOUSEHOLD')).toEqual(['pat@example.com']);
    expect(await guestsFound('pat@exa')).toEqual(['pat@example.com']);
    expect(await guestsFound('734-555-0200')).toEqual(['gale@example.com']);
    expect(await guestsFound('nobody here')).toEqual([]);
  });

  it('makes one record of every order placed with one email, and another for each other email with the same phone', async () => {
    // The newest matching order first: Pat's with that phone is newer than Gale's.
    expect(await guestsFound('(734) 555-0199')).toEqual(['pat@example.com', 'gale@example.com']);
    const [gale] = (await lookUpCustomers(db, 'gale@example.com')).guests;
    expect(gale).toEqual({
      email: 'gale@example.com',
      name: 'Gale G. Guest',
      otherNames: ['Gale Guest'],
      phones: ['7345550200', '7345550199'],
      orderCount: 2,
      firstOrderAt: WEDNESDAY_AFTERNOON.toISOString(),
      lastOrderAt: new Date(WEDNESDAY_AFTERNOON.getTime() + 2 * 60_000).toISOString(),
      hasAccount: false,
      orders: [
        expect.objectContaining({
          id: placed.galeAgain!.id,
          number: placed.galeAgain!.number,
          status: 'placed',
          lines: [{ productName: 'Chemdawg', sizeLabel: '3.5 g', quantity: 1 }],
        }),
        expect.objectContaining({ id: placed.galeFirst!.id, number: placed.galeFirst!.number }),
      ],
    });
  });

  it("keeps accounts as they are, and shows an account holder's signed-out orders as a guest record that says so", async () => {
    const result = await lookUpCustomers(db, 'casey.jones@example.com');
    expect(result.customers).toHaveLength(1);
    expect(result.customers[0]).toMatchObject({
      id: caseyId,
      orderCount: 1,
      orders: [expect.objectContaining({ id: placed.caseySignedIn!.id })],
    });
    expect(result.guests).toEqual([
      expect.objectContaining({
        email: 'casey.jones@example.com',
        hasAccount: true,
        orderCount: 1,
        orders: [expect.objectContaining({ id: placed.caseySignedOut!.id })],
      }),
    ]);
    expect(result.moreGuests).toBe(false);
  });

  it('treats what is typed as text, not as a pattern', async () => {
    expect(await guestsFound('%')).toEqual([]);
    expect(await guestsFound('_a')).toEqual([]);
    expect(await guestsFound("' or 1=1 --")).toEqual([]);
  });

  it('says when more guests match than it shows', async () => {
    for (let index = 0; index < 11; index++)
      await guestOrder(
        { name: `Many Guests ${index}`, email: `many${index}@example.com`, phone: '5175550100' },
        5 + index / 10,
      );
    const result = await lookUpCustomers(db, 'many guests');
    expect(result.guests).toHaveLength(10);
    expect(result.guests[0]!.email).toBe('many10@example.com');
    expect(result.moreGuests).toBe(true);
  });
});
