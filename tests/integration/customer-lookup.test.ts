import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database.ts';
import { lookUpCustomers, phoneDigits } from '../../src/server/accounts/customer-lookup.ts';
import { moveOrder } from '../../src/server/orders/move-order.ts';
import { placeOrder } from '../../src/server/orders/place-order.ts';
import { recordReferral, referralCode } from '../../src/server/rewards/referrals.ts';
import { pickupSlots } from '../../src/lib/pickup/pickup-slots.ts';
import { testBrowser } from '../support/auth-request.ts';
import { insertCategory, insertProduct, TIME_ZONE, WEDNESDAY_AFTERNOON } from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { DAYTIME_HOURS, insertPickupStore } from '../support/test-store.ts';

const SLOT = pickupSlots({ hours: DAYTIME_HOURS, timeZone: TIME_ZONE, slotMinutes: 30, now: WEDNESDAY_AFTERNOON })[0]!.start;

describe('phone numbers in a lookup', () => {
  it('reads a whole US number as its ten digits and a fragment as typed', () => {
    expect(phoneDigits('+1 (734) 555-0123')).toBe('7345550123');
    expect(phoneDigits('555-01')).toBe('55501');
    expect(phoneDigits('734')).toBe('734');
    expect(phoneDigits('12')).toBeNull();
    expect(phoneDigits('casey')).toBeNull();
    expect(phoneDigits('r2d2')).toBeNull();
  });
});

describe(`customer lookup on ${testEngine}`, () => {
  let db: Database;
  let flower: string;
  const people: Record<string, string> = {};

  async function signUp(email: string, fullName: string): Promise<string> {
    const outcome = await testBrowser(db).request().signUp({ email, password: 'Maple kettle harbor 71', fullName });
    return (outcome as { user: { id: string } }).user.id;
  }

  async function order(customerId: string, phone: string) {
    const outcome = await placeOrder(db, {
      idempotencyKey: randomUUID(),
      customerId,
      mode: 'adult',
      contact: { name: 'Whoever', email: 'whoever@example.com', phone, birthdate: '1990-04-20' },
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
    await insertProduct(db, { slug: 'chemdawg', category: 'flower', variants: [{ size: '3.5 g', price: 4000, stock: 100, limit: { category: 'flower', amount: 3544 } }] });
    [{ id: flower }] = (await db.query<{ id: string }>(`select id from variants where sku = 'chemdawg-0'`)) as [{ id: string }];
    people.casey = await signUp('casey.jones@example.com', 'Casey Jones');
    people.riley = await signUp('riley@example.com', 'Riley Casey');
    people.sam = await signUp('sam@example.com', 'Sam Stone');
    people.staff = await signUp('casey.staff@example.com', 'Casey Staff');
    await db.query(`update profiles set role = 'manager' where id = $1`, [people.staff]);
    await db.query(`update profiles set phone = '7345550123' where id = $1`, [people.casey]);

    // Sam was referred by Casey; Sam's first order is picked up, which pays Casey.
    expect(await recordReferral(db, people.sam!, (await referralCode(db, people.casey!))!)).toEqual({ ok: true });
    const samsFirst = await order(people.sam!, '3135550188');
    for (const status of ['accepted', 'ready', 'picked_up'] as const) await moveOrder(db, samsFirst.id, status, { now: WEDNESDAY_AFTERNOON });
    const caseys = await order(people.casey!, '7345550123');
    for (const status of ['accepted', 'ready', 'picked_up'] as const) await moveOrder(db, caseys.id, status, { now: WEDNESDAY_AFTERNOON });
  });
  afterAll(() => db.close());

  const found = async (query: string) => (await lookUpCustomers(db, query)).customers.map((customer) => customer.email);

  it('finds customers by part of their name or email, and never staff', async () => {
    expect(await found('casey')).toEqual(['casey.jones@example.com', 'riley@example.com']);
    expect(await found('JONES')).toEqual(['casey.jones@example.com']);
    expect(await found('sam@example')).toEqual(['sam@example.com']);
    expect(await found('nobody here')).toEqual([]);
  });

  it("finds customers by phone however it is typed, on the profile or on their orders", async () => {
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
      expect.objectContaining({ status: 'picked_up', lines: [{ productName: 'Chemdawg', sizeLabel: '3.5 g', quantity: 1 }] }),
    ]);
    // $40 of cannabis earns 40 points; Sam's first pickup earned Casey the referral's 200.
    expect(casey!.points.balance).toBe(240);
    expect(casey!.points.history.map((entry) => [entry.reason, entry.points]).sort()).toEqual([['order_earned', 40], ['referral', 200]]);
    expect(casey!.referrals).toMatchObject({
      code: expect.stringMatching(/^[A-Z0-9]{8}$/),
      referredBy: null,
      referred: [{ name: 'Sam Stone', email: 'sam@example.com', rewarded: true }],
      pointsEarned: 200,
    });

    const [sam] = (await lookUpCustomers(db, 'sam@example.com')).customers;
    expect(sam!.referrals).toMatchObject({ referredBy: { name: 'Casey Jones', email: 'casey.jones@example.com' }, referred: [], pointsEarned: 0 });
  });

  it('says when more customers match than it shows', async () => {
    for (let index = 0; index < 11; index++) await signUp(`many${index}@example.com`, `Many Matches ${index}`);
    const result = await lookUpCustomers(db, 'many matches');
    expect(result.customers).toHaveLength(10);
    expect(result.more).toBe(true);
  });
});
