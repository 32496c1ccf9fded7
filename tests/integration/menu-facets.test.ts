import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU_FILTERS } from '#lib/catalog/menu-result.ts';
import type { Database } from '#server/db/database.ts';
import { insertMenuWorld, menu } from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

const option = (value: string, label: string, count: number, selected = false) => ({ value, label, count, selected });

describe(`menu facets on ${testEngine}`, () => {
  let db: Database;

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertMenuWorld(db);
  });
  afterAll(() => db.close());

  it('counts every option of the home menu, with labels', async () => {
    const { facets, total } = await menu(db);
    expect(total).toBe(34);
    expect(facets).toEqual({
      categories: [
        option('flower', 'Flower', 3),
        option('vapes', 'Vapes', 2),
        option('edibles', 'Edibles', 1),
        option('accessories', 'Accessories', 2),
        option('pre-rolls', 'Pre-Rolls', 26),
      ],
      brands: [
        option('lakeshore', 'Lakeshore Glass', 2),
        option('motor-city', 'Motor City Melts', 3),
        option('north-bank', 'North Bank Growers', 3),
        option('mitten', 'The Mitten Co.', 26),
      ],
      strainTypes: [option('indica', 'Indica', 1), option('sativa', 'Sativa', 1), option('hybrid', 'Hybrid', 2)],
      effects: [
        option('creative', 'Creative', 2),
        option('energetic', 'Energetic', 2),
        option('focused', 'Focused', 1),
        option('happy', 'Happy', 3),
        option('relaxed', 'Relaxed', 3),
        option('sleepy', 'Sleepy', 1),
        option('uplifted', 'Uplifted', 1),
      ],
      terpenes: [
        option('caryophyllene', 'Caryophyllene', 1),
        option('limonene', 'Limonene', 1),
        option('myrcene', 'Myrcene', 3),
        option('pinene', 'Pinene', 2),
      ],
      weights: [
        option('500', '0.5 g', 1),
        option('1000', '1 g', 27),
        option('3500', '3.5 g', 3),
        option('7000', '7 g', 1),
        option('28000', '28 g', 1),
      ],
      thc: { min: 19, max: 88 },
      cbd: { min: 0, max: 1 },
      priceDollars: { min: 7, max: 45 },
      onDealCount: 0,
      inStockCount: 33,
    });
  });

  it('counts each group without its own filter, so a shopper sees what else there is', async () => {
    const { facets, total } = await menu(db, 'brand=north-bank');
    expect(total).toBe(3);
    expect(facets.brands).toEqual([
      option('lakeshore', 'Lakeshore Glass', 2),
      option('motor-city', 'Motor City Melts', 3),
      option('north-bank', 'North Bank Growers', 3, true),
      option('mitten', 'The Mitten Co.', 26),
    ]);
    expect(facets.strainTypes).toEqual([option('indica', 'Indica', 1), option('hybrid', 'Hybrid', 1)]);
    expect(facets.categories).toEqual([option('flower', 'Flower', 2), option('edibles', 'Edibles', 1)]);
    expect(facets.inStockCount).toBe(2);
  });

  it('applies every other group to each group', async () => {
    const { facets } = await menu(db, 'brand=north-bank&brand=motor-city&type=hybrid');
    // Brands are counted among hybrids, strain types among North Bank and Motor City products.
    expect(facets.brands).toEqual([
      option('motor-city', 'Motor City Melts', 1, true),
      option('north-bank', 'North Bank Growers', 1, true),
    ]);
    expect(facets.strainTypes).toEqual([
      option('indica', 'Indica', 1),
      option('sativa', 'Sativa', 1),
      option('hybrid', 'Hybrid', 2, true),
    ]);
    expect(facets.effects.find((item) => item.value === 'creative')).toEqual(option('creative', 'Creative', 2));
  });

  it('keeps a selected option that nothing matches, so it can be taken back', async () => {
    const { facets, total } = await menu(db, 'brand=lakeshore&type=indica&effect=dizzy');
    expect(total).toBe(0);
    expect(facets.brands).toEqual([option('lakeshore', 'Lakeshore Glass', 0, true)]);
    expect(facets.effects).toEqual([option('dizzy', 'Dizzy', 0, true)]);
  });

  it('offers the subcategories of a category, or its siblings when it has none', async () => {
    expect((await menu(db, 'category=vapes')).facets.categories).toEqual([
      option('cartridges', 'Cartridges', 1),
      option('disposables', 'Disposables', 1),
    ]);
    const cartridges = await menu(db, 'category=cartridges');
    expect(cartridges.total).toBe(1);
    expect(cartridges.facets.categories).toEqual([
      option('cartridges', 'Cartridges', 1, true),
      option('disposables', 'Disposables', 1),
    ]);
    expect(cartridges.facets.brands).toEqual([option('motor-city', 'Motor City Melts', 1)]);
    // A top-level category without subcategories sits among the top-level categories.
    const flower = await menu(db, 'category=flower&type=indica');
    expect(flower.facets.categories.find((item) => item.value === 'flower')).toEqual(
      option('flower', 'Flower', 1, true),
    );
  });

  it('spans THC, CBD and price among the other filters', async () => {
    const { facets } = await menu(db, 'category=flower&thcMin=20');
    expect(facets.thc).toEqual({ min: 19, max: 24 });
    expect(facets.priceDollars).toEqual({ min: 35, max: 40 });
    expect((await menu(db, 'category=glass-jars')).facets).toMatchObject({
      thc: {},
      cbd: {},
      priceDollars: { min: 12, max: 14 },
    });
  });

  it('counts the medical menu and in-stock products', async () => {
    const medical = await menu(db, 'category=edibles', { mode: 'medical' });
    expect(medical.facets.categories).toEqual([option('gummies', 'Gummies', 2)]);
    expect(medical.facets.priceDollars).toEqual({ min: 18, max: 40 });
    const inStock = await menu(db, 'category=flower&inStock=1');
    expect(inStock.total).toBe(2);
    expect(inStock.facets.inStockCount).toBe(2);
    expect(inStock.facets.strainTypes).toEqual([option('sativa', 'Sativa', 1), option('hybrid', 'Hybrid', 1)]);
  });

  it('shows the filters the category is set up with, inherited from its parent, all of them at home', async () => {
    expect((await menu(db)).filters).toEqual([...MENU_FILTERS]);
    expect((await menu(db, 'category=edibles')).filters).toEqual(['brand', 'thc', 'price']);
    expect((await menu(db, 'category=gummies')).filters).toEqual(['brand', 'thc', 'price']);
  });

  it('counts only the facets of the filters shown', async () => {
    const shown = await menu(db, 'brand=north-bank', { filters: ['brand'] });
    expect(shown.filters).toEqual(['brand']);
    expect(shown.total).toBe(3);
    expect(shown.facets.brands).toHaveLength(4);
    expect(shown.facets.effects).toEqual([]);
    expect(shown.facets.thc).toEqual({});
  });
});
