/**
 * A store whose stock comes from its system of record (Metrc or its point of sale) takes orders
 * only while that stock is current: its last sync at most 15 minutes ago (issue 34). A store
 * keeping its own count is always current. Orders placed on older data would be discovered at the
 * counter as sold out, or as a package since put on hold.
 */

/** How old a store's synced stock may be and still be ordered from. */
export const STOCK_FRESHNESS_LIMIT_MS = 15 * 60 * 1000;

/** Where a store's stock comes from, and when its source last answered (null: never). */
export interface StockSourceState {
  kind: 'own' | 'metrc' | 'pos';
  lastSyncedAt: Date | null;
}

/** The minutes since the last sync (rounded down), or null when the stock is current enough to order. */
export function staleStockMinutes(source: StockSourceState, now: Date): number | null | 'never' {
  if (source.kind === 'own') return null;
  if (!source.lastSyncedAt) return 'never';
  const ageMs = now.getTime() - source.lastSyncedAt.getTime();
  return ageMs > STOCK_FRESHNESS_LIMIT_MS ? Math.floor(ageMs / 60_000) : null;
}

/**
 * "Monroe's stock was last confirmed 22 minutes ago, so online ordering waits until it is current
 * again. Please try again shortly or call 734-555-0100."
 */
export function staleStockMessage(storeName: string, minutes: number | 'never', phone: string): string {
  const when =
    minutes === 'never'
      ? `${storeName}'s stock has not been confirmed yet`
      : `${storeName}'s stock was last confirmed ${ageText(minutes)}`;
  const call = phone ? ` or call ${phone}` : '';
  return `${when}, so online ordering waits until it is current again. Please try again shortly${call}.`;
}

function ageText(minutes: number): string {
  if (minutes < 120) return `${minutes} minutes ago`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `${hours} hours ago` : `${Math.floor(hours / 24)} days ago`;
}
