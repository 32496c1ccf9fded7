/**
 * Errors that mean the database cannot be reached right now — it is restarting, failing over,
 * or gone — rather than that a request is wrong: socket errors, the driver's connection errors,
 * and PostgreSQL's connection and shutdown classes (SQLSTATE 08…, 57P01–57P03). Requests meet
 * them with a fast 503 and `Retry-After`, never a 500, and the store recovers by itself when the
 * database is back (the driver reconnects on the next query).
 */
const UNAVAILABLE_FOR_NOW = 'DATABASE_UNAVAILABLE_FOR_NOW';

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
  UNAVAILABLE_FOR_NOW,
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

/**
 * Once the database is found unreachable, queries fail at once for `windowMs` instead of each
 * waiting out its own connection attempt; after that, one query at a time tries it again (the
 * others still fail at once) until one gets through. During a restart every request is a fast
 * 503, not a wait of the driver's connect timeout. A failure from a query that began before
 * another query succeeded says nothing new (it met the outage the success has already seen the
 * end of): it does not close the gate again, so late failures never turn a recovered store back
 * to 503s.
 */
export function unavailabilityGate(windowMs = 1_000): <T>(run: () => Promise<T>) => Promise<T> {
  let downUntil = 0;
  let probing = false;
  let successes = 0;
  const refuse = () =>
    Object.assign(new Error('The database was unreachable a moment ago.'), { code: UNAVAILABLE_FOR_NOW });
  return async (run) => {
    let probe = false;
    if (downUntil !== 0) {
      if (Date.now() < downUntil || probing) throw refuse();
      probing = probe = true;
    }
    const successesBefore = successes;
    try {
      const result = await run();
      successes += 1;
      if (probe) downUntil = 0;
      return result;
    } catch (error) {
      const news = successes === successesBefore;
      if (news && isDatabaseUnavailable(error) && (error as { code?: unknown }).code !== UNAVAILABLE_FOR_NOW) {
        downUntil = Date.now() + windowMs;
      } else if (probe) downUntil = 0;
      throw error;
    } finally {
      if (probe) probing = false;
    }
  };
}
