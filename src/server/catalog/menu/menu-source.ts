import type { MenuMode } from '#lib/catalog/menu-query.ts';
import type { MenuCatalogFacts } from './context.ts';

/** A store's counts (decision 73): the sizes' own rows, or the medical count kept apart. */
export type StockPool = 'all' | 'medical';

/**
 * Where a menu's listing, stock and prices come from: the catalog index (the default store's
 * `menu_products`), or a store's overlay (`menu_store_products`) read in one of its counts.
 */
export type MenuSource = { storeId: undefined } | { storeId: string; pool: StockPool };

/**
 * The source of the menu of `storeId` (absent: the default store) on `mode`'s menu. The medical
 * menu of a store keeping medical stock apart, the default store included, is its overlay in the
 * medical count; everything else is served as before, so while no store keeps stock apart the
 * menu does no more work than it did.
 */
export function menuSourceOf(
  facts: Pick<MenuCatalogFacts, 'defaultStoreId' | 'medicalStockApart'>,
  storeId: string | undefined,
  mode: MenuMode,
): MenuSource {
  const store = storeId ?? facts.defaultStoreId;
  if (mode === 'medical' && store !== null && facts.medicalStockApart.has(store)) {
    return { storeId: store, pool: 'medical' };
  }
  return storeId === undefined ? { storeId: undefined } : { storeId, pool: 'all' };
}
