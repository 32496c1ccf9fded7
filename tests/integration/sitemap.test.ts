import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { generateCatalog, notableProducts, seedDemoStore } from '#demo-store/index.ts';
import { listSitemapEntries, type SitemapEntry } from '#server/seo/sitemap.ts';
import { makeTempMediaDir } from '../support/media-dir.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

async function collect(db: Database, batchSize?: number): Promise<{ entries: SitemapEntry[]; batches: number }> {
  const entries: SitemapEntry[] = [];
  let batches = 0;
  for await (const batch of listSitemapEntries(db, { batchSize })) {
    entries.push(...batch);
    batches += 1;
  }
  return { entries, batches };
}

const paths = (entries: SitemapEntry[]) => entries.map((entry) => entry.path);

describe(`sitemap entries on ${testEngine}`, () => {
  const catalog = generateCatalog();
  const notable = notableProducts(catalog);
  let db: Database;
  let media: Awaited<ReturnType<typeof makeTempMediaDir>>;
  beforeAll(async () => {
    db = await openTestDatabase();
    media = await makeTempMediaDir();
    await seedDemoStore(db, { mediaDir: media.mediaDir, demoAccounts: false, now: new Date('2026-11-21T15:00:00Z') });
  });
  afterAll(async () => {
    await db?.close();
    await media?.remove();
  });

  it('starts with the fixed pages, the merch shop included', async () => {
    const { entries } = await collect(db);
    expect(paths(entries).slice(0, 4)).toEqual(['/', '/dispensary-deals', '/strain-library', '/river-raisin-wear']);
  });

  it('lists every product with a page to index once, in batches, and no unavailable one', async () => {
    const { entries, batches } = await collect(db, 20);
    const products = paths(entries).filter((path) => path.startsWith('/products/'));
    expect(new Set(products).size).toBe(products.length);
    expect(batches).toBeGreaterThan(5);

    expect(products).toContain('/products/huron-valley-growers-chemdawg');
    // A sold-out product keeps its page (it says sold out and comes back); a recalled, held or expired one does not.
    expect(products).toContain(`/products/${notable.soldOut[0]!.slug}`);
    for (const product of [notable.recalled, notable.onHold, notable.expired]) {
      expect(products).not.toContain(`/products/${product.slug}`);
    }
    const unlisted = new Set([notable.recalled, notable.onHold, notable.expired].map((product) => product.slug));
    expect(products).toHaveLength(catalog.filter((product) => !unlisted.has(product.slug)).length);
  });

  it('lists categories, subcategories and brands with something listed, and leaves out empty ones', async () => {
    await db.query(`insert into brands (slug, name) values ('brand-without-products', 'Brand Without Products')`);
    await db.query(`insert into categories (slug, name) values ('empty-category', 'Empty Category')`);
    try {
      const listed = paths((await collect(db)).entries);
      expect(listed).toEqual(
        expect.arrayContaining(['/category/flower', '/category/rosin', '/brands/huron-valley-growers']),
      );
      expect(listed).not.toContain('/brands/brand-without-products');
      expect(listed).not.toContain('/category/empty-category');
    } finally {
      await db.query(`delete from brands where slug = 'brand-without-products'`);
      await db.query(`delete from categories where slug = 'empty-category'`);
    }
  });

  it('leaves out drafts and archived products', async () => {
    await db.query(`update products set status = 'draft' where slug = 'huron-valley-growers-chemdawg'`);
    try {
      expect(paths((await collect(db)).entries)).not.toContain('/products/huron-valley-growers-chemdawg');
    } finally {
      await db.query(`update products set status = 'active' where slug = 'huron-valley-growers-chemdawg'`);
    }
  });

  it('dates a product by its own last change or its sizes’, whichever is later', async () => {
    // Later than anything the seed wrote, whenever the test runs: the seed stamps rows with the database's clock.
    const [{ latest }] = (await db.query<{ latest: Date }>(
      'select greatest((select max(updated_at) from products), (select max(updated_at) from variants), (select max(updated_at) from brands)) as latest',
    )) as [{ latest: Date }];
    const productChange = new Date(latest.getTime() + 86_400_000);
    const priceChange = new Date(latest.getTime() + 2 * 86_400_000 + 30 * 60_000);
    await db.query(`update products set updated_at = $1 where slug = 'huron-valley-growers-chemdawg'`, [productChange]);
    await db.query(
      `update variants set updated_at = $1
        where sku = (select min(v.sku) from variants v join products p on p.id = v.product_id
                      where p.slug = 'huron-valley-growers-chemdawg')`,
      [priceChange],
    );
    const entry = (await collect(db)).entries.find((item) => item.path === '/products/huron-valley-growers-chemdawg');
    expect(entry?.lastmod?.toISOString()).toBe(priceChange.toISOString());

    await db.query(`update brands set updated_at = $1 where slug = 'huron-valley-growers'`, [productChange]);
    const brand = (await collect(db)).entries.find((item) => item.path === '/brands/huron-valley-growers');
    expect(brand?.lastmod?.toISOString()).toBe(productChange.toISOString());
  });
});
