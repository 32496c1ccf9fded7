import type { MenuCategory, MenuDeal } from './context.ts';
import { within } from './category-tree.ts';
import type { MenuPlan } from './sql.ts';

/**
 * "On deal" count of an unfiltered menu from the facet summary instead of a count over every
 * product a deal covers (a category deal can cover a third of the menu). Deal targets are
 * categories (disjoint subtrees once nested ones are merged), brands (a product has one) and
 * single products, so the union is exact by inclusion–exclusion:
 *   Σ categories + Σ brands outside those categories + the targeted products covered by neither.
 */
export interface DealCoverage {
  /** Some deal covers the whole scope: every product is on deal. */
  everything: boolean;
  /** Deal categories inside the scope, none inside another. */
  categories: MenuCategory[];
  brandSlugs: string[];
  productIds: string[];
}

export function planDealCoverage(
  deals: readonly MenuDeal[],
  scope: MenuCategory | null,
  categories: readonly MenuCategory[],
): DealCoverage {
  const targets = deals.flatMap((deal) => deal.categoryIds);
  const dealCategories = categories.filter((category) => targets.includes(category.id));
  const everything =
    deals.some((deal) => deal.scope === 'all') ||
    (scope !== null && dealCategories.some((category) => within(categories, scope, category)));
  const inScope = dealCategories.filter((category) => scope === null || within(categories, category, scope));
  return {
    everything,
    categories: inScope.filter((category) => !inScope.some((other) => other !== category && within(categories, category, other))),
    brandSlugs: [...new Set(deals.flatMap((deal) => deal.brandSlugs))],
    productIds: [...new Set(deals.flatMap((deal) => deal.productIds))],
  };
}

export interface CoveredProduct {
  [column: string]: unknown;
  brand_slug: string | null;
  category_path: string[];
}

/**
 * The brand and category paths of the products single-product deals name, among `population`
 * (the scope's products on this menu): SQL for a subquery, or null when no deal names one.
 */
export function coveredProductsSql(plan: MenuPlan, coverage: DealCoverage, population: readonly string[]): string | null {
  if (coverage.everything || coverage.productIds.length === 0) return null;
  return `select m.brand_slug, m.category_path from menu_products m
           where ${[...population, `m.product_id = any (${plan.params.add(coverage.productIds, 'uuid[]')})`].join(' and ')}`;
}

export function coveredCount(
  coverage: DealCoverage,
  facts: {
    total: number;
    scopeId: string;
    count: (scopeId: string, key: string) => number;
    products: readonly CoveredProduct[];
  },
): number {
  if (coverage.everything) return facts.total;
  const categoryIds = new Set(coverage.categories.map((category) => category.id));
  let covered = 0;
  for (const category of coverage.categories) covered += facts.count(category.id, '*');
  for (const brand of coverage.brandSlugs) {
    covered += facts.count(facts.scopeId, `brand:${brand}`);
    for (const category of coverage.categories) covered -= facts.count(category.id, `brand:${brand}`);
  }
  for (const product of facts.products) {
    const byBrand = product.brand_slug !== null && coverage.brandSlugs.includes(product.brand_slug);
    if (!byBrand && !product.category_path.some((id) => categoryIds.has(id))) covered += 1;
  }
  return covered;
}
