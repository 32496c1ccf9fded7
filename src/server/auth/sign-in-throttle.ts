import type { Queryable } from '../db/database.ts';

/** Failures allowed per account and per address within the window before sign-in waits. */
export const SIGN_IN_FAILURE_LIMIT = 10;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Whether a sign-in for `account` from `ipAddress` may be tried now. Counted in the database so
 * every instance agrees; the wait ends when the oldest failure in the window ages out.
 */
export async function checkSignInThrottle(
  db: Queryable,
  { account, ipAddress, now = new Date() }: { account: string; ipAddress: string; now?: Date },
): Promise<ThrottleDecision> {
  const since = new Date(now.getTime() - SIGN_IN_WINDOW_MS);
  const rows = await db.query<{ failures: number; oldest: Date | null }>(
    `select count(*)::int as failures, min(failed_at) as oldest from (
       (select failed_at from sign_in_failures where account = $1 and failed_at > $3 order by failed_at desc limit $4)
     ) as by_account
     union all
     select count(*)::int, min(failed_at) from (
       (select failed_at from sign_in_failures where ip_address = $2 and failed_at > $3 order by failed_at desc limit $4)
     ) as by_address`,
    [account, ipAddress, since, SIGN_IN_FAILURE_LIMIT],
  );
  const waits = rows
    .filter((row) => row.failures >= SIGN_IN_FAILURE_LIMIT && row.oldest)
    .map((row) => Math.ceil((row.oldest!.getTime() + SIGN_IN_WINDOW_MS - now.getTime()) / 1000));
  if (waits.length === 0) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, ...waits) };
}

/** Counts a wrong email or password; old failures are swept as new ones arrive. */
export async function recordSignInFailure(
  db: Queryable,
  { account, ipAddress, now = new Date() }: { account: string; ipAddress: string; now?: Date },
): Promise<void> {
  await db.query('insert into sign_in_failures (account, ip_address, failed_at) values ($1, $2, $3)', [
    account,
    ipAddress,
    now,
  ]);
  await db.query('delete from sign_in_failures where failed_at < $1', [new Date(now.getTime() - SIGN_IN_WINDOW_MS)]);
}

/**
 * A successful sign-in or a password reset forgives the account's failures (its owner got in);
 * the address keeps its count, so one address cannot probe many accounts by succeeding on one.
 */
export async function clearSignInFailures(db: Queryable, account: string): Promise<void> {
  await db.query('delete from sign_in_failures where account = $1', [account]);
}
