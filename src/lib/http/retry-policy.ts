/**
 * When a request is tried again (spec §7, decision 52). What a repeat could do decides:
 * - a **read** (GET, HEAD, OPTIONS, or a POST its caller says only reads, such as a cart quote)
 *   changes nothing, however often it arrives;
 * - a **keyed write** carries an `Idempotency-Key` (idempotency-key.ts) that the store's endpoints
 *   honour: the server runs it once and answers a repeat with the answer it kept;
 * - any other **write** could run twice.
 *
 * Statuses that say "try later" (408, 409, 425, 429 and the 5xx a proxy or an overloaded server
 * answers) are retried once for reads and never for writes, which may already have taken effect.
 * A request that got no answer is sent again up to three times when the repeat is harmless: a read,
 * a keyed write, or any request whose connection was never made (refused, or the name did not
 * resolve), so it cannot have arrived. A connection that broke after the request went out (a
 * reset, a timeout) may have run it: an unkeyed write is then never sent again.
 */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
export const READING_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

export const STATUS_RETRIES_READING = 1;
export const STATUS_RETRIES_MUTATING = 0;
export const NETWORK_RETRIES = 3;

/** What sending a request again could do (see above). */
export type RequestKind = 'read' | 'keyed write' | 'write';

/** How an attempt ended: an answer, or none (and then whether the request may have gone out). */
export type AttemptOutcome = { status: number } | { noAnswer: 'never sent' | 'maybe sent' };

/** The kind of a request by its method, its `Idempotency-Key`, and whether its caller said it only reads. */
export function requestKind(
  method: string,
  { idempotencyKey, readOnly = false }: { idempotencyKey?: string | null; readOnly?: boolean } = {},
): RequestKind {
  if (readOnly || READING_METHODS.has(method.toUpperCase())) return 'read';
  return idempotencyKey ? 'keyed write' : 'write';
}

/** Whether attempt number `retriesSoFar + 1` should follow an attempt of a `kind` request that ended this way. */
export function shouldRetry(kind: RequestKind, outcome: AttemptOutcome, retriesSoFar: number): boolean {
  if ('noAnswer' in outcome) {
    const harmless = kind !== 'write' || outcome.noAnswer === 'never sent';
    return harmless && retriesSoFar < NETWORK_RETRIES;
  }
  if (!RETRYABLE_STATUSES.has(outcome.status)) return false;
  return retriesSoFar < (kind === 'read' ? STATUS_RETRIES_READING : STATUS_RETRIES_MUTATING);
}

/**
 * The error codes (Node's, on a failed `fetch`'s `cause`) of a connection that was never made, so
 * the request never left. Browsers do not say why a request failed: there, every failure may
 * have come after sending.
 */
const NEVER_CONNECTED = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** How a `fetch` that threw `error` ended: never sent, when its cause says no connection was made. */
export function noAnswerOutcome(error: unknown): AttemptOutcome {
  const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return { noAnswer: typeof code === 'string' && NEVER_CONNECTED.has(code) ? 'never sent' : 'maybe sent' };
}

/**
 * How long to wait before a retry: a server's `Retry-After` (seconds) when it gives one, up to
 * five seconds, else a short exponential backoff with jitter so many clients do not retry at once.
 */
export function retryDelayMs(
  retriesSoFar: number,
  retryAfter: string | null,
  random: () => number = Math.random,
): number {
  const seconds = retryAfter === null ? Number.NaN : Number(retryAfter);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, 5000);
  const base = 100 * 2 ** retriesSoFar;
  return Math.round(base / 2 + random() * (base / 2));
}
