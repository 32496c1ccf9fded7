import type { Random } from './random.ts';
import type { LimitCategory } from '#lib/vocabulary/catalog.ts';
import type { SeedVariant, TopCategory } from './types.ts';

/** Three letters per top-level category, so a SKU tells a budtender what shelf it is on. */
export const CATEGORY_CODES: Record<TopCategory, string> = {
  flower: 'FLW',
  'pre-rolls': 'PRE',
  vapes: 'VAP',
  concentrates: 'CON',
  edibles: 'EDI',
  tinctures: 'TIN',
  topicals: 'TOP',
  accessories: 'ACC',
  apparel: 'APP',
};

/** e.g. `RR-FLW-000123-35` for the eighth of product 123. */
export function skuFor(category: TopCategory, productNo: number, sizeCode: string): string {
  return `RR-${CATEGORY_CODES[category]}-${String(productNo).padStart(6, '0')}-${sizeCode}`;
}

export function dollars(amount: number): number {
  return Math.round(amount * 100);
}

/** Medical patients pay a little less; whole dollars keep the menu readable. */
export function medicalPrice(adultUseCents: number): number {
  return Math.max(100, Math.round((adultUseCents * 0.92) / 100) * 100);
}

/** Most shelves hold 5–60 units; about one variant in nine has sold out. */
export function stockLevel(random: Random): number {
  return random.chance(0.11) ? 0 : random.int(5, 60);
}

export interface VariantSpec {
  sizeCode: string;
  sizeLabel: string;
  weightMg: number | null;
  priceCents: number;
  limitCategory: LimitCategory;
  limitAmount: number;
}

/** Cannabis variant: excise-taxed, with a medical price. */
export function cannabisVariant(
  random: Random,
  category: TopCategory,
  productNo: number,
  spec: VariantSpec,
  position: number,
): SeedVariant {
  return {
    sku: skuFor(category, productNo, spec.sizeCode),
    sizeLabel: spec.sizeLabel,
    weightMg: spec.weightMg,
    adultUsePriceCents: spec.priceCents,
    medicalPriceCents: medicalPrice(spec.priceCents),
    stock: stockLevel(random),
    limitCategory: spec.limitCategory,
    limitAmount: spec.limitAmount,
    exciseTaxable: true,
    position,
  };
}

/** Merch and accessories: no excise, no medical price, and they never count against purchase limits. */
export function goodsVariant(
  random: Random,
  category: TopCategory,
  productNo: number,
  spec: { sizeCode: string; sizeLabel: string; priceCents: number },
  position: number,
): SeedVariant {
  return {
    sku: skuFor(category, productNo, spec.sizeCode),
    sizeLabel: spec.sizeLabel,
    weightMg: null,
    adultUsePriceCents: spec.priceCents,
    medicalPriceCents: null,
    stock: stockLevel(random),
    limitCategory: 'none',
    limitAmount: 0,
    exciseTaxable: false,
    position,
  };
}
