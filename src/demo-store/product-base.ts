import { BRANDS } from './brands.ts';
import { slugify } from './random.ts';
import type { SeedProduct } from './types.ts';

/** Hands out product numbers in generation order; they end up in SKUs and batch numbers. */
export type NextProductNo = () => number;

type Required = Pick<SeedProduct, 'name' | 'brandSlug' | 'categorySlug' | 'topCategory' | 'description' | 'variants'>;

const NOUNS: Record<SeedProduct['topCategory'], string> = {
  flower: 'flower',
  'pre-rolls': 'pre-roll',
  vapes: 'vape',
  concentrates: 'concentrate',
  edibles: 'edible',
  tinctures: 'tincture',
  topicals: 'topical',
  accessories: 'accessory',
  apparel: 'apparel',
};

export function brandName(slug: string): string {
  const found = BRANDS.find((item) => item.slug === slug);
  if (!found) throw new Error(`Unknown brand "${slug}"`);
  return found.name;
}

/** A product with the defaults of a regular adult-use cannabis item; callers override the rest. */
export function makeProduct(fields: Required & Partial<SeedProduct>): SeedProduct {
  const brand = brandName(fields.brandSlug);
  return {
    // The brand keeps slugs unique when two growers sell the same strain.
    slug: slugify(`${brand} ${fields.name}`),
    strainSlug: null,
    effects: [],
    isCannabis: true,
    medicalOnly: false,
    featured: false,
    potencyUnit: 'percent',
    servingsPerPackage: null,
    batches: [],
    imageAlt: `${fields.name}, ${NOUNS[fields.topCategory]} by ${brand}`,
    ...fields,
  };
}
