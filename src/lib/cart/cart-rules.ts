/**
 * The cart's rules, as pure functions of the cart (the `$cart` store applies them): a size is one
 * line, a line never holds more than the stock the page showed, and nothing goes in that would
 * pass a Michigan purchase limit (checkAddition). The server checks both again at checkout.
 */
import { checkAddition, type LimitContext, type LimitedItem } from '../limits/purchase-limits.ts';
import { MAX_CART_LINES, MAX_LINE_QUANTITY, type CartLine } from './cart-line.ts';

/** Why a change was refused; `message` is one sentence for the shopper. */
export type CartRefusal =
  | { ok: false; reason: 'limit'; message: string }
  | { ok: false; reason: 'stock'; message: string }
  | { ok: false; reason: 'store'; message: string };

/** The cart after a change, or why it stays as it is. */
export type CartChange = { ok: true; cart: CartLine[] } | CartRefusal;

function assertQuantity(quantity: number, least: number): void {
  if (!Number.isSafeInteger(quantity) || quantity < least) {
    throw new RangeError(`A cart quantity is a whole number ≥ ${least}, got ${quantity}.`);
  }
}

function asLimited(
  line: Pick<CartLine, 'limitCategory' | 'limitAmount' | 'productName'>,
  quantity: number,
): LimitedItem {
  return { limitCategory: line.limitCategory, limitAmount: line.limitAmount, quantity, name: line.productName };
}

/** Total units in the cart (the header badge). */
export function countUnits(cart: readonly CartLine[]): number {
  return cart.reduce((sum, line) => sum + line.quantity, 0);
}

/** How many of a size one cart may hold: the stock when added, and never more than MAX_LINE_QUANTITY. */
function mostOf(line: Pick<CartLine, 'maxQuantity'>): number {
  return Math.min(Math.max(0, line.maxQuantity), MAX_LINE_QUANTITY);
}

function stockRefusal(line: Omit<CartLine, 'quantity'>, inCart: number): CartRefusal {
  const most = mostOf(line);
  const size = `${line.productName} (${line.sizeLabel})`;
  if (most === 0) return { ok: false, reason: 'stock', message: `${size} is sold out.` };
  const room = Math.max(0, most - inCart);
  const held = inCart > 0 ? `, and ${inCart} ${inCart === 1 ? 'is' : 'are'} in your cart` : '';
  const limit =
    line.maxQuantity > MAX_LINE_QUANTITY
      ? `You can order up to ${most} of ${size} online`
      : `Only ${most} of ${size} in stock`;
  return {
    ok: false,
    reason: 'stock',
    message: `${limit}${held}: ${room === 0 ? 'no more can be added' : `you can add ${room} more`}.`,
  };
}

/**
 * Checks `adding` more units of `line` against stock and the limits, beside the rest of the cart.
 * Stock first: the limits only matter for units the store has.
 */
function refuseIncrease(
  cart: readonly CartLine[],
  line: Omit<CartLine, 'quantity'>,
  inCart: number,
  adding: number,
  context: LimitContext,
): CartRefusal | null {
  if (inCart + adding > mostOf(line)) return stockRefusal(line, inCart);
  const check = checkAddition(
    cart.map((held) => asLimited(held, held.quantity)),
    asLimited(line, adding),
    context,
  );
  return check.ok ? null : { ok: false, reason: 'limit', message: check.violation.message };
}

/**
 * Adds `quantity` units of a size. A size already in the cart gets the units added to its line
 * (and the page's newer copy of the size's details); a new size goes last. Refused past the stock,
 * past a purchase limit, or as a new line in a cart of MAX_CART_LINES sizes (reported as a limit).
 */
export function addLine(
  cart: readonly CartLine[],
  line: Omit<CartLine, 'quantity'>,
  quantity: number,
  context: LimitContext,
): CartChange {
  assertQuantity(quantity, 1);
  const held = cart.find((candidate) => candidate.variantId === line.variantId);
  if (!held && cart.length >= MAX_CART_LINES) {
    return {
      ok: false,
      reason: 'limit',
      message: `Your cart holds up to ${MAX_CART_LINES} different items: check out or remove one first.`,
    };
  }
  const inCart = held?.quantity ?? 0;
  const refusal = refuseIncrease(cart, line, inCart, quantity, context);
  if (refusal) return refusal;
  const next: CartLine = { ...line, quantity: inCart + quantity };
  return {
    ok: true,
    cart: held ? cart.map((candidate) => (candidate === held ? next : candidate)) : [...cart, next],
  };
}

/** What `addLineUpTo` did: the cart after, how many units went in, and why no more did (null when all did). */
export interface CappedAddition {
  cart: CartLine[];
  added: number;
  refusal: CartRefusal | null;
}

/**
 * Adds as many of `wanted` units of a size as fit: no more than its stock leaves beside what the
 * cart holds, and no more than the purchase limits allow ("Order again" repeats an old order's
 * quantities this way). The refusal says why the rest stayed out, as for the next unit.
 */
export function addLineUpTo(
  cart: readonly CartLine[],
  line: Omit<CartLine, 'quantity'>,
  wanted: number,
  context: LimitContext,
): CappedAddition {
  const whole = addLine(cart, line, wanted, context);
  if (whole.ok) return { cart: whole.cart, added: wanted, refusal: null };
  for (let quantity = wanted - 1; quantity >= 1; quantity -= 1) {
    const part = addLine(cart, line, quantity, context);
    if (!part.ok) continue;
    const next = addLine(part.cart, line, 1, context);
    return { cart: part.cart, added: quantity, refusal: next.ok ? whole : next };
  }
  return { cart: [...cart], added: 0, refusal: whole };
}

/**
 * Sets a line's quantity: 0 removes it, fewer units always fit, more are checked like an addition.
 * A size not in the cart leaves the cart as it is.
 */
export function setLineQuantity(
  cart: readonly CartLine[],
  variantId: string,
  quantity: number,
  context: LimitContext,
): CartChange {
  assertQuantity(quantity, 0);
  const held = cart.find((candidate) => candidate.variantId === variantId);
  if (!held) return { ok: true, cart: [...cart] };
  if (quantity === 0) return { ok: true, cart: removeLine(cart, variantId) };
  if (quantity > held.quantity) {
    const refusal = refuseIncrease(cart, held, held.quantity, quantity - held.quantity, context);
    if (refusal) return refusal;
  }
  return { ok: true, cart: cart.map((candidate) => (candidate === held ? { ...held, quantity } : candidate)) };
}

/** The cart without the size's line. */
export function removeLine(cart: readonly CartLine[], variantId: string): CartLine[] {
  return cart.filter((line) => line.variantId !== variantId);
}

/**
 * Swaps a line for another size of the same product, keeping its quantity and its place in the
 * cart. When the new size is already in the cart the two lines become one. Refused, and the cart
 * left as it is, when the new size has too little stock or the swap would pass a purchase limit
 * (an ounce in place of an eighth weighs more).
 */
export function changeLineSize(
  cart: readonly CartLine[],
  fromVariantId: string,
  size: Omit<CartLine, 'quantity'>,
  context: LimitContext,
): CartChange {
  const held = cart.find((candidate) => candidate.variantId === fromVariantId);
  if (!held || size.variantId === fromVariantId) return { ok: true, cart: [...cart] };
  const others = cart.filter((candidate) => candidate !== held);
  const already = others.find((candidate) => candidate.variantId === size.variantId);
  const inCart = already?.quantity ?? 0;
  const refusal = refuseIncrease(others, size, inCart, held.quantity, context);
  if (refusal) return refusal;
  const swapped: CartLine = { ...size, quantity: inCart + held.quantity };
  return {
    ok: true,
    cart: cart
      .filter((candidate) => candidate !== already)
      .map((candidate) => (candidate === held ? swapped : candidate)),
  };
}
