import { SourceFailure } from '../inventory-source.ts';

/**
 * A point of sale's HTTP API as our inventory source calls it: JSON in and out, every failure a
 * `SourceFailure` of the kind the caller acts on. A 5xx or a request that never arrived is tried
 * again twice, after a short wait, before it counts as 'unavailable'; a 429 is not (the caller
 * waits `retryAfterMs`, which the vendor gives or we assume a minute).
 */
export interface PosHttp {
  get(path: string, query?: Record<string, string | boolean | number | undefined>): Promise<unknown>;
  post(path: string, body: unknown): Promise<unknown>;
}

export interface PosHttpOptions {
  /** The vendor's name for people, in failure messages. */
  vendor: string;
  baseUrl: string;
  authorization: string;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  /** The clock a Retry-After given as a date is read against. */
  now?: () => Date;
  timeoutMs?: number;
}

/** Waits before the second and third attempt of a request the vendor failed or never got. */
const RETRY_WAITS_MS = [500, 2_000] as const;
const DEFAULT_RETRY_AFTER_MS = 60_000;

export function createPosHttp(options: PosHttpOptions): PosHttp {
  const fetchImpl = options.fetchImpl ?? fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? 30_000;
  const vendor = options.vendor;

  async function send(method: 'GET' | 'POST', url: URL, body?: unknown): Promise<unknown> {
    const call = `${method} ${url.pathname}`;
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method,
          headers: {
            authorization: options.authorization,
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch {
        const wait = RETRY_WAITS_MS[attempt];
        if (wait === undefined) throw new SourceFailure('unavailable', `${vendor} could not be reached (${call}).`);
        await sleep(wait);
        continue;
      }
      if (response.status >= 500) {
        await response.body?.cancel();
        const wait = RETRY_WAITS_MS[attempt];
        if (wait === undefined) {
          throw new SourceFailure('unavailable', `${vendor} answered ${response.status} to ${call}.`, {
            status: response.status,
          });
        }
        await sleep(wait);
        continue;
      }
      return answer(call, response);
    }
  }

  async function answer(call: string, response: Response): Promise<unknown> {
    const status = response.status;
    const text = await response.text();
    if (status === 401) {
      throw new SourceFailure('credentials', `${vendor} refused the store's API key (${call}).`, { status });
    }
    if (status === 403) {
      throw new SourceFailure('forbidden', `${vendor}'s API key lacks the permission for ${call}.`, { status });
    }
    if (status === 429) {
      const retryAfterMs = retryAfter(response.headers.get('retry-after'), now()) ?? DEFAULT_RETRY_AFTER_MS;
      throw new SourceFailure('rate-limited', `${vendor} asks us to slow down (${call}).`, { status, retryAfterMs });
    }
    if (status >= 400) {
      throw new SourceFailure('refused', `${vendor} refused ${call}: ${refusalMessage(text) ?? status}.`, { status });
    }
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new SourceFailure('malformed', `${vendor} answered ${call} with something other than JSON.`, { status });
    }
  }

  function address(path: string, query: Record<string, string | boolean | number | undefined> = {}): URL {
    const url = new URL(path, options.baseUrl);
    for (const [name, value] of Object.entries(query)) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    return url;
  }

  return {
    get: (path, query) => send('GET', address(path, query)),
    post: (path, body) => send('POST', address(path), body),
  };
}

/** Retry-After in seconds or as an HTTP date, in milliseconds from `now`; null when absent or unreadable. */
function retryAfter(header: string | null, now: Date): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.round(seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}

/** The message of a vendor's refusal body (`{ message }` or `{ Message }`), if it has one. */
function refusalMessage(text: string): string | null {
  try {
    const body = JSON.parse(text) as unknown;
    if (typeof body === 'string' && body) return body;
    if (body && typeof body === 'object') {
      const message = (body as Record<string, unknown>).message ?? (body as Record<string, unknown>).Message;
      if (typeof message === 'string' && message) return message;
    }
  } catch {
    // Not JSON: the status says enough.
  }
  return null;
}
