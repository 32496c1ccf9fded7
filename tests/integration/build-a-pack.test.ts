import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '#server/db/database.ts';
import { listBuildAPack } from '#server/catalog/build-a-pack.ts';
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

describe(`the build-a-pack list on ${testEngine}`, () => {
  let db: Database;
  const list = (mode: MenuMode, now = WEDNESDAY_AFTERNOON, on: Queryable = db) =>
    listBuildAPack(on, { mode, now, settings: SETTINGS });
  /** Deal slug → "product: size" of each item it offers. */
  const shown = async (mode: MenuMode, now?: Date) =>
    (await list(mode, now)).packs.map((pack) => ({
      deal: pack.deal.slug,
      items: pack.items.map((item) => `${item.line.productSlug}: ${item.line.sizeLabel}`),
    }));

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertTestStore(db);
    await insertCategory(db, 'flower', { position: 0 });
    await insertCategory(db, 'pre-rolls', { parent: 'flower' });
    await insertCategory(db, 'edibles', { position: 1 });
    await insertCategory(db, 'apparel', { position: 2 });
    await insertBrand(db, 'huron-valley');
    await insertProduct(db, {
      slug: 'chemdawg',
      category: 'flower',
      brand: 'huron-valley',
      variants: [
        { size: '28 g', weightMg: 28000, price: 20000, stock: 12, limit: { category: 'flower', amount: 28350 } },
        { size: '3.5 g', weightMg: 3500, price: 3500, medical: 3000, stock: 3, limit: EIGHTH },
        { size: '7 g', weightMg: 7000, price: 6000, stock: 4, limit: EIGHTH },
      ],
    });
    await insertProduct(db, {
      slug: 'big-bud',
      category: 'flower',
      variants: [
        { size: '3.5 g', weightMg: 3500, price: 3000, stock: 0, limit: EIGHTH },
        { size: '7 g', weightMg: 7000, price: 5500, stock: 5, limit: EIGHTH },
      ],
    });
    await insertProduct(db, {
      slug: 'joint-pack',
      category: 'pre-rolls',
      variants: [
        { size: '5 × 0.5 g', weightMg: 2500, price: 2500, stock: 20, limit: { category: 'flower', amount: 2500 } },
      ],
    });
    // Merch filed under flower: untaxed, so never in a cannabis pack.
    await insertProduct(db, {
      slug: 'flower-hat',
      category: 'flower',
      isCannabis: false,
      variants: [{ size: 'One size', price: 2000, stock: 5 }],
    });
    await insertProduct(db, {
      slug: 'river-hoodie',
      category: 'apparel',
      isCannabis: false,
      variants: [{ size: 'L', price: 4500, stock: 5 }],
    });
    await insertProduct(db, {
      slug: 'gummies',
      category: 'edibles',
      variants: [{ size: '10 × 10 mg', price: 2000, stock: 5 }],
    });
    await insertProduct(db, {
      slug: 'recalled-kush',
      category: 'flower',
      variants: [{ size: '3.5 g', price: 3000, stock: 5, limit: EIGHTH }],
      batches: [{ status: 'recalled' }],
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
      variants: [{ size: '1 g', weightMg: 1000, price: 3000, stock: 5, limit: EIGHTH }],
    });
    const from = '2026-11-01T00:00:00Z';
    await insertDeal(db, {
      slug: 'four-flower',
      title: 'Any 4 eighths for $100',
      kind: 'bundle_price',
      scope: 'categories',
      targets: ['flower'],
      startsAt: from,
      position: 0,
    });
    await insertDeal(db, {
      slug: 'hoodie-pack',
      kind: 'bundle_price',
      scope: 'categories',
      targets: ['apparel'],
      startsAt: from,
      position: 1,
    });
    await insertDeal(db, {
      slug: 'first-pack',
      kind: 'bundle_price',
      scope: 'all',
      eligibility: 'first_time',
      startsAt: from,
      position: 2,
    });
    await insertDeal(db, {
      slug: 'patients-pack',
      kind: 'bundle_price',
      scope: 'products',
      targets: ['patient-rso'],
      audience: 'medical',
      startsAt: from,
      position: 3,
    });
    await insertDeal(db, {
      slug: 'flower-ten',
      title: '10% off flower',
      kind: 'percent_off',
      percentOff: 10,
      scope: 'categories',
      targets: ['flower'],
      startsAt: from,
      position: 4,
    });
    await insertDeal(db, {
      slug: 'eighths-only',
      kind: 'bundle_price',
      scope: 'categories',
      targets: ['flower'],
      sizeWeightMg: 3500,
      startsAt: from,
      position: 5,
    });
  });
  afterAll(() => db.close());

  it("offers each pack deal's covered products only, one sellable size each (the smallest in stock), never mixing taxed and untaxed", async () => {
    expect(await shown('adult')).toEqual([
      { deal: 'four-flower', items: ['big-bud: 7 g', 'chemdawg: 3.5 g', 'joint-pack: 5 × 0.5 g'] },
      { deal: 'hoodie-pack', items: ['river-hoodie: L'] },
      // A pack for one size offers that size only: not the 7 g, the 5 × 0.5 g or the sold-out eighth.
      { deal: 'eighths-only', items: ['chemdawg: 3.5 g'] },
    ]);
    expect(await shown('medical')).toEqual([
      { deal: 'four-flower', items: ['big-bud: 7 g', 'chemdawg: 3.5 g', 'joint-pack: 5 × 0.5 g', 'patient-rso: 1 g'] },
      { deal: 'hoodie-pack', items: ['river-hoodie: L'] },
      { deal: 'patients-pack', items: ['patient-rso: 1 g'] },
      { deal: 'eighths-only', items: ['chemdawg: 3.5 g'] },
    ]);
    for (const pack of (await list('medical')).packs) {
      expect(new Set(pack.items.map((item) => item.line.exciseTaxable)).size).toBe(1);
    }
  });

  it('gives the terms, the cart line, what deals match on and the price on the menu', async () => {
    const { packs, ongoing } = await list('adult');
    expect(packs[0]!.deal).toMatchObject({
      slug: 'four-flower',
      title: 'Any 4 eighths for $100',
      bundleQuantity: 4,
      bundlePriceCents: 10000,
    });
    const chemdawg = packs[0]!.items[1]!;
    expect(chemdawg.line).toMatchObject({
      productSlug: 'chemdawg',
      sizeLabel: '3.5 g',
      maxQuantity: 3,
      adultUsePriceCents: 3500,
      exciseTaxable: true,
    });
    expect(chemdawg).toMatchObject({ brandSlug: 'huron-valley', categorySlugs: ['flower'], stockState: 'low_stock' });
    expect(packs[0]!.items[2]!.categorySlugs).toEqual(['pre-rolls', 'flower']);
    // $35.00 less 10% is $31.50; excise 10% → $34.65; sales tax 6% → $36.73.
    expect(chemdawg.price).toMatchObject({ priceCents: 3150, dealTitle: '10% off flower', outTheDoorCents: 3673 });
    // What the page prices a pack with: the deals for everyone on this menu.
    expect(ongoing.map((deal) => deal.slug)).toEqual(['four-flower', 'hoodie-pack', 'flower-ten', 'eighths-only']);
  });

  it('is empty when no pack deal runs', async () => {
    expect(await list('adult', new Date('2026-10-21T19:00:00Z'))).toEqual({ packs: [], ongoing: [] });
  });

  it('reads the sizes in one query, and the deals in one more', async () => {
    let queries = 0;
    const counting: Queryable = {
      query: (text, params) => ((queries += 1), db.query(text, params)),
      exec: (script) => db.exec(script),
    };
    await list('adult', WEDNESDAY_AFTERNOON, counting);
    expect(queries).toBe(2);
  });
});
