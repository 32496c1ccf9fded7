/**
 * The one error answer of every endpoint (`{ error, fields }`) and the one way schema problems
 * become the messages beside fields, on the server and in the browser alike.
 */

/** Messages by field name; a nested field is named by its path (`lines.2.quantity`). */
export type FieldMessages = Record<string, string[]>;

/** What an endpoint answers when it refuses: a sentence to show, and each field's messages. */
export interface ApiErrorBody {
  error: string;
  fields: FieldMessages;
}

/** The name under which messages about the input as a whole (not one field) are kept. */
export const WHOLE_INPUT = '_';

/** A schema's complaint, as zod and Astro Actions (`ActionInputError.issues`) both report it. */
interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** Each field's messages, in the order the schema found them. */
export function fieldMessages(issues: readonly Issue[]): FieldMessages {
  const fields: FieldMessages = {};
  for (const issue of issues) {
    const name = issue.path.length > 0 ? issue.path.map(String).join('.') : WHOLE_INPUT;
    (fields[name] ??= []).push(issue.message);
  }
  return fields;
}

/** The first message of each field: what a form shows beside it. */
export function firstMessages(fields: Readonly<Record<string, readonly string[] | undefined>>): Record<string, string> {
  const first: Record<string, string> = {};
  for (const [name, messages] of Object.entries(fields)) {
    if (messages?.[0]) first[name] = messages[0];
  }
  return first;
}
