import { MENU_PAGE_SIZE, type MenuMode, type MenuQuery } from '#lib/catalog/menu-query.ts';
import type { FacetOption, MenuResult } from '#lib/catalog/menu-result.ts';
import type { Database } from '#server/db/database.ts';

/**
 * A store's menu as the database alone answers it, to hold the menu engine's answers against
 * (tests/integration/menu-stores.test.ts, medical-stock-apart-menu.test.ts).
 */

/** The percentage the running deal takes off its category in these comparisons. */
export const DEAL_PERCENT = 20;

/** Every menu shape checked at the second store: filters, sorts, searches and pages. */
export const SHAPES = [
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
export function shapeOf(result: MenuResult) {
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
export async function sqlMenu(
  db: Database,
  storeId: string,
  query: MenuQuery,
  mode: MenuMode,
  options: { dealCategory: string | null; ranking: string[] | null; pool?: 'all' | 'medical' },
): Promise<ReturnType<typeof shapeOf>> {
  // The medical count of a store keeping medical stock apart (decision 73), else the sizes' own.
  const stock = options.pool === 'medical' ? 'medical_' : '';
  const params: unknown[] = [storeId, mode, options.dealCategory, DEAL_PERCENT];
  const param = (value: unknown, type: string) => {
    params.push(value);
    return `$${params.length}::${type}`;
  };
  const rows = `
    with listed as (
      select m.product_id, m.slug, m.sort_name, m.featured, m.created_at, m.brand_slug, m.strain_type, m.effects,
             m.terpenes, s.${stock}weights as weights, m.category_path, m.thc_percent, m.cbd_percent, m.thc_mg,
             s.${stock}in_stock as in_stock, s.size_count,
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
