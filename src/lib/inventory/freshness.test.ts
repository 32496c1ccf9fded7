import { describe, expect, it } from 'vitest';
import { isTooStaleToOrder, stockAge, stockSyncedSentence } from './freshness.ts';

const NOW = new Date('2026-12-08T15:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('stock freshness', () => {
  it('measures the age from the last sync, never negative, null when never synced', () => {
    expect(stockAge(ago(40_000), NOW)).toBe(40_000);
    expect(stockAge(new Date(NOW.getTime() + 5_000), NOW)).toBe(0);
    expect(stockAge(null, NOW)).toBeNull();
  });

  it('refuses ordering past 15 minutes, and when the store was never synced', () => {
    expect(isTooStaleToOrder(ago(15 * 60_000), NOW)).toBe(false);
    expect(isTooStaleToOrder(ago(15 * 60_000 + 1), NOW)).toBe(true);
    expect(isTooStaleToOrder(null, NOW)).toBe(true);
  });

  it('tells shoppers how long ago in plain words', () => {
    expect(stockSyncedSentence(ago(40_400), NOW)).toBe('Stock synced 40 s ago');
    expect(stockSyncedSentence(ago(0), NOW)).toBe('Stock synced 0 s ago');
    expect(stockSyncedSentence(ago(90_000), NOW)).toBe('Stock synced a minute ago');
    expect(stockSyncedSentence(ago(12 * 60_000), NOW)).toBe('Stock synced 12 minutes ago');
    expect(stockSyncedSentence(ago(61 * 60_000), NOW)).toBe('Stock synced an hour ago');
    expect(stockSyncedSentence(ago(5 * 3_600_000), NOW)).toBe('Stock synced 5 hours ago');
    expect(stockSyncedSentence(null, NOW)).toBe('Stock not synced yet');
  });
});
