/**
 * How fresh a store's stock is when it comes from its system of record (decision 77): the sync
 * aims to be at most a minute behind the source, and past 15 minutes the store takes no orders,
 * as the menu can no longer be trusted to be what Metrc holds.
 */

import { STOCK_FRESHNESS_LIMIT_MS } from '../checkout/stock-freshness.ts';

/** What the sync aims for. */
export const FRESHNESS_TARGET_MS = 60_000;
/** Past this, ordering at the store is refused until the next sync succeeds (the checkout's limit). */
export const FRESHNESS_LIMIT_MS = STOCK_FRESHNESS_LIMIT_MS;

/** How long ago the stock was synced, in milliseconds (never negative); null when it never was. */
export function stockAge(lastSyncedAt: Date | null, now: Date): number | null {
  if (lastSyncedAt === null) return null;
  return Math.max(0, now.getTime() - lastSyncedAt.getTime());
}

/** Whether a store with a source other than its own count is too far behind to take an order. */
export function isTooStaleToOrder(lastSyncedAt: Date | null, now: Date): boolean {
  const age = stockAge(lastSyncedAt, now);
  return age === null || age > FRESHNESS_LIMIT_MS;
}

/** The shopper's line under the menu heading: "Stock synced 40 s ago", "…a minute ago", "…12 minutes ago". */
export function stockSyncedSentence(lastSyncedAt: Date | null, now: Date): string {
  const age = stockAge(lastSyncedAt, now);
  if (age === null) return 'Stock not synced yet';
  const seconds = Math.floor(age / 1000);
  if (seconds < 60) return `Stock synced ${seconds} s ago`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 2) return 'Stock synced a minute ago';
  if (minutes < 60) return `Stock synced ${minutes} minutes ago`;
  const hours = Math.floor(minutes / 60);
  return hours < 2 ? 'Stock synced an hour ago' : `Stock synced ${hours} hours ago`;
}
