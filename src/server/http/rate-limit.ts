import type { Queryable } from '../db/database.ts';
import { Refusal } from './refusal.ts';

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
  if (row?.hits === 1) await sweepRateLimits(db, now);
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
  return { allowed: (row?.hits ?? 0) <= limit, retryAfterSeconds };
}

/**
 * Ended windows are worthless; a hit that opens a new window sweeps those whose own time is up
 * (cheap: indexed), whatever their purpose's window.
 */
function sweepRateLimits(db: Queryable, now = new Date()): Promise<unknown> {
  return db.query('delete from rate_limit_counters where expires_at < $1', [now]);
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

/** What one purpose allows in a window: from one client address, and naming one recipient from anywhere. */
export interface RequestLimit {
  windowSeconds: number;
  /** Requests one client address may make. */
  perClient: number;
  /**
   * Requests that may name one recipient — the email address or phone number a message goes to,
   * or the account a change is made to — whichever addresses they come from.
   */
  perRecipient?: number;
}

export interface CountedRequest {
  /** The client's address, as the request context reads it (Astro's `clientAddress`). */
  clientAddress: string;
  /** Who the request sends to or writes for; compared without case. */
  recipient?: string | null;
  now?: Date;
}

export interface RequestDecision extends RateLimitDecision {
  /** Which limit refused it, the recipient's first (it says more to the person asking). */
  refusedBy: 'recipient' | 'client' | null;
  /** The request was the first of a window: a good moment to sweep the counters whose time is up. */
  openedWindow: boolean;
}

/**
 * Counts one request of `purpose` against its client's and its recipient's limits in one
 * statement (both counters are upserted together, in a fixed order, so concurrent requests all
 * count and never wait on each other in a circle). Inside a transaction that is rolled back on a
 * refusal, a refused request is not counted: only what was stored or sent uses the allowance.
 */
export async function countRequest(
  db: Queryable,
  purpose: string,
  limit: RequestLimit,
  { clientAddress, recipient, now = new Date() }: CountedRequest,
): Promise<RequestDecision> {
  const windowMs = limit.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const keys = [`${purpose}:client:${clientAddress}`];
  const recipientKey =
    recipient && limit.perRecipient !== undefined ? `${purpose}:to:${recipient.toLowerCase()}` : null;
  if (recipientKey) keys.push(recipientKey);
  const rows = await db.query<{ key: string; hits: number }>(
    `insert into rate_limit_counters (key, window_start, hits, expires_at)
     select key, $2, 1, $3 from unnest($1::text[]) as key order by key
     on conflict (key, window_start) do update set hits = rate_limit_counters.hits + 1
     returning key, hits`,
    [keys, windowStart, new Date(windowStart.getTime() + 2 * windowMs)],
  );
  const hits = new Map(rows.map((row) => [row.key, row.hits]));
  const refusedBy =
    recipientKey && (hits.get(recipientKey) ?? 0) > limit.perRecipient!
      ? 'recipient'
      : (hits.get(keys[0]!) ?? 0) > limit.perClient
        ? 'client'
        : null;
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
  return {
    allowed: refusedBy === null,
    retryAfterSeconds,
    refusedBy,
    openedWindow: rows.some((row) => row.hits === 1),
  };
}

/** What the person asking reads when a limit refuses them, by the limit that did. */
export interface LimitMessages {
  client: string;
  recipient?: string;
}

const DEFAULT_MESSAGES: Required<LimitMessages> = {
  client: 'Too many requests from here.',
  recipient: 'Too many requests for this address in a short time.',
};

/** "Try again in 14 minutes": a wait in words. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The 429 a refused request answers: the sentence of the limit that refused it, the wait, `Retry-After`. */
export function tooManyRequests(decision: RequestDecision, messages: LimitMessages = DEFAULT_MESSAGES): Refusal {
  const said =
    decision.refusedBy === 'recipient' ? (messages.recipient ?? DEFAULT_MESSAGES.recipient) : messages.client;
  return new Refusal(
    429,
    `${said} Try again in ${describeWait(decision.retryAfterSeconds)}, or call the store.`,
    undefined,
    {
      headers: { 'Retry-After': String(decision.retryAfterSeconds) },
    },
  );
}

/**
 * Counts a request of `purpose` (countRequest) and refuses it beyond its limits with a 429 that
 * says which and how long to wait. A request that opens a window sweeps the counters whose time
 * is up, as hitRateLimit does.
 */
export async function limitRequest(
  db: Queryable,
  purpose: string,
  limit: RequestLimit,
  request: CountedRequest,
  messages?: LimitMessages,
): Promise<void> {
  const decision = await countRequest(db, purpose, limit, request);
  if (decision.openedWindow) await sweepRateLimits(db, request.now);
  if (!decision.allowed) throw tooManyRequests(decision, messages);
}
