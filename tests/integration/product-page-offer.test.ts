import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '#server/db/database.ts';
import { getProductPage, loadProductPage, type ProductOffer } from '#server/catalog/product-page.ts';
import { listRelatedProducts } from '#server/catalog/related-products.ts';
import { generateCatalog, notableProducts, seedDemoStore } from '#demo-store/index.ts';
import { makeTempMediaDir } from '../support/media-dir.ts';
import { countingStatements } from '../support/statement-count.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

const settings = { timeZone: 'America/Detroit', exciseTaxBps: 1000, salesTaxBps: 600 };
// Saturday 21 November 2026 in Monroe, and the Wednesday after it.
const SATURDAY = new Date('2026-11-21T15:00:00Z');
const WEDNESDAY = new Date('2026-11-25T15:00:00Z');
const CHEMDAWG = 'huron-valley-growers-chemdawg';

const catalog = generateCatalog();
const notable = notableProducts(catalog);
const unsellable = new Set([notable.recalled, notable.onHold, notable.expired, ...notable.soldOut].map((p) => p.slug));
const rosin = catalog.find((product) => product.categorySlug === 'rosin' && !unsellable.has(product.slug))!;
const medicalOnly = notable.medicalOnly.find((product) => !unsellable.has(product.slug))!;

describe(`product page prices, deals and related products on ${testEngine}`, () => {
  let db: Database;
  let media: Awaited<ReturnType<typeof makeTempMediaDir>>;
  beforeAll(async () => {
    db = await openTestDatabase();
    media = await makeTempMediaDir();
    await seedDemoStore(db, { mediaDir: media.mediaDir, demoAccounts: false, now: SATURDAY });
  });
  afterAll(async () => {
    await db?.close();
    await media?.remove();
  });

  async function offerFor(slug: string, mode: 'adult' | 'medical', now = SATURDAY): Promise<ProductOffer> {
    const page = await loadProductPage(db, slug, { mode, now, settings });
    expect(page?.product.slug, slug).toBe(slug);
    return page!.offer;
  }

  it('finds no page for a slug no product has', async () => {
    expect(await loadProductPage(db, 'no-such-product', { mode: 'adult', now: SATURDAY, settings })).toBeNull();
  });

  it('asks for the product, its related products and its reviews in one wait once the process knows its id', async () => {
    const [first, second] = catalog.filter((product) => !unsellable.has(product.slug) && product.slug !== CHEMDAWG);
    const counted = countingStatements(db);
    await loadProductPage(counted.db, first!.slug, { mode: 'adult', now: SATURDAY, settings }); // reads the store-wide facts
    const before = { ...counted.tally };
    const page = await loadProductPage(counted.db, second!.slug, { mode: 'adult', now: SATURDAY, settings });
    expect(page?.product.slug).toBe(second!.slug);
    expect(counted.tally.waits - before.waits).toBe(1);
    // The same page as a process that has read nothing yet makes it.
    expect(page).toEqual(await loadProductPage(db, second!.slug, { mode: 'adult', now: SATURDAY, settings }));
  });

  it('reads the right product’s related products and reviews when a slug moved to another product since', async () => {
    const [moved, taker] = catalog
      .filter((product) => !unsellable.has(product.slug) && product.slug !== CHEMDAWG)
      .slice(2);
    const counted = countingStatements(db);
    await loadProductPage(counted.db, moved!.slug, { mode: 'adult', now: SATURDAY, settings }); // knows the slug's id now
    await db.query(`update products set slug = slug || '-old' where slug = $1`, [moved!.slug]);
    await db.query(`update products set slug = $1 where slug = $2`, [moved!.slug, taker!.slug]);
    try {
      const page = await loadProductPage(counted.db, moved!.slug, { mode: 'adult', now: SATURDAY, settings });
      expect(page?.product.name).toBe(taker!.name);
      expect(page?.offer.related.map((card) => card.slug)).not.toContain(moved!.slug);
      expect(page).toEqual(
        await loadProductPage(countingStatements(db).db, moved!.slug, { mode: 'adult', now: SATURDAY, settings }),
      );
    } finally {
      await db.query(`update products set slug = $1 where slug = $2`, [taker!.slug, moved!.slug]);
      await db.query(`update products set slug = $1 where slug = $2`, [moved!.slug, `${moved!.slug}-old`]);
    }
  });

  it('takes the brand deal off the adult-use price and taxes what is left', async () => {
    const offer = await offerFor(CHEMDAWG, 'adult');
    expect(offer).toMatchObject({ priceMode: 'adult', buyable: true });
    // The eighth: $25.00 − $5 = $20.00; + $2.00 excise + 6% of $22.00 = $23.32.
    expect(offer.prices[0]).toEqual({
      priceCents: 2000,
      regularPriceCents: 2500,
      dealTitle: '$5 off Huron Valley Growers',
      outTheDoorCents: 2332,
    });
    expect(offer.moreDeals.map((deal) => deal.slug)).toEqual([
      'any-four-eighths-for-100',
      'first-time-fifteen-percent',
      'birthday-month-twenty-percent',
    ]);
  });

  it('prices the medical menu from the medical price, with the better of the deals it offers', async () => {
    const offer = await offerFor(CHEMDAWG, 'medical');
    expect(offer.priceMode).toBe('medical');
    // Eighth: $23 − $5 beats 10% off. Half ounce: 10% off $78 ($70.20) beats $5 off.
    expect(offer.prices[0]).toMatchObject({ priceCents: 1800, regularPriceCents: 2300, outTheDoorCents: 1908 });
    expect(offer.prices[2]).toEqual({
      priceCents: 7020,
      regularPriceCents: 7800,
      dealTitle: 'Patients save 10% every day',
      outTheDoorCents: 7441,
    });
  });

  it('applies a category deal to its subcategories, on its weekday only', async () => {
    const product = await getProductPage(db, rosin.slug);
    expect(product!.categorySlugs).toEqual(['rosin', 'concentrates']);
    const wednesday = await offerFor(rosin.slug, 'adult', WEDNESDAY);
    const regular = rosin.variants[0]!.adultUsePriceCents;
    expect(wednesday.prices[0]).toMatchObject({
      priceCents: regular - Math.floor((regular * 20 + 50) / 100),
      regularPriceCents: regular,
      dealTitle: 'Wax Wednesday',
    });
    const saturday = await offerFor(rosin.slug, 'adult');
    expect(saturday.prices[0]).toMatchObject({ priceCents: regular, regularPriceCents: null, dealTitle: null });
  });

  it('shows an adult-use visitor the medical price of a medical-only product, without selling it', async () => {
    const adult = await offerFor(medicalOnly.slug, 'adult');
    expect(adult).toMatchObject({ priceMode: 'medical', buyable: false });
    expect(adult.prices[0]!.regularPriceCents ?? adult.prices[0]!.priceCents).toBe(
      medicalOnly.variants[0]!.medicalPriceCents,
    );
    expect((await offerFor(medicalOnly.slug, 'medical')).buyable).toBe(true);
  });

  it('sells nothing from a recalled lot', async () => {
    expect((await offerFor(notable.recalled.slug, 'adult')).buyable).toBe(false);
  });

  it('relates the same strain first, then the brand in the same category, only what can be bought', async () => {
    const offer = await offerFor(CHEMDAWG, 'adult');
    const slugs = offer.related.map((product) => product.slug);
    expect(slugs.length).toBeGreaterThan(0);
    expect(slugs.length).toBeLessThanOrEqual(4);
    expect(slugs).not.toContain(CHEMDAWG);
    for (const slug of slugs) expect(unsellable.has(slug), slug).toBe(false);

    const chemdawg = catalog.find((product) => product.slug === CHEMDAWG)!;
    const sameStrain = catalog.filter(
      (p) => p.strainSlug === chemdawg.strainSlug && p.slug !== CHEMDAWG && !unsellable.has(p.slug),
    );
    expect(slugs.slice(0, sameStrain.length).sort()).toEqual(
      sameStrain
        .map((p) => p.slug)
        .sort()
        .slice(0, 4),
    );
    for (const slug of slugs.slice(sameStrain.length)) {
      const product = catalog.find((p) => p.slug === slug)!;
      expect(product).toMatchObject({ brandSlug: chemdawg.brandSlug, categorySlug: chemdawg.categorySlug });
    }
    // A related Huron Valley product carries the brand deal too.
    const brandmate = offer.related.find((product) => product.brandName === 'Huron Valley Growers');
    expect(brandmate?.price.dealTitle).toBe('$5 off Huron Valley Growers');
  });

  it('offers medical-only products as related on the medical menu only', async () => {
    const gummy = notable.medicalOnly.find((product) => product.categorySlug === 'gummies')!;
    const sibling = catalog.find(
      (p) =>
        p.brandSlug === gummy.brandSlug &&
        p.categorySlug === gummy.categorySlug &&
        !p.medicalOnly &&
        !unsellable.has(p.slug),
    )!;
    const { id } = (await getProductPage(db, sibling.slug))!;
    const related = async (mode: 'adult' | 'medical') =>
      (await listRelatedProducts(db, id, mode, 50)).map((product) => product.slug);
    expect(await related('medical')).toContain(gummy.slug);
    expect(await related('adult')).not.toContain(gummy.slug);
  });

  it('reads the product, its sizes, lab results and images in one statement', async () => {
    const statements: string[] = [];
    const counted: Queryable = {
      query: (text, params) => {
        statements.push(text);
        return db.query(text, params);
      },
      exec: (script) => db.exec(script),
    };
    const page = await getProductPage(counted, CHEMDAWG);
    expect(statements).toHaveLength(1);
    expect(page).toMatchObject({ slug: CHEMDAWG, availability: 'available' });
    expect(page!.variants.length).toBeGreaterThan(1);
    expect(page!.variants.map((variant) => variant.adultUsePriceCents)).toContain(2500);
    expect(page!.batches[0]).toMatchObject({ sellable: true, status: 'active' });
    expect(page!.images.length).toBeGreaterThan(0);
  });
});
