import { describe, expect, it } from 'vitest';
import { withRetries } from './fetch-with-retries.ts';
import { NETWORK_RETRIES } from './retry-policy.ts';

/** A fetch that plays `outcomes` in order (a status, or 'network' for a request that never arrived). */
function scriptedFetch(outcomes: Array<number | 'network'>) {
  const attempts: string[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    attempts.push(`${init?.method ?? 'GET'} ${String(input)}`);
    const outcome = outcomes[Math.min(attempts.length - 1, outcomes.length - 1)];
    if (outcome === 'network') throw new TypeError('fetch failed');
    return new Response(JSON.stringify({ attempt: attempts.length }), { status: outcome });
  };
  return { fetchImpl, attempts };
}

const noWait = { sleep: async () => {} };

describe('fetch with the spec retry policy', () => {
  it(`sends a request that never arrived again, up to ${NETWORK_RETRIES} times, then gives the error back`, async () => {
    const { fetchImpl, attempts } = scriptedFetch(['network']);
    await expect(
      withRetries(fetchImpl, noWait)('https://auth.example/token', { method: 'POST', body: '{}' }),
    ).rejects.toThrow('fetch failed');
    expect(attempts).toHaveLength(1 + NETWORK_RETRIES);
  });

  it('answers with the first attempt that reached the server', async () => {
    const { fetchImpl, attempts } = scriptedFetch(['network', 'network', 200]);
    const response = await withRetries(fetchImpl, noWait)('https://auth.example/token', { method: 'POST', body: '{}' });
    expect(await response.json()).toEqual({ attempt: 3 });
    expect(attempts).toHaveLength(3);
  });

  it('never repeats a mutating request the server answered, even with a 503', async () => {
    const { fetchImpl, attempts } = scriptedFetch([503, 200]);
    const response = await withRetries(fetchImpl, noWait)('https://auth.example/signup', {
      method: 'POST',
      body: '{}',
    });
    expect(response.status).toBe(503);
    expect(attempts).toHaveLength(1);
  });

  it('asks a reading request once more after a 503', async () => {
    const { fetchImpl, attempts } = scriptedFetch([503, 200]);
    const response = await withRetries(fetchImpl, noWait)('https://auth.example/user');
    expect(response.status).toBe(200);
    expect(attempts).toEqual(['GET https://auth.example/user', 'GET https://auth.example/user']);
  });

  it('does not retry a request its caller aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const { fetchImpl, attempts } = scriptedFetch(['network']);
    await expect(
      withRetries(fetchImpl, noWait)('https://auth.example/user', { signal: controller.signal }),
    ).rejects.toThrow();
    expect(attempts).toHaveLength(1);
  });
});
