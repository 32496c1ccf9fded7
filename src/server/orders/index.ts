/**
 * Orders, the public side: placing an order (checkout's one call), the receipt and its status, the
 * pickup's calendar file, the order tracker, the store an order is picked up at and the name it
 * goes by there, the pickup slots already full, the store's stock source and the registry's word
 * on a medical card (asked before placing), pricing a basket's sizes, and the job that lets
 * unpicked orders lapse. (The dashboard's queue, search, detail and
 * status moves are `admin/`.)
 */
import type { Queryable } from '../db/database.ts';
import { getStoreSettingsFor } from '../settings/index.ts';
import { orderCalendarFile } from './order-calendar.ts';
import type { OrderReceipt } from './order-receipt.ts';

export {
  placeOrder,
  idempotencyKeyHash,
  type OrderProblem,
  type PlaceOrderContext,
  type PlaceOrderInput,
  type PlaceOrderOutcome,
  type PlacedOrder,
} from './place-order.ts';
export { findReceipt, findReceiptStatus, type OrderReceipt, type ReceiptLine } from './order-receipt.ts';
export {
  trackOrder,
  TRACKER_LOOKUP_LIMIT,
  TRACKER_WINDOW_SECONDS,
  type TrackedOrder,
  type TrackerContact,
  type TrackOrderOutcome,
} from './order-tracker.ts';
export { fullPickupSlots } from './pickup-capacity.ts';
export { matchingOrders } from './order-matches.ts';
export { expireLapsedOrders } from './expire-orders.ts';
export { orderStoreSettings, pickupPlaceName } from './order-store.ts';
export {
  askRegistry,
  REGISTRY_WAIT_MS,
  type InventorySourceFor,
  type PatientRegistry,
  type RegistryAsking,
} from './registry-check.ts';
export { readStockSource, type StoreStockSource } from './stock-source.ts';

/** A receipt's pickup as an iCalendar file, with its store's address and hours. */
export async function receiptCalendarFile(db: Queryable, receipt: OrderReceipt, origin: string): Promise<string> {
  return orderCalendarFile(receipt, await getStoreSettingsFor(db, receipt.storeId), { origin });
}
