import type { MenuCard } from '../../lib/menu-result.ts';
import { MENU_PAGE_SIZE, type MenuQuery } from '../../lib/menu-query.ts';
import type { PotencyUnit, StrainType } from '../../lib/vocabulary/catalog.ts';
import { outTheDoorCents, type TaxRates } from '../../lib/pricing/taxes.ts';
import type { Queryable } from '../db/database.ts';
import { productImage } from './images.ts';
import type { MenuCategory, MenuDeal } from './menu-context.ts';
import { depthOf } from './menu-category-tree.ts';
import { dealPrice, itemPriceDeals, onDealSql, priceClasses } from './menu-deals.ts';
import { withClause, type MenuPlan } from './menu-sql.ts';
import { potencyOf, potencyValues } from './potency.ts';

export interface CardRow {
  [column: string]: unknown;
  product_id: string;
  slug: string;
  name: string;
  brand_slug: string | null;
  brand_name: string | null;
  category_slug: string;
  category_name: string;
  category_path: string[];
  strain_type: StrainType | null;
  potency_unit: PotencyUnit;
  servings_per_package: number | null;
  thc_percent: string | null;
  cbd_percent: string | null;
  thc_mg: string | null;
  cbd_mg: string | null;
  regular_price_cents: number;
  excise_taxable: boolean;
  in_stock: boolean;
  medical_only: boolean;
  size_count: number;
  image_path: string | null;
  image_alt: string | null;
  image_width: number | null;
  image_height: number | null;
}

/** ORDER BY of each sort; sold-out products always come after those in stock. */
function orderBy(plan: MenuPlan, query: MenuQuery): string {
  const price = plan.sortsLikeRegular ? plan.regularPrice : `${plan.finalPrice}`;
  const tieBreak = plan.sortsLikeRegular ? '' : `, ${plan.regularPrice}`;
  const terms: Record<MenuQuery['sort'], string[]> = {
    featured: plan.search ? plan.search.rank : ['m.featured desc'],
    'price-asc': [`${price}${tieBreak}`],
    'price-desc': [`${price} desc${tieBreak ? `${tieBreak} desc` : ''}`],
    potency: ['m.thc_percent desc nulls last', 'm.thc_mg desc nulls last'],
    newest: ['m.created_at desc'],
    name: [],
  };
  return ['m.in_stock desc', ...terms[query.sort], 'm.sort_name', 'm.product_id'].join(', ');
}

/** The WHERE of the cards: every condition of the query. */
export function cardConditions(plan: MenuPlan): string[] {
  return [
    ...plan.audience,
    ...(plan.search ? [plan.search.match] : []),
    ...(plan.selected ? [plan.selected] : []),
    ...[...plan.groups].filter(([group]) => group !== 'category').map(([, condition]) => condition),
  ];
}

const CARD_COLUMNS = `m.product_id, m.slug, m.name, m.sort_name, m.brand_slug, m.brand_name, m.category_slug,
                 m.category_name, m.category_path, m.strain_type, m.potency_unit, m.servings_per_package,
                 m.thc_percent::text, m.cbd_percent::text, m.thc_mg::text, m.cbd_mg::text, m.excise_taxable,
                 m.in_stock, m.medical_only, m.size_count, m.image_path, m.image_alt, m.image_width, m.image_height`;

/**
 * Sorting by the price after deals when brand, product or category discounts reorder prices:
 * each price class (menu-deals.ts) is read in the order of its regular-price index, as many rows
 * as the page needs, and the products under a brand or product discount are sorted on their own;
 * the page is the merge of those. The index serves every part, not just an undiscounted menu.
 */
function classMergedPriceSql(
  plan: MenuPlan,
  query: MenuQuery,
  deals: readonly MenuDeal[],
  categories: readonly MenuCategory[],
  offset: string,
): string {
  const direction = query.sort === 'price-desc' ? 'desc' : 'asc';
  const limit = plan.params.add(query.page * MENU_PAGE_SIZE, 'integer');
  const where = cardConditions(plan);
  const items = itemPriceDeals(deals);
  // As a condition of its own it can use the brand index; negated, a null brand must count as false.
  const itemCovered = items.length > 0 ? onDealSql(items, plan.params) : null;
  const part = (conditions: string[], order: string) =>
    `(select ${CARD_COLUMNS}, ${plan.regularPrice} as regular_price_cents, ${plan.finalPrice} as final_price_cents
        from menu_products m
       where ${conditions.join(' and ')}
       order by m.in_stock desc, ${order}, m.sort_name, m.product_id
       limit ${limit})`;
  const parts = priceClasses(deals, categories).map((priceClass) => {
    const conditions = [...where];
    if (priceClass.category) {
      const id = priceClass.category.id;
      // A menu section has an index in price order; a deeper category has its GIN entry.
      conditions.push(
        depthOf(categories, priceClass.category) === 1
          ? `m.category_path[1] = ${plan.params.add(id, 'uuid')}`
          : `m.category_path && ${plan.params.add([id], 'uuid[]')}`,
      );
    }
    if (priceClass.below.length > 0) {
      conditions.push(`not (m.category_path && ${plan.params.add(priceClass.below.map((below) => below.id), 'uuid[]')})`);
    }
    if (itemCovered) conditions.push(`not coalesce(${itemCovered}, false)`);
    return part(conditions, `${plan.regularPrice} ${direction}`);
  });
  if (itemCovered) {
    parts.push(part([...where, itemCovered], `${plan.finalPrice} ${direction}, ${plan.regularPrice} ${direction}`));
  }
  return `select * from (${parts.join('\n          union all\n          ')}) as m
           order by m.in_stock desc, m.final_price_cents ${direction}, m.regular_price_cents ${direction}, m.sort_name, m.product_id
           limit ${MENU_PAGE_SIZE} offset ${offset}`;
}

export function cardsSql(
  plan: MenuPlan,
  query: MenuQuery,
  deals: readonly MenuDeal[],
  categories: readonly MenuCategory[],
): string {
  const offset = plan.params.add((query.page - 1) * MENU_PAGE_SIZE, 'integer');
  if ((query.sort === 'price-asc' || query.sort === 'price-desc') && !plan.sortsLikeRegular && !plan.search) {
    return classMergedPriceSql(plan, query, deals, categories, offset);
  }
  return `select ${CARD_COLUMNS}, ${plan.regularPrice} as regular_price_cents
            from menu_products m
           where ${cardConditions(plan).join('\n             and ')}
           order by ${orderBy(plan, query)}
           limit ${MENU_PAGE_SIZE} offset ${offset}`;
}

/** The page of cards as one JSON array (PGlite hands over one value faster than two dozen wide rows). */
export function cardsAggregate(
  plan: MenuPlan,
  query: MenuQuery,
  context: { deals: readonly MenuDeal[]; categories: readonly MenuCategory[] },
): string {
  // A sorted, limited subquery feeds the aggregate in its order.
  return `(select coalesce(json_agg(page), '[]'::json)
             from (${cardsSql(plan, query, context.deals, context.categories)}) as page)`;
}

export async function queryCards(
  db: Queryable,
  plan: MenuPlan,
  query: MenuQuery,
  context: { deals: readonly MenuDeal[]; categories: readonly MenuCategory[] },
  rates: TaxRates,
): Promise<MenuCard[]> {
  const { text, values } = plan.params.render(`${withClause(plan)} select ${cardsAggregate(plan, query, context)} as cards`);
  const [result] = await db.query<{ cards: CardRow[] }>(text, values);
  return parseCards(result?.cards ?? [], plan, context.deals, rates);
}

/**
 * The cards of the given products, in that order, and the database's date (lots lapse by it).
 * A product that left the menu since the caller chose it is left out.
 */
export async function queryCardsById(
  db: Queryable,
  productIds: readonly string[],
  plan: MenuPlan,
  deals: readonly MenuDeal[],
  rates: TaxRates,
): Promise<{ cards: MenuCard[]; today: string }> {
  const [result] = await db.query<{ cards: CardRow[]; today: string }>(
    `select coalesce((select json_agg(page)
                        from (select ${CARD_COLUMNS}, ${plan.regularPrice} as regular_price_cents
                                from menu_products m
                               where m.product_id = any ($1::uuid[]) and ${plan.audience.join(' and ')}) as page), '[]'::json) as cards,
            current_date::text as today`,
    [productIds],
  );
  const rows = new Map((result?.cards ?? []).map((row) => [row.product_id, row]));
  const inOrder = productIds.flatMap((id) => rows.get(id) ?? []);
  return { cards: parseCards(inOrder, plan, deals, rates), today: result!.today };
}

export function parseCards(rows: readonly CardRow[], plan: MenuPlan, deals: readonly MenuDeal[], rates: TaxRates): MenuCard[] {
  return rows.map((row) => menuCard(row, plan, deals, rates));
}

function menuCard(row: CardRow, plan: MenuPlan, deals: readonly MenuDeal[], rates: TaxRates): MenuCard {
  const price = dealPrice(
    deals,
    { productId: row.product_id, brandSlug: row.brand_slug, categoryPath: row.category_path },
    Number(row.regular_price_cents),
  );
  const potency = potencyOf(
    row.potency_unit,
    potencyValues(row),
    row.servings_per_package,
  );
  return {
    id: row.product_id,
    slug: row.slug,
    name: row.name,
    brand: row.brand_slug && row.brand_name ? { slug: row.brand_slug, name: row.brand_name } : null,
    category: { slug: row.category_slug, name: row.category_name },
    strainType: row.strain_type,
    potencyLabel: potency?.label ?? null,
    image:
      row.image_path === null
        ? null
        : productImage({
            path: row.image_path,
            alt: row.image_alt ?? '',
            width: Number(row.image_width),
            height: Number(row.image_height),
          }),
    priceCents: price.priceCents,
    regularPriceCents: price.regularPriceCents,
    outTheDoorCents: outTheDoorCents(price.priceCents, row.excise_taxable, plan.mode, rates),
    dealTitle: price.dealTitle,
    inStock: row.in_stock,
    medicalOnly: row.medical_only,
    sizeCount: Number(row.size_count),
  };
}
