/**
 * What the cart in the browser needs from the server: the visitor's menu, the store's purchase
 * limits and, when there are several, the stores a cart can be picked up at. The layout renders
 * them into every storefront page as JSON (`#cart-settings`, src/components/cart/CartSettings.astro).
 * All are the same for every visitor who gets that page from the page cache (the menu mode is
 * part of its key), so nothing personal is cached.
 */
import * as z from 'zod/mini';
import type { CartMode } from '#lib/cart/cart-line.ts';
import type { PurchaseLimitSettings } from '#lib/limits/purchase-limits.ts';
import { MENU_MODES } from '#lib/catalog/menu-query.ts';
import { VAPE_LIMIT_CATEGORIES } from '#lib/vocabulary/catalog.ts';

/** The id of the JSON element the layout renders. */
export const CART_SETTINGS_ELEMENT_ID = 'cart-settings';

/** A store the cart can be moved to: the default store first. */
export interface CartStore {
  id: string;
  slug: string;
  name: string;
  isDefault: boolean;
  /** While online ordering is paused there, the store's sentence to shoppers: the cart is kept, checkout waits. */
  pausedMessage: string | null;
}

export interface CartSettings {
  mode: CartMode;
  limits: PurchaseLimitSettings;
  /** Every open store when there are two or more; empty with one. */
  stores: CartStore[];
}

const wholeMg = z.int().check(z.minimum(0));
const CartSettingsSchema = z.object({
  mode: z.enum(MENU_MODES),
  limits: z.object({
    adultUseMg: wholeMg,
    adultUseConcentrateMg: wholeMg,
    medicalDailyMg: wholeMg,
    medicalMonthlyMg: wholeMg,
    vapeLimitCategory: z.enum(VAPE_LIMIT_CATEGORIES),
  }),
  stores: z._default(
    z.array(
      z.object({
        id: z.string(),
        slug: z.string(),
        name: z.string(),
        isDefault: z.boolean(),
        pausedMessage: z.nullable(z.string()),
      }),
    ),
    [],
  ),
});

let settings: CartSettings | undefined;

/**
 * The page's cart settings, read once. Every storefront page has them (DefaultLayout); a page
 * without them is a bug, so this throws rather than guess at limits.
 */
export function pageCartSettings(): CartSettings {
  if (settings) return settings;
  const text = document.getElementById(CART_SETTINGS_ELEMENT_ID)?.textContent ?? '';
  let data: unknown = null;
  try {
    data = JSON.parse(text);
  } catch {
    // Reported below with the element's name.
  }
  const parsed = CartSettingsSchema.safeParse(data);
  if (!parsed.success)
    throw new Error(`The page has no valid #${CART_SETTINGS_ELEMENT_ID} (DefaultLayout renders it).`);
  settings = parsed.data;
  return settings;
}

/** The store of a cart (`null`: the default store), when the page names several stores. */
export function cartStoreOf(storeId: string | null): CartStore | undefined {
  const { stores } = pageCartSettings();
  return stores.find((store) => (storeId === null ? store.isDefault : store.id === storeId));
}
