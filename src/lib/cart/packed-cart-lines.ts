/**
 * What the cart copies of every size on a list page (quick order, build-a-pack), sent once per page
 * as JSON instead of in an attribute on each quantity box. A list of hundreds of sizes repeated
 * each size's product name, slug and image and every field name, HTML-escaped, in every row: that
 * was most of /quick-order's weight. Here the product's fields are said once and each size is a
 * tuple in a fixed order.
 */
import type { LimitCategory } from '../vocabulary/catalog.ts';
import type { CartLine } from './cart-line.ts';

type SizeLine = Omit<CartLine, 'quantity'>;

/** One size: `[variantId, sizeLabel, adultUsePriceCents, medicalPriceCents, exciseTaxable, limitCategory, limitAmount, maxQuantity]`. */
export type PackedSize = [string, string, number, number | null, boolean, LimitCategory, number, number];

/** A product and its sizes. */
export interface PackedProduct {
  slug: string;
  name: string;
  imageSrc: string | null;
  sizes: PackedSize[];
}

/** Groups the lines by product (in the order they come), each size as a tuple. */
export function packCartLines(lines: Iterable<SizeLine>): PackedProduct[] {
  const products = new Map<string, PackedProduct>();
  const seen = new Set<string>();
  for (const line of lines) {
    // A size listed twice on a page (two packs may offer it) is sent once.
    if (seen.has(line.variantId)) continue;
    seen.add(line.variantId);
    let product = products.get(line.productSlug);
    if (!product) {
      product = { slug: line.productSlug, name: line.productName, imageSrc: line.imageSrc, sizes: [] };
      products.set(line.productSlug, product);
    }
    product.sizes.push([
      line.variantId,
      line.sizeLabel,
      line.adultUsePriceCents,
      line.medicalPriceCents,
      line.exciseTaxable,
      line.limitCategory,
      line.limitAmount,
      line.maxQuantity,
    ]);
  }
  return [...products.values()];
}

/** The cart lines of `packCartLines`'s output, by variant id. */
export function unpackCartLines(products: readonly PackedProduct[]): Map<string, SizeLine> {
  const lines = new Map<string, SizeLine>();
  for (const product of products) {
    for (const [
      variantId,
      sizeLabel,
      adultUsePriceCents,
      medicalPriceCents,
      exciseTaxable,
      limitCategory,
      limitAmount,
      maxQuantity,
    ] of product.sizes) {
      lines.set(variantId, {
        variantId,
        productSlug: product.slug,
        productName: product.name,
        sizeLabel,
        imageSrc: product.imageSrc,
        adultUsePriceCents,
        medicalPriceCents,
        exciseTaxable,
        limitCategory,
        limitAmount,
        maxQuantity,
      });
    }
  }
  return lines;
}

/** The id of the element a list page renders them in (src/components/cart/PageCartLines.astro). */
export const PAGE_CART_LINES_ELEMENT_ID = 'page-cart-lines';
