import type { Queryable } from '../db/database.ts';
import { hitRateLimit, returnRateLimitHit } from '../http/rate-limit.ts';

/** Tries one address may make at one account in the window. */
export const PAIR_ATTEMPT_LIMIT = 10;
/**
 * Tries that did not succeed one address may make at all accounts together in the window (a
 * store's Wi-Fi, a proxy, a carrier's shared address): a success gives its try back.
 */
export const ADDRESS_ATTEMPT_LIMIT = 100;
/** Failures at an account from other addresses after which every new address waits its turn. */
export const ACCOUNT_FAILURES_BEFORE_BACKOFF = 10;
/** Under that backoff, one try at the account per this many seconds, from all those addresses together. */
export const ACCOUNT_BACKOFF_SECONDS = 10;
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const pairKey = (account: string, ipAddress: string) => `sign-in:pair:${ipAddress}:${account}`;
const addressKey = (ipAddress: string) => `sign-in:address:${ipAddress}`;

/**
 * Counts a sign-in try for `account` from `ipAddress` and says whether it may go ahead. Slows
 * attackers without locking the owner out:
 * - one address gets PAIR_ATTEMPT_LIMIT tries at one account per window, and ADDRESS_ATTEMPT_LIMIT
 *   at all accounts (less those that succeeded), so a guesser is stopped while everyone else behind
 *   a shared address signs in;
 * - an account that failed ACCOUNT_FAILURES_BEFORE_BACKOFF times from other addresses (a spread-out
 *   attack) takes one try per ACCOUNT_BACKOFF_SECONDS from them all together: a short wait, never a
 *   lock, so the owner with the right password gets in after at most that wait.
 * Every count is one atomic upsert (rate_limit_counters), so concurrent tries are all counted, on
 * every instance alike.
 */
export async function checkSignInThrottle(
  db: Queryable,
  { account, ipAddress, now = new Date() }: { account: string; ipAddress: string; now?: Date },
): Promise<ThrottleDecision> {
  const window = { windowSeconds: SIGN_IN_WINDOW_SECONDS, now };
  const pair = await hitRateLimit(db, pairKey(account, ipAddress), { ...window, limit: PAIR_ATTEMPT_LIMIT });
  const address = await hitRateLimit(db, addressKey(ipAddress), { ...window, limit: ADDRESS_ATTEMPT_LIMIT });
  const refused = [pair, address].filter((decision) => !decision.allowed);
  if (refused.length > 0) {
    return { allowed: false, retryAfterSeconds: Math.max(...refused.map((decision) => decision.retryAfterSeconds)) };
  }
  const [elsewhere] = await db.query<{ failures: number }>(
    `select count(*)::int as failures from sign_in_failures
      where account = $1 and ip_address <> $2 and failed_at > $3`,
    [account, ipAddress, new Date(now.getTime() - SIGN_IN_WINDOW_SECONDS * 1000)],
  );
  if ((elsewhere?.failures ?? 0) < ACCOUNT_FAILURES_BEFORE_BACKOFF) return { allowed: true };
  const turn = await hitRateLimit(db, `sign-in:account:${account}`, {
    limit: 1,
    windowSeconds: ACCOUNT_BACKOFF_SECONDS,
    now,
  });
  return turn.allowed ? { allowed: true } : { allowed: false, retryAfterSeconds: turn.retryAfterSeconds };
}

/** Counts a wrong email or password against the account; old failures are swept as new ones arrive. */
export async function recordSignInFailure(
  db: Queryable,
  { account, ipAddress, now = new Date() }: { account: string; ipAddress: string; now?: Date },
): Promise<void> {
  await db.query('insert into sign_in_failures (account, ip_address, failed_at) values ($1, $2, $3)', [
    account,
    ipAddress,
    now,
  ]);
  await db.query('delete from sign_in_failures where failed_at < $1', [
    new Date(now.getTime() - SIGN_IN_WINDOW_SECONDS * 1000),
  ]);
}

/**
 * A successful sign-in forgives the account's failures and its own address's tries at it (its
 * owner got in), and gives its try back to the address's count across accounts: many people
 * signing in behind one address never stop each other, while the address's failures still add up,
 * so one address cannot probe many accounts by succeeding on one.
 */
export async function clearSignInFailures(
  db: Queryable,
  { account, ipAddress, now = new Date() }: { account: string; ipAddress: string; now?: Date },
): Promise<void> {
  await db.query('delete from sign_in_failures where account = $1', [account]);
  await db.query('delete from rate_limit_counters where key = $1', [pairKey(account, ipAddress)]);
  await returnRateLimitHit(db, addressKey(ipAddress), { windowSeconds: SIGN_IN_WINDOW_SECONDS, now });
}
