/**
 * Reading the cart back from local storage. Whatever is stored may be stale (an older shape), cut
 * short or edited by hand, so it is parsed with a schema: lines that do not fit are dropped, never
 * trusted, and nothing that is stored can break the page. A cart of the default store is stored
 * as its list of lines (the shape every cart had before there were several stores); a cart of
 * another store as `{ storeId, lines }`.
 */
import * as z from 'zod/mini';
import { LIMIT_CATEGORIES } from '../vocabulary/catalog.ts';
import { MAX_CART_LINES, MAX_LINE_QUANTITY, type CartLine } from './cart-line.ts';

/** The local-storage key; a new shape of line gets a new version instead of a migration. */
export const CART_STORAGE_KEY = 'cart:v1';

const wholeCents = z.int().check(z.minimum(0));

const StoredLine = z.object({
  variantId: z.string().check(z.minLength(1), z.maxLength(64)),
  quantity: z.int().check(z.minimum(1), z.maximum(MAX_LINE_QUANTITY)),
  productSlug: z.string().check(z.maxLength(200)),
  productName: z.string().check(z.maxLength(300)),
  sizeLabel: z.string().check(z.maxLength(100)),
  imageSrc: z.nullable(z.string().check(z.maxLength(2048))),
  adultUsePriceCents: wholeCents,
  medicalPriceCents: z.nullable(wholeCents),
  exciseTaxable: z.boolean(),
  limitCategory: z.enum(LIMIT_CATEGORIES),
  limitAmount: z.int().check(z.minimum(0)),
  maxQuantity: z.int().check(z.minimum(0)),
});

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The cart and the store it is picked up at: `storeId` null is the default store. */
export interface StoredCart {
  storeId: string | null;
  lines: CartLine[];
}

const StoreId = z.string().check(z.minLength(1), z.maxLength(64));

/**
 * The stored cart: its lines (decodeStoredCart) and its store, the default store (null) for a
 * list of lines or a store id that does not read.
 */
export function decodeCart(text: string | null | undefined): StoredCart {
  const data = text ? parseJson(text) : null;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { storeId: null, lines: linesOf(data) };
  const { storeId, lines } = data as { storeId?: unknown; lines?: unknown };
  const store = StoreId.safeParse(storeId);
  return { storeId: store.success ? store.data : null, lines: linesOf(lines) };
}

/** The cart as it is stored: the default store's as its lines alone. */
export function encodeCart(cart: StoredCart): string {
  return cart.storeId === null ? encodeStoredCart(cart.lines) : JSON.stringify(cart);
}

/**
 * The lines of a stored cart that are whole and sane: each a valid line, at most one per size
 * (the first kept), at most MAX_CART_LINES. Anything else, including text that is not JSON, is
 * an empty cart.
 */
export function decodeStoredCart(text: string | null | undefined): CartLine[] {
  return decodeCart(text).lines;
}

function linesOf(data: unknown): CartLine[] {
  if (!Array.isArray(data)) return [];
  const lines: CartLine[] = [];
  const seen = new Set<string>();
  for (const item of data) {
    const parsed = StoredLine.safeParse(item);
    if (!parsed.success || seen.has(parsed.data.variantId)) continue;
    seen.add(parsed.data.variantId);
    lines.push(parsed.data);
    if (lines.length === MAX_CART_LINES) break;
  }
  return lines;
}

/** The cart as it is stored. */
export function encodeStoredCart(lines: readonly CartLine[]): string {
  return JSON.stringify(lines);
}
