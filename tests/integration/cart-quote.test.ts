import { randomUUID } from 'node:crypto';
import type { APIContext } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartQuote } from '#lib/cart/cart-quote.ts';
import { pickupSlots } from '#lib/pickup/pickup-slots.ts';
import { POST } from '../../src/pages/api/cart/quote.ts';
import type { Database } from '#server/db/database.ts';
import { quoteCart } from '#server/cart/quote-cart.ts';
import { readActiveDeals } from '#server/deals/active-deals.ts';
import { placeOrder } from '#server/orders/place-order.ts';
import { getStoreSettings } from '#server/settings/store-settings.ts';
import { insertBrand, insertCategory, insertDeal, insertProduct, TIME_ZONE } from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { countingStatements } from '../support/statement-count.ts';
import { insertPickupStore } from '../support/test-store.ts';

const EIGHTH_MG = 3544;
const OUNCE_MG = 28_000;
const HOURS = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '00:00', closes: '24:00' }));

async function setUp(): Promise<Database> {
  const db = await openTestDatabase();
  await insertPickupStore(db, { hours: HOURS, timeZone: TIME_ZONE });
  await insertCategory(db, 'flower');
  await insertCategory(db, 'apparel');
  await insertBrand(db, 'huron-valley');
  await insertProduct(db, {
    slug: 'chemdawg',
    category: 'flower',
    brand: 'huron-valley',
    variants: [
      { size: '3.5 g', price: 3500, medical: 3000, stock: 40, limit: { category: 'flower', amount: EIGHTH_MG } },
      { size: '28 g', price: 20000, medical: 18000, stock: 10, limit: { category: 'flower', amount: OUNCE_MG } },
    ],
  });
  await insertProduct(db, {
    slug: 'river-hoodie',
    category: 'apparel',
    isCannabis: false,
    variants: [{ size: 'L', price: 4500, stock: 5 }],
  });
  await insertProduct(db, {
    slug: 'gone-gelato',
    category: 'flower',
    variants: [{ size: '3.5 g', price: 3000, stock: 0, limit: { category: 'flower', amount: EIGHTH_MG } }],
  });
  await insertProduct(db, {
    slug: 'last-two',
    category: 'flower',
    variants: [{ size: '3.5 g', price: 3000, stock: 2, limit: { category: 'flower', amount: EIGHTH_MG } }],
  });
  await insertProduct(db, {
    slug: 'recalled-kush',
    category: 'flower',
    variants: [{ size: '3.5 g', price: 3000, stock: 5, limit: { category: 'flower', amount: EIGHTH_MG } }],
    batches: [{ status: 'recalled', thcPercent: 20 }],
  });
  await insertProduct(db, {
    slug: 'patient-rso',
    category: 'flower',
    medicalOnly: true,
    variants: [{ size: '1 g', price: 5000, medical: 4500, stock: 5, limit: { category: 'concentrate', amount: 1000 } }],
  });
  await insertDeal(db, {
    slug: 'hoodie-tuesday',
    kind: 'amount_off',
    amountOffCents: 500,
    scope: 'products',
    targets: ['river-hoodie'],
  });
  await insertDeal(db, {
    slug: 'welcome',
    title: 'First order 20% off',
    kind: 'percent_off',
    percentOff: 20,
    scope: 'products',
    targets: ['chemdawg'],
    eligibility: 'first_time',
  });
  return db;
}

async function idOf(db: Database, sku: string): Promise<string> {
  const [row] = await db.query<{ id: string }>('select id from variants where sku = $1', [sku]);
  return row!.id;
}

describe(`the cart quote (POST /api/cart/quote) on ${testEngine}`, () => {
  let db: Database;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    db = await setUp();
    for (const sku of [
      'chemdawg-0',
      'chemdawg-1',
      'river-hoodie-0',
      'gone-gelato-0',
      'last-two-0',
      'recalled-kush-0',
      'patient-rso-0',
    ]) {
      ids[sku] = await idOf(db, sku);
    }
  });
  afterAll(() => db.close());

  /** The endpoint as the server runs it: a real request, the test database, a guest or an account. */
  async function quote(body: unknown, account: { id: string; email: string } | null = null) {
    const request = new Request('http://store.test/api/cart/quote', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    const locals = {
      db,
      currentAccount: async () => account,
      storeSettings: () => getStoreSettings(db),
      activeDeals: () => readActiveDeals(db),
    };
    const response = await POST({ request, locals } as unknown as APIContext);
    return {
      response,
      body: (await response.json()) as CartQuote & { error?: string; fields?: Record<string, string[]> },
    };
  }

  it('prices the cart out the door with Michigan taxes and deals, never cached', async () => {
    const { response, body } = await quote({
      mode: 'adult',
      lines: [
        { variantId: ids['chemdawg-0'], quantity: 2 },
        { variantId: ids['river-hoodie-0'], quantity: 1 },
      ],
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    // Flower $70.00: excise $7.00, sales tax 6% of $77.00 = $4.62 → $81.62.
    // Hoodie $45.00 − $5.00 deal = $40.00, sales tax $2.40 → $42.40.
    expect(body.lines).toEqual([
      {
        variantId: ids['chemdawg-0'],
        quantity: 2,
        pricedQuantity: 2,
        unitPriceCents: 3500,
        discountCents: 0,
        priceCents: 7000,
        totalCents: 8162,
        deals: [],
        available: 40,
        sellable: true,
        sizes: expect.any(Array),
      },
      {
        variantId: ids['river-hoodie-0'],
        quantity: 1,
        pricedQuantity: 1,
        unitPriceCents: 4500,
        discountCents: 500,
        priceCents: 4000,
        totalCents: 4240,
        deals: [{ slug: 'hoodie-tuesday', title: 'Hoodie Tuesday' }],
        available: 5,
        sellable: true,
        sizes: [],
      },
    ]);
    expect(body.totals).toEqual({
      subtotalCents: 11500,
      discountCents: 500,
      exciseCents: 700,
      salesTaxCents: 702,
      totalCents: 12402,
    });
    expect(body.applied).toEqual([{ slug: 'hoodie-tuesday', title: 'Hoodie Tuesday', savingsCents: 500 }]);
    // A guest's first order is decided at checkout, by email.
    expect(body.customerDealsAtCheckout).toEqual([{ slug: 'welcome', title: 'First order 20% off' }]);
    expect(body.limits.ok).toBe(true);
    expect(body.limits.usage[0]).toMatchObject({ limit: 'adult_visit', usedMg: 2 * EIGHTH_MG });
  });

  it('prices medical carts at medical prices without excise', async () => {
    const { body } = await quote({
      mode: 'medical',
      lines: [
        { variantId: ids['chemdawg-0'], quantity: 1 },
        { variantId: ids['patient-rso-0'], quantity: 1 },
      ],
    });
    // $30.00 + 6% = $31.80; $45.00 + 6% = $47.70.
    expect(body.lines.map((line) => [line.unitPriceCents, line.totalCents, line.sellable])).toEqual([
      [3000, 3180, true],
      [4500, 4770, true],
    ]);
    expect(body.totals).toMatchObject({ exciseCents: 0, totalCents: 7950 });
    expect(body.limits.usage.map((use) => use.limit)).toEqual(['medical_daily', 'medical_monthly']);
  });

  it('gives a signed-in customer with no orders the first-order deal, and agrees with the order placed', async () => {
    const account = { id: randomUUID(), email: `new-${randomUUID()}@example.com` };
    const lines = [{ variantId: ids['chemdawg-0']!, quantity: 1 }];
    const { body } = await quote({ mode: 'adult', lines }, account);
    expect(body.lines[0]).toMatchObject({
      discountCents: 700,
      priceCents: 2800,
      deals: [{ slug: 'welcome', title: 'First order 20% off' }],
    });
    expect(body.customerDealsAtCheckout).toEqual([]);

    const [slot] = pickupSlots({ hours: HOURS, timeZone: TIME_ZONE, slotMinutes: 30, now: new Date() });
    const placed = await placeOrder(db, {
      idempotencyKey: randomUUID(),
      customerId: null,
      mode: 'adult',
      contact: { name: 'New Customer', email: account.email, phone: '7345550100', birthdate: '1990-01-01' },
      medicalCard: null,
      pickupSlotStart: slot!.start,
      notes: '',
      lines,
      consents: { email: false, sms: false },
      expectedTotalCents: body.totals.totalCents,
    });
    expect(placed).toMatchObject({ ok: true, order: { totalCents: body.totals.totalCents } });

    // With an order on file, the same customer no longer gets it.
    const again = await quote({ mode: 'adult', lines }, account);
    expect(again.body.lines[0]).toMatchObject({ discountCents: 0, priceCents: 3500 });
  });

  it('flags sizes that cannot be bought, prices what is left of a short one, and leaves both out of the total', async () => {
    const unknown = randomUUID();
    const { response, body } = await quote({
      mode: 'adult',
      lines: [
        { variantId: ids['gone-gelato-0'], quantity: 1 },
        { variantId: ids['recalled-kush-0'], quantity: 1 },
        { variantId: ids['patient-rso-0'], quantity: 1 },
        { variantId: unknown, quantity: 1 },
        { variantId: ids['last-two-0'], quantity: 5 },
      ],
    });
    expect(response.status).toBe(200);
    expect(
      body.lines.map((line) => ({
        sellable: line.sellable,
        available: line.available,
        priced: line.pricedQuantity,
        total: line.totalCents,
      })),
    ).toEqual([
      { sellable: true, available: 0, priced: 0, total: 0 },
      { sellable: false, available: 5, priced: 0, total: 0 },
      { sellable: false, available: 5, priced: 0, total: 0 },
      { sellable: false, available: 0, priced: 0, total: 0 },
      { sellable: true, available: 2, priced: 2, total: 6996 },
    ]);
    expect(body.totals.totalCents).toBe(6996);
  });

  it('reports a cart past the 2.5 oz limit with the message checkout would give', async () => {
    const { body } = await quote({ mode: 'adult', lines: [{ variantId: ids['chemdawg-1'], quantity: 3 }] });
    expect(body.limits.ok).toBe(false);
    expect(body.limits.violations[0]).toMatchObject({
      limit: 'adult_visit',
      message: expect.stringContaining('2.5 oz per visit'),
    });
  });

  it('answers 400 with the problems by field for a body that does not fit, and never 500', async () => {
    const cases: unknown[] = [
      'not json',
      '',
      null,
      [],
      { mode: 'recreational', lines: [] },
      { mode: 'adult', lines: 'all of it' },
      { mode: 'adult', lines: [{ variantId: 'chemdawg', quantity: 1 }] },
      { mode: 'adult', lines: [{ variantId: ids['chemdawg-0'], quantity: 0 }] },
      { mode: 'adult', lines: [{ variantId: ids['chemdawg-0'], quantity: 1.5 }] },
      { mode: 'adult', lines: [{ variantId: ids['chemdawg-0'], quantity: 100 }] },
      { mode: 'adult', lines: Array.from({ length: 51 }, () => ({ variantId: randomUUID(), quantity: 1 })) },
      { mode: 'adult', lines: [], contact: { email: 'half@' } },
      { mode: 'adult', lines: [], contact: { birthdate: '1990-02-30' } },
      { mode: 'adult', lines: [], contact: 'me' },
    ];
    for (const body of cases) {
      const answer = await quote(body);
      expect(answer.response.status, JSON.stringify(body)?.slice(0, 60)).toBe(400);
      expect(answer.body.error).toMatch(/could not be priced/);
      expect(Object.keys(answer.body.fields ?? {}).length).toBeGreaterThan(0);
    }
    const quantity = await quote({ mode: 'adult', lines: [{ variantId: ids['chemdawg-0'], quantity: 0 }] });
    expect(quantity.body.fields).toEqual({ 'lines.0.quantity': ['A quantity is at least 1.'] });
  });

  it('decides a guest’s first-order deal from the email checkout sends, as the order will', async () => {
    const lines = [{ variantId: ids['chemdawg-0']!, quantity: 1 }];
    const { body } = await quote({ mode: 'adult', lines, contact: { email: `Guest-${randomUUID()}@Example.com` } });
    expect(body.applied).toEqual([{ slug: 'welcome', title: 'First order 20% off', savingsCents: 700 }]);
    expect(body.customerDealsAtCheckout).toEqual([]);
  });

  it('asks only for the sizes when the settings and deals come with the request, and prices the same', async () => {
    const request = {
      mode: 'adult' as const,
      lines: [
        { variantId: ids['chemdawg-0']!, quantity: 2 },
        { variantId: ids['river-hoodie-0']!, quantity: 1 },
      ],
    };
    const now = new Date();
    const reading = countingStatements(db);
    const alone = await quoteCart(reading.db, request, null, now);
    const given = countingStatements(db);
    const known = { settings: await getStoreSettings(db), deals: await readActiveDeals(db) };
    const withFacts = await quoteCart(given.db, request, null, now, known);
    expect(withFacts).toEqual(alone);
    // The settings with their hours, and the deals, are not read again: the sizes and their siblings are.
    expect(given.tally.statements).toBe(reading.tally.statements - 3);
    expect(given.tally).toEqual({ statements: 2, waits: 1 });
  });

  it('prices an empty cart at nothing', async () => {
    const { response, body } = await quote({ mode: 'adult', lines: [] });
    expect(response.status).toBe(200);
    expect(body.totals.totalCents).toBe(0);
    expect(body.lines).toEqual([]);
  });

  it("offers each line the product's sizes that can be bought now, to switch to", async () => {
    const { body } = await quote({
      mode: 'adult',
      lines: [
        { variantId: ids['chemdawg-1'], quantity: 1 },
        { variantId: ids['last-two-0'], quantity: 1 },
      ],
    });
    const [ounce, single] = body.lines;
    const stock = async (id: string) =>
      (await db.query<{ stock: number }>('select stock from variants where id = $1', [id]))[0]!.stock;
    expect(
      ounce!.sizes.map((size) => [
        size.line.variantId,
        size.line.sizeLabel,
        size.line.maxQuantity,
        size.price.outTheDoorCents,
      ]),
    ).toEqual([
      [ids['chemdawg-0'], '3.5 g', await stock(ids['chemdawg-0']!), 4081],
      [ids['chemdawg-1'], '28 g', await stock(ids['chemdawg-1']!), 23320],
    ]);
    expect(ounce!.sizes[0]!.line).toMatchObject({
      productSlug: 'chemdawg',
      limitCategory: 'flower',
      limitAmount: EIGHTH_MG,
      adultUsePriceCents: 3500,
    });
    // One size only: nothing to switch to.
    expect(single!.sizes).toEqual([]);

    // A size that sells out drops off the list (and with one size left, the list goes).
    const eighths = await stock(ids['chemdawg-0']!);
    await db.query('update variants set stock = 0 where id = $1', [ids['chemdawg-0']]);
    try {
      const { body: after } = await quote({ mode: 'adult', lines: [{ variantId: ids['chemdawg-1'], quantity: 1 }] });
      expect(after.lines[0]!.sizes).toEqual([]);
    } finally {
      await db.query('update variants set stock = $2 where id = $1', [ids['chemdawg-0'], eighths]);
    }
  });
});
