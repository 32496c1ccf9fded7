import { data } from 'react-router';
import { createHttpClient, HttpError } from '#lib/http/http-client.ts';
import { chosenStore, storeScopedFetch } from '../shell/store-switch.ts';

const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;

/**
 * The dashboard's one HTTP client: JSON, the spec's retry policy (reads once more on 408, 409,
 * 425, 429, 5xx; writes never) and `HttpError` carrying the endpoint's `{ error, fields }`.
 * Every area's typed calls (api/*.ts) go through it, so every write carries an `Idempotency-Key`
 * made for the change it sends: after a lost connection it is sent again, and the server answers
 * it once (decision 52). Every call carries the dashboard's store (`?store=`), so the server
 * answers about the store the switcher shows.
 */
export const api = createHttpClient({
  baseUrl: origin,
  fetch: storeScopedFetch((input, init) => globalThis.fetch(input, init), chosenStore, origin),
});

export { HttpError };

/** The message to show for a failed call: the server's sentence, or what went wrong on the way. */
export function problemMessage(error: unknown): string {
  if (error instanceof HttpError) {
    if (error.status === null) return 'The store could not be reached. Check the connection and try again.';
    return error.message;
  }
  return 'Something went wrong. Try again.';
}

/** The per-field messages of a refused request (first message of each field). */
export function fieldProblems(error: unknown): Record<string, string> {
  if (!(error instanceof HttpError) || !error.body?.fields) return {};
  const fields: Record<string, string> = {};
  for (const [name, messages] of Object.entries(error.body.fields)) {
    if (messages?.[0]) fields[name] = messages[0];
  }
  return fields;
}

/** A page's reading of one record: a 404 becomes the page's "Page not found", saying `missing`. */
export async function foundOr404<T>(reading: Promise<T>, missing: string): Promise<T> {
  try {
    return await reading;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw data(missing, { status: 404 });
    throw error;
  }
}
