import { describe, expect, it } from 'vitest';
import { cartLinesOf } from './product-cart-lines.ts';

describe('the cart lines of a product page', () => {
  const product = {
    slug: 'chemdawg',
    name: 'Chemdawg',
    images: [
      {
        src: '/media/products/chemdawg.webp',
        srcSet: '/media/products/chemdawg-400.webp 400w, /media/products/chemdawg.webp 1200w',
      },
    ],
    variants: [
      {
        id: 'v1',
        sizeLabel: '3.5 g',
        adultUsePriceCents: 2500,
        medicalPriceCents: 2300,
        exciseTaxable: true,
        stock: 12,
        limitCategory: 'flower' as const,
        limitAmount: 3500,
      },
      {
        id: 'v2',
        sizeLabel: '28 g',
        adultUsePriceCents: 11500,
        medicalPriceCents: null,
        exciseTaxable: true,
        stock: 0,
        limitCategory: 'flower' as const,
        limitAmount: 28000,
      },
    ],
  };

  it('copies each size with the stock as its most, and the small image as the thumbnail', () => {
    expect(cartLinesOf(product)).toEqual([
      {
        variantId: 'v1',
        productSlug: 'chemdawg',
        productName: 'Chemdawg',
        sizeLabel: '3.5 g',
        imageSrc: '/media/products/chemdawg-400.webp',
        adultUsePriceCents: 2500,
        medicalPriceCents: 2300,
        exciseTaxable: true,
        limitCategory: 'flower',
        limitAmount: 3500,
        maxQuantity: 12,
      },
      expect.objectContaining({ variantId: 'v2', medicalPriceCents: null, maxQuantity: 0 }),
    ]);
  });

  it('uses the full image without a smaller copy, and none without an image', () => {
    expect(cartLinesOf({ ...product, images: [{ src: '/media/a.svg', srcSet: '' }] })[0]!.imageSrc).toBe(
      '/media/a.svg',
    );
    expect(cartLinesOf({ ...product, images: [] })[0]!.imageSrc).toBeNull();
  });
});
