import { describe, expect, it } from 'vitest';
import { retryDelayMs, shouldRetry } from './retry-policy.ts';

describe('shouldRetry', () => {
  it('allows one retry of a reading method on a retryable status, then stops', () => {
    expect(shouldRetry('get', { status: 503 }, 0)).toBe(true);
    expect(shouldRetry('GET', { status: 503 }, 1)).toBe(false);
    expect(shouldRetry('HEAD', { status: 429 }, 0)).toBe(true);
  });

  it('allows no status retry for mutating methods', () => {
    expect(shouldRetry('POST', { status: 503 }, 0)).toBe(false);
    expect(shouldRetry('DELETE', { status: 408 }, 0)).toBe(false);
  });

  it('allows three retries after network failures', () => {
    expect([0, 1, 2, 3].map((n) => shouldRetry('POST', { networkError: true }, n))).toEqual([true, true, true, false]);
  });
});

describe('retryDelayMs', () => {
  it('honours Retry-After up to five seconds', () => {
    expect(retryDelayMs(0, '2')).toBe(2000);
    expect(retryDelayMs(0, '120')).toBe(5000);
  });

  it('backs off exponentially with jitter otherwise', () => {
    expect(retryDelayMs(0, null, () => 0)).toBe(50);
    expect(retryDelayMs(0, null, () => 1)).toBe(100);
    expect(retryDelayMs(2, 'soon', () => 1)).toBe(400);
  });
});
