import type { APIContext, APIRoute } from 'astro';
import type { z } from 'zod';
import { fieldMessages, WHOLE_INPUT, type ApiErrorBody } from '#lib/http/api-error.ts';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '#lib/http/idempotency-key.ts';
import { MAX_BODY_BYTES } from '#lib/http/request-limits.ts';
import { containsNul, UNSTORABLE_TEXT_MESSAGE } from '#lib/http/unstorable-text.ts';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '../db/database-unavailable.ts';
import { answerOnce, requestFingerprint, type FingerprintPart } from './idempotency-keys.ts';
import { Refusal } from './refusal.ts';
import { checkDeclaredLength, firstValues, NOT_JSON, readForm, readJson } from './request-body.ts';

/**
 * The one way an endpoint under `src/pages/api` reads its input and answers: every body capped
 * (413), path parameters, query and body parsed by their schemas before the handler runs (a
 * parameter that does not fit is a 404, other input a 400 naming each field; text PostgreSQL
 * cannot store, NUL, a 400 wherever it is), and any `Refusal`
 * thrown on the way — by the handler or the server modules it calls — answered as
 * `{ error, fields }`. A write sent with an `Idempotency-Key` runs once, and a repeat gets the
 * first answer (`repeats`, decision 52). Nothing an endpoint answers is kept by a cache.
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

export interface EndpointSpec {
  /** The path's parameters (`[id]`); one that does not fit answers 404 with the schema's message. */
  params?: z.ZodType;
  /** The query string, each parameter's first value. */
  query?: z.ZodType;
  /** A JSON body. */
  body?: z.ZodType;
  /** A posted form (URL-encoded or multipart), each field's first value; files are `File`s. */
  form?: z.ZodType;
  /** The largest body taken, in bytes (MAX_BODY_BYTES unless said). */
  maxBytes?: number;
  /** The sentence above the fields' messages when the input does not fit. */
  invalid?: string;
  /** What a write sent again with its `Idempotency-Key` gets ('kept answer' unless said). */
  repeats?: Repeats;
}

type Parsed<S, K extends keyof EndpointSpec> = S extends { [key in K]: infer T extends z.ZodType }
  ? z.output<T>
  : undefined;

export interface EndpointInput<S extends EndpointSpec> {
  params: Parsed<S, 'params'>;
  query: Parsed<S, 'query'>;
  /** The JSON body or the form, parsed. */
  body: S extends { body: z.ZodType } ? Parsed<S, 'body'> : Parsed<S, 'form'>;
}

export type EndpointHandler<S extends EndpointSpec> = (
  input: EndpointInput<S>,
  context: APIContext,
) => Response | Promise<Response>;

const NO_STORE = { 'Cache-Control': 'no-store' };
const NOT_JSON_MESSAGE = 'The request body is not valid JSON.';
const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A JSON answer. */
export function json(data: unknown, status = 200): Response {
  return Response.json(data, { status, headers: NO_STORE });
}

/** A 204: done, nothing to say. */
export function noContent(): Response {
  return new Response(null, { status: 204, headers: NO_STORE });
}

/** The answer to a refusal (also what the middleware's own refusals answer). */
export function refusalAnswer(refusal: Refusal): Response {
  const body: ApiErrorBody = { ...refusal.details, error: refusal.message, fields: refusal.fields };
  return Response.json(body, { status: refusal.status, headers: { ...NO_STORE, ...refusal.headers } });
}

/** The 503 of a request the database could not serve because it cannot be reached. */
export function databaseUnavailable(): Refusal {
  return new Refusal(503, DATABASE_UNAVAILABLE_MESSAGE, undefined, {
    headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
  });
}

/** A 400 for input its schema refused, each field's messages beside it. */
function invalidInput(error: z.ZodError, sentence: string | undefined): Refusal {
  const only = error.issues.length === 1 ? error.issues[0] : undefined;
  const message = sentence ?? (only && only.path.length === 0 ? only.message : 'Check the highlighted fields.');
  return new Refusal(400, message, fieldMessages(error.issues));
}

/**
 * Input through its schema, refused (400) with each field's messages when it does not fit: what
 * the helper does with every schema, for the rare endpoint whose schema depends on its path.
 */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown, sentence?: string): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalidInput(parsed.error, sentence);
  return parsed.data;
}

/** The parsed input, and the body as it was read (before its schema), which a keyed write is known by. */
interface ReadInput<S extends EndpointSpec> {
  input: EndpointInput<S>;
  read: unknown;
}

async function readInput<S extends EndpointSpec>(spec: S, { params, url, request }: APIContext): Promise<ReadInput<S>> {
  const maxBytes = spec.maxBytes ?? MAX_BODY_BYTES;
  checkDeclaredLength(request, maxBytes);
  let parsedParams: unknown;
  if (spec.params) {
    const checked = spec.params.safeParse(params);
    if (!checked.success) throw new Refusal(404, checked.error.issues[0]?.message ?? 'There is nothing here.');
    parsedParams = checked.data;
  }
  const query = spec.query ? parseInput(spec.query, firstValues(url.searchParams.entries()), spec.invalid) : undefined;
  let body: unknown;
  let read: unknown;
  if (spec.body) {
    read = await readJson(request, maxBytes);
    if (read === NOT_JSON)
      throw new Refusal(400, spec.invalid ?? NOT_JSON_MESSAGE, { [WHOLE_INPUT]: [NOT_JSON_MESSAGE] });
    if (containsNul(read)) throw new Refusal(400, UNSTORABLE_TEXT_MESSAGE);
    body = parseInput(spec.body, read, spec.invalid);
  } else if (spec.form) {
    const form = await readForm(request, maxBytes);
    if (containsNul(Object.values(form).filter((value) => typeof value === 'string'))) {
      throw new Refusal(400, UNSTORABLE_TEXT_MESSAGE);
    }
    read = form;
    body = parseInput(spec.form, form, spec.invalid);
  }
  return { input: { params: parsedParams, query, body } as EndpointInput<S>, read };
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
 * Who sent a keyed write, what to and with what: the signed-in account (so a key is theirs across
 * a new session) or, for a visitor, the address it came from; the method and address; the body as
 * read, files by their bytes (a form sent again has another multipart boundary, never another meaning).
 */
async function fingerprintOf(context: APIContext, read: unknown): Promise<string> {
  const { locals, request, url } = context;
  const account = locals.staff ?? (await locals.currentAccount());
  const parts: FingerprintPart[] = [
    account ? `account ${account.id}` : `address ${context.clientAddress}`,
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

/** The handler's answer, its refusals answered too (a refusal is an answer a repeat gets again). */
async function answer<S extends EndpointSpec>(
  handler: EndpointHandler<S>,
  input: EndpointInput<S>,
  context: APIContext,
): Promise<Response> {
  try {
    return await handler(input, context);
  } catch (error) {
    if (error instanceof Refusal) return refusalAnswer(error);
    throw error;
  }
}

async function answerWrite<S extends EndpointSpec>(
  spec: S,
  handler: EndpointHandler<S>,
  { input, read }: ReadInput<S>,
  context: APIContext,
): Promise<Response> {
  const key = idempotencyKeyOf(context.request);
  const repeats = spec.repeats ?? 'kept answer';
  if (key === null || repeats === 'runs again') return answer(handler, input, context);
  if (repeats === 'refused') {
    throw new Refusal(400, 'This request takes no Idempotency-Key: it is never sent again. Send it without one.');
  }
  if (repeats !== 'kept answer') {
    const own = (input.body as Record<string, unknown> | undefined)?.[repeats.keyInBody];
    if (own !== key) throw new Refusal(400, `The Idempotency-Key must be the request's ${repeats.keyInBody}.`);
    return answer(handler, input, context);
  }
  const now = context.locals.clock?.now() ?? new Date();
  const fingerprint = await fingerprintOf(context, read);
  return answerOnce(context.locals.db, { key, fingerprint, now }, () => answer(handler, input, context));
}

/** An endpoint: its input's schemas, and what it does with the input once it fits. */
export function endpoint<const S extends EndpointSpec>(spec: S, handler: EndpointHandler<S>): APIRoute {
  return async (context) => {
    try {
      return await answerWrite(spec, handler, await readInput(spec, context), context);
    } catch (error) {
      if (error instanceof Refusal) return refusalAnswer(error);
      if (isDatabaseUnavailable(error)) return refusalAnswer(databaseUnavailable());
      throw error;
    }
  };
}
