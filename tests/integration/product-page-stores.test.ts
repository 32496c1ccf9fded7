import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { loadProductPage } from '#server/catalog/product-page.ts';
import { listStoreSettings } from '#server/settings/store-settings.ts';
import { insertCategory, insertDeal, insertProduct } from '../support/menu-fixtures.ts';
import { countingStatements } from '../support/statement-count.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { insertPickupStore } from '../support/test-store.ts';

const settings = { timeZone: 'America/Detroit', exciseTaxBps: 1000, salesTaxBps: 600 };
const NOW = new Date('2026-12-08T17:30:00Z');
const EIGHTH_MG = 3544;

/**
 * The product page with several stores: each open store's availability of the product, and the
 * sizes, stock and prices of the store `?store=` names; with one store, the page as it always was.
 */
describe(`the product page at several stores on ${testEngine}`, () => {
  let db: Database;
  const stores = async () => (await listStoreSettings(db)).map((store) => store.store);
  const page = async (slug: string, options: { store?: string; stores?: boolean } = {}) => {
    const open = options.stores === false ? undefined : await stores();
    return loadProductPage(db, slug, {
      mode: 'adult',
      now: NOW,
      settings,
      store: open?.find((store) => store.slug === options.store),
      stores: open,
    });
  };

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertPickupStore(db);
    await insertCategory(db, 'flower');
    await insertProduct(db, {
      slug: 'blue-dream',
      category: 'flower',
      variants: [
        { size: '3.5 g', price: 3500, stock: 40, limit: { category: 'flower', amount: EIGHTH_MG } },
        { size: '28 g', price: 20000, stock: 10, limit: { category: 'flower', amount: 28_000 } },
      ],
    });
    await insertDeal(db, {
      slug: 'blue-five',
      kind: 'amount_off',
      amountOffCents: 500,
      scope: 'products',
      targets: ['blue-dream'],
    });
  });
  afterAll(() => db.close());

  it("lists no availability while there is one store, and shows the catalog's sizes", async () => {
    const one = await page('blue-dream');
    expect(one?.offer.availability).toEqual([]);
    expect(one?.product.variants.map((size) => [size.sizeLabel, size.adultUsePriceCents, size.stock])).toEqual([
      ['3.5 g', 3500, 40],
      ['28 g', 20000, 10],
    ]);
    expect(one).toEqual(await page('blue-dream', { stores: false }));
  });

  describe('with a second and a third store', () => {
    let monroe: string;
    beforeAll(async () => {
      monroe = (await stores())[0]!.slug;
      const [ypsilanti] = await db.query<{ id: string }>(
        `insert into stores (slug, name, position) values ('ypsilanti', 'Ypsilanti', 1) returning id`,
      );
      await db.query(`insert into stores (slug, name, position) values ('lansing', 'Lansing', 2)`);
      await db.query(`insert into stores (slug, name, closed_at) values ('old-town', 'Old Town', now())`);
      // Ypsilanti: the eighth at $40.00 with 3 left, the ounce not carried. Lansing carries nothing.
      await db.query(
        `insert into store_variants (store_id, variant_id, stock, adult_use_price_cents, carried)
         select $1, v.id, case when v.sku = 'blue-dream-0' then 3 else 6 end,
                case when v.sku = 'blue-dream-0' then 4000 end, v.sku = 'blue-dream-0'
           from variants v where v.sku like 'blue-dream-%'`,
        [ypsilanti!.id],
      );
    });

    it('lists every open store with its stock and its price where it differs, in one more statement of the same wait', async () => {
      const counted = countingStatements(db);
      const open = await stores();
      await loadProductPage(counted.db, 'blue-dream', { mode: 'adult', now: NOW, settings, stores: open }); // knows the product now
      const before = { ...counted.tally };
      const shown = await loadProductPage(counted.db, 'blue-dream', {
        mode: 'adult',
        now: NOW,
        settings,
        stores: open,
      });
      expect(counted.tally.waits - before.waits).toBe(1);
      // The page shows Monroe's $35.00 − $5.00: Ypsilanti's eighth is $40.00 − $5.00.
      expect(shown?.offer.availability).toEqual([
        {
          store: { slug: monroe, name: expect.any(String), isDefault: true },
          level: 'in_stock',
          left: 50,
          fromCents: null,
        },
        {
          store: { slug: 'ypsilanti', name: 'Ypsilanti', isDefault: false },
          level: 'low_stock',
          left: 3,
          fromCents: 3500,
        },
        {
          store: { slug: 'lansing', name: 'Lansing', isDefault: false },
          level: 'not_carried',
          left: 0,
          fromCents: null,
        },
      ]);
    });

    it('offers the sizes, stock and prices of the store it is asked for', async () => {
      const there = await page('blue-dream', { store: 'ypsilanti' });
      expect(
        there?.product.variants.map((size) => [size.sizeLabel, size.adultUsePriceCents, size.stock, size.stockState]),
      ).toEqual([['3.5 g', 4000, 3, 'low_stock']]);
      expect(there?.offer.prices.map((price) => price.priceCents)).toEqual([3500]);
      // Seen from Ypsilanti, Monroe is the one whose price differs.
      expect(there?.offer.availability.map((entry) => entry.fromCents)).toEqual([3000, null, null]);
      expect((await page('blue-dream', { store: 'lansing' }))?.product.variants).toEqual([]);
    });

    it("shows the default store's sizes for a store it does not know", async () => {
      const unknown = await page('blue-dream', { store: 'old-town' });
      expect(unknown?.product.variants.map((size) => size.adultUsePriceCents)).toEqual([3500, 20000]);
    });
  });
});
