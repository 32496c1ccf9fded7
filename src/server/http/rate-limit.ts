import type { Queryable } from '../db/database.ts';

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the current window ends (for Retry-After). */
  retryAfterSeconds: number;
}

/**
 * Counts a hit against `key` in a fixed window and says whether it is within `limit`. The counter
 * lives in the database, so every instance behind a load balancer agrees, and the count is one
 * atomic upsert, so concurrent hits are all counted. Keys start with their purpose
 * (`order-tracker:`, `form:contact:`, …): each purpose counts apart.
 */
export async function hitRateLimit(
  db: Queryable,
  key: string,
  { limit, windowSeconds, now = new Date() }: { limit: number; windowSeconds: number; now?: Date },
): Promise<RateLimitDecision> {
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db.query<{ hits: number }>(
    `insert into rate_limit_counters (key, window_start, hits, expires_at) values ($1, $2, 1, $3)
     on conflict (key, window_start) do update set hits = rate_limit_counters.hits + 1
     returning hits`,
    [key, windowStart, new Date(windowStart.getTime() + 2 * windowMs)],
  );
  // Ended windows are worthless; a hit that opens a new window sweeps those whose own time is up
  // (cheap: indexed), whatever their purpose's window.
  if (row?.hits === 1) await db.query('delete from rate_limit_counters where expires_at < $1', [now]);
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
  return { allowed: (row?.hits ?? 0) <= limit, retryAfterSeconds };
}

/**
 * Takes back one hit counted against `key` in the window `now` falls in (a try that turned out to
 * be legitimate). Never below zero; a window already swept stays gone.
 */
export async function returnRateLimitHit(
  db: Queryable,
  key: string,
  { windowSeconds, now = new Date() }: { windowSeconds: number; now?: Date },
): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  await db.query('update rate_limit_counters set hits = greatest(hits - 1, 0) where key = $1 and window_start = $2', [
    key,
    windowStart,
  ]);
}
