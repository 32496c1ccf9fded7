/**
 * The inventory domain (decision 77): where a store's stock comes from, and, for a store whose
 * source is Metrc or a point of sale, its packages and the stock derived from them. The one entry
 * the background jobs, the catalog's stock writers, the orders and the menu pages import.
 */
export { SourceFailure, type InventorySource, type SourceFailureKind } from './inventory-source.ts';
export { syncStoreInventory, type SyncOutcome } from './store-sync.ts';
export { syncSourcedStores, type InventorySourceFactory, type SourcedStore } from './sync-job.ts';
export { readStockFreshness, type StockFreshness } from './stock-freshness.ts';
export { refuseStockTypedAtSourcedStore } from './stock-writers.ts';
export { inventorySourceFactory, storeRegistries } from './store-sources.ts';
