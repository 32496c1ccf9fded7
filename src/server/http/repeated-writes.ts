import type { APIContext } from 'astro';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '#lib/http/idempotency-key.ts';
import { answerOnce, requestFingerprint, type FingerprintPart } from './idempotency-keys.ts';
import { Refusal } from './refusal.ts';

/**
 * How the endpoint helper answers a write sent again with its `Idempotency-Key` (decision 52):
 * what each endpoint says of repeats (`EndpointSpec.repeats`), and what a keyed request is known by.
 */

/**
 * What a write (POST, PUT, PATCH, DELETE) sent again with the same `Idempotency-Key` gets:
 * - `'kept answer'` (the default): the first request runs and its answer is kept a day
 *   (idempotency-keys.ts); a repeat by the same caller to the same address with the same body gets
 *   it without running again; the key with another request is a 422.
 * - `'runs again'`: running it again changes nothing more (signing out, a POST that only reads).
 * - `{ keyInBody }`: the handler keeps its own key, which the body carries in that field (checkout's
 *   order key); a header key must equal it (400 otherwise).
 * - `'refused'`: the endpoint takes no key, so no client sends the write again (an answer that sets
 *   cookies cannot be kept; beacons are never retried): a key is a 400.
 * A write without the header runs as it comes.
 */
export type Repeats = 'kept answer' | 'runs again' | 'refused' | { keyInBody: string };

const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The request's body twice: as read (before its schema), which a keyed write is known by, and parsed. */
export interface RequestBody {
  read: unknown;
  body: unknown;
}

/** The answer to a request, by what its endpoint says of repeats; `run` runs the handler and answers its refusals. */
export async function answerRepeatable(
  repeats: Repeats = 'kept answer',
  context: APIContext,
  { read, body }: RequestBody,
  run: () => Promise<Response>,
): Promise<Response> {
  const key = idempotencyKeyOf(context.request);
  if (key === null || repeats === 'runs again') return run();
  if (repeats === 'refused') {
    throw new Refusal(400, 'This request takes no Idempotency-Key: it is never sent again. Send it without one.');
  }
  if (repeats !== 'kept answer') {
    const own = (body as Record<string, unknown> | undefined)?.[repeats.keyInBody];
    if (own !== key) throw new Refusal(400, `The Idempotency-Key must be the request's ${repeats.keyInBody}.`);
    return run();
  }
  const fingerprint = await fingerprintOf(context, read);
  return answerOnce(context.locals.db, { key, fingerprint, now: context.locals.clock.now() }, run);
}

/** A write's `Idempotency-Key`, or null (none, or not a write); one that does not fit is a 400. */
function idempotencyKeyOf(request: Request): string | null {
  const key = request.headers.get(IDEMPOTENCY_KEY_HEADER);
  if (key === null || !WRITE_METHODS.has(request.method)) return null;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new Refusal(400, 'An Idempotency-Key is 16 to 128 letters, digits, - or _.');
  }
  return key;
}

/**
 * Who sent a keyed write, what to and with what: the signed-in account (so a key stays theirs
 * across a new session) or, for a visitor, the address it came from; the method and address; the
 * body as read, files by their bytes (a form sent again has another multipart boundary, never
 * another meaning).
 */
async function fingerprintOf(context: APIContext, read: unknown): Promise<string> {
  const { locals, request, url } = context;
  // The dashboard guard has already found the caller; anywhere else, the session says.
  const account = locals.staff ?? (await locals.currentAccount());
  const parts: FingerprintPart[] = [
    account ? `account ${account.id}` : `address ${locals.clientAddress}`,
    `${request.method} ${url.pathname}${url.search}`,
  ];
  if (read !== null && typeof read === 'object' && Object.values(read).some((value) => value instanceof File)) {
    for (const [name, value] of Object.entries(read as Record<string, FormDataEntryValue>)) {
      parts.push(name);
      parts.push(
        typeof value === 'string' ? value : { name: value.name, type: value.type, bytes: await value.bytes() },
      );
    }
  } else {
    parts.push(JSON.stringify(read ?? null));
  }
  return requestFingerprint(parts);
}
