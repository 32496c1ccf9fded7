import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { listNavCategories } from '#server/catalog/navigation.ts';
import { getProductPage } from '#server/catalog/product-page.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

/** Rows this file inserts itself, so each expectation names the row that causes it. */
interface ProductFixture {
  slug: string;
  category: string;
  isCannabis?: boolean;
  status?: 'draft' | 'active' | 'archived';
  featured?: boolean;
  potencyUnit?: 'percent' | 'mg';
  servings?: number | null;
  medicalOnly?: boolean;
  variants: { size: string; price: number; medical?: number | null; stock: number; active?: boolean }[];
  batches?: {
    number: string;
    status: 'active' | 'on_hold' | 'recalled' | 'expired';
    testedOn: string;
    thcPercent?: number;
    cbdPercent?: number;
    thcMg?: number;
    expiresOn?: string;
    coaUrl?: string;
  }[];
}

async function insertCategory(db: Database, slug: string, position: number, parent?: string): Promise<void> {
  await db.query(
    `insert into categories (slug, name, position, parent_id)
     values ($1, initcap(replace($1, '-', ' ')), $2, (select id from categories where slug = $3))`,
    [slug, position, parent ?? null],
  );
}

async function insertProduct(db: Database, fixture: ProductFixture): Promise<void> {
  const [product] = await db.query<{ id: string }>(
    `insert into products (slug, name, brand_id, category_id, strain_id, is_cannabis, status, featured,
                           potency_unit, servings_per_package, medical_only, description)
     values ($1, initcap(replace($1, '-', ' ')), (select id from brands where slug = 'north-bank'),
             (select id from categories where slug = $2),
             (select id from strains where slug = 'river-haze' and $3),
             $3, $4, $5, $6, $7, $8, 'A test product.')
     returning id`,
    [
      fixture.slug,
      fixture.category,
      fixture.isCannabis ?? true,
      fixture.status ?? 'active',
      fixture.featured ?? false,
      fixture.potencyUnit ?? 'percent',
      fixture.servings ?? null,
      fixture.medicalOnly ?? false,
    ],
  );
  const id = product!.id;
  for (const [position, variant] of fixture.variants.entries()) {
    await db.query(
      `insert into variants (product_id, sku, size_label, adult_use_price_cents, medical_price_cents, stock, active, position)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        id,
        `${fixture.slug}-${position}`,
        variant.size,
        variant.price,
        variant.medical ?? null,
        variant.stock,
        variant.active ?? true,
        position,
      ],
    );
  }
  for (const batch of fixture.batches ?? []) {
    await db.query(
      `insert into batches (product_id, batch_number, lab_name, tested_on, thc_percent, cbd_percent, thc_mg,
                            status, expires_on, coa_url, terpenes)
       values ($1, $2, 'Great Lakes Testing', $3, $4, $5, $6, $7, $8, $9, '[{"name": "limonene", "percent": 0.6}]')`,
      [
        id,
        batch.number,
        batch.testedOn,
        batch.thcPercent ?? null,
        batch.cbdPercent ?? null,
        batch.thcMg ?? null,
        batch.status,
        batch.expiresOn ?? null,
        batch.coaUrl ?? null,
      ],
    );
  }
  await db.query(`insert into product_images (product_id, path, alt, width, height) values ($1, $2, $3, 800, 800)`, [
    id,
    `products/${fixture.slug}.webp`,
    `Photo of ${fixture.slug}`,
  ]);
}

const ACTIVE = { number: 'B-1', status: 'active', testedOn: '2026-01-05', thcPercent: 24.1, cbdPercent: 0.1 } as const;

describe(`the catalog menu and product page on ${testEngine}`, () => {
  let db: Database;

  beforeAll(async () => {
    db = await openTestDatabase();
    await db.query(`insert into brands (slug, name) values ('north-bank', 'North Bank Growers')`);
    await db.query(
      `insert into strains (slug, name, type, lineage, terpenes, effects)
       values ('river-haze', 'River Haze', 'sativa', 'Haze × Durban', '[{"name": "terpinolene", "percent": 1.1}]', '{uplifted}')`,
    );
    // Positions deliberately differ from insertion order.
    await insertCategory(db, 'edibles', 2);
    await insertCategory(db, 'flower', 1);
    await insertCategory(db, 'apparel', 3);
    await insertCategory(db, 'tinctures', 4);
    await insertCategory(db, 'gummies', 0, 'edibles');

    await insertProduct(db, {
      slug: 'haze-eighth',
      category: 'flower',
      variants: [
        { size: '3.5 g', price: 3500, medical: 3000, stock: 20 },
        { size: '7 g', price: 6000, stock: 3 },
        { size: '1 g', price: 1200, stock: 0 },
      ],
      batches: [
        ACTIVE,
        { number: 'B-0', status: 'expired', testedOn: '2025-06-01', thcPercent: 19 },
        { number: 'B-2', status: 'recalled', testedOn: '2026-02-01', thcPercent: 30, coaUrl: 'javascript:alert(1)' },
      ],
    });
    await insertProduct(db, {
      slug: 'a-featured-flower',
      category: 'flower',
      featured: true,
      variants: [{ size: '3.5 g', price: 4000, stock: 8 }],
      batches: [{ ...ACTIVE, coaUrl: 'https://lab.example/coa/b-1.pdf' }],
    });
    await insertProduct(db, {
      slug: 'sold-out-flower',
      category: 'flower',
      variants: [
        { size: '3.5 g', price: 3000, stock: 0 },
        { size: '7 g', price: 5500, stock: 9, active: false },
      ],
      batches: [ACTIVE],
    });
    await insertProduct(db, {
      slug: 'recalled-flower',
      category: 'flower',
      variants: [{ size: '3.5 g', price: 3000, stock: 10 }],
      batches: [{ ...ACTIVE, status: 'recalled' }],
    });
    await insertProduct(db, {
      slug: 'lapsed-flower',
      category: 'flower',
      variants: [{ size: '3.5 g', price: 3000, stock: 10 }],
      batches: [{ ...ACTIVE, expiresOn: '2020-01-01' }],
    });
    await insertProduct(db, {
      slug: 'untested-flower',
      category: 'flower',
      variants: [{ size: '3.5 g', price: 3000, stock: 10 }],
    });
    await insertProduct(db, {
      slug: 'archived-flower',
      category: 'flower',
      status: 'archived',
      variants: [{ size: '3.5 g', price: 3000, stock: 10 }],
      batches: [ACTIVE],
    });
    await insertProduct(db, {
      slug: 'draft-flower',
      category: 'flower',
      status: 'draft',
      variants: [{ size: '3.5 g', price: 3000, stock: 10 }],
      batches: [ACTIVE],
    });
    await insertProduct(db, {
      slug: 'cherry-gummies',
      category: 'gummies',
      potencyUnit: 'mg',
      servings: 10,
      medicalOnly: true,
      variants: [{ size: '10 pack', price: 1800, stock: 40 }],
      batches: [{ number: 'G-1', status: 'active', testedOn: '2026-01-10', thcMg: 100 }],
    });
    await insertProduct(db, {
      slug: 'cotton-tee',
      category: 'apparel',
      isCannabis: false,
      variants: [{ size: 'L', price: 2500, stock: 12 }],
    });
    // Tinctures has only a product without stock, so the section and the nav link are left out.
    await insertProduct(db, {
      slug: 'empty-tincture',
      category: 'tinctures',
      variants: [{ size: '30 ml', price: 4000, stock: 0 }],
      batches: [ACTIVE],
    });
  });

  afterAll(() => db.close());

  it('lists navigation categories that have something to buy', async () => {
    expect(await listNavCategories(db)).toEqual([
      { slug: 'flower', name: 'Flower' },
      { slug: 'edibles', name: 'Edibles' },
      { slug: 'apparel', name: 'Apparel' },
    ]);
  });

  describe('getProductPage', () => {
    it('returns null for a slug that does not exist and for a draft', async () => {
      expect(await getProductPage(db, 'no-such-product')).toBeNull();
      expect(await getProductPage(db, 'draft-flower')).toBeNull();
    });

    it('shows an available product with its variants, stock states and lab results', async () => {
      const page = await getProductPage(db, 'haze-eighth');
      expect(page).toMatchObject({
        name: 'Haze Eighth',
        availability: 'available',
        brand: { slug: 'north-bank', name: 'North Bank Growers' },
        category: { slug: 'flower', name: 'Flower' },
        menuSection: { slug: 'flower', name: 'Flower' },
        strain: { name: 'River Haze', type: 'sativa', lineage: 'Haze × Durban', effects: ['uplifted'] },
        potency: { label: 'THC 24.1% · CBD 0.1%' },
        terpenes: [{ name: 'limonene', percent: 0.6 }],
        effects: ['uplifted'],
        images: [expect.objectContaining({ src: '/media/products/haze-eighth.webp' })],
      });
      expect(
        page!.variants.map(({ sizeLabel, adultUsePriceCents, medicalPriceCents, stockState }) => ({
          sizeLabel,
          adultUsePriceCents,
          medicalPriceCents,
          stockState,
        })),
      ).toEqual([
        { sizeLabel: '3.5 g', adultUsePriceCents: 3500, medicalPriceCents: 3000, stockState: 'in_stock' },
        { sizeLabel: '7 g', adultUsePriceCents: 6000, medicalPriceCents: null, stockState: 'low_stock' },
        { sizeLabel: '1 g', adultUsePriceCents: 1200, medicalPriceCents: null, stockState: 'sold_out' },
      ]);
      // Sellable first, then the rest newest first; the recall stays visible, its unsafe link does not.
      expect(
        page!.batches.map(({ batchNumber, status, testedOn, coaUrl, sellable }) => ({
          batchNumber,
          status,
          testedOn,
          coaUrl,
          sellable,
        })),
      ).toEqual([
        { batchNumber: 'B-1', status: 'active', testedOn: '2026-01-05', coaUrl: null, sellable: true },
        { batchNumber: 'B-2', status: 'recalled', testedOn: '2026-02-01', coaUrl: null, sellable: false },
        { batchNumber: 'B-0', status: 'expired', testedOn: '2025-06-01', coaUrl: null, sellable: false },
      ]);
    });

    it('keeps a safe certificate link', async () => {
      const page = await getProductPage(db, 'a-featured-flower');
      expect(page!.batches[0]!.coaUrl).toBe('https://lab.example/coa/b-1.pdf');
    });

    it.each(['recalled-flower', 'lapsed-flower', 'untested-flower'])(
      'shows %s, which has no sellable batch, as unavailable',
      async (slug) => {
        const page = await getProductPage(db, slug);
        expect(page).toMatchObject({ slug, availability: 'unavailable', potency: null });
      },
    );

    it('shows an archived product as unavailable even with a sellable batch', async () => {
      expect(await getProductPage(db, 'archived-flower')).toMatchObject({ availability: 'unavailable' });
    });

    it('keeps a sold-out product available (its sizes say sold out)', async () => {
      const page = await getProductPage(db, 'sold-out-flower');
      expect(page!.availability).toBe('available');
      expect(page!.variants.map((variant) => variant.stockState)).toEqual(['sold_out']);
    });

    it('reports milligram potency per serving and the medical-only flag for infused goods', async () => {
      const page = await getProductPage(db, 'cherry-gummies');
      expect(page).toMatchObject({
        medicalOnly: true,
        category: { slug: 'gummies', name: 'Gummies' },
        menuSection: { slug: 'edibles', name: 'Edibles' },
        potency: { label: 'THC 100 mg', servingLabel: '10 mg THC per serving · 10 servings' },
      });
    });

    it('sells merch without lab results', async () => {
      const page = await getProductPage(db, 'cotton-tee');
      expect(page).toMatchObject({ isCannabis: false, availability: 'available', batches: [], potency: null });
    });
  });
});
