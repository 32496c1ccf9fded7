/**
 * PostgreSQL cannot store the NUL character in text (it fails the statement), and no person types
 * one: input that carries it anywhere — the path, the query, a form field, a JSON string — is
 * refused with a 400 before it reaches a server module.
 */
export const UNSTORABLE_TEXT_MESSAGE = 'The request contains a character that cannot be stored (NUL).';

/** Whether any string in `value` (nested objects and arrays included) contains NUL. */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item));
  }
  return false;
}

/** Whether a URL's path or query, once decoded, contains NUL (`/brands/%00`, `?searchTerm=a%00`). */
export function urlContainsNul(url: URL): boolean {
  const raw = `${url.pathname}${url.search}`;
  return /%00/.test(raw) || raw.includes('\u0000');
}
