import { SourceFailure } from '../inventory-source.ts';

/** Where and as whom the adapter talks to Metrc, and the clock and timer it waits with. */
export interface MetrcConnection {
  baseUrl: string;
  /** The software vendor's API key: Basic auth's user name. */
  vendorKey: string;
  /** The store's Metrc user API key: Basic auth's password. */
  userKey: string;
  /** The facility every call is made for (`licenseNumber`). */
  licenceNumber: string;
  fetchImpl: typeof fetch;
  sleep: (ms: number) => Promise<void>;
  now: () => Date;
}

export interface MetrcRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
}

/** Retries inside one call, after the first try: a 5xx, a network failure or a 429. */
export const METRC_RETRIES = 2;
/** The longest Retry-After we wait out inside a call; a longer one goes back to the caller. */
export const METRC_MAX_WAIT_MS = 10_000;
/** Waits before the first and the second retry of a 5xx or a network failure without Retry-After. */
const BACKOFF_MS = [500, 1_000];
/** The wait a 429 without Retry-After gets. */
const DEFAULT_RATE_WAIT_MS = 1_000;
const TIMEOUT_MS = 30_000;

/** Retry-After in milliseconds from now: delay-seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: Date): number | null {
  if (header === null || header.trim() === '') return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1_000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}

/** What Metrc said about a refusal: its ErrorResponse message, or each row's message of a 400. */
function metrcMessage(text: string): string {
  try {
    const body: unknown = JSON.parse(text);
    const messages = (Array.isArray(body) ? body : [body])
      .map((entry) => (entry && typeof entry === 'object' ? (entry as { message?: unknown }).message : null))
      .filter((message): message is string => typeof message === 'string' && message !== '');
    if (messages.length > 0) return messages.join('; ');
  } catch {
    // Not JSON (a gateway's page): the status says enough.
  }
  return '';
}

function urlOf(connection: MetrcConnection, request: MetrcRequest): string {
  const url = new URL(request.path, connection.baseUrl);
  url.searchParams.set('licenseNumber', connection.licenceNumber);
  for (const [name, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url.toString();
}

/** A failed try's verdict: try again after `waitMs`, or give up with `failure`. */
type Verdict = { retry: true; waitMs: number; failure: SourceFailure } | { retry: false; failure: SourceFailure };

function verdictOnStatus(
  request: MetrcRequest,
  status: number,
  text: string,
  retryAfter: number | null,
  attempt: number,
): Verdict {
  const said = metrcMessage(text);
  const label = `Metrc ${request.method} ${request.path}`;
  const because = said ? `: ${said}` : '';
  if (status === 401) {
    return {
      retry: false,
      failure: new SourceFailure('credentials', `${label} refused the store's API keys (401)`, { status }),
    };
  }
  if (status === 403) {
    return {
      retry: false,
      failure: new SourceFailure('forbidden', `${label} is not permitted for this licence (403)${because}`, { status }),
    };
  }
  if (status === 429) {
    const waitMs = retryAfter ?? DEFAULT_RATE_WAIT_MS;
    const failure = new SourceFailure('rate-limited', `${label} asked us to slow down (429)`, {
      status,
      retryAfterMs: waitMs,
    });
    return attempt < METRC_RETRIES && waitMs <= METRC_MAX_WAIT_MS
      ? { retry: true, waitMs, failure }
      : { retry: false, failure };
  }
  if (status >= 500) {
    const failure = new SourceFailure('unavailable', `${label} failed at Metrc (${status})${because}`, {
      status,
      ...(retryAfter === null ? {} : { retryAfterMs: retryAfter }),
    });
    // A POST that failed with a 500 may have been recorded: only the caller, which can look it up, may send it again.
    const repeatable = request.method !== 'POST' || status === 503;
    const waitMs = retryAfter ?? BACKOFF_MS[attempt] ?? 0;
    return repeatable && attempt < METRC_RETRIES && waitMs <= METRC_MAX_WAIT_MS
      ? { retry: true, waitMs, failure }
      : { retry: false, failure };
  }
  return {
    retry: false,
    failure: new SourceFailure('refused', `${label} was refused (${status})${because}`, { status }),
  };
}

/**
 * One Metrc call: HTTP Basic with the vendor and user keys, the facility's licence number, a JSON
 * body. Answers the parsed JSON (null for an empty body). A 5xx, a network failure or a 429 is
 * tried again at most twice, waiting out Retry-After (seconds or a date) up to a cap; beyond that,
 * or for any other status, it throws a `SourceFailure` of the kind the status means.
 */
export async function metrcCall(connection: MetrcConnection, request: MetrcRequest): Promise<unknown> {
  const url = urlOf(connection, request);
  const headers: Record<string, string> = {
    authorization: `Basic ${Buffer.from(`${connection.vendorKey}:${connection.userKey}`).toString('base64')}`,
    accept: 'application/json',
  };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  for (let attempt = 0; ; attempt += 1) {
    let verdict: Verdict;
    try {
      const response = await connection.fetchImpl(url, {
        method: request.method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const text = await response.text();
      if (response.ok) return parsed(request, text);
      verdict = verdictOnStatus(
        request,
        response.status,
        text,
        retryAfterMs(response.headers.get('retry-after'), connection.now()),
        attempt,
      );
    } catch (error) {
      if (error instanceof SourceFailure) throw error;
      const failure = new SourceFailure(
        'unavailable',
        `Metrc ${request.method} ${request.path} did not answer: ${String(error)}`,
      );
      const repeatable = request.method !== 'POST';
      verdict =
        repeatable && attempt < METRC_RETRIES
          ? { retry: true, waitMs: BACKOFF_MS[attempt] ?? 0, failure }
          : { retry: false, failure };
    }
    if (!verdict.retry) throw verdict.failure;
    await connection.sleep(verdict.waitMs);
  }
}

function parsed(request: MetrcRequest, text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    throw new SourceFailure('malformed', `Metrc ${request.method} ${request.path} answered something that is not JSON`);
  }
}

/** Throws 'malformed' unless `ok`: an answer that is not what Metrc's description says. */
export function expectShape(ok: boolean, what: string): void {
  if (!ok) throw new SourceFailure('malformed', `Metrc's answer is not what its description says: ${what}`);
}
