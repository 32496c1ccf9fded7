/**
 * The cart details of the sizes on a list page (src/components/cart/PageCartLines.astro), read
 * once: each quantity box is named by its variant id, and this gives the line the cart copies.
 */
import type { CartLine } from '#lib/cart/cart-line.ts';
import { PAGE_CART_LINES_ELEMENT_ID, unpackCartLines, type PackedProduct } from '#lib/cart/packed-cart-lines.ts';

let lines: Map<string, Omit<CartLine, 'quantity'>> | undefined;

/** The size's cart line, or undefined when the page does not list it. */
export function pageCartLine(variantId: string): Omit<CartLine, 'quantity'> | undefined {
  lines ??= unpackCartLines(
    JSON.parse(document.getElementById(PAGE_CART_LINES_ELEMENT_ID)?.textContent || '[]') as PackedProduct[],
  );
  return lines.get(variantId);
}
