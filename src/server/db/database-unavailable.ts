/**
 * Errors that mean the database cannot be reached right now — it is restarting, failing over,
 * or gone — rather than that a request is wrong: socket errors, the driver's connection errors,
 * and PostgreSQL's connection and shutdown classes (SQLSTATE 08…, 57P01–57P03). Requests meet
 * them with a fast 503 and `Retry-After`, never a 500, and the store recovers by itself when the
 * database is back (the driver reconnects on the next query).
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  '57P01',
  '57P02',
  '57P03',
]);

/** Seconds a client is asked to wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The store cannot reach its database right now. Try again in a few seconds, or call the store.';

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    if (typeof cause !== 'object') return false;
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
