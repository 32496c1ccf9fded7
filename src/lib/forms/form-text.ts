import { z } from 'zod';

/** Astro hands an empty form field over as null (or undefined when optional): both are ''. */
export function formText<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => value ?? '', schema);
}
