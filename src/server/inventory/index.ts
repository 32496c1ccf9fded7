/**
 * The inventory domain (decision 77): where a store's stock comes from, and, for a store whose
 * source is Metrc or a point of sale, its packages and the stock derived from them, and the sales
 * outbox (decision 79) — which packages a handed-over order left from, its queued sale, and the job
 * that uploads the queue. The one entry the background jobs, the catalog's stock writers, the
 * orders, the runtime and the menu pages import.
 */
export { SourceFailure, type InventorySource, type RecordedSale, type SourceFailureKind } from './inventory-source.ts';
export { syncStoreInventory, type SyncOutcome } from './store-sync.ts';
export { syncSourcedStores, type InventorySourceFactory, type SourcedStore } from './sync-job.ts';
export { readStockFreshness, type StockFreshness } from './stock-freshness.ts';
export { refuseStockTypedAtSourcedStore } from './stock-writers.ts';
export { inventorySourceFactory, storeRegistries, storeSalesSources } from './store-sources.ts';
export { recordHandedOverSale } from './sales/handed-over-sale.ts';
export {
  deliverSalesReceipts,
  type SalesDeliveryOptions,
  type SalesSourceFor,
  type SalesStore,
} from './sales/deliver-sales-receipts.ts';
