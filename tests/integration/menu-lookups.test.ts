import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU_FILTERS } from '#lib/catalog/menu-result.ts';
import { getBrandBySlug } from '#server/catalog/menu/brand-lookup.ts';
import { getCategoryBySlug } from '#server/catalog/menu/category-lookup.ts';
import type { Database } from '#server/db/database.ts';
import { insertMenuWorld } from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

describe(`category and brand lookups on ${testEngine}`, () => {
  let db: Database;

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertMenuWorld(db);
    await db.query(`update categories set description = 'Carts for any 510 battery.' where slug = 'cartridges'`);
    await db.query(
      `update brands set description = 'Detroit rosin.', website = 'https://motorcity.example' where slug = 'motor-city'`,
    );
    await db.query(`update brands set website = 'javascript:alert(1)' where slug = 'lakeshore'`);
  });
  afterAll(() => db.close());

  it('describes a subcategory with its parent, breadcrumbs and inherited filters', async () => {
    expect(await getCategoryBySlug(db, 'cartridges')).toEqual({
      id: expect.any(String),
      slug: 'cartridges',
      name: 'Cartridges',
      description: 'Carts for any 510 battery.',
      parent: { slug: 'vapes', name: 'Vapes' },
      children: [],
      breadcrumbs: [
        { slug: 'vapes', name: 'Vapes' },
        { slug: 'cartridges', name: 'Cartridges' },
      ],
      menuFilters: [...MENU_FILTERS],
    });
    expect((await getCategoryBySlug(db, 'gummies'))?.menuFilters).toEqual(['brand', 'thc', 'price']);
  });

  it('lists the subcategories of a menu section in menu order', async () => {
    expect(await getCategoryBySlug(db, 'vapes')).toMatchObject({
      parent: null,
      children: [
        { slug: 'cartridges', name: 'Cartridges' },
        { slug: 'disposables', name: 'Disposables' },
      ],
      breadcrumbs: [{ slug: 'vapes', name: 'Vapes' }],
    });
  });

  it('answers null for a category or brand that does not exist', async () => {
    expect(await getCategoryBySlug(db, 'no-such-category')).toBeNull();
    expect(await getBrandBySlug(db, 'no-such-brand')).toBeNull();
  });

  it('describes a brand and drops a website that is not a web link', async () => {
    expect(await getBrandBySlug(db, 'motor-city')).toEqual({
      slug: 'motor-city',
      name: 'Motor City Melts',
      description: 'Detroit rosin.',
      website: 'https://motorcity.example/',
    });
    expect((await getBrandBySlug(db, 'lakeshore'))?.website).toBeNull();
  });
});
