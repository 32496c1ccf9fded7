import { dashboardError } from '../dashboard/dashboard-endpoint.ts';
import type { SaveOutcome } from './save-outcome.ts';

/** The endpoint's answer for a save: `onSaved` when it was done, else the refusal with its fields. */
export async function answerSave<T>(outcome: SaveOutcome<T>, onSaved: (value: T) => Promise<Response> | Response): Promise<Response> {
  if (!outcome.ok) return dashboardError(outcome.status, outcome.message, outcome.fields);
  return onSaved(outcome.value);
}
