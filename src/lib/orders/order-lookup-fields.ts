import { z } from 'zod';
import { formText } from '../auth/account-fields.ts';
import { normalizeUsPhone } from '../phone.ts';
import { normalizeOrderNumber } from './order-number.ts';

/** The order tracker's fields, each with the message a customer sees beside it. */

/** An order number as typed ("rr 7k3-q9p", "7K3Q9P") → `RR-7K3Q9P`. */
export const orderNumberField = formText(z.string().trim().max(40, 'An order number looks like RR-7K3Q9P.')).transform(
  (typed, context) => {
    if (typed === '') {
      context.addIssue({ code: 'custom', message: 'Enter your order number, like RR-7K3Q9P.' });
      return z.NEVER;
    }
    const number = normalizeOrderNumber(typed);
    if (!number) {
      context.addIssue({
        code: 'custom',
        message: 'An order number is RR- and six letters or digits, like RR-7K3Q9P.',
      });
      return z.NEVER;
    }
    return number;
  },
);

const contactSchema = z.email();

/**
 * "Email or phone" in one field: anything with an @ is an email (compared lower-case), anything
 * else must be a US phone number (compared as its 10 digits).
 */
export const emailOrPhoneField = formText(
  z.string().trim().max(254, 'That is too long for an email or phone number.'),
).transform((typed, context): { email: string } | { phone: string } => {
  if (typed === '') {
    context.addIssue({ code: 'custom', message: 'Enter the email or phone number you ordered with.' });
    return z.NEVER;
  }
  if (typed.includes('@')) {
    if (!contactSchema.safeParse(typed).success) {
      context.addIssue({ code: 'custom', message: 'Enter an email address like name@example.com.' });
      return z.NEVER;
    }
    return { email: typed.toLowerCase() };
  }
  const phone = normalizeUsPhone(typed);
  if (!phone) {
    context.addIssue({
      code: 'custom',
      message: 'Enter an email address, or a 10-digit US phone number like (734) 555-0123.',
    });
    return z.NEVER;
  }
  return { phone };
});
