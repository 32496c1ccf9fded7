import type { z } from 'zod';

/**
 * The option of an object schema's cross-field check (`.superRefine(check, EVERY_PROBLEM)`): the
 * check runs even when a field failed its own, so every problem shows at once — but only on an
 * object. Input that is not one (a JSON `null`, a list, a number) has nothing but the schema's own
 * "expected an object" to be told, and a check reading its fields would throw instead.
 */
export const EVERY_PROBLEM = {
  when: (payload: z.core.ParsePayload): boolean =>
    typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value),
};
