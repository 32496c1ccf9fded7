import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { claimGuestOrders, listCustomerOrders } from '#server/customers/customer-orders.ts';
import { placeOrder } from '#server/orders/place-order.ts';
import { pickupSlots } from '#lib/pickup/pickup-slots.ts';
import { testBrowser } from '../support/auth-request.ts';
import { insertCategory, insertProduct, TIME_ZONE, WEDNESDAY_AFTERNOON } from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { DAYTIME_HOURS, insertPickupStore } from '../support/test-store.ts';

const HOURS = DAYTIME_HOURS;
const SLOT = pickupSlots({ hours: HOURS, timeZone: TIME_ZONE, slotMinutes: 30, now: WEDNESDAY_AFTERNOON })[0]!.start;

describe(`customers' orders on ${testEngine}`, () => {
  let db: Database;
  let variantId: string;
  const accounts: Record<'alice' | 'bob' | 'carol', { id: string; email: string; emailConfirmed: boolean }> =
    {} as never;

  const orderAs = async (email: string, customerId: string | null) => {
    const outcome = await placeOrder(db, {
      idempotencyKey: randomUUID(),
      customerId,
      mode: 'adult',
      contact: { name: 'Somebody', email, phone: '7345550100', birthdate: '1990-01-01' },
      medicalCard: null,
      pickupSlotStart: SLOT,
      notes: '',
      lines: [{ variantId, quantity: 1 }],
      consents: { email: false, sms: false },
      expectedTotalCents: null,
      now: WEDNESDAY_AFTERNOON,
    });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problem));
    return outcome.order.number;
  };

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertPickupStore(db, { hours: HOURS, capacity: 100, timeZone: TIME_ZONE });
    await insertCategory(db, 'apparel');
    await insertProduct(db, {
      slug: 'river-cap',
      category: 'apparel',
      isCannabis: false,
      variants: [{ size: 'One size', price: 2000, stock: 50 }],
    });
    [{ id: variantId }] = (await db.query<{ id: string }>(`select id from variants where sku = 'river-cap-0'`)) as [
      { id: string },
    ];
    for (const name of ['alice', 'bob', 'carol'] as const) {
      const outcome = await testBrowser(db).signUp({
        email: `${name}@example.com`,
        password: 'Maple kettle harbor 71',
        fullName: name,
      });
      const user = (outcome as { user: { id: string; email: string } }).user;
      accounts[name] = { id: user.id, email: user.email, emailConfirmed: false };
    }
  });
  afterAll(() => db.close());

  it("lists only the customer's own orders", async () => {
    const alices = await orderAs('alice@example.com', accounts.alice.id);
    const bobs = await orderAs('bob@example.com', accounts.bob.id);
    expect((await listCustomerOrders(db, accounts.alice.id)).map((order) => order.number)).toEqual([alices]);
    expect((await listCustomerOrders(db, accounts.bob.id)).map((order) => order.number)).toEqual([bobs]);
    const [order] = await listCustomerOrders(db, accounts.alice.id);
    expect(order!.lines).toEqual([
      {
        variantId,
        productSlug: 'river-cap',
        productName: 'River Cap',
        sizeLabel: 'One size',
        quantity: 1,
        totalCents: 2120,
      },
    ]);
  });

  it('gives guest orders to the account only once its email is confirmed, and never to another account', async () => {
    const guest = await orderAs('Carol@Example.com', null);
    expect(await claimGuestOrders(db, accounts.carol)).toBe(0);
    expect(await listCustomerOrders(db, accounts.carol.id)).toEqual([]);
    expect(await claimGuestOrders(db, { ...accounts.bob, emailConfirmed: true })).toBe(0);
    expect(await claimGuestOrders(db, { ...accounts.carol, emailConfirmed: true })).toBe(1);
    expect((await listCustomerOrders(db, accounts.carol.id)).map((order) => order.number)).toEqual([guest]);
    expect((await listCustomerOrders(db, accounts.bob.id)).map((order) => order.number)).not.toContain(guest);
  });
});
