import type { Queryable } from '../db/database.ts';
import { getStoreSettingsFor, type StoreSettings } from '../settings/index.ts';

/**
 * The name an order's pickup place goes by on its receipt, tracker, calendar file and emails: the
 * brand's, and with two or more stores the store's beside it ("River Raisin Cannabis Co.
 * Ypsilanti"), so the shopper goes to the right counter. With one store, the brand's, as always.
 */
export function pickupPlaceName(settings: Pick<StoreSettings, 'name' | 'store' | 'openStoreCount'>): string {
  return settings.openStoreCount > 1 ? `${settings.name} ${settings.store.name}` : settings.name;
}

/**
 * The settings of the store an order is picked up at: from the storefront's read of the open
 * stores when it is one of them, else from the database (a store closed since keeps its orders).
 */
export async function orderStoreSettings(
  db: Queryable,
  storeId: string,
  openStores: () => Promise<StoreSettings[]>,
): Promise<StoreSettings> {
  return (await openStores()).find((store) => store.store.id === storeId) ?? getStoreSettingsFor(db, storeId);
}
