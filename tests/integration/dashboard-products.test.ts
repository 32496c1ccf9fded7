import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductListQuery } from '#lib/catalog/product-list.ts';
import {
  BatchInput,
  NewProductInput,
  ProductDetailsInput,
  VariantChanges,
  VariantInput,
} from '#lib/catalog/product-editor.ts';
import { bulkUpdateProducts } from '#server/catalog/admin/product-bulk.ts';
import { addBatch, removeBatch, updateBatch } from '#server/catalog/admin/product-batches.ts';
import { createProduct, saveProductDetails } from '#server/catalog/admin/product-details.ts';
import { loadProductEditor } from '#server/catalog/admin/product-editor.ts';
import { updateImageAlt } from '#server/catalog/admin/product-images.ts';
import { listProducts } from '#server/catalog/admin/product-list.ts';
import { addVariant, removeVariant } from '#server/catalog/admin/product-sizes.ts';
import { updateVariant } from '#server/catalog/admin/variant-changes.ts';
import type { Database } from '#server/db/database.ts';
import { insertBrand, insertCategory, insertProduct } from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

describe(`the dashboard's products list on ${testEngine}`, () => {
  let db: Database;
  let actor: { id: string; email: string };
  const list = (search: Record<string, string> = {}) => listProducts(db, ProductListQuery.parse(search));
  const names = async (search: Record<string, string> = {}) => (await list(search)).rows.map((row) => row.slug);

  beforeAll(async () => {
    db = await openTestDatabase();
    const [user] = await db.query<{ id: string }>(
      `insert into auth.users (email) values ('manager@example.com') returning id`,
    );
    actor = { id: user!.id, email: 'manager@example.com' };
    await insertCategory(db, 'flower');
    await insertCategory(db, 'indoor', { parent: 'flower' });
    await insertCategory(db, 'edibles');
    await insertBrand(db, 'lakeshore');
    await insertBrand(db, 'huron');
    await insertProduct(db, {
      slug: 'blue-dream',
      category: 'indoor',
      brand: 'lakeshore',
      variants: [
        { price: 3500, stock: 12 },
        { price: 6000, stock: 3 },
      ],
    });
    await insertProduct(db, {
      slug: 'apple-gummies',
      category: 'edibles',
      brand: 'huron',
      variants: [
        { price: 2000, stock: 30 },
        { price: 100, stock: 99, active: false },
      ],
    });
    await insertProduct(db, {
      slug: 'cherry-pie',
      category: 'flower',
      status: 'draft',
      variants: [{ price: 4500, stock: 1 }],
    });
    await insertProduct(db, { slug: 'durban', category: 'flower', status: 'archived', variants: [] });
    await db.query(`update products set updated_at = now() - (ascii(slug) || ' minutes')::interval`);
  });
  afterAll(() => db.close());

  it('sorts by name, update, price and stock, every status included', async () => {
    expect(await names()).toEqual(['apple-gummies', 'blue-dream', 'cherry-pie', 'durban']);
    expect(await names({ sort: '-name' })).toEqual(['durban', 'cherry-pie', 'blue-dream', 'apple-gummies']);
    expect(await names({ sort: '-updated' })).toEqual(['apple-gummies', 'blue-dream', 'cherry-pie', 'durban']);
    expect(await names({ sort: 'price' })).toEqual(['apple-gummies', 'blue-dream', 'cherry-pie', 'durban']);
    expect(await names({ sort: '-price' })).toEqual(['cherry-pie', 'blue-dream', 'apple-gummies', 'durban']);
    expect(await names({ sort: 'stock' })).toEqual(['durban', 'cherry-pie', 'blue-dream', 'apple-gummies']);
    const [gummies] = (await list()).rows;
    // The inactive 99-unit size at $1.00 counts for neither stock nor price.
    expect(gummies).toMatchObject({
      sizeCount: 1,
      stock: 30,
      lowestPriceCents: 2000,
      brandName: 'Huron',
      categoryName: 'Edibles',
      status: 'active',
    });
  });

  it('filters by status, brand, category (with subcategories) and text, and counts the matches', async () => {
    const [flower] = await db.query<{ id: string }>(`select id from categories where slug = 'flower'`);
    const [huron] = await db.query<{ id: string }>(`select id from brands where slug = 'huron'`);
    expect(await names({ status: 'draft' })).toEqual(['cherry-pie']);
    expect(await names({ brand: huron!.id })).toEqual(['apple-gummies']);
    expect(await list({ category: flower!.id })).toMatchObject({
      total: 3,
      rows: [{ slug: 'blue-dream' }, { slug: 'cherry-pie' }, { slug: 'durban' }],
    });
    expect(await names({ q: 'Lake' })).toEqual(['blue-dream']);
    expect(await names({ q: 'gummies-1' })).toEqual(['apple-gummies']);
  });

  it('pages 50 at a time without repeating or skipping a product', async () => {
    const many = await openTestDatabase();
    try {
      await insertCategory(many, 'edibles');
      for (let index = 0; index < 120; index++) {
        await insertProduct(many, {
          slug: `gummy-${index}`,
          category: 'edibles',
          isCannabis: false,
          variants: [{ price: 500 + (index % 7), stock: index % 5 }],
        });
      }
      for (const sort of ['name', 'price', '-stock', '-updated'] as const) {
        const seen: string[] = [];
        for (const page of [1, 2, 3]) {
          const result = await listProducts(many, ProductListQuery.parse({ sort, page: String(page) }));
          expect(result.total).toBe(120);
          seen.push(...result.rows.map((row) => row.id));
        }
        expect(new Set(seen).size).toBe(120);
      }
    } finally {
      await many.close();
    }
  });

  it('applies bulk actions to the selected products, audit-logged, skipping those already so', async () => {
    const ids = (await list()).rows.filter((row) => row.slug !== 'durban').map((row) => row.id);
    expect(await bulkUpdateProducts(db, actor, ids, 'draft')).toEqual({ changed: 2 });
    expect(await names({ status: 'draft' })).toEqual(['apple-gummies', 'blue-dream', 'cherry-pie']);
    const [menuRow] = await db.query<{ listed: boolean }>(
      `select listed from menu_products m join products p on p.id = m.product_id where p.slug = 'blue-dream'`,
    );
    expect(menuRow!.listed).toBe(false);
    expect(await bulkUpdateProducts(db, actor, ids, 'activate')).toEqual({ changed: 3 });
    expect(await bulkUpdateProducts(db, actor, ids.slice(0, 1), 'feature')).toEqual({ changed: 1 });
    const editor = await loadProductEditor(db, ids[0]!);
    expect(editor!.product.featured).toBe(true);
    expect(editor!.audit.map((entry) => entry.action)).toEqual(['featured', 'status_changed', 'status_changed']);
    expect(editor!.audit[0]).toMatchObject({
      before: { featured: false },
      after: { featured: true },
      actorEmail: 'manager@example.com',
    });
  });
});

describe(`the product editor on ${testEngine}`, () => {
  let db: Database;
  let actor: { id: string; email: string };
  let productId: string;
  let otherId: string;

  const details = async (id: string, changes: Partial<ProductDetailsInput>) => {
    const editor = await loadProductEditor(db, id);
    const { id: _id, isCannabis: _cannabis, createdAt: _created, updatedAt: _updated, ...current } = editor!.product;
    return ProductDetailsInput.parse({ ...current, ...changes });
  };
  const newSize = (changes: Partial<VariantInput> = {}) =>
    VariantInput.parse({
      sizeLabel: '14 g',
      sku: 'BD-14',
      weightMg: 14000,
      adultUsePriceCents: 10000,
      medicalPriceCents: null,
      stock: 6,
      active: true,
      limitCategory: 'flower',
      limitAmount: 14000,
      exciseTaxable: true,
      ...changes,
    });
  const newBatch = (changes: Partial<BatchInput> = {}) =>
    BatchInput.parse({
      batchNumber: 'LOT-9',
      labName: 'Great Lakes Testing',
      testedOn: '2026-11-01',
      thcPercent: 24.5,
      cbdPercent: 0.1,
      thcMg: null,
      cbdMg: null,
      terpenes: [{ name: 'Myrcene', percent: 0.8 }],
      coaUrl: 'https://lab.example/coa/9.pdf',
      status: 'active',
      expiresOn: '2027-11-01',
      ...changes,
    });

  beforeAll(async () => {
    db = await openTestDatabase();
    const [user] = await db.query<{ id: string }>(
      `insert into auth.users (email) values ('admin@example.com') returning id`,
    );
    actor = { id: user!.id, email: 'admin@example.com' };
    await insertCategory(db, 'flower');
    await insertBrand(db, 'lakeshore');
    productId = await insertProduct(db, {
      slug: 'blue-dream',
      category: 'flower',
      brand: 'lakeshore',
      variants: [{ size: '3.5 g', price: 3500, stock: 12, limit: { category: 'flower', amount: 3500 } }],
    });
    otherId = await insertProduct(db, {
      slug: 'gelato',
      category: 'flower',
      variants: [{ size: '3.5 g', price: 4000, stock: 8 }],
    });
  });
  afterAll(() => db.close());

  it('loads the product with its sizes, batches and images', async () => {
    const editor = await loadProductEditor(db, productId);
    expect(editor!.product).toMatchObject({
      name: 'Blue Dream',
      slug: 'blue-dream',
      status: 'active',
      potencyUnit: 'percent',
      seoTitle: null,
    });
    expect(editor!.variants).toEqual([
      expect.objectContaining({
        sku: 'blue-dream-0',
        sizeLabel: '3.5 g',
        stock: 12,
        limitCategory: 'flower',
        limitAmount: 3500,
      }),
    ]);
    expect(editor!.batches).toEqual([
      expect.objectContaining({
        batchNumber: 'blue-dream-lot-1',
        thcPercent: 20,
        cbdPercent: 0.5,
        status: 'active',
        expiresOn: null,
        testedOn: '2026-10-01',
      }),
    ]);
    expect(editor!.images).toEqual([
      expect.objectContaining({ src: '/media/products/blue-dream.webp', alt: 'Photo of blue-dream' }),
    ]);
    expect(await loadProductEditor(db, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('saves the details, audit-logged, and refuses a slug another product has with 409 on the field', async () => {
    const saved = await saveProductDetails(
      db,
      actor,
      productId,
      await details(productId, { name: 'Blue Dream Reserve', seoTitle: 'Blue Dream | River Raisin', status: 'draft' }),
    );
    expect(saved).toEqual({ changed: ['name', 'status', 'seoTitle'] });
    const [entry] = (await loadProductEditor(db, productId))!.audit;
    expect(entry).toMatchObject({
      action: 'updated',
      before: { name: 'Blue Dream', status: 'active', seoTitle: null },
      after: { name: 'Blue Dream Reserve', status: 'draft' },
    });

    const taken = saveProductDetails(
      db,
      actor,
      productId,
      await details(productId, { slug: 'gelato', name: 'Renamed' }),
    );
    await expect(taken).rejects.toMatchObject({
      status: 409,
      fields: { slug: [expect.stringContaining('/products/gelato')] },
    });
    expect((await loadProductEditor(db, productId))!.product.name).toBe('Blue Dream Reserve');

    const missing = saveProductDetails(
      db,
      actor,
      productId,
      await details(productId, { brandId: '00000000-0000-4000-8000-000000000000' }),
    );
    await expect(missing).rejects.toMatchObject({ status: 400, fields: { brandId: [expect.any(String)] } });
  });

  it('adds a product as a draft with no sizes, audit-logged; a taken address or a missing category is refused', async () => {
    const [flower] = await db.query<{ id: string }>(`select id from categories where slug = 'flower'`);
    const input = (changes: Partial<NewProductInput> = {}) =>
      NewProductInput.parse({
        name: 'Lemon Haze',
        slug: 'lemon-haze',
        categoryId: flower!.id,
        brandId: null,
        ...changes,
      });
    const created = await createProduct(db, actor, input());
    expect(created).toEqual({ id: expect.any(String) });
    const editor = await loadProductEditor(db, created.id);
    expect(editor!.product).toMatchObject({ name: 'Lemon Haze', slug: 'lemon-haze', status: 'draft' });
    expect(editor!.variants).toEqual([]);
    expect(editor!.audit).toEqual([expect.objectContaining({ action: 'created', actorEmail: 'admin@example.com' })]);
    // A draft with no sizes is nowhere on the menu.
    expect(await db.query(`select 1 from menu_products where slug = 'lemon-haze' and listed`)).toEqual([]);

    await expect(createProduct(db, actor, input({ name: 'Another' }))).rejects.toMatchObject({
      status: 409,
      fields: { slug: [expect.stringContaining('Lemon Haze')] },
    });
    await expect(
      createProduct(db, actor, input({ slug: 'nowhere', categoryId: '00000000-0000-4000-8000-000000000000' })),
    ).rejects.toMatchObject({
      status: 400,
      fields: { categoryId: [expect.any(String)] },
    });
    expect(await db.query(`select 1 from products where slug in ('nowhere')`)).toEqual([]);
    expect(NewProductInput.safeParse({ name: '', slug: 'Not A Slug', categoryId: 'x', brandId: null }).success).toBe(
      false,
    );
  });

  it('adds, changes and removes sizes, with SKU conflicts marked on the field', async () => {
    const added = await addVariant(db, actor, productId, newSize());
    await expect(addVariant(db, actor, productId, newSize({ sizeLabel: 'Again' }))).rejects.toMatchObject({
      status: 409,
      fields: { sku: [expect.any(String)] },
    });
    await expect(addVariant(db, actor, productId, newSize({ sku: 'gelato-0' }))).rejects.toMatchObject({ status: 409 });

    const { id } = added;
    await expect(
      updateVariant(db, actor, id, VariantChanges.parse({ sku: 'gelato-0' }), { productId }),
    ).rejects.toMatchObject({ status: 409, fields: { sku: [expect.any(String)] } });
    await expect(
      updateVariant(db, actor, id, VariantChanges.parse({ limitAmount: 0 }), { productId }),
    ).rejects.toMatchObject({ status: 400, fields: { limitAmount: [expect.any(String)] } });
    await expect(
      updateVariant(db, actor, id, VariantChanges.parse({ medicalPriceCents: 9000 }), { productId: otherId }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      updateVariant(db, actor, id, VariantChanges.parse({ medicalPriceCents: 9000, weightMg: 14175 }), { productId }),
    ).resolves.toMatchObject({ medicalPriceCents: 9000 });

    const editor = await loadProductEditor(db, productId);
    expect(editor!.variants.map((variant) => [variant.sku, variant.position, variant.medicalPriceCents])).toEqual([
      ['blue-dream-0', 0, null],
      ['BD-14', 1, 9000],
    ]);
    expect(await removeVariant(db, actor, productId, id)).toBeNull();
    const after = await loadProductEditor(db, productId);
    expect(after!.variants).toHaveLength(1);
    expect(after!.audit[0]).toMatchObject({
      entityType: 'product',
      action: 'variant_removed',
      before: expect.objectContaining({ sku: 'BD-14' }),
    });
  });

  it('adds, changes and removes lab batches; a recalled batch takes the product off the menu', async () => {
    await saveProductDetails(db, actor, productId, await details(productId, { status: 'active' }));
    const added = await addBatch(db, actor, productId, newBatch());
    await expect(addBatch(db, actor, productId, newBatch())).rejects.toMatchObject({
      status: 409,
      fields: { batchNumber: [expect.any(String)] },
    });
    const batchId = added.id;
    const editor = await loadProductEditor(db, productId);
    expect(editor!.batches[0]).toEqual({ id: batchId, ...newBatch() });

    const [original] = editor!.batches.filter((batch) => batch.id !== batchId);
    await removeBatch(db, actor, productId, original!.id);
    expect(await updateBatch(db, actor, productId, batchId, newBatch({ status: 'recalled' }))).toEqual({
      changed: ['status'],
    });
    const [row] = await db.query<{ listed: boolean }>('select listed from menu_products where product_id = $1', [
      productId,
    ]);
    expect(row!.listed).toBe(false);
    const audit = (await loadProductEditor(db, productId))!.audit;
    expect(audit.slice(0, 2).map((entry) => entry.action)).toEqual(['status_changed', 'batch_removed']);
    expect(audit[0]).toMatchObject({
      entityType: 'batch',
      before: { status: 'active' },
      after: { status: 'recalled' },
    });
  });

  it('changes an image’s description only on its own product', async () => {
    const [image] = (await loadProductEditor(db, productId))!.images;
    await expect(updateImageAlt(db, actor, otherId, image!.id, 'x')).rejects.toMatchObject({ status: 404 });
    expect(await updateImageAlt(db, actor, productId, image!.id, 'Blue Dream buds in a glass jar')).toEqual({
      changed: true,
    });
    const editor = await loadProductEditor(db, productId);
    expect(editor!.images[0]!.alt).toBe('Blue Dream buds in a glass jar');
    expect(editor!.audit[0]).toMatchObject({
      action: 'image_alt_changed',
      after: { alt: 'Blue Dream buds in a glass jar' },
    });
  });
});
