import { within } from './category-tree.ts';
import type { MenuCategory, MenuDeal } from './context.ts';
import { classPrice, finalPriceSql, itemPriceDeals, onDealSql, priceClasses } from './deals.ts';
import type { MenuPlan } from './sql.ts';

/**
 * The prices shoppers pay across an unfiltered menu, as a histogram (cents → products), derived
 * from the stored histograms of regular prices (`adult:{cents}` / `medical:{cents}` keys of
 * menu_facet_counts): each price class (deals.ts) moves its prices by its deals, and only
 * products under a brand or product discount are read row by row. Its ends are the price span.
 */

/** Regular-price histogram of one scope (a category, or the whole menu), from the stored counts. */
export type ScopeHistogram = (category: MenuCategory | null) => Map<number, number>;

/** The discounted categories strictly inside the scope, whose stored histograms the classes need. */
export function classScopes(
  deals: readonly MenuDeal[],
  categories: readonly MenuCategory[],
  scope: MenuCategory | null,
): MenuCategory[] {
  return priceClasses(deals, categories)
    .map((priceClass) => priceClass.category)
    .filter((category): category is MenuCategory => category !== null)
    .filter((category) => category !== scope && (scope === null || within(categories, category, scope)));
}

function add(histogram: Map<number, number>, price: number, count: number): void {
  histogram.set(price, (histogram.get(price) ?? 0) + count);
}

/** Prices after the deals of every class, before brand and product discounts. */
export function classHistogram(
  deals: readonly MenuDeal[],
  categories: readonly MenuCategory[],
  scope: MenuCategory | null,
  stored: ScopeHistogram,
): Map<number, number> {
  /** A category's products inside the scope: all of the scope's when the scope lies within it. */
  const inScope = (category: MenuCategory | null): Map<number, number> => {
    if (category === null) return stored(scope);
    if (scope !== null && within(categories, scope, category)) return stored(scope);
    if (scope === null || within(categories, category, scope)) return stored(category);
    return new Map();
  };
  const histogram = new Map<number, number>();
  for (const priceClass of priceClasses(deals, categories)) {
    const rows = new Map(inScope(priceClass.category));
    for (const below of priceClass.below) {
      for (const [price, count] of inScope(below)) add(rows, price, -count);
    }
    for (const [price, count] of rows) if (count !== 0) add(histogram, classPrice(priceClass, price), count);
  }
  return histogram;
}

export interface PriceMove {
  from: number;
  to: number;
  n: number;
}

/**
 * Moves of the products under a brand or product discount, from their class price to the price
 * they pay, counted row by row (a brand discount covers a few dozen products; a category
 * discount, which can cover thousands, needs no reading): SQL for a subquery, or null when no
 * such deal runs. `population` selects the scope's products on this menu.
 */
export function itemDealMovesSql(plan: MenuPlan, deals: readonly MenuDeal[], population: readonly string[]): string | null {
  const items = itemPriceDeals(deals);
  if (items.length === 0) return null;
  const classDeals = deals.filter((deal) => !items.includes(deal));
  return `select ${finalPriceSql(classDeals, plan.regularPrice, plan.params)} as "from", ${plan.finalPrice} as "to", count(*)::int as n
            from menu_products m
           where ${[...population, onDealSql(items, plan.params)].join(' and ')}
           group by 1, 2`;
}

export function applyMoves(histogram: Map<number, number>, moves: readonly PriceMove[]): Map<number, number> {
  const moved = new Map(histogram);
  for (const move of moves) {
    add(moved, Number(move.from), -Number(move.n));
    add(moved, Number(move.to), Number(move.n));
  }
  return moved;
}

/** The span in whole dollars of the prices some product is offered at. */
export function priceSpan(histogram: Map<number, number>): { min?: number; max?: number } {
  const offered = [...histogram].filter(([, count]) => count > 0).map(([price]) => price);
  if (offered.length === 0) return {};
  return { min: Math.floor(Math.min(...offered) / 100), max: Math.ceil(Math.max(...offered) / 100) };
}

