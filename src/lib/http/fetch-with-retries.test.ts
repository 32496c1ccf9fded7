import { describe, expect, it } from 'vitest';
import { withRetries } from './fetch-with-retries.ts';
import { NETWORK_RETRIES } from './retry-policy.ts';

/**
 * A fetch that plays `outcomes` in order: a status; 'refused', a connection never made (the
 * request never left); or 'reset', a connection that broke after the request went out.
 */
function scriptedFetch(outcomes: Array<number | 'refused' | 'reset'>) {
  const attempts: string[] = [];
  const keys: Array<string | null> = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    attempts.push(`${init?.method ?? 'GET'} ${String(input)}`);
    keys.push(new Headers(init?.headers).get('Idempotency-Key'));
    const outcome = outcomes[Math.min(attempts.length - 1, outcomes.length - 1)];
    if (outcome === 'refused') {
      throw new TypeError('fetch failed', {
        cause: Object.assign(new Error('connect refused'), { code: 'ECONNREFUSED' }),
      });
    }
    if (outcome === 'reset') {
      throw new TypeError('fetch failed', {
        cause: Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }),
      });
    }
    return new Response(JSON.stringify({ attempt: attempts.length }), { status: outcome });
  };
  return { fetchImpl, attempts, keys };
}

const noWait = { sleep: async () => {} };
const KEY = '7f0c3c1e-6a43-4f3e-b0a4-41d0c7a3f9d2';

describe('fetch with the spec retry policy', () => {
  it(`sends a request that never left again, up to ${NETWORK_RETRIES} times, then gives the error back`, async () => {
    const { fetchImpl, attempts } = scriptedFetch(['refused']);
    await expect(
      withRetries(fetchImpl, noWait)('https://auth.example/token', { method: 'POST', body: '{}' }),
    ).rejects.toThrow('fetch failed');
    expect(attempts).toHaveLength(1 + NETWORK_RETRIES);
  });

  it('answers with the first attempt that reached the server', async () => {
    const { fetchImpl, attempts } = scriptedFetch(['refused', 'refused', 200]);
    const response = await withRetries(fetchImpl, noWait)('https://auth.example/token', { method: 'POST', body: '{}' });
    expect(await response.json()).toEqual({ attempt: 3 });
    expect(attempts).toHaveLength(3);
  });

  it('never sends again a write without a key whose connection broke after it went out', async () => {
    const { fetchImpl, attempts } = scriptedFetch(['reset', 200]);
    await expect(
      withRetries(fetchImpl, noWait)('https://store.example/api/checkout/contact', { method: 'POST', body: '{}' }),
    ).rejects.toThrow('fetch failed');
    expect(attempts).toHaveLength(1);
  });

  it('sends a keyed write whose connection broke again, with the same key every time', async () => {
    const { fetchImpl, attempts, keys } = scriptedFetch(['reset', 'reset', 201]);
    const response = await withRetries(fetchImpl, noWait)('https://store.example/api/dashboard/catalog/search-words', {
      method: 'POST',
      headers: { 'Idempotency-Key': KEY },
      body: '{}',
    });
    expect(response.status).toBe(201);
    expect(attempts).toHaveLength(3);
    expect(keys).toEqual([KEY, KEY, KEY]);
  });

  it('reads the key from a Request as well as from its options', async () => {
    const { fetchImpl, attempts } = scriptedFetch(['reset', 200]);
    const request = new Request('https://store.example/api/x', { method: 'PUT', headers: { 'Idempotency-Key': KEY } });
    expect((await withRetries(fetchImpl, noWait)(request)).status).toBe(200);
    expect(attempts).toHaveLength(2);
  });

  it('sends a POST its caller says only reads again after a reset, and once more after a 503', async () => {
    const reset = scriptedFetch(['reset', 200]);
    const quote = withRetries(reset.fetchImpl, noWait);
    expect((await quote('https://store.example/api/cart/quote', { method: 'POST', body: '{}' }, 'read')).status).toBe(
      200,
    );
    expect(reset.attempts).toHaveLength(2);

    const busy = scriptedFetch([503, 200]);
    const again = withRetries(busy.fetchImpl, noWait);
    expect((await again('https://store.example/api/cart/quote', { method: 'POST', body: '{}' }, 'read')).status).toBe(
      200,
    );
    expect(busy.attempts).toHaveLength(2);
  });

  it('never repeats a mutating request the server answered, even with a 503 and a key', async () => {
    const { fetchImpl, attempts } = scriptedFetch([503, 200]);
    const response = await withRetries(fetchImpl, noWait)('https://auth.example/signup', {
      method: 'POST',
      headers: { 'Idempotency-Key': KEY },
      body: '{}',
    });
    expect(response.status).toBe(503);
    expect(attempts).toHaveLength(1);
  });

  it('asks a reading request once more after a 503, and up to three times more after resets', async () => {
    const busy = scriptedFetch([503, 200]);
    expect((await withRetries(busy.fetchImpl, noWait)('https://auth.example/user')).status).toBe(200);
    expect(busy.attempts).toEqual(['GET https://auth.example/user', 'GET https://auth.example/user']);

    const reset = scriptedFetch(['reset', 'reset', 'reset', 200]);
    expect((await withRetries(reset.fetchImpl, noWait)('https://auth.example/user')).status).toBe(200);
    expect(reset.attempts).toHaveLength(1 + NETWORK_RETRIES);
  });

  it('does not retry a request its caller aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const { fetchImpl, attempts } = scriptedFetch(['refused']);
    await expect(
      withRetries(fetchImpl, noWait)('https://auth.example/user', { signal: controller.signal }),
    ).rejects.toThrow();
    expect(attempts).toHaveLength(1);
  });
});
