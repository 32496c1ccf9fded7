/**
 * When a request is tried again (spec §7). Statuses that say "try later" (408, 409, 425, 429 and
 * the 5xx a proxy or an overloaded server answers) are retried once for reading methods and never
 * for mutating ones, which may already have taken effect. A request that never reached the
 * backend (a network failure) is safe to send again, up to three times.
 */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
export const READING_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

export const STATUS_RETRIES_READING = 1;
export const STATUS_RETRIES_MUTATING = 0;
export const NETWORK_RETRIES = 3;

export type AttemptOutcome = { status: number } | { networkError: true };

/** Whether attempt number `retriesSoFar + 1` should follow an attempt that ended this way. */
export function shouldRetry(method: string, outcome: AttemptOutcome, retriesSoFar: number): boolean {
  if ('networkError' in outcome) return retriesSoFar < NETWORK_RETRIES;
  if (!RETRYABLE_STATUSES.has(outcome.status)) return false;
  const allowed = READING_METHODS.has(method.toUpperCase()) ? STATUS_RETRIES_READING : STATUS_RETRIES_MUTATING;
  return retriesSoFar < allowed;
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
