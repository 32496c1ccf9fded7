import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartQuote } from '#lib/cart/cart-quote.ts';
import { orderProblemMessage } from '#lib/checkout/order-problem-message.ts';
import { dealIdCheckText, idCheckedDeals } from '#lib/orders/deal-id-check.ts';
import { pickupSlots } from '#lib/pickup/pickup-slots.ts';
import { quoteCart } from '#server/cart/quote-cart.ts';
import type { Database } from '#server/db/database.ts';
import { emailsTo } from '#server/mail/outbox.ts';
import { moveOrder } from '#server/orders/move-order.ts';
import { getOrderDetail } from '#server/orders/admin/order-detail.ts';
import { listOrderQueue } from '#server/orders/admin/order-queue.ts';
import { findReceipt } from '#server/orders/order-receipt.ts';
import { placeOrder, type PlaceOrderInput } from '#server/orders/place-order.ts';
import { insertCategory, insertDeal, insertProduct, TIME_ZONE, WEDNESDAY_AFTERNOON } from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { DAYTIME_HOURS, insertPickupStore } from '../support/test-store.ts';

/** A Wednesday in November: the birthday deal runs for November birthdays. */
const NOW = WEDNESDAY_AFTERNOON;
const SLOT = pickupSlots({ hours: DAYTIME_HOURS, timeZone: TIME_ZONE, slotMinutes: 30, now: NOW })[0]!.start;
const EIGHTH = { category: 'flower', amount: 3544 } as const;
const email = (label: string) => `${label}.${randomUUID().slice(0, 8)}@example.com`;

async function setUp(): Promise<Database> {
  const db = await openTestDatabase();
  await insertPickupStore(db, { timeZone: TIME_ZONE });
  await insertCategory(db, 'flower');
  await insertProduct(db, {
    slug: 'chemdawg',
    category: 'flower',
    variants: [{ size: '3.5 g', price: 4000, stock: 500, limit: EIGHTH }],
  });
  await insertProduct(db, {
    slug: 'gelato',
    category: 'flower',
    variants: [{ size: '3.5 g', price: 3000, stock: 500, limit: EIGHTH }],
  });
  await insertDeal(db, {
    slug: 'welcome',
    title: 'First order 15% off',
    kind: 'percent_off',
    percentOff: 15,
    eligibility: 'first_time',
  });
  await insertDeal(db, {
    slug: 'birthday',
    title: 'Birthday month $5 off',
    kind: 'amount_off',
    amountOffCents: 500,
    scope: 'products',
    targets: ['gelato'],
    eligibility: 'birthday',
  });
  return db;
}

describe(`a first order priced before "Place order" on ${testEngine}`, () => {
  let db: Database;
  let chemdawg: string;
  let gelato: string;
  beforeAll(async () => {
    db = await setUp();
    const rows = await db.query<{ sku: string; id: string }>(
      `select sku, id from variants where sku in ('chemdawg-0', 'gelato-0')`,
    );
    chemdawg = rows.find((row) => row.sku === 'chemdawg-0')!.id;
    gelato = rows.find((row) => row.sku === 'gelato-0')!.id;
  });
  afterAll(() => db.close());

  const lines = () => [
    { variantId: chemdawg, quantity: 2 },
    { variantId: gelato, quantity: 1 },
  ];

  /** The order as checkout sends it: the quote's total and lines, as shown. */
  function orderAsShown(
    quote: CartQuote,
    contact: { email: string; birthdate: string },
    overrides: Partial<PlaceOrderInput> = {},
  ): PlaceOrderInput {
    return {
      idempotencyKey: randomUUID() + randomUUID(),
      customerId: null,
      mode: 'adult',
      contact: { name: 'Fran First', phone: '7345550188', ...contact },
      medicalCard: null,
      pickupSlotStart: SLOT,
      notes: '',
      lines: lines(),
      consents: { email: false, sms: false },
      expectedTotalCents: quote.totals.totalCents,
      expectedLines: quote.lines.map((line) => ({
        variantId: line.variantId,
        totalCents: line.totalCents,
        dealSlugs: line.deals.map((deal) => deal.slug),
      })),
      now: NOW,
      ...overrides,
    };
  }

  it('names the customer deals it cannot decide until the email and date of birth are known', async () => {
    const quote = await quoteCart(db, { mode: 'adult', lines: lines() }, null, NOW);
    expect(quote.applied).toEqual([]);
    expect(quote.customerDealsAtCheckout.map((deal) => deal.slug).sort()).toEqual(['birthday', 'welcome']);
  });

  it('prices a new guest’s first order with the first-order deal, and places it at that total with one submit', async () => {
    const contact = { email: email('first'), birthdate: '1990-04-20' };
    const quote = await quoteCart(db, { mode: 'adult', lines: lines(), contact }, null, NOW);
    // Per line, half-up cents: chemdawg $68.00 + $6.80 excise + $4.49 tax; gelato $25.50 + $2.55 + $1.68.
    expect(quote.applied).toEqual([
      { slug: 'welcome', title: 'First order 15% off', savingsCents: 1650, checkId: 'first_time' },
    ]);
    expect(quote.totals.totalCents).toBe(10902);
    expect(quote.customerDealsAtCheckout).toEqual([]);

    const placed = await placeOrder(db, orderAsShown(quote, contact));
    expect(placed).toMatchObject({ ok: true, order: { totalCents: quote.totals.totalCents } });
    if (!placed.ok) return;

    const [row] = await db.query<{ discounts: unknown; total_cents: number }>(
      'select discounts, total_cents from orders where id = $1',
      [placed.order.id],
    );
    expect(row).toEqual({
      discounts: [{ slug: 'welcome', title: 'First order 15% off', savingsCents: 1650, checkId: 'first_time' }],
      total_cents: 10902,
    });
    const [confirmation] = await emailsTo(db, contact.email);
    expect(confirmation!.text).toContain('First order 15% off: −$16.50');
  });

  it('gives the deal to nobody who has ordered before: the quote and the order agree', async () => {
    const contact = { email: email('again'), birthdate: '1990-04-20' };
    const first = await quoteCart(db, { mode: 'adult', lines: lines(), contact }, null, NOW);
    expect(await placeOrder(db, orderAsShown(first, contact))).toMatchObject({ ok: true });

    const second = await quoteCart(
      db,
      { mode: 'adult', lines: lines(), contact: { ...contact, email: contact.email.toUpperCase() } },
      null,
      NOW,
    );
    expect(second.applied).toEqual([]);
    expect(second.totals.totalCents).toBe(12826);
    expect(await placeOrder(db, orderAsShown(second, contact))).toMatchObject({
      ok: true,
      order: { totalCents: 12826 },
    });
  });

  it('decides the birthday deal from the date of birth typed at checkout', async () => {
    const contact = { email: email('birthday'), birthdate: '1991-11-02' };
    const quote = await quoteCart(db, { mode: 'adult', lines: lines(), contact }, null, NOW);
    expect(quote.applied.map((saving) => saving.slug).sort()).toEqual(['birthday', 'welcome']);
    const placed = await placeOrder(db, orderAsShown(quote, contact));
    expect(placed).toMatchObject({ ok: true, order: { totalCents: quote.totals.totalCents } });
  });

  it('tells the counter, on the queue card and the order page, to check the ID for a first-order or birthday deal', async () => {
    // A phone of its own: its two orders are one person's visit, not the other tests' shopper's.
    const contact = { email: email('counter'), birthdate: '1991-11-02', phone: '7345550177' };
    const quote = await quoteCart(db, { mode: 'adult', lines: lines(), contact }, null, NOW);
    const placed = await placeOrder(db, orderAsShown(quote, contact));
    if (!placed.ok) throw new Error(JSON.stringify(placed.problem));

    const queued = (await listOrderQueue(db, { now: NOW })).open.find((order) => order.id === placed.order.id)!;
    expect(queued.idCheckedDeals).toEqual([
      { title: 'First order 15% off', checkId: 'first_time' },
      { title: 'Birthday month $5 off', checkId: 'birthday' },
    ]);
    expect(dealIdCheckText(queued.idCheckedDeals)).toBe(
      'Check ID for the deals — First order 15% off (first order); Birthday month $5 off (birthday this month)',
    );
    const detail = await getOrderDetail(db, placed.order.id, { now: NOW });
    expect(idCheckedDeals(detail!.discounts)).toEqual(queued.idCheckedDeals);

    // A second order by the same email has neither deal, and nothing to check.
    const again = await quoteCart(
      db,
      { mode: 'adult', lines: lines(), contact: { ...contact, birthdate: '1991-04-02' } },
      null,
      NOW,
    );
    const second = await placeOrder(db, orderAsShown(again, { ...contact, birthdate: '1991-04-02' }));
    if (!second.ok) throw new Error(JSON.stringify(second.problem));
    const plain = (await listOrderQueue(db, { now: NOW })).open.find((order) => order.id === second.order.id)!;
    expect(plain.idCheckedDeals).toEqual([]);
  });

  it('explains a price that changed after the quote line by line, with the new total, and places nothing', async () => {
    const contact = { email: email('changed'), birthdate: '1990-04-20' };
    const quote = await quoteCart(db, { mode: 'adult', lines: lines(), contact }, null, NOW);
    const orders = await db.query('select count(*)::int as n from orders');
    await db.query(`update deals set active = false where slug = 'welcome'`);
    await db.query(`update variants set adult_use_price_cents = 3200 where id = $1`, [gelato]);
    try {
      const outcome = await placeOrder(db, orderAsShown(quote, contact));
      expect(outcome).toEqual({
        ok: false,
        problem: {
          code: 'price_changed',
          // $80.00 + $32.00 = $112.00, excise $11.20, sales tax 6% of $123.20 = $7.39.
          totalCents: 13059,
          changes: [
            {
              item: 'Chemdawg · 3.5 g',
              beforeCents: 7929,
              afterCents: 9328,
              dealsEnded: ['First order 15% off'],
              dealsStarted: [],
            },
            {
              item: 'Gelato · 3.5 g',
              beforeCents: 2973,
              afterCents: 3731,
              dealsEnded: ['First order 15% off'],
              dealsStarted: [],
            },
          ],
        },
      });
      if (!outcome.ok) {
        expect(orderProblemMessage(outcome.problem)).toBe(
          'Prices changed since your total was shown: Chemdawg · 3.5 g: $79.29 → $93.28 (First order 15% off ended); ' +
            'Gelato · 3.5 g: $29.73 → $37.31 (First order 15% off ended). The new total is $130.59: check it and place the order again.',
        );
      }
      expect(await db.query('select count(*)::int as n from orders')).toEqual(orders);
    } finally {
      await db.query(`update deals set active = true where slug = 'welcome'`);
      await db.query(`update variants set adult_use_price_cents = 3000 where id = $1`, [gelato]);
    }
  });

  it('refuses a date of birth that makes the shopper older than 120, or is still to come', async () => {
    const quote = await quoteCart(db, { mode: 'adult', lines: lines() }, null, NOW);
    const old = await placeOrder(
      db,
      orderAsShown(quote, { email: email('old'), birthdate: '1899-12-31' }, { expectedTotalCents: null }),
    );
    expect(old).toEqual({
      ok: false,
      problem: {
        code: 'birthdate',
        message: 'That date of birth would make you older than 120. Check the year on your ID.',
      },
    });
    const future = await placeOrder(
      db,
      orderAsShown(quote, { email: email('future'), birthdate: '2026-11-26' }, { expectedTotalCents: null }),
    );
    expect(future).toEqual({
      ok: false,
      problem: { code: 'birthdate', message: 'That date of birth is in the future. Enter the date on your ID.' },
    });
  });

  it('lists each saving on the receipt, and an ended order says nothing is owed', async () => {
    const contact = { email: email('receipt'), birthdate: '1992-11-30' };
    const quote = await quoteCart(db, { mode: 'adult', lines: lines(), contact }, null, NOW);
    const input = orderAsShown(quote, contact);
    const placed = await placeOrder(db, input);
    if (!placed.ok) throw new Error(placed.problem.code);
    const receipt = await findReceipt(db, placed.order.number, input.idempotencyKey);
    // One deal per unit, the larger saving: 15% of the chemdawg's $80.00; $5.00 beats 15% of the gelato's $30.00.
    expect(receipt?.discounts).toEqual([
      { title: 'First order 15% off', savingsCents: 1200 },
      { title: 'Birthday month $5 off', savingsCents: 500 },
    ]);
    expect(receipt?.totals.discountCents).toBe(1700);

    await moveOrder(db, placed.order.id, 'cancelled', {
      now: new Date(NOW.getTime() + 60_000),
      reason: 'Changed my mind',
    });
    expect((await findReceipt(db, placed.order.number, input.idempotencyKey))?.status).toBe('cancelled');
  });
});
