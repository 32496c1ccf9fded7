import { emptyMenuQuery, serializeMenuQuery } from '../catalog/menu-query.ts';
import type { Deal, DealTarget } from './deal.ts';
import { isShelfDeal } from './deal-price.ts';
import { isBuildAPackDeal, packHref } from '../cart/build-a-pack.ts';

const HOME_MENU = '#monroe-dispensary-menu';

/** The page of what a deal targets: a product, a brand or a category. */
export function dealTargetHref(target: Pick<DealTarget, 'kind' | 'slug'>): string {
  const base = { product: 'products', brand: 'brands', category: 'category' }[target.kind];
  return `/${base}/${target.slug}`;
}

/**
 * Where a shopper sees what a deal covers: the page closest to its targets (a category or brand
 * page, one product's page, or the home menu). A deal that lowers shelf prices narrows that menu
 * to products on deal (`?deal=1`); packs, buy-x-get-y and first-visit or birthday deals lower no
 * shelf price, so their link shows everything they cover instead.
 */
export function dealMenuHref(deal: Pick<Deal, 'scope' | 'targets' | 'kind' | 'eligibility'>): string {
  const query = { ...emptyMenuQuery(), onDeal: isShelfDeal(deal) };
  const [only] = deal.targets;
  if (deal.scope !== 'all' && deal.targets.length === 1 && only) {
    if (only.kind === 'product') return dealTargetHref(only);
    return `${dealTargetHref(only)}${serializeMenuQuery(query)}`;
  }
  if (deal.scope === 'brands' && deal.targets.length > 1) {
    query.brands = deal.targets.map((target) => target.slug).sort();
  }
  return `/${serializeMenuQuery(query)}${HOME_MENU}`;
}

/**
 * Where "Shop this deal" goes: a pack running now is built on /build-a-pack, in its own section;
 * every other deal, and a pack still to come (the pack page shows only the packs running now),
 * shows what it covers on the menu.
 */
export function dealShopHref(
  deal: Pick<Deal, 'slug' | 'scope' | 'targets' | 'kind' | 'eligibility' | 'bundleQuantity' | 'bundlePriceCents'>,
  { running }: { running: boolean },
): string {
  return running && isBuildAPackDeal(deal) ? packHref(deal.slug) : dealMenuHref(deal);
}
