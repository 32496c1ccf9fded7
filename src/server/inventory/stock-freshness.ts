import type { StockSourceState } from '#lib/checkout/stock-freshness.ts';
import type { Queryable } from '../db/database.ts';

/** Where a store's stock comes from, and when its source last answered a sync. */
export type StockFreshness = StockSourceState;

/**
 * Each store's source and last sync (decision 77), by store id: the orders domain refuses an order
 * at a store whose source is not its own count and whose stock is too old
 * (`isTooStaleToOrder`, src/lib/inventory/freshness.ts); the menu says how old it is.
 */
export async function readStockFreshness(
  db: Queryable,
  storeIds: readonly string[],
): Promise<Map<string, StockFreshness>> {
  const rows = await db.query<{ store_id: string; kind: StockFreshness['kind']; last_synced_at: Date | null }>(
    'select store_id, kind, last_synced_at from store_inventory_sources where store_id = any ($1::uuid[])',
    [storeIds],
  );
  return new Map(rows.map((row) => [row.store_id, { kind: row.kind, lastSyncedAt: row.last_synced_at }]));
}
