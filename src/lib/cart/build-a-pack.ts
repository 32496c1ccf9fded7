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

type PackTerms = Pick<Deal, 'kind' | 'eligibility' | 'bundleQuantity' | 'bundlePriceCents'>;

/**
 * Whether /build-a-pack offers the deal while it runs: a mix-and-match pack ("any 4 eighths for
 * $100") for everyone, with its count and price. Packs for first-time or birthday customers are
 * not there, because the page is the same for every visitor.
 */
export function isBuildAPackDeal<D extends PackTerms>(
  deal: D,
): deal is D & { bundleQuantity: number; bundlePriceCents: number } {
  return (
    deal.kind === 'bundle_price' &&
    deal.eligibility === 'everyone' &&
    deal.bundleQuantity !== null &&
    deal.bundleQuantity > 0 &&
    deal.bundlePriceCents !== null
  );
}

/** The id of a pack's section on /build-a-pack. */
export function packSectionId(dealSlug: string): string {
  return `pack-${dealSlug}`;
}

/** A pack's own section of /build-a-pack. */
export function packHref(dealSlug: string): string {
  return `/build-a-pack#${packSectionId(dealSlug)}`;
}
