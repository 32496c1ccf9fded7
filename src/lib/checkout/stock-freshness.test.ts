import { describe, expect, it } from 'vitest';
import { orderProblemMessage } from './order-problem-message.ts';
import { staleStockMessage, staleStockMinutes } from './stock-freshness.ts';

const NOW = new Date('2026-12-08T15:00:00Z');
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

describe('whether a store’s synced stock may be ordered from', () => {
  it('takes orders on stock synced in the last 15 minutes', () => {
    expect(staleStockMinutes({ kind: 'metrc', lastSyncedAt: ago(15) }, NOW)).toBeNull();
    expect(staleStockMinutes({ kind: 'pos', lastSyncedAt: ago(0) }, NOW)).toBeNull();
  });

  it('waits on stock older than that, or never synced', () => {
    expect(staleStockMinutes({ kind: 'metrc', lastSyncedAt: new Date(ago(15).getTime() - 1) }, NOW)).toBe(15);
    expect(staleStockMinutes({ kind: 'metrc', lastSyncedAt: ago(22) }, NOW)).toBe(22);
    expect(staleStockMinutes({ kind: 'pos', lastSyncedAt: null }, NOW)).toBe('never');
  });

  it('never waits at a store keeping its own count', () => {
    expect(staleStockMinutes({ kind: 'own', lastSyncedAt: null }, NOW)).toBeNull();
    expect(staleStockMinutes({ kind: 'own', lastSyncedAt: ago(600) }, NOW)).toBeNull();
  });
});

describe('what a shopper reads of stale stock', () => {
  it('says how old the stock is and whom to call', () => {
    expect(staleStockMessage('Monroe', 22, '734-555-0100')).toBe(
      "Monroe's stock was last confirmed 22 minutes ago, so online ordering waits until it is current again. Please try again shortly or call 734-555-0100.",
    );
    expect(staleStockMessage('Monroe', 'never', '')).toBe(
      "Monroe's stock has not been confirmed yet, so online ordering waits until it is current again. Please try again shortly.",
    );
    expect(staleStockMessage('Monroe', 185, '')).toContain('last confirmed 3 hours ago');
    expect(
      orderProblemMessage({ code: 'stock_stale', storeName: 'Ypsilanti', minutes: 3 * 24 * 60, phone: '' }),
    ).toContain('last confirmed 3 days ago');
  });
});
