/**
 * The shopper's cart: kept in local storage, so it survives reloads and is the same in every tab
 * (@nanostores/persistent follows the `storage` event, which other tabs of the origin receive when
 * one of them writes). The rules live in src/lib/cart/cart-rules.ts; this store applies them with
 * the store's limit settings from the page. The server prices the cart (cart-quote.ts) and checks
 * stock, prices and limits again at checkout.
 */
import { persistentAtom } from '@nanostores/persistent';
import { computed, type ReadableAtom } from 'nanostores';
import type { CartLine, CartMode } from '#lib/cart/cart-line.ts';
import {
  addLine,
  addLineUpTo,
  changeLineSize,
  countUnits,
  removeLine,
  setLineQuantity,
  type CartChange,
  type CartRefusal,
} from '#lib/cart/cart-rules.ts';
import { CART_STORAGE_KEY, decodeStoredCart, encodeStoredCart } from '#lib/cart/stored-cart.ts';
import type { LimitContext } from '#lib/limits/purchase-limits.ts';
import { pageCartSettings } from './cart-settings.ts';

export type { CartLine, CartMode } from '#lib/cart/cart-line.ts';

/** Whether a change went in, or why not: `message` names the limit and the room left, or the stock. */
export type AddToCartResult =
  { ok: true } | { ok: false; reason: 'limit'; message: string } | { ok: false; reason: 'stock'; message: string };

/** What is stored is parsed on every read (another tab, or a hand, may have written it). */
const $storedCart = persistentAtom<CartLine[]>(CART_STORAGE_KEY, [], {
  encode: encodeStoredCart,
  decode: decodeStoredCart,
});

/** The cart's lines, in the order they were added; persisted in local storage, in step across tabs. */
export const $cart: ReadableAtom<CartLine[]> = $storedCart;

/** Total units in the cart, for the header badge. */
export const $cartCount: ReadableAtom<number> = computed($storedCart, countUnits);

function limitContext(mode: CartMode): LimitContext {
  // A medical patient's earlier orders are the server's to count, at checkout.
  return { mode, settings: pageCartSettings().limits };
}

function apply(change: CartChange): AddToCartResult {
  if (!change.ok) return change;
  $storedCart.set(change.cart);
  return { ok: true };
}

/**
 * Adds `quantity` units of a size on `mode`'s menu. Refused past a Michigan purchase limit
 * (adult-use per visit and concentrate; medical per day, without earlier orders) or past the stock
 * the page showed (`maxQuantity`).
 */
export function addToCart(line: Omit<CartLine, 'quantity'>, quantity: number, mode: CartMode): AddToCartResult {
  return apply(addLine($storedCart.get(), line, quantity, limitContext(mode)));
}

/**
 * Adds up to `quantity` units of a size: as many as the stock the page showed and the purchase
 * limits allow, and says how many went in and why not the rest.
 */
export function addToCartUpTo(
  line: Omit<CartLine, 'quantity'>,
  quantity: number,
  mode: CartMode,
): { added: number; refusal: CartRefusal | null } {
  const { cart, added, refusal } = addLineUpTo($storedCart.get(), line, quantity, limitContext(mode));
  if (added > 0) $storedCart.set(cart);
  return { added, refusal };
}

/** Sets a line's quantity (0 removes it); a raise is checked like an addition. */
export function setCartQuantity(variantId: string, quantity: number, mode: CartMode): AddToCartResult {
  return apply(setLineQuantity($storedCart.get(), variantId, quantity, limitContext(mode)));
}

/** Swaps a line for another size of its product, keeping its quantity; checked like an addition. */
export function changeCartSize(
  fromVariantId: string,
  size: Omit<CartLine, 'quantity'>,
  mode: CartMode,
): AddToCartResult {
  return apply(changeLineSize($storedCart.get(), fromVariantId, size, limitContext(mode)));
}

/** Takes a size out of the cart. */
export function removeFromCart(variantId: string): void {
  $storedCart.set(removeLine($storedCart.get(), variantId));
}

/** Empties the cart (after an order is placed). */
export function clearCart(): void {
  $storedCart.set([]);
}
