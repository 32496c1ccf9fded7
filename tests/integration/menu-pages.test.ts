import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU_FILTERS } from '#lib/catalog/menu-result.ts';
import type { Database } from '#server/db/database.ts';
import {
  loadBrandMenu,
  loadCategoryMenu,
  loadHomeMenu,
  loadMerchMenu,
  type MenuPageRequest,
} from '#server/catalog/index.ts';
import { RATES, TIME_ZONE, insertCategory, insertMenuWorld, insertProduct, slugsOf } from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

/**
 * What the four menu pages load, each in one call: the menu of the address within the page's own
 * category or brand, the filters its category shows, the category tabs, and null for a page that
 * does not exist.
 */
describe(`the menu pages' loaders on ${testEngine}`, () => {
  let db: Database;
  const settings = {
    exciseTaxBps: RATES.exciseBps,
    salesTaxBps: RATES.salesBps,
    timeZone: TIME_ZONE,
    merchSlug: 'river-raisin',
  };
  const request = (address: string): MenuPageRequest => ({
    db,
    menuMode: 'adult',
    settings,
    url: new URL(address, 'http://store.test'),
  });

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertMenuWorld(db);
    await insertCategory(db, 'apparel', { position: 5 });
    await insertCategory(db, 'tees', { parent: 'apparel', position: 0 });
    await insertProduct(db, {
      slug: 'logo-tee',
      category: 'tees',
      isCannabis: false,
      variants: [{ size: 'M', price: 2500, stock: 5 }],
    });
  });
  // The loaders read through this process's menu cache, first after everything above was written.
  afterAll(() => db.close());

  it('loads the home menu with every filter, and a chosen category’s own filters and tabs', async () => {
    const home = await loadHomeMenu(request('/'));
    expect(home.category).toBeNull();
    expect(home.facetParent).toBeNull();
    expect(home.result.filters).toEqual([...MENU_FILTERS]);
    expect(home.result.facets.categories.map((option) => option.value)).toContain('apparel');

    const gummies = await loadHomeMenu(request('/?category=gummies'));
    expect(gummies.category?.slug).toBe('gummies');
    expect(gummies.facetParent).toEqual({ slug: 'edibles', name: 'Edibles' });
    expect(gummies.result.filters).toEqual(['brand', 'thc', 'price', 'category']);
    expect(slugsOf(gummies.result)).toEqual(['cherry-gummies']);
  });

  it('loads a category page within its category, whatever the address says, and nothing for an unknown one', async () => {
    const vapes = await loadCategoryMenu(request('/category/vapes?category=flower'), 'vapes');
    expect(vapes?.category.slug).toBe('vapes');
    expect(vapes?.facetParent).toMatchObject({ slug: 'vapes' });
    expect(slugsOf(vapes!.result)).toEqual(['blue-dream-cartridge', 'haze-disposable']);
    expect(await loadCategoryMenu(request('/category/nothing'), 'nothing')).toBeNull();
  });

  it('loads a brand page with the brand fixed and no brand filter, and nothing for an unknown brand', async () => {
    const mitten = await loadBrandMenu(request('/brands/mitten?brand=north-bank&sort=name'), 'mitten');
    expect(mitten?.brand).toMatchObject({ slug: 'mitten', name: 'The Mitten Co.' });
    expect(mitten?.query.brands).toEqual(['mitten']);
    expect(mitten?.result.total).toBe(26);
    expect(mitten?.result.filters).not.toContain('brand');
    expect(await loadBrandMenu(request('/brands/nobody'), 'nobody')).toBeNull();
  });

  it('loads the merch shop at the store’s merch address only, its tabs its own subcategories', async () => {
    const merch = await loadMerchMenu(request('/river-raisin-wear'), 'river-raisin');
    expect(merch?.category.slug).toBe('apparel');
    expect(merch?.facetParent).toMatchObject({ slug: 'apparel' });
    expect(slugsOf(merch!.result)).toEqual(['logo-tee']);
    expect(await loadMerchMenu(request('/other-wear'), 'other')).toBeNull();
  });
});
