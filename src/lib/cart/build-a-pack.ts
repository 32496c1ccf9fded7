/**
 * The build-a-pack page's list (src/server/catalog/build-a-pack.ts reads it): shared types, so the
 * page's components and its browser script need no server module.
 */
import type { Deal } from '../deals/deal.ts';
import type { QuickOrderSize } from './quick-order-list.ts';

/** A size a pack may hold: the quick-order size, with what deals match on for the live price. */
export interface PackItem extends QuickOrderSize {
  brandName: string | null;
  brandSlug: string | null;
  /** The product's category and every one above it. */
  categorySlugs: string[];
}

/** A pack deal running now and the sizes it offers, all excise-taxed or all untaxed. */
export interface PackDeal {
  deal: Deal & { bundleQuantity: number; bundlePriceCents: number };
  items: PackItem[];
}
