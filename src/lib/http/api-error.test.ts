import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldMessages, firstMessages } from './api-error.ts';

describe('fieldMessages', () => {
  it('keeps every message of a field, names nested fields by their path and the whole input as _', () => {
    const schema = z
      .object({
        name: z
          .string()
          .min(2, 'Too short.')
          .regex(/^[a-z]+$/, 'Letters only.'),
        lines: z.array(z.object({ quantity: z.int().min(1, 'At least 1.') })),
      })
      .refine(() => false, 'Not this one.');
    const parsed = schema.safeParse({ name: '7', lines: [{ quantity: 1 }, { quantity: 0 }] });
    expect(fieldMessages(parsed.error!.issues)).toEqual({
      name: ['Too short.', 'Letters only.'],
      'lines.1.quantity': ['At least 1.'],
      _: ['Not this one.'],
    });
    expect(
      fieldMessages(z.object({ a: z.string() }, { error: 'Send an object.' }).safeParse(null).error!.issues),
    ).toEqual({ _: ['Send an object.'] });
  });
});

describe('firstMessages', () => {
  it('keeps the first message of each field, as a form shows them', () => {
    expect(firstMessages({ name: ['Too short.', 'Letters only.'], email: [], phone: undefined })).toEqual({
      name: 'Too short.',
    });
  });
});
