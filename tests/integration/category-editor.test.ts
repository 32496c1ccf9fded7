import type { APIRoute } from 'astro';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CategoryNode, CategoryTree } from '#lib/catalog/categories.ts';
import * as tree from '../../src/pages/api/dashboard/catalog/categories/index.ts';
import * as oneCategory from '../../src/pages/api/dashboard/catalog/categories/[id].ts';
import * as filters from '../../src/pages/api/dashboard/catalog/categories/[id]/filters.ts';
import * as move from '../../src/pages/api/dashboard/catalog/categories/[id]/move.ts';
import type { SignedInAccount } from '#server/customers/signed-in-account.ts';
import { DataChangeFeed } from '#server/cache/change-feed.ts';
import { getCategoryBySlug } from '#server/catalog/menu/category-lookup.ts';
import { MenuCache } from '#server/catalog/index.ts';
import { listAudit } from '#server/dashboard/audit-log.ts';
import type { Database } from '#server/db/database.ts';
import { callEndpoint, insertStaff, jsonRequest } from '../support/dashboard-endpoint-call.ts';
import { insertCategory, insertDeal, insertProduct } from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

/**
 * The category tree and shop filters through their dashboard endpoints: the tree's rules (no
 * category inside itself, one category per address), ordering, and filters that reach the
 * storefront's category page and caches at once.
 */

describe(`the category editor on ${testEngine}`, () => {
  let db: Database;
  let staff: SignedInAccount;
  let ids: Record<string, string>;
  let call: (handler: APIRoute | undefined, request: Request, params?: Record<string, string>) => Promise<Response>;

  const categories = async () =>
    ((await (await call(tree.GET, jsonRequest('GET', 'product-categories'))).json()) as CategoryTree).categories;
  const childrenOf = async (parent: string | null) =>
    (await categories())
      .filter((category) => category.parentId === parent)
      .sort((a, b) => a.position - b.position)
      .map((category) => category.slug);
  const edit = (id: string, fields: Partial<CategoryNode> & { position?: number }) =>
    call(oneCategory.PATCH, jsonRequest('PATCH', `product-categories/${id}`, fields), { id });
  const current = async (slug: string) => (await categories()).find((category) => category.slug === slug)!;
  const fieldsOf = (category: CategoryNode) => ({
    name: category.name,
    slug: category.slug,
    description: category.description,
    parentId: category.parentId,
  });

  beforeAll(async () => {
    db = await openTestDatabase();
    staff = await insertStaff(db);
    call = (handler, request, params) =>
      callEndpoint(handler, { db, staff, config: { mediaDir: '/unused', mediaBucket: 'media' }, request, params });
    ids = {
      flower: await insertCategory(db, 'flower', { position: 0, menuFilters: ['brand', 'thc', 'price'] }),
      edibles: await insertCategory(db, 'edibles', { position: 1 }),
      tinctures: await insertCategory(db, 'tinctures', { position: 2, menuFilters: ['brand', 'cbd', 'price'] }),
    };
    ids.gummies = await insertCategory(db, 'gummies', { parent: 'edibles', position: 0 });
    ids.chocolates = await insertCategory(db, 'chocolates', { parent: 'edibles', position: 1 });
    ids.sour = await insertCategory(db, 'sour-gummies', { parent: 'gummies', position: 0 });
    await insertProduct(db, {
      slug: 'blue-dream',
      category: 'flower',
      variants: [{ price: 3500, stock: 10 }],
      image: false,
    });
    await insertProduct(db, {
      slug: 'sleep-drops',
      category: 'tinctures',
      variants: [{ price: 4000, stock: 10 }],
      image: false,
    });
  });
  afterAll(() => db.close());

  it('lists the tree with each category’s filters and product count', async () => {
    const flower = await current('flower');
    expect(flower).toMatchObject({
      parentId: null,
      position: 0,
      menuFilters: ['brand', 'thc', 'price'],
      productCount: 1,
    });
    expect(await childrenOf(ids.edibles!)).toEqual(['gummies', 'chocolates']);
  });

  it('refuses to put a category inside itself or its own subcategories (409), changing nothing', async () => {
    const edibles = await current('edibles');
    const intoGrandchild = await edit(ids.edibles!, { ...fieldsOf(edibles), parentId: ids.sour! });
    expect(intoGrandchild.status).toBe(409);
    expect(await intoGrandchild.json()).toEqual({
      error:
        'Edibles cannot go inside Sour Gummies: Sour Gummies is one of its own subcategories. Choose another parent.',
      fields: {
        parentId: [
          'Edibles cannot go inside Sour Gummies: Sour Gummies is one of its own subcategories. Choose another parent.',
        ],
      },
    });
    const intoItself = await edit(ids.edibles!, { ...fieldsOf(edibles), parentId: ids.edibles! });
    expect(intoItself.status).toBe(409);
    expect((await current('edibles')).parentId).toBeNull();
    expect(await listAudit(db, [{ entityType: 'category', entityId: ids.edibles! }])).toEqual([]);
  });

  it('refuses an address another category has (409) and one that is not a slug (400)', async () => {
    const chocolates = await current('chocolates');
    const taken = await edit(ids.chocolates!, { ...fieldsOf(chocolates), slug: 'gummies' });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { fields: Record<string, string[]> }).fields.slug).toEqual([
      'The address /category/gummies is already used by Gummies. Choose another.',
    ]);
    const created = await call(
      tree.POST,
      jsonRequest('POST', 'product-categories', { name: 'More flower', slug: 'flower' }),
    );
    expect(created.status).toBe(409);
    const malformed = await edit(ids.chocolates!, { ...fieldsOf(chocolates), slug: 'Dark Chocolate' });
    expect(malformed.status).toBe(400);
    expect((await current('chocolates')).slug).toBe('chocolates');
  });

  it('lets only one of two edits at once through when together they would loop (each is fine alone)', async () => {
    const a = await insertCategory(db, 'race-a', { position: 10 });
    const b = await insertCategory(db, 'race-b', { position: 11 });
    // Each write lingers before it commits, so both edits are under way at once; each one's check
    // must still see the other's change.
    await db.exec(`
      create function pg_temp.linger() returns trigger language plpgsql as $$ begin perform pg_sleep(0.3); return new; end $$;
      create trigger linger before update of parent_id on categories for each row execute function pg_temp.linger();`);
    const [first, second] = await Promise.all([
      edit(a, { name: 'Race A', slug: 'race-a', description: '', parentId: b }),
      edit(b, { name: 'Race B', slug: 'race-b', description: '', parentId: a }),
    ]).finally(() => db.exec('drop trigger linger on categories'));
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const [loops] = await db.query<{ n: number }>(
      `select count(*)::int as n from categories x join categories y on x.parent_id = y.id and y.parent_id = x.id`,
    );
    expect(loops!.n).toBe(0);
    await db.query('update categories set parent_id = null where id = any ($1)', [[a, b]]);
    await db.query('delete from categories where id = any ($1)', [[a, b]]);
  });

  it('edits a category and moves it under another parent, closing the gap it leaves', async () => {
    const response = await edit(ids.gummies!, {
      name: 'Gummies & Chews',
      slug: 'gummies-and-chews',
      description: 'Chewy, evenly dosed.',
      parentId: ids.tinctures!,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      name: 'Gummies & Chews',
      slug: 'gummies-and-chews',
      parentId: ids.tinctures,
      position: 0,
    });
    expect(await childrenOf(ids.edibles!)).toEqual(['chocolates']);
    expect((await current('chocolates')).position).toBe(0);
    // Its subcategory went with it; the storefront finds it at its new address, under its new parent.
    const page = await getCategoryBySlug(db, 'sour-gummies');
    expect(page?.breadcrumbs.map((crumb) => crumb.slug)).toEqual(['tinctures', 'gummies-and-chews', 'sour-gummies']);
    expect(await getCategoryBySlug(db, 'gummies')).toBeNull();
    const [entry] = await listAudit(db, [{ entityType: 'category', entityId: ids.gummies! }]);
    expect(entry).toMatchObject({
      action: 'moved',
      before: { name: 'Gummies', slug: 'gummies', parentId: ids.edibles },
    });
  });

  it('creates a category at a chosen place and moves categories up and down among their siblings', async () => {
    const created = await call(
      tree.POST,
      jsonRequest('POST', 'product-categories', { name: 'Pre-Rolls', slug: 'pre-rolls', position: 1 }),
    );
    expect(created.status).toBe(201);
    const preRolls = (await created.json()) as CategoryNode;
    expect(await childrenOf(null)).toEqual(['flower', 'pre-rolls', 'edibles', 'tinctures']);

    const up = await call(
      move.POST,
      jsonRequest('POST', `product-categories/${ids.tinctures}/move`, { direction: 'up' }),
      { id: ids.tinctures! },
    );
    expect(up.status).toBe(200);
    expect(await childrenOf(null)).toEqual(['flower', 'pre-rolls', 'tinctures', 'edibles']);
    const first = await call(
      move.POST,
      jsonRequest('POST', `product-categories/${ids.flower}/move`, { direction: 'up' }),
      { id: ids.flower! },
    );
    expect(first.status).toBe(409);
    expect(((await first.json()) as { error: string }).error).toBe('Flower is already first among its siblings.');

    const placed = await edit(preRolls.id, { ...fieldsOf(preRolls), position: 3 });
    expect(placed.status).toBe(200);
    expect(await childrenOf(null)).toEqual(['flower', 'tinctures', 'edibles', 'pre-rolls']);
    expect(
      (await categories()).filter((category) => category.parentId === null).map((category) => category.position),
    ).toEqual([0, 1, 2, 3]);
  });

  it('deletes an empty category, and refuses one with products, subcategories, deals or search words', async () => {
    const flower = await call(oneCategory.DELETE, jsonRequest('DELETE', `product-categories/${ids.flower}`), {
      id: ids.flower!,
    });
    expect(flower.status).toBe(409);
    // The store's default search words (20261125000300) find the flower category too.
    expect(((await flower.json()) as { error: string }).error).toMatch(
      /^Flower cannot be deleted: 1 product is filed under it; the search words “bud”, .*“flower”.* find it\. Move or change them first\.$/,
    );
    await insertDeal(db, {
      slug: 'chocolate-week',
      title: 'Chocolate week',
      kind: 'percent_off',
      percentOff: 10,
      scope: 'categories',
      targets: ['chocolates'],
    });
    const chocolates = await call(oneCategory.DELETE, jsonRequest('DELETE', `product-categories/${ids.chocolates}`), {
      id: ids.chocolates!,
    });
    expect(chocolates.status).toBe(409);
    expect(((await chocolates.json()) as { error: string }).error).toContain('the deal Chocolate week targets it');

    const sour = await call(oneCategory.DELETE, jsonRequest('DELETE', `product-categories/${ids.sour}`), {
      id: ids.sour!,
    });
    expect(sour.status).toBe(204);
    expect((await categories()).some((category) => category.slug === 'sour-gummies')).toBe(false);
  });

  describe('shop filters', () => {
    it('saves which filters a category shows, in order, and the storefront page shows exactly those at once', async () => {
      const feed = new DataChangeFeed();
      const heard: string[] = [];
      feed.subscribe((channel, payload) => heard.push(`${channel} ${payload}`));
      const stop = await feed.watch(db);
      const menuCache = new MenuCache(db, feed);
      try {
        const before = await menuCache.facts();
        expect(before.categories.find((category) => category.slug === 'tinctures')?.menuFilters).toEqual([
          'brand',
          'cbd',
          'price',
        ]);

        const saved = await call(
          filters.PUT,
          jsonRequest('PUT', `product-categories/${ids.tinctures}/filters`, {
            filters: ['price', 'strain_type', 'in_stock'],
          }),
          { id: ids.tinctures! },
        );
        expect(saved.status).toBe(200);
        expect(((await saved.json()) as CategoryNode).menuFilters).toEqual(['price', 'strain_type', 'in_stock']);

        expect((await getCategoryBySlug(db, 'tinctures'))?.menuFilters).toEqual(['price', 'strain_type', 'in_stock']);
        // Every instance's caches hear it from the database's own trigger.
        await vi.waitFor(
          () =>
            expect(
              heard.some((line) => line.startsWith('catalog_changed') && line.includes('"table" : "categories"')),
            ).toBe(true),
          { timeout: 5_000 },
        );
        const after = await menuCache.facts();
        expect(after.categories.find((category) => category.slug === 'tinctures')?.menuFilters).toEqual([
          'price',
          'strain_type',
          'in_stock',
        ]);
        const [entry] = await listAudit(db, [{ entityType: 'category', entityId: ids.tinctures! }]);
        expect(entry).toMatchObject({
          action: 'filters_changed',
          before: { menuFilters: ['brand', 'cbd', 'price'] },
          after: { menuFilters: ['price', 'strain_type', 'in_stock'] },
        });
      } finally {
        menuCache.stop();
        await stop();
      }
    });

    it('hands the choice back to the parent with an empty list', async () => {
      await call(filters.PUT, jsonRequest('PUT', `product-categories/${ids.gummies}/filters`, { filters: [] }), {
        id: ids.gummies!,
      });
      expect((await getCategoryBySlug(db, 'gummies-and-chews'))?.menuFilters).toEqual([
        'price',
        'strain_type',
        'in_stock',
      ]);
    });

    it('refuses unknown and repeated filters, writing nothing', async () => {
      for (const bad of [['price', 'colour'], ['price', 'price'], 'price']) {
        const response = await call(
          filters.PUT,
          jsonRequest('PUT', `product-categories/${ids.tinctures}/filters`, { filters: bad }),
          { id: ids.tinctures! },
        );
        expect(response.status).toBe(400);
      }
      expect((await current('tinctures')).menuFilters).toEqual(['price', 'strain_type', 'in_stock']);
    });
  });
});
