/** Sizes for the cart's unit tests, shaped as the product page hands them to the cart. */
import type { PurchaseLimitSettings } from '../limits/purchase-limits.ts';
import type { CartLine } from './cart-line.ts';

/** Michigan's defaults (docs: michigan.md): 2.5 oz, 15 g concentrate; 2.5 oz a day and 10 oz a month. */
export const MICHIGAN_LIMITS: PurchaseLimitSettings = {
  adultUseMg: 70_870,
  adultUseConcentrateMg: 15_000,
  medicalDailyMg: 70_870,
  medicalMonthlyMg: 283_495,
  vapeLimitCategory: 'concentrate',
};

export const ADULT = { mode: 'adult', settings: MICHIGAN_LIMITS } as const;
export const MEDICAL = { mode: 'medical', settings: MICHIGAN_LIMITS } as const;

/** One size of flower; `grams` sets its size and limit amount. */
export function flower(grams: number, overrides: Partial<Omit<CartLine, 'quantity'>> = {}): Omit<CartLine, 'quantity'> {
  return {
    variantId: `chemdawg-${grams}`,
    productSlug: 'huron-valley-growers-chemdawg',
    productName: 'Chemdawg',
    sizeLabel: `${grams} g`,
    imageSrc: '/media/products/chemdawg-400.webp',
    adultUsePriceCents: 700 * grams,
    medicalPriceCents: 650 * grams,
    exciseTaxable: true,
    limitCategory: 'flower',
    limitAmount: grams * 1000,
    maxQuantity: 20,
    ...overrides,
  };
}

/** A gram of live resin (concentrate). */
export const resin: Omit<CartLine, 'quantity'> = {
  ...flower(1),
  variantId: 'live-resin-1',
  productSlug: 'live-resin',
  productName: 'Live Resin',
  sizeLabel: '1 g',
  limitCategory: 'concentrate',
  limitAmount: 1000,
};

/** A hoodie: no limit, sales tax only. */
export const hoodie: Omit<CartLine, 'quantity'> = {
  ...flower(1),
  variantId: 'hoodie-l',
  productSlug: 'river-raisin-hoodie',
  productName: 'River Raisin Hoodie',
  sizeLabel: 'L',
  medicalPriceCents: null,
  exciseTaxable: false,
  limitCategory: 'none',
  limitAmount: 0,
  maxQuantity: 200,
};
