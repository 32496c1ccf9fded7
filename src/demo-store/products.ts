import { accessoryProducts, apparelProducts } from './merch-products.ts';
import { edibleProducts, tinctureProducts, topicalProducts } from './infused-products.ts';
import { concentrateProducts, flowerProducts, preRollProducts, vapeProducts } from './percent-products.ts';
import type { BatchStatus } from '#lib/vocabulary/catalog.ts';
import type { SeedProduct, TopCategory } from './types.ts';

/**
 * The demo catalog: the same products, variants, prices, stock and lab batches on every run.
 * Only the batch test dates move with the seed date (they are stored as "days ago").
 */
export function generateCatalog(): SeedProduct[] {
  let productNo = 0;
  const next = () => ++productNo;
  const products = [
    ...flowerProducts(next, 42),
    ...preRollProducts(next, 20),
    ...vapeProducts(next, 20),
    ...concentrateProducts(next),
    ...edibleProducts(next),
    ...tinctureProducts(next),
    ...topicalProducts(next),
    ...accessoryProducts(next),
    ...apparelProducts(next),
  ];
  return applyStoryline(products);
}

/**
 * Products that put the menu's rules to work, chosen by position within their category so the
 * choice survives changes elsewhere: a few sold out everywhere, one lot of each unsellable status,
 * and a handful of featured items for the home page.
 */
const SOLD_OUT: [TopCategory, number][] = [
  ['flower', 7],
  ['vapes', 5],
  ['edibles', 9],
];
const UNSELLABLE: [TopCategory, number, BatchStatus][] = [
  ['flower', 11, 'recalled'],
  ['concentrates', 3, 'on_hold'],
  ['edibles', 6, 'expired'],
];
const FEATURED: [TopCategory, number][] = [
  ['flower', 0],
  ['flower', 2],
  ['flower', 4],
  ['pre-rolls', 0],
  ['vapes', 1],
  ['concentrates', 0],
  ['edibles', 0],
  ['tinctures', 3],
  ['apparel', 0],
];

function nth(products: SeedProduct[], category: TopCategory, index: number): SeedProduct {
  const found = products.filter((product) => product.topCategory === category)[index];
  if (!found) throw new Error(`No ${category} product at position ${index}`);
  return found;
}

function applyStoryline(products: SeedProduct[]): SeedProduct[] {
  const changes = new Map<SeedProduct, Partial<SeedProduct>>();
  const change = (product: SeedProduct, fields: Partial<SeedProduct>) =>
    changes.set(product, { ...changes.get(product), ...fields });

  const soldOut = new Set(SOLD_OUT.map(([category, index]) => nth(products, category, index)));
  for (const product of products) {
    const empty = product.variants.every((variant) => variant.stock === 0);
    if (soldOut.has(product)) {
      change(product, { variants: product.variants.map((variant) => ({ ...variant, stock: 0 })) });
    } else if (empty) {
      // Only the chosen products are sold out everywhere; the rest always have a size to sell.
      change(product, {
        variants: product.variants.map((variant, i) => (i === 0 ? { ...variant, stock: 12 } : variant)),
      });
    }
  }
  for (const [category, index, status] of UNSELLABLE) {
    const product = nth(products, category, index);
    const [first] = product.batches;
    const lot = {
      ...first!,
      status,
      // An expired lot was tested long enough ago for its shelf life to have run out.
      ...(status === 'expired' ? { testedDaysAgo: 115, expiredDaysAgo: 5 } : {}),
    };
    change(product, { batches: [lot] });
  }
  for (const [category, index] of FEATURED) change(nth(products, category, index), { featured: true });

  return products.map((product) => ({ ...product, ...changes.get(product) }));
}

/** Products with a role in the demo, for tests and docs: found by what they are, not by name. */
export function notableProducts(catalog: readonly SeedProduct[]) {
  const onlyStatus = (status: BatchStatus) =>
    catalog.find((p) => p.batches.length > 0 && p.batches.every((batch) => batch.status === status))!;
  return {
    recalled: onlyStatus('recalled'),
    onHold: onlyStatus('on_hold'),
    expired: onlyStatus('expired'),
    soldOut: catalog.filter((p) => p.variants.every((variant) => variant.stock === 0)),
    medicalOnly: catalog.filter((p) => p.medicalOnly),
    featured: catalog.filter((p) => p.featured),
    glassJars: catalog.filter((p) => p.categorySlug === 'glass-jars'),
  };
}
