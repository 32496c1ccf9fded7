/**
 * A store's inventory from its system of record (decision 77): the adapters' contract, and the
 * sales outbox (decision 79) — recording which packages a handed-over order left from and
 * queueing its sale, and the background job that uploads the queue.
 */
export { SourceFailure, type InventorySource, type RecordedSale, type SourceFailureKind } from './inventory-source.ts';
export { recordHandedOverSale } from './sales/handed-over-sale.ts';
export {
  deliverSalesReceipts,
  type SalesDeliveryOptions,
  type SalesSourceFor,
  type SalesStore,
} from './sales/deliver-sales-receipts.ts';
