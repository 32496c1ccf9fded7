/**
 * PostgreSQL cannot store the NUL character in text (it fails the statement), and no person types
 * one: input that carries it anywhere — the path, the query, a form field, a JSON string — is
 * refused with a 400 before it reaches a server module.
 */
export const UNSTORABLE_TEXT_MESSAGE = 'The request contains a character that cannot be stored (NUL).';

/**
 * The most containers (objects and arrays) any input is nested in. The deepest body the store
 * takes is a product or a page of blocks, 5 levels; 32 leaves room, and stops input built to
 * exhaust whatever walks it (11 KB of `[` is 5 600 levels).
 */
export const MAX_INPUT_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `The request is nested too deeply (more than ${MAX_INPUT_DEPTH} levels of lists and objects).`;

/**
 * What makes input unfit before any schema reads it: NUL in any string or key
 * (UNSTORABLE_TEXT_MESSAGE), or nesting past MAX_INPUT_DEPTH (TOO_DEEP_MESSAGE); null when it is
 * fine. Walked with a list of its own, never by recursion, so no input can exhaust the stack.
 */
export function unfitInput(value: unknown): string | null {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return UNSTORABLE_TEXT_MESSAGE;
    } else if (item !== null && typeof item === 'object') {
      if (depth >= MAX_INPUT_DEPTH) return TOO_DEEP_MESSAGE;
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return UNSTORABLE_TEXT_MESSAGE;
        pending.push([child, depth + 1]);
      }
    }
  }
  return null;
}

/** Whether a URL's path or query, once decoded, contains NUL (`/brands/%00`, `?searchTerm=a%00`). */
export function urlContainsNul(url: URL): boolean {
  const raw = `${url.pathname}${url.search}`;
  return /%00/.test(raw) || raw.includes('\u0000');
}
