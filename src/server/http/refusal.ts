import type { FieldMessages } from '#lib/http/api-error.ts';

export interface RefusalExtras {
  /** Headers the answer carries, e.g. `Retry-After` with a 429. */
  headers?: Record<string, string>;
  /** More members of the answer beside `error` and `fields`, for a client that acts on them. */
  details?: Record<string, unknown>;
}

/**
 * A request the rules refuse, thrown from an endpoint or a server module (often inside the
 * transaction it must roll back) with the HTTP status that says why — 400 input that does not
 * fit, 401 not signed in, 403 not allowed, 404 gone, 409 a conflict with what is stored (a taken
 * slug, a category inside itself), 413 too large, 415 not a type taken, 422 understood but
 * unusable, 429 too many, 502 a service behind the store failed — and the field at fault (its name, when the message is the field's),
 * or several fields' messages. The endpoint helper (endpoint.ts) answers it as `{ error, fields }`.
 */
export class Refusal extends Error {
  override name = 'Refusal';
  readonly status: number;
  /** The messages to show beside fields, by field name. */
  readonly fields: FieldMessages;
  readonly headers: Record<string, string>;
  readonly details: Record<string, unknown>;

  constructor(
    status: number,
    message: string,
    field?: string | FieldMessages,
    { headers = {}, details = {} }: RefusalExtras = {},
  ) {
    super(message);
    this.status = status;
    this.fields = typeof field === 'string' ? { [field]: [message] } : (field ?? {});
    this.headers = headers;
    this.details = details;
  }
}

/** What was looked for, or a 404 refusal saying it is not there (`null`, `undefined` or `false`: nothing found). */
export function found<T>(value: T | null | undefined | false, message: string): T {
  if (value === null || value === undefined || value === false) throw new Refusal(404, message);
  return value;
}
