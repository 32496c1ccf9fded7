import { z } from 'zod';

/** A dashboard list's `?page=` (1 when left out): the one way every list reads it. */
export const listPageField = z
  .string()
  .regex(/^\d{1,6}$/, 'Pages are numbered from 1.')
  .transform(Number)
  .pipe(z.number().int().min(1, 'Pages are numbered from 1.'))
  .optional()
  .default(1);
