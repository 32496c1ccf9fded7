import type { CartLine } from './cart-line.ts';
import type { LimitCategory } from '../vocabulary/catalog.ts';

/** A product as the product page has it, with what the cart copies of each size. */
export interface ProductForCart {
  slug: string;
  name: string;
  images: readonly { src: string; srcSet: string }[];
  variants: readonly {
    id: string;
    sizeLabel: string;
    adultUsePriceCents: number;
    medicalPriceCents: number | null;
    exciseTaxable: boolean;
    stock: number;
    limitCategory: LimitCategory;
    limitAmount: number;
  }[];
}

/** The smallest copy of an image (the first `srcset` entry), for the cart's thumbnails. */
export function thumbnailOf(image: { src: string; srcSet: string } | undefined): string | null {
  if (!image) return null;
  return image.srcSet.split(',')[0]?.trim().split(/\s+/)[0] || image.src;
}

/** Each size of the product as a cart line without its quantity, in the product's order. */
export function cartLinesOf(product: ProductForCart): Omit<CartLine, 'quantity'>[] {
  const imageSrc = thumbnailOf(product.images[0]);
  return product.variants.map((variant) => ({
    variantId: variant.id,
    productSlug: product.slug,
    productName: product.name,
    sizeLabel: variant.sizeLabel,
    imageSrc,
    adultUsePriceCents: variant.adultUsePriceCents,
    medicalPriceCents: variant.medicalPriceCents,
    exciseTaxable: variant.exciseTaxable,
    limitCategory: variant.limitCategory,
    limitAmount: variant.limitAmount,
    maxQuantity: variant.stock,
  }));
}
