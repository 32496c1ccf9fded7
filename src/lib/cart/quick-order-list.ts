/**
 * The quick-order page's list (src/server/catalog/quick-order.ts reads it) and its "Order again"
 * offers: shared types, so the page's components need no server module.
 */
import type { VariantPrice } from '../deals/variant-price.ts';
import type { CartLine } from './cart-line.ts';

/** A size's shelf state (the product page and the quick-order list say it the same way). */
export type StockState = 'in_stock' | 'low_stock' | 'sold_out';

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
  lines: readonly { variantId: string | null; quantity: number }[];
}

/** A past order as "Order again" offers it: its sizes still on the list, with the quantities then. */
export interface OrderAgain {
  number: string;
  placedAt: Date;
  lines: { variantId: string; quantity: number }[];
  /** Sizes of the order no longer sold (sold out, recalled, archived). */
  missing: number;
}

/** The customer's recent orders matched against the list; orders with nothing still sellable are left out. */
export function orderAgainFrom(orders: readonly PastOrder[], sections: readonly QuickOrderSection[]): OrderAgain[] {
  const sellable = new Set(sections.flatMap((section) => section.products.flatMap((product) => product.sizes.map((size) => size.line.variantId))));
  return orders.flatMap((order) => {
    const lines = order.lines.flatMap((line) =>
      line.variantId !== null && sellable.has(line.variantId) ? [{ variantId: line.variantId, quantity: line.quantity }] : [],
    );
    return lines.length > 0 ? [{ number: order.number, placedAt: order.placedAt, lines, missing: order.lines.length - lines.length }] : [];
  });
}
