import { dashboardError } from './dashboard-endpoint.ts';

/**
 * A staff request the rules refuse, thrown from a server module (often inside the transaction
 * it must roll back) with the HTTP status that says why — 400 input that does not fit, 404 gone,
 * 409 a conflict with what is stored (a taken slug, a category inside itself), 413 too large,
 * 415 not a file type taken, 422 understood but unusable — and the form field at fault (its name,
 * when the message is the field's), or several fields' messages. The endpoint answers it with
 * `refusalResponse`.
 */
export class Refusal extends Error {
  override name = 'Refusal';
  readonly status: number;
  /** The one field at fault, when the message is that field's. */
  readonly field: string | undefined;
  /** The messages to show beside fields, by field name. */
  readonly fields: Record<string, string[]> | undefined;

  constructor(status: number, message: string, field?: string | Record<string, string[]>) {
    super(message);
    this.status = status;
    this.field = typeof field === 'string' ? field : undefined;
    this.fields = typeof field === 'string' ? { [field]: [message] } : field;
  }
}

/** The one error answer for a refusal, with the fields' messages beside them. */
export function refusalResponse(refusal: Refusal): Response {
  return dashboardError(refusal.status, refusal.message, refusal.fields);
}
