import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { listBuildAPack } from '#server/catalog/build-a-pack.ts';
import { listQuickOrder } from '#server/catalog/quick-order.ts';
import { listOrderAgain } from '#server/cart/order-again.ts';
import { listCustomerOrders } from '#server/customers/customer-orders.ts';
import { placeOrder } from '#server/orders/place-order.ts';
import { pickupSlots } from '#lib/pickup/pickup-slots.ts';
import { testBrowser } from '../support/auth-request.ts';
import { insertCategory, insertDeal, insertProduct, TIME_ZONE, WEDNESDAY_AFTERNOON } from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { DAYTIME_HOURS, insertPickupStore } from '../support/test-store.ts';

const RATES = { timeZone: TIME_ZONE, exciseTaxBps: 1000, salesTaxBps: 600 };
const EIGHTH = { category: 'flower', amount: 3544 } as const;
const SLOT = pickupSlots({ hours: DAYTIME_HOURS, timeZone: TIME_ZONE, slotMinutes: 30, now: WEDNESDAY_AFTERNOON })[0]!
  .start;

/**
 * Quick order, build a pack and order again at a store other than the default: its stock, carried
 * sizes and own prices; the default store's as before when no store is named; and a past order
 * offered again at the store it was placed at.
 */
describe(`quick order, build a pack and order again at a store on ${testEngine}`, () => {
  let db: Database;
  let ypsilanti: string;
  const sku: Record<string, string> = {};

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertPickupStore(db, { hours: DAYTIME_HOURS, capacity: 100, timeZone: TIME_ZONE });
    await insertCategory(db, 'flower');
    await insertProduct(db, {
      slug: 'chemdawg',
      category: 'flower',
      variants: [
        { size: '3.5 g', weightMg: 3500, price: 3500, stock: 10, limit: EIGHTH },
        { size: '7 g', weightMg: 7000, price: 6000, stock: 5, limit: EIGHTH },
      ],
    });
    await insertProduct(db, {
      slug: 'gelato',
      category: 'flower',
      variants: [{ size: '3.5 g', weightMg: 3500, price: 3000, stock: 8, limit: EIGHTH }],
    });
    await insertDeal(db, { slug: 'eighths-pack', kind: 'bundle_price', scope: 'all', sizeWeightMg: 3500 });
    for (const row of await db.query<{ id: string; sku: string }>('select id, sku from variants'))
      sku[row.sku] = row.id;
    // Ypsilanti sells the eighth at its own price with 2 left, does not carry the 7 g, and is out of Gelato.
    const [store] = await db.query<{ id: string }>(
      `insert into stores (slug, name, position) values ('ypsilanti', 'Ypsilanti', 1) returning id`,
    );
    ypsilanti = store!.id;
    await db.query(
      `insert into store_variants (store_id, variant_id, stock, adult_use_price_cents, carried)
       values ($1, $2, 2, 3200, true), ($1, $3, 4, null, false), ($1, $4, 0, null, true)`,
      [ypsilanti, sku['chemdawg-0'], sku['chemdawg-1'], sku['gelato-0']],
    );
  });
  afterAll(() => db.close());

  /** An order's lines come in no set order: their prices, least first. */
  const pricesOf = (again: { lines: { line: { adultUsePriceCents: number } }[] }) =>
    again.lines.map(({ line }) => line.adultUsePriceCents).sort((a, b) => a - b);
  const quickOrder = (store?: { id: string }) =>
    listQuickOrder(db, { mode: 'adult', now: WEDNESDAY_AFTERNOON, settings: { ...RATES, ...(store && { store }) } });
  const sizesOf = (sections: Awaited<ReturnType<typeof listQuickOrder>>) =>
    sections.flatMap((section) =>
      section.products.flatMap((product) =>
        product.sizes.map((size) => ({
          name: `${product.slug} ${size.line.sizeLabel}`,
          priceCents: size.line.adultUsePriceCents,
          most: size.line.maxQuantity,
        })),
      ),
    );

  it('lists what a store carries and has in stock, at its prices; the default store’s without a store', async () => {
    expect(sizesOf(await quickOrder({ id: ypsilanti }))).toEqual([
      { name: 'chemdawg 3.5 g', priceCents: 3200, most: 2 },
    ]);
    expect(sizesOf(await quickOrder())).toEqual([
      { name: 'chemdawg 3.5 g', priceCents: 3500, most: 10 },
      { name: 'chemdawg 7 g', priceCents: 6000, most: 5 },
      { name: 'gelato 3.5 g', priceCents: 3000, most: 8 },
    ]);
  });

  it('offers in a pack only what the store has, at its price', async () => {
    const atStore = await listBuildAPack(db, {
      mode: 'adult',
      now: WEDNESDAY_AFTERNOON,
      settings: { ...RATES, store: { id: ypsilanti } },
    });
    expect(
      atStore.packs.map((pack) => pack.items.map((item) => [item.line.productSlug, item.line.adultUsePriceCents])),
    ).toEqual([[['chemdawg', 3200]]]);
    const atDefault = await listBuildAPack(db, { mode: 'adult', now: WEDNESDAY_AFTERNOON, settings: RATES });
    expect(atDefault.packs[0]!.items.map((item) => item.line.productSlug)).toEqual(['chemdawg', 'gelato']);
  });

  it('offers an order again at the store it was placed at, with that store’s stock and prices', async () => {
    const signUp = await testBrowser(db).signUp({
      email: 'yan@example.com',
      password: 'Maple kettle harbor 72',
      fullName: 'Yan Again',
    });
    const customerId = (signUp as { user: { id: string } }).user.id;
    const placed = await placeOrder(db, {
      idempotencyKey: randomUUID(),
      customerId,
      mode: 'adult',
      contact: { name: 'Yan Again', email: 'yan@example.com', phone: '7345550101', birthdate: '1990-01-01' },
      medicalCard: null,
      pickupSlotStart: SLOT,
      notes: '',
      lines: [
        { variantId: sku['chemdawg-0']!, quantity: 3 },
        { variantId: sku['chemdawg-1']!, quantity: 1 },
        { variantId: sku['gelato-0']!, quantity: 1 },
      ],
      consents: { email: false, sms: false },
      expectedTotalCents: null,
      now: WEDNESDAY_AFTERNOON,
    });
    if (!placed.ok) throw new Error(JSON.stringify(placed.problem));
    const atDefault = await listCustomerOrders(db, customerId);
    expect(atDefault[0]!.store).toMatchObject({ isDefault: true });
    const [again] = await listOrderAgain(db, atDefault, { mode: 'adult' });
    expect(again!.store).toBeUndefined();
    expect(pricesOf(again!)).toEqual([3000, 3500, 6000]);

    // The same order, had it been placed at Ypsilanti.
    await db.query('update orders set store_id = $2 where id = $1', [placed.order.id, ypsilanti]);
    const orders = await listCustomerOrders(db, customerId);
    expect(orders[0]!.store).toEqual({ id: ypsilanti, name: 'Ypsilanti', isDefault: false, closed: false });
    const [there] = await listOrderAgain(db, orders, { mode: 'adult' });
    expect(there!.store).toEqual(orders[0]!.store);
    expect(there!.lines).toEqual([
      { line: expect.objectContaining({ sizeLabel: '3.5 g', adultUsePriceCents: 3200, maxQuantity: 2 }), quantity: 3 },
    ]);
    expect([...there!.unavailable].sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'Chemdawg, 7 g', reason: 'no_longer_sold' },
      { name: 'Gelato, 3.5 g', reason: 'sold_out' },
    ]);

    // Once Ypsilanti closes for good, the order is offered at the default store.
    const closed = orders.map((order) => ({ ...order, store: { ...order.store, closed: true } }));
    const [afterClosing] = await listOrderAgain(db, closed, { mode: 'adult' });
    expect(afterClosing!.store).toBeUndefined();
    expect(pricesOf(afterClosing!)).toEqual([3000, 3500, 6000]);
  });
});
