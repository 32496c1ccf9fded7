import { dashboardError } from './dashboard-endpoint.ts';

/**
 * A staff request the rules refuse, thrown from a server module (often inside the transaction
 * it must roll back) with the HTTP status that says why — 409 a conflict with what is stored
 * (a taken slug, a category inside itself), 413 too large, 415 not a file type taken, 422
 * understood but unusable — and the form field at fault. The endpoint answers it with
 * `refusalResponse`.
 */
export class Refusal extends Error {
  override name = 'Refusal';
  readonly status: number;
  readonly field: string | undefined;

  constructor(status: number, message: string, field?: string) {
    super(message);
    this.status = status;
    this.field = field;
  }
}

/** The one error answer for a refusal, with the field's message beside it. */
export function refusalResponse(refusal: Refusal): Response {
  return dashboardError(refusal.status, refusal.message, refusal.field ? { [refusal.field]: [refusal.message] } : undefined);
}
