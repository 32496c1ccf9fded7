/**
 * A line of the shopper's cart as the browser keeps it (the `$cart` store, src/stores/cart.ts).
 * It copies what the page showed when the size was added, so the cart and the limit meter work
 * without a request; the server reads every size again for the quote and at checkout.
 */
import type { MenuMode } from '../catalog/menu-query.ts';
import type { LimitCategory } from '../vocabulary/catalog.ts';

export interface CartLine {
  variantId: string;
  quantity: number;
  productSlug: string;
  productName: string;
  sizeLabel: string;
  imageSrc: string | null;
  adultUsePriceCents: number;
  medicalPriceCents: number | null;
  exciseTaxable: boolean;
  limitCategory: LimitCategory;
  limitAmount: number;
  /** Stock when added; the cart never offers more (the server re-checks at checkout). */
  maxQuantity: number;
}

/** The menu the shopper buys from: adult-use (21+) or medical (registry card). */
export type CartMode = MenuMode;

/** Most units of one size a cart holds, whatever the stock (the quote endpoint accepts no more). */
export const MAX_LINE_QUANTITY = 99;

/** Most different sizes a cart holds (the quote endpoint accepts no more). */
export const MAX_CART_LINES = 50;
