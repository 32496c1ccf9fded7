import { applyUnitDeal, bestUnitDeals } from '../../lib/deals/deal-price.ts';
import type { MenuCategory, MenuDeal } from './context.ts';
import { within } from './category-tree.ts';
import type { SqlParams } from '../db/sql-params.ts';

/**
 * Deals on the menu. Percent-off and amount-off deals lower the card price (never below zero; the
 * largest discount wins when several apply, and deals do not stack here); buy-x-get-y and bundle
 * deals only badge the card. The price rule itself is the one in src/lib/deals/deal-price.ts; it
 * is written a second time as SQL (to filter and sort by the price a shopper pays), and the
 * integration tests hold the two to each other.
 */

/** What the read model knows about a product that decides which deals cover it. */
export interface DealTarget {
  productId: string;
  brandSlug: string | null;
  categoryPath: readonly string[];
}

export interface DealPrice {
  priceCents: number;
  /** The price before the deal when a deal lowers it. */
  regularPriceCents: number | null;
  dealTitle: string | null;
}

export function lowersPrice(deal: MenuDeal): boolean {
  return deal.kind === 'percent_off' || deal.kind === 'amount_off';
}

export function covers(deal: MenuDeal, target: DealTarget): boolean {
  switch (deal.scope) {
    case 'all':
      return true;
    case 'products':
      return deal.productIds.includes(target.productId);
    case 'brands':
      return target.brandSlug !== null && deal.brandSlugs.includes(target.brandSlug);
    case 'categories':
      return target.categoryPath.some((id) => deal.categoryIds.includes(id));
  }
}

/** The price after one deal: a percentage rounded half up in integer cents (applyUnitDeal), as the SQL does. */
export function discounted(deal: MenuDeal, priceCents: number): number {
  return applyUnitDeal(priceCents, deal);
}

/** The card price of a product: the best applicable discount, else the first badge. */
export function dealPrice(deals: readonly MenuDeal[], target: DealTarget, regularCents: number): DealPrice {
  const covering = deals.filter((deal) => covers(deal, target));
  // finalPriceSql takes the least single-deal price, so the cards must not stack deals either.
  const [best] = bestUnitDeals(regularCents, covering.map((deal) => ({ ...deal, stackable: false })));
  if (best) return { priceCents: discounted(best, regularCents), regularPriceCents: regularCents, dealTitle: best.title };
  return { priceCents: regularCents, regularPriceCents: null, dealTitle: covering[0]?.title ?? null };
}

/** Discounts on everything: they keep prices in order. */
function allScopePriceDeals(deals: readonly MenuDeal[]): MenuDeal[] {
  return deals.filter((deal) => deal.scope === 'all' && lowersPrice(deal));
}

export function targetedPriceDeals(deals: readonly MenuDeal[]): MenuDeal[] {
  return deals.filter((deal) => deal.scope !== 'all' && lowersPrice(deal));
}

/** A price after the deals that cover every product (they keep prices in order). */
export function afterAllScopeDeals(deals: readonly MenuDeal[], priceCents: number): number {
  return allScopePriceDeals(deals).reduce((best, deal) => Math.min(best, discounted(deal, priceCents)), priceCents);
}

/** The SQL condition that a deal covers the row `m` of menu_products. */
function coverageSql(deal: MenuDeal, params: SqlParams): string {
  switch (deal.scope) {
    case 'all':
      return 'true';
    case 'products':
      return `m.product_id = any (${params.add(deal.productIds, 'uuid[]')})`;
    case 'brands':
      return `m.brand_slug = any (${params.add(deal.brandSlugs, 'text[]')})`;
    case 'categories':
      return `m.category_path && ${params.add(deal.categoryIds, 'uuid[]')}`;
  }
}

function discountedSql(deal: MenuDeal, regular: string, params: SqlParams): string {
  if (deal.kind === 'percent_off') return `${regular} - (${regular} * ${params.add(deal.percentOff, 'integer')} + 50) / 100`;
  return `greatest(0, ${regular} - ${params.add(deal.amountOffCents, 'integer')})`;
}

/** `(covered by any of the deals)` for rows of menu_products `m`. */
export function onDealSql(deals: readonly MenuDeal[], params: SqlParams): string {
  if (deals.length === 0) return 'false';
  if (deals.some((deal) => deal.scope === 'all')) return 'true';
  const productIds = [...new Set(deals.flatMap((deal) => (deal.scope === 'products' ? deal.productIds : [])))];
  const brandSlugs = [...new Set(deals.flatMap((deal) => (deal.scope === 'brands' ? deal.brandSlugs : [])))];
  const categoryIds = [...new Set(deals.flatMap((deal) => (deal.scope === 'categories' ? deal.categoryIds : [])))];
  const parts = [
    productIds.length > 0 ? `m.product_id = any (${params.add(productIds, 'uuid[]')})` : null,
    brandSlugs.length > 0 ? `m.brand_slug = any (${params.add(brandSlugs, 'text[]')})` : null,
    categoryIds.length > 0 ? `m.category_path && ${params.add(categoryIds, 'uuid[]')}` : null,
  ].filter((part): part is string => part !== null);
  return `(${parts.join(' or ')})`;
}

/** The price a shopper pays, as SQL over `regular` (a price column of `m`). */
export function finalPriceSql(deals: readonly MenuDeal[], regular: string, params: SqlParams): string {
  const priceDeals = deals.filter(lowersPrice);
  if (priceDeals.length === 0) return regular;
  const candidates = priceDeals.map((deal) => {
    const price = discountedSql(deal, regular, params);
    return deal.scope === 'all' ? price : `case when ${coverageSql(deal, params)} then ${price} end`;
  });
  // least() skips nulls: a deal that does not cover the row offers nothing.
  return `least(${regular}, ${candidates.join(', ')})`;
}

/**
 * Products whose price follows the same deals: those under the same deepest category of a
 * category discount (and under none), outside any brand or product discount. Within a class the
 * price a shopper pays rises with the regular price, so a class can be read in the order of a
 * regular-price index, and its price histogram derived from the stored one.
 */
export interface PriceClass {
  /** The deepest discounted category of the class; null for products under none. */
  category: MenuCategory | null;
  /** The nearest discounted categories below it: their products form classes of their own. */
  below: MenuCategory[];
  /** The deals that lower every price in the class: scope `all`, and the category discounts above. */
  deals: MenuDeal[];
}

export function priceClasses(deals: readonly MenuDeal[], categories: readonly MenuCategory[]): PriceClass[] {
  const everywhere = deals.filter((deal) => deal.scope === 'all' && lowersPrice(deal));
  const byCategory = deals.filter((deal) => deal.scope === 'categories' && lowersPrice(deal));
  const discounted = categories.filter((category) => byCategory.some((deal) => deal.categoryIds.includes(category.id)));
  /** The discounted categories strictly below `top` (everything for null) with none in between. */
  const nearestBelow = (top: MenuCategory | null) => {
    const under = discounted.filter((category) => category !== top && (top === null || within(categories, category, top)));
    return under.filter((category) => !under.some((other) => other !== category && within(categories, category, other)));
  };
  return [
    { category: null, below: nearestBelow(null), deals: everywhere },
    ...discounted.map((category) => ({
      category,
      below: nearestBelow(category),
      deals: [
        ...everywhere,
        ...byCategory.filter((deal) =>
          discounted.some((above) => deal.categoryIds.includes(above.id) && within(categories, category, above)),
        ),
      ],
    })),
  ];
}

/** Brand and product discounts: the deals whose coverage no stored count or class describes. */
export function itemPriceDeals(deals: readonly MenuDeal[]): MenuDeal[] {
  return deals.filter((deal) => (deal.scope === 'brands' || deal.scope === 'products') && lowersPrice(deal));
}

/** The price after the deals that lower every price of a class. */
export function classPrice(priceClass: PriceClass, priceCents: number): number {
  return priceClass.deals.reduce((best, deal) => Math.min(best, discounted(deal, priceCents)), priceCents);
}
