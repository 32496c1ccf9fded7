import type { APIContext } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartQuote } from '#lib/cart/cart-quote.ts';
import { POST } from '../../src/pages/api/cart/quote.ts';
import type { Database } from '#server/db/database.ts';
import { readActiveDeals } from '#server/deals/active-deals.ts';
import { getStoreSettings, listStoreSettings } from '#server/settings/store-settings.ts';
import { insertCategory, insertDeal, insertProduct } from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { insertPickupStore } from '../support/test-store.ts';

const EIGHTH_MG = 3544;
const TUESDAY = 2;
/** Wednesday 00:30 in Monroe (Eastern), still Tuesday 23:30 in Iron Mountain (Central). */
const MIDNIGHT_IN_MONROE = new Date('2026-12-09T05:30:00Z');
/** Tuesday noon in both. */
const TUESDAY_NOON = new Date('2026-12-08T17:30:00Z');

type Answer = CartQuote & { error?: string; fields?: Record<string, string[]> };

/**
 * The cart quote at a store other than the default: the store's own prices, stock, carried sizes,
 * tax rates and time zone, asked for by the store's slug; without a store, the default store's
 * quote as before.
 */
describe(`the cart quote at a store (POST /api/cart/quote with a store) on ${testEngine}`, () => {
  let db: Database;
  let monroeSlug: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertPickupStore(db);
    await insertCategory(db, 'flower');
    await insertCategory(db, 'apparel');
    await insertProduct(db, {
      slug: 'chemdawg',
      category: 'flower',
      variants: [
        { size: '3.5 g', price: 3500, medical: 3000, stock: 40, limit: { category: 'flower', amount: EIGHTH_MG } },
        { size: '28 g', price: 20000, medical: 18000, stock: 10, limit: { category: 'flower', amount: 28_000 } },
      ],
    });
    await insertProduct(db, {
      slug: 'river-hoodie',
      category: 'apparel',
      isCannabis: false,
      variants: [{ size: 'L', price: 4500, stock: 5 }],
    });
    await insertProduct(db, {
      slug: 'gelato',
      category: 'flower',
      variants: [{ size: '3.5 g', price: 3000, stock: 9, limit: { category: 'flower', amount: EIGHTH_MG } }],
    });
    await insertDeal(db, {
      slug: 'hoodie-five',
      kind: 'amount_off',
      amountOffCents: 500,
      scope: 'products',
      targets: ['river-hoodie'],
    });
    await insertDeal(db, {
      slug: 'gelato-tuesday',
      kind: 'percent_off',
      percentOff: 10,
      scope: 'products',
      targets: ['gelato'],
      daysOfWeek: [TUESDAY],
    });
    for (const sku of ['chemdawg-0', 'chemdawg-1', 'river-hoodie-0', 'gelato-0']) {
      ids[sku] = (await db.query<{ id: string }>('select id from variants where sku = $1', [sku]))[0]!.id;
    }
    monroeSlug = (await getStoreSettings(db)).store.slug;
    // Iron Mountain, on Central time: the eighth at its own price with 3 left, the ounce not carried,
    // the hoodie and the gelato at the catalog's prices, and its own sales tax rate.
    const [store] = await db.query<{ id: string }>(
      `insert into stores (slug, name, timezone, position) values ('iron-mountain', 'Iron Mountain', 'America/Menominee', 1)
       returning id`,
    );
    const ironMountain = store!.id;
    await db.query(
      `insert into store_variants (store_id, variant_id, stock, adult_use_price_cents, medical_price_cents, carried)
       values ($1, $2, 3, 3000, 2600, true), ($1, $3, 4, null, null, false), ($1, $4, 5, null, null, true),
              ($1, $5, 2, null, null, true)`,
      [ironMountain, ids['chemdawg-0'], ids['chemdawg-1'], ids['river-hoodie-0'], ids['gelato-0']],
    );
    await db.query(
      `insert into tax_rates (tax, customer_type, store_id, rate_bps, effective_from)
       values ('sales', 'non_cannabis', $1, 650, '2020-01-01T00:00:00Z')`,
      [ironMountain],
    );
    await db.query(`insert into stores (slug, name, closed_at) values ('old-town', 'Old Town', now())`);
  });
  afterAll(() => db.close());

  /** The endpoint as the server runs it: a real request, the test database, the server clock at `now`. */
  async function quote(body: unknown, now = TUESDAY_NOON): Promise<{ status: number; body: Answer }> {
    const request = new Request('http://store.test/api/cart/quote', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const locals = {
      db,
      clock: { now: () => now },
      currentAccount: async () => null,
      storeSettings: () => getStoreSettings(db),
      stores: () => listStoreSettings(db),
      activeDeals: () => readActiveDeals(db),
    };
    const response = await POST({ request, locals } as unknown as APIContext);
    return { status: response.status, body: (await response.json()) as Answer };
  }

  const line = (sku: string, quantity = 1) => ({ variantId: ids[sku]!, quantity });

  it("prices at the store's own price and caps at its stock", async () => {
    const { status, body } = await quote({ mode: 'adult', store: 'iron-mountain', lines: [line('chemdawg-0', 5)] });
    expect(status).toBe(200);
    expect(body.lines[0]).toMatchObject({
      unitPriceCents: 3000,
      available: 3,
      pricedQuantity: 3,
      sellable: true,
      priceCents: 9000,
    });
    const medical = await quote({ mode: 'medical', store: 'iron-mountain', lines: [line('chemdawg-0')] });
    expect(medical.body.lines[0]).toMatchObject({ unitPriceCents: 2600 });
  });

  it('does not sell a size the store does not carry, nor offer it as another size', async () => {
    const { body } = await quote({
      mode: 'adult',
      store: 'iron-mountain',
      lines: [line('chemdawg-1'), line('chemdawg-0')],
    });
    expect(body.lines[0]).toMatchObject({ sellable: false, pricedQuantity: 0, totalCents: 0 });
    // The eighth is the only size Iron Mountain sells: nothing to switch to there; Monroe offers both.
    expect(body.lines[1]!.sizes).toEqual([]);
    const monroe = await quote({ mode: 'adult', lines: [line('chemdawg-0')] });
    expect(monroe.body.lines[0]!.sizes.map((size) => [size.line.sizeLabel, size.line.adultUsePriceCents])).toEqual([
      ['3.5 g', 3500],
      ['28 g', 20000],
    ]);
  });

  it("charges the store's own tax rate", async () => {
    // $45.00 − $5.00 = $40.00: 6.5% at Iron Mountain is $2.60, Monroe's 6% is $2.40.
    const there = await quote({ mode: 'adult', store: 'iron-mountain', lines: [line('river-hoodie-0')] });
    const here = await quote({ mode: 'adult', lines: [line('river-hoodie-0')] });
    expect(there.body.totals).toMatchObject({
      subtotalCents: 4500,
      discountCents: 500,
      salesTaxCents: 260,
      totalCents: 4260,
    });
    expect(here.body.totals).toMatchObject({ salesTaxCents: 240, totalCents: 4240 });
  });

  it("judges the day's deals by the store's time zone and the server clock", async () => {
    const there = await quote({ mode: 'adult', store: 'iron-mountain', lines: [line('gelato-0')] }, MIDNIGHT_IN_MONROE);
    const here = await quote({ mode: 'adult', lines: [line('gelato-0')] }, MIDNIGHT_IN_MONROE);
    expect(there.body.lines[0]).toMatchObject({ discountCents: 300, deals: [{ slug: 'gelato-tuesday' }] });
    expect(here.body.lines[0]).toMatchObject({ discountCents: 0, deals: [] });
    // Tuesday noon by the server clock, whatever the machine's date: Monroe runs the deal too.
    const noon = await quote({ mode: 'adult', lines: [line('gelato-0')] }, TUESDAY_NOON);
    expect(noon.body.lines[0]).toMatchObject({ discountCents: 300 });
  });

  it('refuses a store that is not open, or not a slug, and prices nothing', async () => {
    for (const store of ['ypsilanti', 'old-town']) {
      const { status, body } = await quote({ mode: 'adult', store, lines: [line('chemdawg-0')] });
      expect(status, store).toBe(400);
      expect(body.fields?.store, store).toEqual([`There is no store "${store}" to pick up from.`]);
    }
    for (const store of ['Iron Mountain', '', 'x'.repeat(61), 7]) {
      const { status, body } = await quote({ mode: 'adult', store, lines: [line('chemdawg-0')] });
      expect(status, String(store)).toBe(400);
      expect(body.fields?.store, String(store)).toHaveLength(1);
    }
  });

  it("answers without a store exactly as the default store's quote", async () => {
    const lines = [line('chemdawg-0', 2), line('chemdawg-1'), line('river-hoodie-0'), line('gelato-0')];
    const without = await quote({ mode: 'adult', lines });
    const named = await quote({ mode: 'adult', store: monroeSlug, lines });
    expect(without.status).toBe(200);
    expect(named.body).toEqual(without.body);
    expect(
      without.body.lines.map((quoted) => [quoted.unitPriceCents, quoted.available, quoted.pricedQuantity]),
    ).toEqual([
      [3500, 40, 2],
      [20000, 10, 1],
      [4500, 5, 1],
      [3000, 9, 1],
    ]);
  });
});
