import { describe, expect, it } from 'vitest';
import { noAnswerOutcome, requestKind, retryDelayMs, shouldRetry } from './retry-policy.ts';

describe('requestKind', () => {
  it('reads GET, HEAD and OPTIONS, and a POST its caller says only reads', () => {
    expect(requestKind('get')).toBe('read');
    expect(requestKind('HEAD')).toBe('read');
    expect(requestKind('OPTIONS', { idempotencyKey: 'ignored-on-a-read-1' })).toBe('read');
    expect(requestKind('POST', { readOnly: true })).toBe('read');
  });

  it('tells a write with an Idempotency-Key from one without', () => {
    expect(requestKind('POST', { idempotencyKey: '0b6b1c4e-8d1f-4f5e-9a39-2f4a8f0f6c11' })).toBe('keyed write');
    expect(requestKind('delete', { idempotencyKey: 'k'.repeat(32) })).toBe('keyed write');
    expect(requestKind('PUT')).toBe('write');
    expect(requestKind('PATCH', { idempotencyKey: null })).toBe('write');
    expect(requestKind('POST', { idempotencyKey: '' })).toBe('write');
  });
});

describe('shouldRetry', () => {
  it('allows one retry of a read on a retryable status, then stops', () => {
    expect(shouldRetry('read', { status: 503 }, 0)).toBe(true);
    expect(shouldRetry('read', { status: 503 }, 1)).toBe(false);
    expect(shouldRetry('read', { status: 429 }, 0)).toBe(true);
    expect(shouldRetry('read', { status: 404 }, 0)).toBe(false);
  });

  it('allows no status retry for writes, keyed or not: the answer came, the write may have run', () => {
    expect(shouldRetry('write', { status: 503 }, 0)).toBe(false);
    expect(shouldRetry('write', { status: 408 }, 0)).toBe(false);
    expect(shouldRetry('keyed write', { status: 503 }, 0)).toBe(false);
    expect(shouldRetry('keyed write', { status: 409 }, 0)).toBe(false);
  });

  it('sends a read or a keyed write that got no answer again, up to three times', () => {
    for (const kind of ['read', 'keyed write'] as const) {
      expect([0, 1, 2, 3].map((n) => shouldRetry(kind, { noAnswer: 'maybe sent' }, n))).toEqual([
        true,
        true,
        true,
        false,
      ]);
    }
  });

  it('never sends again a write without a key that may have been sent', () => {
    expect(shouldRetry('write', { noAnswer: 'maybe sent' }, 0)).toBe(false);
  });

  it('sends any request whose connection was never made again, up to three times', () => {
    expect([0, 1, 2, 3].map((n) => shouldRetry('write', { noAnswer: 'never sent' }, n))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});

describe('noAnswerOutcome', () => {
  const failed = (code?: string) => new TypeError('fetch failed', { cause: Object.assign(new Error(code), { code }) });

  it('knows a refused connection or an unknown host never carried the request', () => {
    for (const code of ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'UND_ERR_CONNECT_TIMEOUT']) {
      expect(noAnswerOutcome(failed(code))).toEqual({ noAnswer: 'never sent' });
    }
  });

  it('takes a reset, a closed socket, a timeout or a browser’s bare failure as maybe sent', () => {
    for (const error of [
      failed('ECONNRESET'),
      failed('UND_ERR_SOCKET'),
      failed('ETIMEDOUT'),
      new TypeError('Failed to fetch'),
      null,
    ]) {
      expect(noAnswerOutcome(error)).toEqual({ noAnswer: 'maybe sent' });
    }
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
