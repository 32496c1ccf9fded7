import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '#server/db/database.ts';
import type { QuickOrderSection } from '#lib/cart/quick-order-list.ts';
import { listQuickOrder } from '#server/catalog/quick-order.ts';
import type { MenuMode } from '#lib/catalog/menu-query.ts';
import {
  insertBrand,
  insertCategory,
  insertDeal,
  insertProduct,
  TIME_ZONE,
  WEDNESDAY_AFTERNOON,
} from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import { insertTestStore } from '../support/test-store.ts';

const SETTINGS = { timeZone: TIME_ZONE, exciseTaxBps: 1000, salesTaxBps: 600 };
const EIGHTH = { category: 'flower', amount: 3544 } as const;

/** Product slug → its size labels, per section, as the list shows them. */
function shown(sections: QuickOrderSection[]) {
  return sections.map((section) => ({
    section: section.slug,
    products: section.products.map(
      (product) => `${product.slug}: ${product.sizes.map((size) => size.line.sizeLabel).join(', ')}`,
    ),
  }));
}

describe(`the quick-order list on ${testEngine}`, () => {
  let db: Database;
  const list = (mode: MenuMode, on: Queryable = db) =>
    listQuickOrder(on, { mode, now: WEDNESDAY_AFTERNOON, settings: SETTINGS });

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertTestStore(db);
    await insertCategory(db, 'flower', { position: 0 });
    await insertCategory(db, 'pre-rolls', { parent: 'flower' });
    await insertCategory(db, 'apparel', { position: 1 });
    await insertBrand(db, 'huron-valley');
    await insertProduct(db, {
      slug: 'chemdawg',
      category: 'flower',
      brand: 'huron-valley',
      variants: [
        { size: '3.5 g', price: 3500, medical: 3000, stock: 3, limit: EIGHTH },
        { size: '7 g', price: 6000, stock: 0, limit: EIGHTH },
        { size: '14 g', price: 11000, stock: 9, active: false, limit: EIGHTH },
        { size: '28 g', price: 20000, stock: 12, limit: { category: 'flower', amount: 28350 } },
      ],
    });
    await insertProduct(db, {
      slug: 'joint-pack',
      category: 'pre-rolls',
      variants: [{ size: '5 × 0.5 g', price: 2500, stock: 20, limit: { category: 'flower', amount: 2500 } }],
    });
    await insertProduct(db, {
      slug: 'river-hoodie',
      category: 'apparel',
      isCannabis: false,
      variants: [{ size: 'L', price: 4500, stock: 5 }],
    });
    await insertProduct(db, {
      slug: 'recalled-kush',
      category: 'flower',
      variants: [{ size: '3.5 g', price: 3000, stock: 5, limit: EIGHTH }],
      batches: [{ status: 'recalled' }],
    });
    await insertProduct(db, {
      slug: 'expired-og',
      category: 'flower',
      variants: [{ size: '3.5 g', price: 3000, stock: 5, limit: EIGHTH }],
      batches: [{ expiresOn: '2026-01-31' }],
    });
    await insertProduct(db, {
      slug: 'gone-haze',
      category: 'flower',
      variants: [{ size: '3.5 g', price: 3000, stock: 0, limit: EIGHTH }],
    });
    await insertProduct(db, {
      slug: 'old-stock',
      category: 'flower',
      status: 'archived',
      variants: [{ size: '3.5 g', price: 3000, stock: 5, limit: EIGHTH }],
    });
    await insertProduct(db, {
      slug: 'patient-rso',
      category: 'flower',
      medicalOnly: true,
      variants: [{ size: '1 g', price: 3000, stock: 5, limit: EIGHTH }],
    });
    await insertDeal(db, {
      slug: 'flower-friday',
      title: '10% off flower',
      kind: 'percent_off',
      percentOff: 10,
      scope: 'categories',
      targets: ['flower'],
    });
  });
  afterAll(() => db.close());

  it('lists only sellable sizes, by section: no sold-out, inactive, recalled, expired, archived or medical-only on adult-use', async () => {
    expect(shown(await list('adult'))).toEqual([
      { section: 'flower', products: ['chemdawg: 3.5 g, 28 g', 'joint-pack: 5 × 0.5 g'] },
      { section: 'apparel', products: ['river-hoodie: L'] },
    ]);
    expect(shown(await list('medical'))[0]?.products).toEqual([
      'chemdawg: 3.5 g, 28 g',
      'joint-pack: 5 × 0.5 g',
      'patient-rso: 1 g',
    ]);
  });

  it('prices each size out the door on the menu, with the running deals, and gives the cart what it copies', async () => {
    const [flower] = await list('adult');
    const eighth = flower!.products[0]!.sizes[0]!;
    // $35.00 less 10% is $31.50; excise 10% → $34.65; sales tax 6% → $36.73.
    expect(eighth.price).toMatchObject({ priceCents: 3150, dealTitle: '10% off flower', outTheDoorCents: 3673 });
    expect(eighth.stockState).toBe('low_stock');
    expect(eighth.line).toMatchObject({
      productSlug: 'chemdawg',
      productName: 'Chemdawg',
      sizeLabel: '3.5 g',
      maxQuantity: 3,
      limitCategory: 'flower',
      limitAmount: 3544,
      medicalPriceCents: 3000,
    });
    expect(eighth.line.imageSrc).toBe('/media/products/chemdawg-400.webp');
    // The deal covers a subcategory of flower too.
    expect(flower!.products[1]!.sizes[0]!.price.priceCents).toBe(2250);
    const [medical] = await list('medical');
    expect(medical!.products[0]!.sizes[0]!.price).toMatchObject({ priceCents: 2700, outTheDoorCents: 2862 });
  });

  it('reads the catalog in one query, however many products (and the deals in one more)', async () => {
    let queries = 0;
    const counting: Queryable = {
      query: (text, params) => ((queries += 1), db.query(text, params)),
      exec: (script) => db.exec(script),
    };
    await list('adult', counting);
    expect(queries).toBe(2);
  });
});
