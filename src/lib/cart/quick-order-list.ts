/**
 * The quick-order page's list (src/server/catalog/quick-order.ts reads it) and its "Order again"
 * offers: shared types, so the page's components need no server module.
 */
import type { VariantPrice } from '../deals/variant-price.ts';
import type { StockState } from '../catalog/stock-state.ts';
import type { CartLine } from './cart-line.ts';

/** One size on the quick-order list: what the cart copies, and its price on the visitor's menu. */
export interface QuickOrderSize {
  line: Omit<CartLine, 'quantity'>;
  stockState: StockState;
  price: VariantPrice;
}

export interface QuickOrderProduct {
  slug: string;
  name: string;
  brandName: string | null;
  sizes: QuickOrderSize[];
}

/** A top-level menu category and its products in stock, by name. */
export interface QuickOrderSection {
  slug: string;
  name: string;
  products: QuickOrderProduct[];
}

/** What "Order again" needs of a past order (the account's order history has it). */
export interface PastOrder {
  number: string;
  placedAt: Date;
  /** The sizes as the order named them; `variantId` is null once a size is deleted. */
  lines: readonly { variantId: string | null; quantity: number; productName: string; sizeLabel: string }[];
  /** The store it was placed at; absent, the default store. */
  store?: PlacedAt;
}

/** The store an order was placed at, as "Order again" names it. */
export interface PlacedAt {
  id: string;
  /** The location's own name ("Ypsilanti"). */
  name: string;
  isDefault: boolean;
  /** Closed for good: its orders are offered again at the default store. */
  closed: boolean;
}

/** Why a size of a past order cannot go in the cart now. */
export type NotOrderableReason = 'sold_out' | 'no_longer_sold' | 'medical_only';

/** The reason as the shopper reads it after the size's name. */
export const NOT_ORDERABLE_LABELS: Readonly<Record<NotOrderableReason, string>> = {
  sold_out: 'Sold out.',
  no_longer_sold: 'No longer sold.',
  medical_only: 'Sold on the medical menu only.',
};

/** One size of a past order that can be bought now: the cart line as it is today, and the quantity then. */
export interface OrderAgainLine {
  line: Omit<CartLine, 'quantity'>;
  quantity: number;
}

/**
 * A past order as "Order again" offers it (the quick-order page and the account's orders): its
 * sizes still sold and in stock on the visitor's menu, and the others named with the reason. The
 * browser adds the lines capped at the stock and the purchase limits (src/browser/cart/order-again.ts).
 */
export interface OrderAgain {
  number: string;
  placedAt: Date;
  lines: OrderAgainLine[];
  unavailable: { name: string; reason: NotOrderableReason }[];
  /**
   * Placed at a store other than the default: the lines are that store's sizes, stock and prices,
   * and they go in a cart for pickup there. Absent for the default store's orders.
   */
  store?: PlacedAt;
}

/** How a size is named in "Order again" messages: "Chemdawg, 3.5 g". */
export function sizeName(size: { productName: string; sizeLabel: string }): string {
  return size.sizeLabel ? `${size.productName}, ${size.sizeLabel}` : size.productName;
}
