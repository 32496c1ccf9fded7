/**
 * Where a store's stock comes from and when its source last answered, for ordering at it (and for
 * asking the registry about its medical orders). The one read of `store_inventory_sources` the
 * orders domain makes; once the inventory entry offers `readStockFreshness`, this is the function
 * to swap for it.
 */
import type { StockSourceState } from '#lib/checkout/stock-freshness.ts';
import type { Queryable } from '../db/database.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A store's stock source, with what a refusal names of the store. */
export interface StoreStockSource extends StockSourceState {
  storeId: string;
  /** The Metrc facility licence the store sells under ('' when not set). */
  licenceNumber: string;
  storeName: string;
  phone: string;
}

/**
 * The stock source of `storeId` (the default store when null), or null when there is no such
 * store. A store without a row keeps its own count.
 */
export async function readStockSource(db: Queryable, storeId: string | null): Promise<StoreStockSource | null> {
  // What is not a store's id names no store (placement then refuses it as a store that is none).
  if (storeId !== null && !UUID.test(storeId)) return null;
  const [row] = await db.query<{
    store_id: string;
    kind: StockSourceState['kind'] | null;
    last_synced_at: Date | null;
    licence_number: string | null;
    name: string;
    phone: string;
  }>(
    `select st.id as store_id, src.kind, src.last_synced_at, src.licence_number, st.name, st.phone
       from stores st left join store_inventory_sources src on src.store_id = st.id
      where st.id = coalesce($1::uuid, public.default_store_id())`,
    [storeId],
  );
  if (!row) return null;
  return {
    storeId: row.store_id,
    kind: row.kind ?? 'own',
    lastSyncedAt: row.last_synced_at,
    licenceNumber: row.licence_number ?? '',
    storeName: row.name,
    phone: row.phone,
  };
}
