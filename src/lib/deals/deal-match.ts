import type { MenuMode } from '../catalog/menu-query.ts';
import type { Deal } from './deal.ts';

/** A product as deals see it. */
export interface DealProduct {
  slug: string;
  brandSlug: string | null;
  /** The product's category and every category above it: a deal on "Concentrates" covers "Rosin". */
  categorySlugs: readonly string[];
  /**
   * The size being priced (weight in mg), when the question is about one size; left out when it
   * is about the product as a whole ("is anything of it on deal?").
   */
  weightMg?: number | null;
}

/** Whether the deal covers the product. */
export function dealAppliesTo(
  deal: Pick<Deal, 'scope' | 'targets'> & Partial<Pick<Deal, 'sizeWeightMg'>>,
  product: DealProduct,
): boolean {
  if (deal.sizeWeightMg != null && product.weightMg !== undefined && product.weightMg !== deal.sizeWeightMg)
    return false;
  switch (deal.scope) {
    case 'all':
      return true;
    case 'products':
      return deal.targets.some((target) => target.kind === 'product' && target.slug === product.slug);
    case 'brands':
      return deal.targets.some((target) => target.kind === 'brand' && target.slug === product.brandSlug);
    case 'categories':
      return deal.targets.some((target) => target.kind === 'category' && product.categorySlugs.includes(target.slug));
  }
}

/** Whether the deal is offered on the adult-use or medical menu. */
export function dealOfferedOn(deal: Pick<Deal, 'audience'>, mode: MenuMode): boolean {
  return deal.audience === 'all' || deal.audience === mode;
}
