import { SourceFailure, type SourceFailureKind } from './inventory-source.ts';

/**
 * How every inventory source's HTTP call goes, whichever vendor answers: JSON in and out, each
 * status a `SourceFailure` of the kind the caller acts on, and a bounded number of retries that
 * wait out Retry-After (seconds or an HTTP date) up to a cap. What differs by vendor — its words in
 * failure messages, its waits, which requests may be sent twice — comes in through `VendorPolicy`
 * and `VendorRequest`.
 */

export type VendorMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** How the calls reach the vendor, and the clock and timer they wait with. */
export interface VendorWire {
  fetchImpl: typeof fetch;
  sleep: (ms: number) => Promise<void>;
  now: () => Date;
  timeoutMs?: number;
}

/** A vendor's rules for trying again. */
export interface VendorPolicy {
  /** Waits before each retry of a 5xx or a network failure without Retry-After; its length is the number of retries. */
  retryWaitsMs: readonly number[];
  /** The longest Retry-After waited out inside a call; a longer one goes back to the caller. */
  maxWaitMs: number;
  /** A 429: the wait assumed without Retry-After, and whether the call waits it out (else the caller does). */
  rateLimit: { defaultWaitMs: number; waitOut: boolean };
  /**
   * Whether a request may be sent again after it failed at the vendor (`status`) or on the way
   * (`status` null). Every request may when absent.
   */
  mayRepeat?: (method: VendorMethod, status: number | null) => boolean;
}

/** What a failure message is made from: the kind, the status, what the vendor said, the network error. */
export interface FailureFacts {
  kind: SourceFailureKind;
  status: number | null;
  /** The vendor's own words from the answer's body; '' when it gave none. */
  said: string;
  error?: unknown;
}

export interface VendorRequest {
  method: VendorMethod;
  url: URL;
  authorization: string;
  body?: unknown;
  /** The failure's message in the vendor's words. */
  describe: (facts: FailureFacts) => string;
}

const DEFAULT_TIMEOUT_MS = 30_000;

/** HTTP Basic credentials as an Authorization header. */
export function basicAuthorization(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
}

/** The vendor's address for `path`, with the query's given values. */
export function vendorUrl(
  baseUrl: string,
  path: string,
  query: Record<string, string | boolean | number | undefined> = {},
): URL {
  const url = new URL(path, baseUrl);
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url;
}

/** Retry-After in milliseconds from `now`: delay-seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: Date): number | null {
  const value = header?.trim() ?? '';
  if (value === '') return null;
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value) * 1_000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}

/** The kind of failure a status that is not 2xx means. */
export function failureKindOf(status: number): Exclude<SourceFailureKind, 'malformed'> {
  if (status === 401) return 'credentials';
  if (status === 403) return 'forbidden';
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'unavailable';
  return 'refused';
}

/** What a vendor said in a refusal: a JSON string, `message`/`Message`, or each row's of a list; '' otherwise. */
export function vendorMessage(text: string): string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return ''; // Not JSON (a gateway's page): the status says enough.
  }
  if (typeof body === 'string') return body;
  return (Array.isArray(body) ? body : [body])
    .map((entry: unknown) => {
      if (!entry || typeof entry !== 'object') return null;
      const row = entry as Record<string, unknown>;
      return row.message ?? row.Message;
    })
    .filter((message): message is string => typeof message === 'string' && message !== '')
    .join('; ');
}

/** One try's outcome: the answer, or a failure with the wait before the next try (null: give up). */
type Outcome = { answer: unknown } | { failure: SourceFailure; waitMs: number | null };

/**
 * One call to a vendor: answers the parsed JSON (null for an empty body), or throws the
 * `SourceFailure` its last try met once the policy allows no further try.
 */
export async function vendorCall(wire: VendorWire, policy: VendorPolicy, request: VendorRequest): Promise<unknown> {
  for (let attempt = 0; ; attempt += 1) {
    const outcome = await tryOnce(wire, policy, request, attempt);
    if ('answer' in outcome) return outcome.answer;
    if (outcome.waitMs === null) throw outcome.failure;
    await wire.sleep(outcome.waitMs);
  }
}

async function tryOnce(
  wire: VendorWire,
  policy: VendorPolicy,
  request: VendorRequest,
  attempt: number,
): Promise<Outcome> {
  const { method, describe } = request;
  const mayRepeat = (status: number | null) =>
    attempt < policy.retryWaitsMs.length && (policy.mayRepeat?.(method, status) ?? true);
  let response: Response;
  try {
    response = await wire.fetchImpl(request.url, {
      method,
      headers: {
        authorization: request.authorization,
        accept: 'application/json',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(wire.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch (error) {
    const failure = new SourceFailure('unavailable', describe({ kind: 'unavailable', status: null, said: '', error }));
    return { failure, waitMs: mayRepeat(null) ? (policy.retryWaitsMs[attempt] ?? null) : null };
  }
  const status = response.status;
  const text = await response.text();
  if (response.ok) {
    if (text.trim() === '') return { answer: null };
    try {
      return { answer: JSON.parse(text) as unknown };
    } catch {
      return {
        failure: new SourceFailure('malformed', describe({ kind: 'malformed', status, said: '' }), { status }),
        waitMs: null,
      };
    }
  }
  const kind = failureKindOf(status);
  const message = describe({ kind, status, said: vendorMessage(text) });
  const retryAfter = retryAfterMs(response.headers.get('retry-after'), wire.now());
  const withinCap = (waitMs: number) => (waitMs <= policy.maxWaitMs ? waitMs : null);
  if (kind === 'rate-limited') {
    const waitMs = retryAfter ?? policy.rateLimit.defaultWaitMs;
    const failure = new SourceFailure(kind, message, { status, retryAfterMs: waitMs });
    const waitsHere = policy.rateLimit.waitOut && attempt < policy.retryWaitsMs.length;
    return { failure, waitMs: waitsHere ? withinCap(waitMs) : null };
  }
  if (kind === 'unavailable') {
    const failure = new SourceFailure(kind, message, {
      status,
      ...(retryAfter === null ? {} : { retryAfterMs: retryAfter }),
    });
    const waitMs = retryAfter ?? policy.retryWaitsMs[attempt];
    return { failure, waitMs: mayRepeat(status) && waitMs !== undefined ? withinCap(waitMs) : null };
  }
  return { failure: new SourceFailure(kind, message, { status }), waitMs: null };
}
