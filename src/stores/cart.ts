/**
 * The shopper's cart: kept in local storage, so it survives reloads and is the same in every tab
 * (@nanostores/persistent follows the `storage` event, which other tabs of the origin receive when
 * one of them writes). The rules live in src/lib/cart/cart-rules.ts; this store applies them with
 * the store's limit settings from the page. The server prices the cart (cart-quote.ts) and checks
 * stock, prices and limits again at checkout. A cart is picked up at one store: sizes go in only
 * from that store's pages, and moving it to another store (switchCartStore) says what changed.
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
import { CART_STORAGE_KEY, decodeCart, encodeCart, type StoredCart } from '#lib/cart/stored-cart.ts';
import { otherStoreRefusal } from '#lib/cart/switch-cart-store.ts';
import type { LimitContext } from '#lib/limits/purchase-limits.ts';
import { cartStoreOf, pageCartSettings } from './cart-settings.ts';

export type { CartLine, CartMode } from '#lib/cart/cart-line.ts';

/** Whether a change went in, or why not: `message` names the limit and the room left, or the stock. */
export type AddToCartResult = { ok: true } | CartRefusal;

/** What is stored is parsed on every read (another tab, or a hand, may have written it). */
const $storedCart = persistentAtom<StoredCart>(
  CART_STORAGE_KEY,
  { storeId: null, lines: [] },
  { encode: encodeCart, decode: decodeCart },
);

/** The cart's lines, in the order they were added; persisted in local storage, in step across tabs. */
export const $cart: ReadableAtom<CartLine[]> = computed($storedCart, (cart) => cart.lines);

/** The id of the store the cart is picked up at; null for the default store. */
export const $cartStoreId: ReadableAtom<string | null> = computed($storedCart, (cart) => cart.storeId);

/** Total units in the cart, for the header badge. */
export const $cartCount: ReadableAtom<number> = computed($cart, countUnits);

function setLines(lines: CartLine[], storeId = $storedCart.get().storeId): void {
  $storedCart.set({ storeId, lines });
}

/**
 * Why a size from the store `storeId` (null: the default store) cannot join the cart: the cart
 * holds sizes for pickup at another store. An empty cart goes to any store.
 */
function storeRefusal(storeId: string | null): CartRefusal | null {
  const cart = $storedCart.get();
  const message = otherStoreRefusal(cartStoreOf(cart.storeId), cartStoreOf(storeId), cart.lines.length);
  return message === null ? null : { ok: false, reason: 'store', message };
}

function limitContext(mode: CartMode): LimitContext {
  // A medical patient's earlier orders are the server's to count, at checkout.
  return { mode, settings: pageCartSettings().limits };
}

function apply(change: CartChange, storeId?: string | null): AddToCartResult {
  if (!change.ok) return change;
  setLines(change.cart, storeId);
  return { ok: true };
}

/**
 * Adds `quantity` units of a size on `mode`'s menu, from the page of the store `storeId` (null:
 * the default store). Refused past a Michigan purchase limit (adult-use per visit and
 * concentrate; medical per day, without earlier orders), past the stock the page showed
 * (`maxQuantity`), or when the cart is for another store.
 */
export function addToCart(
  line: Omit<CartLine, 'quantity'>,
  quantity: number,
  mode: CartMode,
  storeId: string | null = null,
): AddToCartResult {
  return storeRefusal(storeId) ?? apply(addLine($cart.get(), line, quantity, limitContext(mode)), storeId);
}

/**
 * Adds up to `quantity` units of a size, from the store `storeId` (null: the default store): as
 * many as the stock the page showed and the purchase limits allow, and says how many went in and
 * why not the rest. Refused whole when the cart is for another store.
 */
export function addToCartUpTo(
  line: Omit<CartLine, 'quantity'>,
  quantity: number,
  mode: CartMode,
  storeId: string | null = null,
): { added: number; refusal: CartRefusal | null } {
  const wrongStore = storeRefusal(storeId);
  if (wrongStore) return { added: 0, refusal: wrongStore };
  const { cart, added, refusal } = addLineUpTo($cart.get(), line, quantity, limitContext(mode));
  if (added > 0) setLines(cart, storeId);
  return { added, refusal };
}

/** Sets a line's quantity (0 removes it); a raise is checked like an addition. */
export function setCartQuantity(variantId: string, quantity: number, mode: CartMode): AddToCartResult {
  return apply(setLineQuantity($cart.get(), variantId, quantity, limitContext(mode)));
}

/** Swaps a line for another size of its product, keeping its quantity; checked like an addition. */
export function changeCartSize(
  fromVariantId: string,
  size: Omit<CartLine, 'quantity'>,
  mode: CartMode,
): AddToCartResult {
  return apply(changeLineSize($cart.get(), fromVariantId, size, limitContext(mode)));
}

/** Takes a size out of the cart. */
export function removeFromCart(variantId: string): void {
  setLines(removeLine($cart.get(), variantId));
}

/** Empties the cart (after an order is placed); it stays the same store's. */
export function clearCart(): void {
  setLines([]);
}

/** Moves the cart to the store `storeId` (null: the default store) with its lines as they are there (switchCartStore). */
export function moveCart(storeId: string | null, lines: CartLine[]): void {
  setLines(lines, storeId);
}
