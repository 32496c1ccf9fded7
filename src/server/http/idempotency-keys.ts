import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { Refusal } from './refusal.ts';

/**
 * Writes answered once per `Idempotency-Key` (decision 52), in the database, so every store
 * process sharing it agrees. The first request with a key claims it (one insert, which a
 * concurrent one on PostgreSQL waits on and then finds taken), runs, and keeps its answer; a
 * repeat of the same request gets that answer without running again, after waiting for it while
 * the first still runs. The key sent with another request (another caller, address or body) is a
 * 422. An answer the store could not give (a 5xx, a crash) is not kept: the claim is let go, so the
 * write may be tried again. Keys are kept a day.
 */

/** How long a key holds: a repeat within it gets the kept answer; then the key is forgotten. */
export const KEY_KEPT_MS = 24 * 60 * 60 * 1000;

/** How long a repeat waits for the first request with its key to be answered before a 409. */
export const WAIT_FOR_FIRST_MS = 10_000;

/** Between looks at a claim still running. */
const POLL_MS = 50;

/** The headers of an answer worth keeping: what it is, where it points, when to come back. Never cookies. */
const KEPT_HEADERS = ['content-type', 'location', 'retry-after'];

/** Statuses whose answer has no body. */
const NO_BODY = new Set([204, 205, 304]);

/** Marks an answer given again from a key's kept answer, not by running the request. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

export const KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already sent with a different request. Send a new key with each new request.';
export const STILL_RUNNING_MESSAGE =
  'The first request with this Idempotency-Key is still being answered. Try again in a moment.';

/** One part of what a request asked for: text, or a file's bytes (a form's upload). */
export type FingerprintPart = string | { name: string; type: string; bytes: Uint8Array };

/** The SHA-256 of a request's parts, each length-prefixed so no two lists of parts hash alike. */
export function requestFingerprint(parts: readonly FingerprintPart[]): string {
  const hash = createHash('sha256');
  for (const part of parts) {
    if (typeof part === 'string') {
      hash.update(`s${Buffer.byteLength(part)}:`).update(part);
    } else {
      const label = JSON.stringify([part.name, part.type]);
      hash
        .update(`f${Buffer.byteLength(label)}:`)
        .update(label)
        .update(`${part.bytes.byteLength}:`)
        .update(part.bytes);
    }
  }
  return hash.digest('hex');
}

export interface KeyedRequest {
  /** The `Idempotency-Key` as sent. */
  key: string;
  /** `requestFingerprint` of who sent it and what it asked for. */
  fingerprint: string;
  /** The server clock's time: when a claim is made, and whether an old one has lapsed. */
  now: Date;
}

export interface AnswerOnceOptions {
  waitMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

interface KeyRow extends Record<string, unknown> {
  request_fingerprint: string;
  answer_status: number | null;
  answer_headers: Record<string, string> | null;
  answer_body: string | null;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The answer to a keyed write: `run`'s, the first time the key is seen; the kept one for a
 * repeat of the same request; a 422 refusal for the key with another request; a 409 refusal when
 * the first is still running after `waitMs`. `run` answers refusals itself (they are answers to
 * keep); what it throws lets the claim go and is thrown on.
 */
export async function answerOnce(
  db: Queryable,
  request: KeyedRequest,
  run: () => Promise<Response>,
  { waitMs = WAIT_FOR_FIRST_MS, sleep = pause }: AnswerOnceOptions = {},
): Promise<Response> {
  const keyHash = createHash('sha256').update(request.key).digest('hex');
  const waitUntil = Date.now() + waitMs;
  for (;;) {
    if (await claim(db, keyHash, request)) return runAndKeep(db, keyHash, run);
    const [row] = await db.query<KeyRow>(
      `select request_fingerprint, answer_status, answer_headers, answer_body from idempotency_keys where key_hash = $1`,
      [keyHash],
    );
    // The first request failed and let its claim go: this one may run it.
    if (!row) continue;
    if (row.request_fingerprint !== request.fingerprint) throw new Refusal(422, KEY_REUSED_MESSAGE);
    if (row.answer_status !== null) {
      return keptAnswer(row.answer_status, { ...row.answer_headers, [REPLAYED_HEADER]: 'true' }, row.answer_body);
    }
    if (Date.now() >= waitUntil) {
      throw new Refusal(409, STILL_RUNNING_MESSAGE, undefined, { headers: { 'Retry-After': '1' } });
    }
    await sleep(POLL_MS);
  }
}

/** Takes the key for this request, or says it is taken; a claim older than a day is taken over. */
async function claim(db: Queryable, keyHash: string, { fingerprint, now }: KeyedRequest): Promise<boolean> {
  const rows = await db.query(
    `insert into idempotency_keys (key_hash, request_fingerprint, created_at) values ($1, $2, $3)
     on conflict (key_hash) do update
       set request_fingerprint = excluded.request_fingerprint, answer_status = null, answer_headers = null,
           answer_body = null, created_at = excluded.created_at
       where idempotency_keys.created_at <= $4
     returning key_hash`,
    [keyHash, fingerprint, now, new Date(now.getTime() - KEY_KEPT_MS)],
  );
  return rows.length > 0;
}

async function runAndKeep(db: Queryable, keyHash: string, run: () => Promise<Response>): Promise<Response> {
  let response: Response;
  try {
    response = await run();
  } catch (error) {
    await letGo(db, keyHash);
    throw error;
  }
  if (response.status >= 500) {
    await letGo(db, keyHash);
    return response;
  }
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  const body = NO_BODY.has(response.status) ? null : await response.clone().text();
  await db.query(
    `update idempotency_keys set answer_status = $2, answer_headers = $3::text::jsonb, answer_body = $4
     where key_hash = $1`,
    [keyHash, response.status, JSON.stringify(headers), body],
  );
  return response;
}

/** Lets a claim go after its request failed; a database that cannot be reached keeps it until it lapses. */
async function letGo(db: Queryable, keyHash: string): Promise<void> {
  await db.query('delete from idempotency_keys where key_hash = $1', [keyHash]).catch(() => undefined);
}

function keptAnswer(status: number, headers: Record<string, string>, body: string | null): Response {
  return new Response(NO_BODY.has(status) ? null : body, {
    status,
    headers: { ...headers, 'Cache-Control': 'no-store' },
  });
}

/** Forgets keys older than a day (the expire-idempotency-keys background job); returns how many. */
export async function expireIdempotencyKeys(db: Queryable, now: Date): Promise<number> {
  const [row] = await db.query<{ expired: number }>(
    `with expired as (delete from idempotency_keys where created_at <= $1 returning 1)
     select count(*)::int as expired from expired`,
    [new Date(now.getTime() - KEY_KEPT_MS)],
  );
  return row?.expired ?? 0;
}
