import type { APIContext, APIRoute } from 'astro';
import type { z } from 'zod';
import { fieldMessages, WHOLE_INPUT, type ApiErrorBody } from '#lib/http/api-error.ts';
import { MAX_BODY_BYTES } from '#lib/http/request-limits.ts';
import { unfitInput } from '#lib/http/unstorable-text.ts';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '../db/database-unavailable.ts';
import { AuthInputRefused } from '../auth/auth-provider.ts';
import { Refusal } from './refusal.ts';
import { answerRepeatable, type Repeats } from './repeated-writes.ts';
import { checkDeclaredLength, firstValues, NOT_JSON, readForm, readJson } from './request-body.ts';

/**
 * The one way an endpoint under `src/pages/api` reads its input and answers: every body capped
 * (413), path parameters, query and body parsed by their schemas before the handler runs (a
 * parameter that does not fit is a 404, other input a 400 naming each field; text PostgreSQL
 * cannot store, NUL, and JSON nested past MAX_INPUT_DEPTH a 400 wherever it is), and any `Refusal`
 * thrown on the way — by the handler or the server modules it calls — answered as
 * `{ error, fields }`. A write sent with an `Idempotency-Key` runs once, and a repeat gets the
 * first answer (`repeats`, decision 52). Nothing an endpoint answers is kept by a cache.
 */

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
  /** What a write sent again with its `Idempotency-Key` gets ('kept answer' unless said; repeated-writes.ts). */
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

/**
 * The refusal a thrown error stands for, for code that answers outside endpoint() (the Actions): a
 * `Refusal` as it is, the auth provider's refusal of its input as a 400 with its message, a
 * database that cannot be reached as a 503; null for anything else, which stays an error.
 */
export function refusalOfThrown(error: unknown): Refusal | null {
  if (error instanceof Refusal) return error;
  if (error instanceof AuthInputRefused) return new Refusal(400, error.message);
  return isDatabaseUnavailable(error) ? databaseUnavailable() : null;
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
    const unfit = unfitInput(read);
    if (unfit) throw new Refusal(400, unfit);
    body = parseInput(spec.body, read, spec.invalid);
  } else if (spec.form) {
    const form = await readForm(request, maxBytes);
    const unfit = unfitInput(Object.values(form).filter((value) => typeof value === 'string'));
    if (unfit) throw new Refusal(400, unfit);
    read = form;
    body = parseInput(spec.form, form, spec.invalid);
  }
  return { input: { params: parsedParams, query, body } as EndpointInput<S>, read };
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

/** An endpoint: its input's schemas, and what it does with the input once it fits. */
export function endpoint<const S extends EndpointSpec>(spec: S, handler: EndpointHandler<S>): APIRoute {
  return async (context) => {
    try {
      const { input, read } = await readInput(spec, context);
      return await answerRepeatable(spec.repeats, context, { read, body: input.body }, () =>
        answer(handler, input, context),
      );
    } catch (error) {
      if (error instanceof Refusal) return refusalAnswer(error);
      if (isDatabaseUnavailable(error)) return refusalAnswer(databaseUnavailable());
      throw error;
    }
  };
}
