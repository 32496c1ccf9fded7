import type { APIContext } from 'astro';
import { z } from 'zod';
import type { ApiErrorBody } from '../../lib/http/http-client.ts';
import type { SignedInAccount } from '../accounts/signed-in-account.ts';

/**
 * What every dashboard endpoint shares: JSON answers that no cache keeps, the one error shape
 * (`{ error, fields }`, read by the dashboard's HTTP client) and schema-checked input, so bad
 * input is a 400 naming the fields and nothing is written.
 */

const NO_STORE = { 'Cache-Control': 'no-store' };

/** A JSON answer for the dashboard (never cached: it is one person's view of live data). */
export function dashboardJson(data: unknown, init: ResponseInit = {}): Response {
  return Response.json(data, { ...init, headers: { ...NO_STORE, ...init.headers } });
}

/** The one error answer: a sentence to show, and per-field messages when the input was at fault. */
export function dashboardError(status: number, error: string, fields?: ApiErrorBody['fields']): Response {
  const body: ApiErrorBody = fields ? { error, fields } : { error };
  return dashboardJson(body, { status });
}

/** A 400 for input the schema refused, with each field's first message. */
export function invalidInput(error: z.ZodError, message = 'Check the highlighted fields.'): Response {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    (fields[key] ??= []).push(issue.message);
  }
  const only = error.issues.length === 1 ? error.issues[0] : undefined;
  return dashboardError(400, only && only.path.length === 0 ? only.message : message, fields);
}

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/** The request's JSON body through `schema`; a body that is too big, not JSON or not valid is a 4xx. */
export async function readJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  { maxBytes = 256 * 1024 }: { maxBytes?: number } = {},
): Promise<Parsed<z.output<S>>> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    return { ok: false, response: dashboardError(413, `That is too much at once (at most ${Math.floor(maxBytes / 1024)} KB).`) };
  }
  const text = await request.text();
  if (new TextEncoder().encode(text).byteLength > maxBytes) {
    return { ok: false, response: dashboardError(413, `That is too much at once (at most ${Math.floor(maxBytes / 1024)} KB).`) };
  }
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    return { ok: false, response: dashboardError(400, 'The request body is not valid JSON.') };
  }
  const parsed = schema.safeParse(body);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, response: invalidInput(parsed.error) };
}

/** The query string through `schema` (each parameter's first value). */
export function readQuery<S extends z.ZodType>(url: URL, schema: S): Parsed<z.output<S>> {
  const parsed = schema.safeParse(Object.fromEntries(url.searchParams));
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, response: invalidInput(parsed.error) };
}

/** A path parameter that must be a uuid; anything else is a 404, as for an id that does not exist. */
export function uuidParam(value: string | undefined): string | null {
  return value && z.uuid().safeParse(value).success ? value : null;
}

/**
 * The staff member calling the endpoint. The dashboard guard (src/middleware/dashboard-guard.ts)
 * has already checked their role against the endpoint's route before the endpoint runs.
 */
export function staffOf(context: Pick<APIContext, 'locals'>): SignedInAccount {
  const { staff } = context.locals;
  if (!staff) throw new Error('A dashboard endpoint ran without the dashboard guard.');
  return staff;
}
