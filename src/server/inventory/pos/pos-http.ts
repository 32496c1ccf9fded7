import { type FailureFacts, type VendorMethod, type VendorPolicy, vendorCall, vendorUrl } from '../vendor-http.ts';

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

/** A point of sale's rules for trying again: twice, after 0.5 s and 2 s; a 429 goes back to the caller. */
const POS_POLICY: VendorPolicy = {
  retryWaitsMs: [500, 2_000],
  maxWaitMs: 10_000,
  rateLimit: { defaultWaitMs: 60_000, waitOut: false },
};

/** A failure in the point of sale's words, naming the call. */
function posFailureMessage(vendor: string, call: string, { kind, status, said }: FailureFacts): string {
  switch (kind) {
    case 'credentials':
      return `${vendor} refused the store's API key (${call}).`;
    case 'forbidden':
      return `${vendor}'s API key lacks the permission for ${call}.`;
    case 'rate-limited':
      return `${vendor} asks us to slow down (${call}).`;
    case 'malformed':
      return `${vendor} answered ${call} with something other than JSON.`;
    case 'unavailable':
      return status === null ? `${vendor} could not be reached (${call}).` : `${vendor} answered ${status} to ${call}.`;
    default:
      return `${vendor} refused ${call}: ${said || status}.`;
  }
}

export function createPosHttp(options: PosHttpOptions): PosHttp {
  const wire = {
    fetchImpl: options.fetchImpl ?? fetch,
    sleep: options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))),
    now: options.now ?? (() => new Date()),
    timeoutMs: options.timeoutMs,
  };

  function send(method: VendorMethod, url: URL, body?: unknown): Promise<unknown> {
    const call = `${method} ${url.pathname}`;
    return vendorCall(wire, POS_POLICY, {
      method,
      url,
      authorization: options.authorization,
      body,
      describe: (facts) => posFailureMessage(options.vendor, call, facts),
    });
  }

  return {
    get: (path, query) => send('GET', vendorUrl(options.baseUrl, path, query)),
    post: (path, body) => send('POST', vendorUrl(options.baseUrl, path), body),
  };
}
