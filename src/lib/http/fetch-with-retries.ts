import { IDEMPOTENCY_KEY_HEADER } from './idempotency-key.ts';
import { noAnswerOutcome, requestKind, retryDelayMs, shouldRetry, type RequestKind } from './retry-policy.ts';

export interface FetchWithRetriesOptions {
  /** Waits between attempts; tests replace it. */
  sleep?: (ms: number) => Promise<void>;
}

/** `fetch` with the retry policy; `kind` says what a repeat could do, when method and headers do not tell. */
export type FetchWithRetries = (input: RequestInfo | URL, init?: RequestInit, kind?: RequestKind) => Promise<Response>;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * `fetchImpl` with the spec's retry policy (retry-policy.ts) and nothing else: a request that got
 * no answer is sent again up to three times when a repeat is harmless (a read, a write carrying an
 * `Idempotency-Key`, or one whose connection was never made), a "try later" answer to a read once,
 * and a write that got an answer never. Every attempt is the same request, key included. The last
 * answer, or the last network error, goes back to the caller unchanged. Used by the app's HTTP
 * client and handed to SDKs (Supabase) as their `fetch`, so every backend call follows one policy.
 *
 * Bodies must be strings or other replayable values (what JSON clients send): a stream is
 * consumed by the first attempt.
 */
export function withRetries(fetchImpl: typeof fetch, { sleep = wait }: FetchWithRetriesOptions = {}): FetchWithRetries {
  return async function fetchWithRetries(input, init, kind) {
    const request = input instanceof Request ? input : null;
    const method = init?.method ?? request?.method ?? 'GET';
    const idempotencyKey = new Headers(init?.headers ?? request?.headers).get(IDEMPOTENCY_KEY_HEADER);
    const requestIs = kind ?? requestKind(method, { idempotencyKey });
    for (let retries = 0; ; retries++) {
      let response: Response;
      try {
        response = await fetchImpl(input, init);
      } catch (error) {
        if (init?.signal?.aborted || !shouldRetry(requestIs, noAnswerOutcome(error), retries)) throw error;
        await sleep(retryDelayMs(retries, null));
        continue;
      }
      if (response.ok || !shouldRetry(requestIs, { status: response.status }, retries)) return response;
      await response.body?.cancel();
      await sleep(retryDelayMs(retries, response.headers.get('Retry-After')));
    }
  };
}
