import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CheckoutRequest } from '#lib/checkout/checkout-request.ts';
import { NewsletterSignup } from '#lib/newsletter/newsletter-form.ts';
import { EVERY_PROBLEM } from './every-problem.ts';

/** Each a one-item row, so `it.each` hands over the lists as they are. */
const NOT_OBJECTS: [unknown][] = [[null], [[]], [[{ mode: 'medical' }]], [0], ['checkout'], [true]];

describe('EVERY_PROBLEM', () => {
  const schema = z.object({ password: z.string().min(8), repeat: z.string() }).superRefine((values, context) => {
    if (values.password !== values.repeat)
      context.addIssue({ code: 'custom', path: ['repeat'], message: 'Type the same password twice.' });
  }, EVERY_PROBLEM);

  it('runs the cross-field check beside a field that failed its own', () => {
    const parsed = schema.safeParse({ password: 'short', repeat: 'other' });
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['password', 'repeat']);
  });

  it.each(NOT_OBJECTS)('refuses %j as not an object, without running the check', (input) => {
    const parsed = schema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toEqual([expect.objectContaining({ code: 'invalid_type', path: [] })]);
  });
});

describe('the schemas that check across fields', () => {
  // A JSON body of `null` once threw inside the checkout's check: a 500 instead of a 400.
  it.each(NOT_OBJECTS)('the checkout refuses the body %j', (input) => {
    expect(CheckoutRequest.safeParse(input).success).toBe(false);
  });

  it.each(NOT_OBJECTS)('the newsletter sign-up refuses %j', (input) => {
    expect(NewsletterSignup.safeParse(input).success).toBe(false);
  });

  it('the checkout still names every problem of an object at once', () => {
    const parsed = CheckoutRequest.safeParse({ mode: 'medical', smsMarketing: true });
    const fields = parsed.error?.issues.map((issue) => issue.path[0]);
    expect(fields).toEqual(expect.arrayContaining(['name', 'medicalCardNumber', 'smsMarketing']));
  });
});
