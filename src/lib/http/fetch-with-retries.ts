import { retryDelayMs, shouldRetry } from './retry-policy.ts';

export interface FetchWithRetriesOptions {
  /** Waits between attempts; tests replace it. */
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * `fetchImpl` with the spec's retry policy (retry-policy.ts) and nothing else: a request that
 * never reached the server is sent again up to three times, a "try later" answer to a reading
 * method once, and a mutating request that got an answer never. The last answer, or the last
 * network error, goes back to the caller unchanged. Used by the app's HTTP client and handed to
 * SDKs (Supabase) as their `fetch`, so every backend call follows one policy.
 *
 * Bodies must be strings or other replayable values (what JSON clients send): a stream is
 * consumed by the first attempt.
 */
export function withRetries(fetchImpl: typeof fetch, { sleep = wait }: FetchWithRetriesOptions = {}): typeof fetch {
  return async function fetchWithRetries(input, init) {
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    for (let retries = 0; ; retries++) {
      let response: Response;
      try {
        response = await fetchImpl(input, init);
      } catch (error) {
        if (init?.signal?.aborted || !shouldRetry(method, { networkError: true }, retries)) throw error;
        await sleep(retryDelayMs(retries, null));
        continue;
      }
      if (response.ok || !shouldRetry(method, { status: response.status }, retries)) return response;
      await response.body?.cancel();
      await sleep(retryDelayMs(retries, response.headers.get('Retry-After')));
    }
  };
}
