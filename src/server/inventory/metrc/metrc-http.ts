import { SourceFailure } from '../inventory-source.ts';
import {
  basicAuthorization,
  type FailureFacts,
  type VendorMethod,
  type VendorPolicy,
  type VendorWire,
  vendorCall,
  vendorUrl,
} from '../vendor-http.ts';

/** Where and as whom the adapter talks to Metrc, and the clock and timer it waits with. */
export interface MetrcConnection extends VendorWire {
  baseUrl: string;
  /** The software vendor's API key: Basic auth's user name. */
  vendorKey: string;
  /** The store's Metrc user API key: Basic auth's password. */
  userKey: string;
  /** The facility every call is made for (`licenseNumber`). */
  licenceNumber: string;
}

export interface MetrcRequest {
  method: VendorMethod;
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
}

/** Metrc's rules for trying again: twice, after 0.5 s and 1 s, or as long as Retry-After says up to 10 s. */
const METRC_POLICY: VendorPolicy = {
  retryWaitsMs: [500, 1_000],
  maxWaitMs: 10_000,
  rateLimit: { defaultWaitMs: 1_000, waitOut: true },
  // A POST that failed with a 500 or never got its answer may have been recorded: only the caller,
  // which can look it up, may send it again. A 503 was turned away before it was read.
  mayRepeat: (method, status) => method !== 'POST' || status === 503,
};

/** A failure in Metrc's words, naming the call. */
function metrcFailureMessage(request: MetrcRequest, { kind, status, said, error }: FailureFacts): string {
  const label = `Metrc ${request.method} ${request.path}`;
  const because = said ? `: ${said}` : '';
  switch (kind) {
    case 'credentials':
      return `${label} refused the store's API keys (401)`;
    case 'forbidden':
      return `${label} is not permitted for this licence (403)${because}`;
    case 'rate-limited':
      return `${label} asked us to slow down (429)`;
    case 'malformed':
      return `${label} answered something that is not JSON`;
    case 'unavailable':
      return status === null
        ? `${label} did not answer: ${String(error)}`
        : `${label} failed at Metrc (${status})${because}`;
    default:
      return `${label} was refused (${status})${because}`;
  }
}

/**
 * One Metrc call: HTTP Basic with the vendor and user keys, the facility's licence number, a JSON
 * body. Answers the parsed JSON (null for an empty body). A 5xx, a network failure or a 429 is
 * tried again at most twice (see `METRC_POLICY`); beyond that, or for any other status, it throws a
 * `SourceFailure` of the kind the status means.
 */
export function metrcCall(connection: MetrcConnection, request: MetrcRequest): Promise<unknown> {
  return vendorCall(connection, METRC_POLICY, {
    method: request.method,
    url: vendorUrl(connection.baseUrl, request.path, { licenseNumber: connection.licenceNumber, ...request.query }),
    authorization: basicAuthorization(connection.vendorKey, connection.userKey),
    body: request.body,
    describe: (facts) => metrcFailureMessage(request, facts),
  });
}

/** Throws 'malformed' unless `ok`: an answer that is not what Metrc's description says. */
export function expectShape(ok: boolean, what: string): void {
  if (!ok) throw new SourceFailure('malformed', `Metrc's answer is not what its description says: ${what}`);
}
