import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '#server/db/database.ts';
import { listCustomerOrders } from '#server/customers/customer-orders.ts';
import { loadAccountOrders } from '#server/customers/account-orders.ts';
import { listOrderAgain } from '#server/cart/order-again.ts';
import { loadQuickOrderPage } from '#server/catalog/quick-order-page.ts';
import { placeOrder } from '#server/orders/place-order.ts';
import { getStoreSettings } from '#server/settings/store-settings.ts';
import { pickupSlots } from '#lib/pickup/pickup-slots.ts';
import { testBrowser } from '../support/auth-request.ts';
import { insertCategory, insertProduct, TIME_ZONE, WEDNESDAY_AFTERNOON } from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { DAYTIME_HOURS, insertPickupStore } from '../support/test-store.ts';

const SLOT = pickupSlots({ hours: DAYTIME_HOURS, timeZone: TIME_ZONE, slotMinutes: 30, now: WEDNESDAY_AFTERNOON })[0]!
  .start;
const EIGHTH = { category: 'flower', amount: 3544 } as const;
/** An order's lines come in no set order; the tests compare them by name. */
const byName = <T extends { name: string }>(items: T[]) => [...items].sort((a, b) => a.name.localeCompare(b.name));
const offered = (lines: { line: { productName: string; sizeLabel: string }; quantity: number }[]) =>
  byName(lines.map(({ line, quantity }) => ({ name: `${line.productName}, ${line.sizeLabel}`, quantity })));

describe(`"Order again" on ${testEngine}`, () => {
  let db: Database;
  let customerId: string;
  const sku: Record<string, string> = {};

  const order = async (
    lines: { sku: string; quantity: number }[],
    mode: 'adult' | 'medical' = 'adult',
    placedBy: string | null = customerId,
  ) => {
    const outcome = await placeOrder(db, {
      idempotencyKey: randomUUID(),
      customerId: placedBy,
      mode,
      contact: { name: 'Ona Again', email: 'ona@example.com', phone: '7345550100', birthdate: '1990-01-01' },
      medicalCard: mode === 'medical' ? { number: 'MI-123456', expiresOn: '2027-12-31' } : null,
      pickupSlotStart: SLOT,
      notes: '',
      lines: lines.map((line) => ({ variantId: sku[line.sku]!, quantity: line.quantity })),
      consents: { email: false, sms: false },
      expectedTotalCents: null,
      now: WEDNESDAY_AFTERNOON,
    });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problem));
    return outcome.order.number;
  };

  /** Orders placed in one test share their time; this one becomes the newest. */
  const placedLater = (number: string, by: string) =>
    db.query(`update orders set placed_at = placed_at + $2::interval where number = $1`, [number, by]);

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertPickupStore(db, { hours: DAYTIME_HOURS, capacity: 100, timeZone: TIME_ZONE });
    await insertCategory(db, 'flower');
    await insertCategory(db, 'apparel');
    await insertProduct(db, {
      slug: 'chemdawg',
      category: 'flower',
      variants: [
        { size: '3.5 g', price: 3500, medical: 3000, stock: 10, limit: EIGHTH },
        { size: '7 g', price: 6000, stock: 5, limit: { category: 'flower', amount: 7088 } },
        { size: '14 g', price: 11000, stock: 5, limit: { category: 'flower', amount: 14175 } },
      ],
    });
    await insertProduct(db, {
      slug: 'river-hoodie',
      category: 'apparel',
      isCannabis: false,
      variants: [{ size: 'L', price: 4500, stock: 5 }],
    });
    await insertProduct(db, {
      slug: 'gone-haze',
      category: 'flower',
      variants: [{ size: '3.5 g', price: 3000, stock: 5, limit: EIGHTH }],
    });
    await insertProduct(db, {
      slug: 'patient-rso',
      category: 'flower',
      medicalOnly: true,
      variants: [{ size: '1 g', price: 3000, stock: 5, limit: EIGHTH }],
    });
    await insertProduct(db, {
      slug: 'recall-kush',
      category: 'flower',
      variants: [{ size: '3.5 g', price: 3000, stock: 5, limit: EIGHTH }],
    });
    for (const row of await db.query<{ id: string; sku: string }>('select id, sku from variants'))
      sku[row.sku] = row.id;
    const signUp = await testBrowser(db).signUp({
      email: 'ona@example.com',
      password: 'Maple kettle harbor 71',
      fullName: 'Ona Again',
    });
    customerId = (signUp as { user: { id: string } }).user.id;
  });
  afterAll(() => db.close());

  it("offers each size of the order as it is now, with the order's quantity, and names the others with why", async () => {
    const number = await order([
      { sku: 'chemdawg-0', quantity: 2 },
      { sku: 'chemdawg-1', quantity: 1 },
      { sku: 'chemdawg-2', quantity: 1 },
      { sku: 'river-hoodie-0', quantity: 1 },
      { sku: 'gone-haze-0', quantity: 1 },
      { sku: 'recall-kush-0', quantity: 1 },
    ]);
    // Since then: the 7 g sold out, the 14 g was taken off sale, Gone Haze was archived and Recall Kush's batch recalled.
    await db.query(`update variants set stock = 0 where sku = 'chemdawg-1'`);
    await db.query(`update variants set active = false where sku = 'chemdawg-2'`);
    await db.query(`update products set status = 'archived' where slug = 'gone-haze'`);
    await db.query(
      `update batches set status = 'recalled' where product_id = (select id from products where slug = 'recall-kush')`,
    );
    await db.query(`update variants set stock = 4, adult_use_price_cents = 3700 where sku = 'chemdawg-0'`);

    const [again] = await listOrderAgain(db, await listCustomerOrders(db, customerId), { mode: 'adult' });
    expect(again!.number).toBe(number);
    expect(offered(again!.lines)).toEqual([
      { name: 'Chemdawg, 3.5 g', quantity: 2 },
      { name: 'River Hoodie, L', quantity: 1 },
    ]);
    // The cart copies the size as it is today: its price and stock now, not the order's.
    expect(again!.lines.find(({ line }) => line.productSlug === 'chemdawg')?.line).toEqual({
      variantId: sku['chemdawg-0'],
      productSlug: 'chemdawg',
      productName: 'Chemdawg',
      sizeLabel: '3.5 g',
      imageSrc: '/media/products/chemdawg-400.webp',
      adultUsePriceCents: 3700,
      medicalPriceCents: 3000,
      exciseTaxable: true,
      limitCategory: 'flower',
      limitAmount: 3544,
      maxQuantity: 4,
    });
    expect(byName(again!.unavailable)).toEqual([
      { name: 'Chemdawg, 14 g', reason: 'no_longer_sold' },
      { name: 'Chemdawg, 7 g', reason: 'sold_out' },
      { name: 'Gone Haze, 3.5 g', reason: 'no_longer_sold' },
      { name: 'Recall Kush, 3.5 g', reason: 'no_longer_sold' },
    ]);
  });

  it('keeps a medical-only size for the medical menu, and names a deleted size as no longer sold', async () => {
    const number = await order(
      [
        { sku: 'patient-rso-0', quantity: 1 },
        { sku: 'river-hoodie-0', quantity: 2 },
      ],
      'medical',
    );
    const orders = (await listCustomerOrders(db, customerId)).filter((placed) => placed.number === number);
    const [adult] = await listOrderAgain(db, orders, { mode: 'adult' });
    expect(adult!.unavailable).toEqual([{ name: 'Patient Rso, 1 g', reason: 'medical_only' }]);
    const [medical] = await listOrderAgain(db, orders, { mode: 'medical' });
    expect(offered(medical!.lines)).toEqual([
      { name: 'Patient Rso, 1 g', quantity: 1 },
      { name: 'River Hoodie, L', quantity: 2 },
    ]);

    // An order line whose size was deleted keeps its name but no size.
    const deleted = [
      { ...orders[0]!, lines: [{ variantId: null, quantity: 1, productName: 'Old Hat', sizeLabel: 'M' }] },
    ];
    expect(await listOrderAgain(db, deleted, { mode: 'adult' })).toEqual([
      {
        number,
        placedAt: orders[0]!.placedAt,
        lines: [],
        unavailable: [{ name: 'Old Hat, M', reason: 'no_longer_sold' }],
      },
    ]);
  });

  it('reads every size of every order in one query, and none without orders', async () => {
    let queries = 0;
    const counting: Queryable = {
      query: (text, params) => ((queries += 1), db.query(text, params)),
      exec: (script) => db.exec(script),
    };
    const orders = await listCustomerOrders(db, customerId);
    expect(orders.length).toBe(2);
    await listOrderAgain(counting, orders, { mode: 'adult' });
    expect(queries).toBe(1);
    expect(await listOrderAgain(counting, [], { mode: 'adult' })).toEqual([]);
    expect(queries).toBe(1);
  });

  it("gives the account's orders page every order with its offer, guest orders with the confirmed email claimed first", async () => {
    const guestOrder = await order([{ sku: 'river-hoodie-0', quantity: 1 }], 'adult', null);
    await placedLater(guestOrder, '1 hour');
    const orders = await loadAccountOrders(
      db,
      { id: customerId, email: 'ONA@example.com', emailConfirmed: true },
      { mode: 'adult' },
    );
    expect(orders[0]!.number).toBe(guestOrder);
    expect(orders.map((placed) => placed.number)).toEqual(
      (await listCustomerOrders(db, customerId)).map((placed) => placed.number),
    );
    expect(orders.map((placed) => placed.again?.number)).toEqual(orders.map((placed) => placed.number));
    expect(offered(orders[0]!.again!.lines)).toEqual([{ name: 'River Hoodie, L', quantity: 1 }]);
  });

  it('offers the latest orders with something left to buy on the quick-order page, and nothing to a visitor', async () => {
    const medicalOnly = await order([{ sku: 'patient-rso-0', quantity: 1 }], 'medical');
    await placedLater(medicalOnly, '1 day');
    const settings = await getStoreSettings(db);
    const options = { now: WEDNESDAY_AFTERNOON, settings, account: { id: customerId } };
    const adult = await loadQuickOrderPage(db, { ...options, mode: 'adult' });
    expect(adult.sections.flatMap((section) => section.products.map((product) => product.slug))).toContain('chemdawg');
    // The newest, medical-only order has nothing to buy on the adult-use menu: of the latest three, two are offered.
    expect(adult.orders.map((offer) => offer.number)).not.toContain(medicalOnly);
    expect(adult.orders.length).toBe(2);
    const medical = await loadQuickOrderPage(db, { ...options, mode: 'medical' });
    expect(medical.orders[0]!.number).toBe(medicalOnly);
    expect(medical.orders.length).toBe(3);
    expect((await loadQuickOrderPage(db, { ...options, mode: 'adult', account: null })).orders).toEqual([]);
  });
});
