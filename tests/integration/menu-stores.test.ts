import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU_PAGE_SIZE, type MenuMode, type MenuQuery } from '#lib/catalog/menu-query.ts';
import type { FacetOption, MenuResult } from '#lib/catalog/menu-result.ts';
import { DataChangeFeed, type ChangeChannel } from '#server/cache/change-feed.ts';
import { MenuCache, loadHomeMenu, loadStoreMenu, type MenuPageRequest } from '#server/catalog/index.ts';
import type { Database } from '#server/db/database.ts';
import { RATES, TIME_ZONE, insertDeal, insertMenuWorld, menu, menuQuery } from '../support/menu-fixtures.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

/**
 * Thursday 26 November 2026, 00:30 in Monroe (Eastern) and still Wednesday, 23:30, in Iron
 * Mountain (Central): a Wednesday deal runs at the second store and not at the first.
 */
const NOW = new Date('2026-11-26T05:30:00Z');
const CENTRAL = 'America/Chicago';
const DEAL_PERCENT = 20;

/** Every menu shape checked at the second store: filters, sorts, searches and pages. */
const SHAPES = [
  '',
  'page=2',
  'sort=name',
  'sort=name&page=2',
  'sort=price-asc',
  'sort=price-desc&page=2',
  'sort=newest',
  'sort=potency',
  'inStock=1',
  'inStock=1&page=2',
  'deal=1',
  'deal=1&sort=price-asc',
  'brand=north-bank',
  'brand=mitten&inStock=1&page=2',
  'brand=north-bank&brand=motor-city&type=hybrid',
  'type=indica&type=hybrid',
  'effect=relaxed&terpene=myrcene',
  'weight=1000',
  'weight=3500&weight=7000',
  'thcMin=20&thcMax=30',
  'cbdMax=0.2',
  'priceMin=10&priceMax=35',
  'priceMax=30&sort=price-desc',
  'category=flower',
  'category=flower&weight=3500&sort=price-asc',
  'category=pre-rolls&sort=price-asc&page=2',
  'searchTerm=blue',
  'searchTerm=blue&sort=name',
  'searchTerm=gummies&inStock=1',
  'searchTerm=dream&sort=price-asc',
] as const;

/** A facet's options as counts by value (an option with no products is only there because it was chosen). */
const counted = (options: FacetOption[]) =>
  Object.fromEntries(options.filter((option) => option.count > 0).map((option) => [option.value, option.count]));

/** What the comparison reads of a menu: totals, cards in order with their prices and stock, and the facets. */
function shapeOf(result: MenuResult) {
  const { facets } = result;
  return {
    total: result.total,
    pageCount: result.pageCount,
    cards: result.cards.map((card) => ({
      slug: card.slug,
      priceCents: card.priceCents,
      regularPriceCents: card.regularPriceCents,
      inStock: card.inStock,
      sizeCount: card.sizeCount,
    })),
    brands: counted(facets.brands),
    strainTypes: counted(facets.strainTypes),
    effects: counted(facets.effects),
    terpenes: counted(facets.terpenes),
    weights: counted(facets.weights),
    categories: counted(facets.categories),
    thc: facets.thc,
    cbd: facets.cbd,
    priceDollars: facets.priceDollars,
    inStockCount: facets.inStockCount,
    onDealCount: facets.onDealCount,
  };
}

/**
 * A store's menu answered by the database alone, straight from `menu_store_products` (its listing,
 * stock, prices and weights) beside `menu_products` (the catalog's facts): each filter a `where`,
 * each facet counted under every other filter, each sort an `order by` (in stock first, then the
 * sort, then the name in byte order and the id). `dealCategory` is the category the running deal
 * takes DEAL_PERCENT off.
 */
async function sqlMenu(
  db: Database,
  storeId: string,
  query: MenuQuery,
  mode: MenuMode,
  options: { dealCategory: string | null; ranking: string[] | null },
): Promise<ReturnType<typeof shapeOf>> {
  const params: unknown[] = [storeId, mode, options.dealCategory, DEAL_PERCENT];
  const param = (value: unknown, type: string) => {
    params.push(value);
    return `$${params.length}::${type}`;
  };
  const rows = `
    with listed as (
      select m.product_id, m.slug, m.sort_name, m.featured, m.created_at, m.brand_slug, m.strain_type, m.effects,
             m.terpenes, s.weights, m.category_path, m.thc_percent, m.cbd_percent, m.thc_mg, s.in_stock, s.size_count,
             case when $2::text = 'adult' then s.adult_price_cents else s.medical_price_cents end as regular,
             coalesce((select c.id from categories c where c.slug = $3::text) = any (m.category_path), false) as on_deal
        from menu_products m
        join menu_store_products s on s.product_id = m.product_id and s.store_id = $1::uuid
       where s.listed and m.sellable_until >= current_date and not ($2::text = 'adult' and m.medical_only)
    ),
    menu_rows as (
      select l.*, case when l.on_deal then l.regular - floor((l.regular * $4::int + 50) / 100)::int else l.regular end as price
        from listed l
    )`;
  const range = (column: string, scale: number, typed: { min?: number; max?: number }) =>
    typed.min === undefined && typed.max === undefined
      ? null
      : `(${column} >= ${typed.min === undefined ? '-1e18' : Math.round(typed.min * scale)}
          and ${column} <= ${typed.max === undefined ? '1e18' : Math.round(typed.max * scale)})`;
  const groups: Record<string, string | null> = {
    category: query.category
      ? `(select id from categories where slug = ${param(query.category, 'text')}) = any (category_path)`
      : null,
    brand: query.brands.length ? `brand_slug = any (${param(query.brands, 'text[]')})` : null,
    strainType: query.strainTypes.length ? `strain_type = any (${param(query.strainTypes, 'text[]')})` : null,
    effects: query.effects.length ? `effects && ${param(query.effects, 'text[]')}` : null,
    terpenes: query.terpenes.length ? `terpenes && ${param(query.terpenes, 'text[]')}` : null,
    weights: query.weights.length ? `weights && ${param(query.weights, 'integer[]')}` : null,
    thc: range('thc_percent * 100', 100, query.thc),
    cbd: range('cbd_percent * 100', 100, query.cbd),
    price: range('price * 100', 10_000, query.price),
    onDeal: query.onDeal ? 'on_deal' : null,
    inStock: query.inStock ? 'in_stock' : null,
  };
  const searched = options.ranking ? `product_id = any (${param(options.ranking, 'uuid[]')})` : 'true';
  const except = (group: string | null) =>
    [searched, ...Object.entries(groups).flatMap(([name, sql]) => (sql && name !== group ? [sql] : []))].join(' and ');
  const order = {
    // A search in relevance order keeps the ranking's order.
    featured: () =>
      options.ranking ? `array_position(${param(options.ranking, 'uuid[]')}, product_id)` : 'featured desc',
    name: () => 'sort_name collate "C"',
    'price-asc': () => 'price asc nulls last, regular asc nulls last',
    'price-desc': () => 'price desc nulls first, regular desc nulls first',
    newest: () => 'created_at desc',
    potency: () => 'thc_percent desc nulls last, thc_mg desc nulls last',
  }[query.sort]();
  const facet = (group: string, value: string) =>
    `(select coalesce(json_object_agg(value, n), '{}') from (
        select ${value} as value, count(*)::int as n from menu_rows where ${except(group)} and ${value} is not null group by 1) f)`;
  const unnested = (group: string, column: string) =>
    `(select coalesce(json_object_agg(value, n), '{}') from (
        select v::text as value, count(*)::int as n from menu_rows, unnest(${column}) as v where ${except(group)} group by 1) f)`;
  const spanOf = (group: string, column: string) =>
    `(select json_build_array(floor(min(${column})), ceil(max(${column}))) from menu_rows where ${except(group)})`;
  const [answer] = await db.query<{
    total: number;
    cards: ReturnType<typeof shapeOf>['cards'] | null;
    brands: Record<string, number>;
    strain_types: Record<string, number>;
    effects: Record<string, number>;
    terpenes: Record<string, number>;
    weights: Record<string, number>;
    categories: Record<string, number>;
    thc: [number | null, number | null];
    cbd: [number | null, number | null];
    price: [number | null, number | null];
    in_stock: number;
    on_deal: number;
  }>(
    `${rows}
     select (select count(*)::int from menu_rows where ${except(null)}) as total,
            (select json_agg(json_build_object('slug', slug, 'priceCents', price,
                    'regularPriceCents', case when price < regular then regular end,
                    'inStock', in_stock, 'sizeCount', size_count))
               from (select * from menu_rows where ${except(null)}
                      order by in_stock desc, ${order}, sort_name collate "C", product_id
                      limit ${MENU_PAGE_SIZE} offset ${(query.page - 1) * MENU_PAGE_SIZE}) page) as cards,
            ${facet('brand', 'brand_slug')} as brands,
            ${facet('strainType', 'strain_type')} as strain_types,
            ${unnested('effects', 'effects')} as effects,
            ${unnested('terpenes', 'terpenes')} as terpenes,
            ${unnested('weights', 'weights')} as weights,
            ${facet('category', '(select slug from categories where id = category_path[1])')} as categories,
            ${spanOf('thc', 'thc_percent')} as thc,
            ${spanOf('cbd', 'cbd_percent')} as cbd,
            ${spanOf('price', 'price / 100.0')} as price,
            (select count(*)::int from menu_rows where ${except('inStock')} and in_stock) as in_stock,
            (select count(*)::int from menu_rows where ${except('onDeal')} and on_deal) as on_deal`,
    params,
  );
  const span = ([min, max]: [number | null, number | null]) => ({
    ...(min === null ? {} : { min: Number(min) }),
    ...(max === null ? {} : { max: Number(max) }),
  });
  return {
    total: answer!.total,
    pageCount: Math.ceil(answer!.total / MENU_PAGE_SIZE),
    cards: answer!.cards ?? [],
    brands: answer!.brands,
    strainTypes: answer!.strain_types,
    effects: answer!.effects,
    terpenes: answer!.terpenes,
    weights: answer!.weights,
    categories: answer!.categories,
    thc: span(answer!.thc),
    cbd: span(answer!.cbd),
    priceDollars: span(answer!.price),
    inStockCount: answer!.in_stock,
    onDealCount: answer!.on_deal,
  };
}

/**
 * A second store's menu (its own listing, stock, prices and deals in its time zone) comes from the
 * one catalog index with the store's overlay, and answers as the database does; the default
 * store's menu is the home menu, byte for byte; a write at one store changes only its menu.
 */
describe(`a store's own menu on ${testEngine}`, () => {
  let db: Database;
  let monroe: string;
  let ironMountain: string;
  const feed = new DataChangeFeed();
  let stopWatching: () => Promise<void>;

  const settings = (store: { id: string; isDefault: boolean }, timeZone: string) => ({
    exciseTaxBps: RATES.exciseBps,
    salesTaxBps: RATES.salesBps,
    timeZone,
    merchSlug: 'river-raisin',
    store,
  });
  const request = (address: string, menuMode: MenuMode, store = { id: monroe, isDefault: true }) =>
    ({
      db,
      menuMode,
      settings: settings(store, TIME_ZONE),
      url: new URL(address, 'http://store.test'),
    }) satisfies MenuPageRequest;

  /** Runs `write` and resolves once the database's notification on `channel` has been delivered. */
  async function heard(channel: ChangeChannel, write: () => Promise<unknown>): Promise<void> {
    let stop: () => void = () => {};
    const delivered = new Promise<void>((resolve) => {
      stop = feed.subscribe((heardOn) => heardOn === channel && resolve());
    });
    await write();
    await delivered;
    stop();
  }

  beforeAll(async () => {
    db = await openTestDatabase();
    await insertMenuWorld(db);
    monroe = (await db.query<{ id: string }>('select default_store_id() as id'))[0]!.id;
    [{ id: ironMountain }] = (await db.query<{ id: string }>(
      `insert into stores (slug, name, timezone) values ('iron-mountain', 'Iron Mountain', $1) returning id`,
      [CENTRAL],
    )) as [{ id: string }];
    // Every active size of every product but the disposable; the 7 g Blue Dream is not carried; stock
    // of its own (the Sour Diesel and every third pre-roll sold out, the 1 g cartridge in stock),
    // and its own prices for the Blue Dream eighth and the cherry gummies.
    await db.query(
      `insert into store_variants (store_id, variant_id, stock, carried, adult_use_price_cents, medical_price_cents)
       select $1, v.id,
              case when p.slug = 'sour-diesel' then 0
                   when v.sku = 'blue-dream-cartridge-1' then 4
                   when p.slug like 'pre-roll-%' and (row_number() over (order by v.sku)) % 3 = 0 then 0
                   else v.stock + 3 end,
              v.sku <> 'blue-dream-1',
              case v.sku when 'blue-dream-0' then 3300 when 'cherry-gummies-0' then 1500 end,
              case v.sku when 'blue-dream-0' then 2900 end
         from variants v join products p on p.id = v.product_id
        where p.slug <> 'haze-disposable'`,
      [ironMountain],
    );
    await insertDeal(db, {
      slug: 'wednesday-flower',
      kind: 'percent_off',
      percentOff: DEAL_PERCENT,
      scope: 'categories',
      targets: ['flower'],
      daysOfWeek: [3],
    });
    stopWatching = await feed.watch(db);
  });
  afterAll(async () => {
    await stopWatching();
    await db.close();
  });

  it('differs from the default store where the store differs: listing, stock, own prices and deals', async () => {
    const at = (search: string, store: string | null) =>
      menu(db, search, { now: NOW, ...(store === null ? {} : { storeId: store, timeZone: CENTRAL }) });
    const card = (result: MenuResult, slug: string) => result.cards.find((each) => each.slug === slug);
    const [home, store] = [await at('', null), await at('', ironMountain)];
    // The disposable is not carried there.
    expect(store.total).toBe(home.total - 1);
    expect(card(await at('category=vapes', null), 'haze-disposable')).toBeDefined();
    expect(card(await at('category=vapes', ironMountain), 'haze-disposable')).toBeUndefined();
    // Its own price, less the Wednesday deal that runs in its time zone only; the Sour Diesel sold out there.
    const [homeFlower, storeFlower] = [await at('category=flower', null), await at('category=flower', ironMountain)];
    expect(card(storeFlower, 'blue-dream')).toMatchObject({
      priceCents: 2640,
      regularPriceCents: 3300,
      dealTitle: 'Wednesday Flower',
    });
    expect(card(homeFlower, 'blue-dream')).toMatchObject({
      priceCents: 3500,
      regularPriceCents: null,
      dealTitle: null,
    });
    expect(home.facets.onDealCount).toBe(0);
    expect(card(storeFlower, 'sour-diesel')!.inStock).toBe(false);
    expect(card(homeFlower, 'sour-diesel')!.inStock).toBe(true);
    // The 7 g is not carried there.
    expect(home.facets.weights.map((option) => option.value)).toContain('7000');
    expect(store.facets.weights.map((option) => option.value)).not.toContain('7000');
    expect(card(await at('category=edibles', ironMountain), 'cherry-gummies')!.priceCents).toBe(1500);
  });

  for (const mode of ['adult', 'medical'] as const) {
    it(`answers every filter, sort, search and page at the second store as SQL over its rows (${mode})`, async () => {
      const rankings = new MenuCache(db, feed);
      try {
        for (const shape of SHAPES) {
          const query = menuQuery(shape);
          const ranking = query.searchTerm ? await rankings.searchRanking(query.searchTerm) : null;
          const engine = await menu(db, shape, { mode, now: NOW, storeId: ironMountain, timeZone: CENTRAL });
          const expected = await sqlMenu(db, ironMountain, query, mode, { dealCategory: 'flower', ranking });
          expect({ shape, ...shapeOf(engine) }).toEqual({ shape, ...expected });
        }
      } finally {
        rankings.stop();
      }
    });
  }

  it('answers at the default store through its overlay as the catalog index does', async () => {
    for (const shape of SHAPES) {
      const catalog = await menu(db, shape, { now: NOW });
      const overlay = await menu(db, shape, { now: NOW, storeId: monroe });
      expect({ shape, result: overlay }).toEqual({ shape, result: catalog });
    }
  });

  it('gives the default store’s page the home menu, byte for byte', async () => {
    for (const mode of ['adult', 'medical'] as const) {
      for (const shape of SHAPES) {
        const address = `/?${shape}`;
        const home = await loadHomeMenu(request(address, mode));
        const store = await loadStoreMenu(request(address, mode));
        expect(JSON.stringify(store)).toBe(JSON.stringify(home));
      }
    }
  });

  it('gives a store’s page its own products and prices', async () => {
    const page = await loadStoreMenu({
      db,
      menuMode: 'adult',
      settings: settings({ id: ironMountain, isDefault: false }, CENTRAL),
      url: new URL('/stores/iron-mountain?category=flower&sort=price-asc', 'http://store.test'),
      now: NOW,
    });
    expect(page.category?.slug).toBe('flower');
    expect(page.result.cards.map((card) => [card.slug, card.priceCents, card.inStock])).toEqual([
      // In stock first: Granddaddy Purple (3000 less 20%), Blue Dream at its own 3300 less 20%;
      // the Sour Diesel sold out here.
      ['granddaddy-purple', 2400, true],
      ['blue-dream', 2640, true],
      ['sour-diesel', 3200, false],
    ]);
  });

  it('changes the store’s menu on a write at the store, leaving the default store’s as it was', async () => {
    const cache = new MenuCache(db, feed);
    try {
      const storeMenu = (search: string) =>
        menu(db, search, { now: NOW, storeId: ironMountain, timeZone: CENTRAL, cache });
      const homeMenu = (search: string) => menu(db, search, { now: NOW, cache });
      const storeBefore = await storeMenu('category=flower&inStock=1');
      const homeBefore = await homeMenu('category=flower&inStock=1');
      const index = await cache.facetIndex();
      const products = index.list();

      await heard('catalog_changed', () =>
        db.query(
          `update store_variants set stock = 0
            where store_id = $1 and variant_id = (select id from variants where sku = 'granddaddy-purple-0')`,
          [ironMountain],
        ),
      );
      const storeAfter = await storeMenu('category=flower&inStock=1');
      expect(storeAfter.total).toBe(storeBefore.total - 1);
      expect(storeAfter.cards.map((card) => card.slug)).not.toContain('granddaddy-purple');
      expect(storeAfter).toEqual(
        await menu(db, 'category=flower&inStock=1', { now: NOW, storeId: ironMountain, timeZone: CENTRAL }),
      );

      // The default store's index was neither re-read nor changed, and answers as before.
      expect(await cache.facetIndex()).toBe(index);
      expect(index.list()).toBe(products);
      expect(await homeMenu('category=flower&inStock=1')).toEqual(homeBefore);

      // A write at the default store reaches its own menu.
      await heard('catalog_changed', () => db.query(`update variants set stock = 0 where sku like 'sour-diesel-%'`));
      expect((await homeMenu('category=flower&inStock=1')).total).toBe(homeBefore.total - 1);
    } finally {
      cache.stop();
    }
  });
});
