import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, passwordProblem } from './password-policy.ts';
import { normalizeUsPhone } from '../phone.ts';
import { formText } from '../forms/form-text.ts';

/** The fields of the account forms, each with the message a customer sees beside it. */

export { formText };

export const emailField = formText(
  z
    .string()
    .trim()
    .min(1, 'Enter your email address.')
    .max(254, 'That email address is too long.')
    .pipe(z.email('Enter an email address like name@example.com.')),
);

/** A password being typed to sign in: any length the policy allows, checked against the hash only. */
export const currentPasswordField = formText(
  z
    .string()
    .min(1, 'Enter your password.')
    .max(PASSWORD_MAX_LENGTH * 4, 'That password is too long.'),
);

/** A new password; the policy (checkNewPassword) judges it with the rest of the form. */
export const newPasswordField = formText(z.string().max(PASSWORD_MAX_LENGTH * 4, 'That password is too long.'));

export const nameField = formText(z.string().trim().min(1, 'Enter your name.').max(100, 'Use at most 100 characters.'));

/** Adds the password policy's verdict on `password` to the form's issues. */
export function checkNewPassword(
  values: { password: string } & Record<string, unknown>,
  context: z.RefinementCtx,
  contextFields: readonly string[] = [],
): void {
  if (typeof values.password !== 'string') return;
  const problem = passwordProblem(
    values.password,
    contextFields.map((field) => String(values[field] ?? '')),
  );
  if (problem) context.addIssue({ code: 'custom', path: ['password'], message: problem });
}

export const nextField = z.string().max(2048).optional();

export const phoneField = formText(z.string().trim().max(40, 'Enter a 10-digit US phone number.')).transform(
  (typed, context) => {
    if (typed === '') return null;
    const phone = normalizeUsPhone(typed);
    if (!phone) context.addIssue({ code: 'custom', message: 'Enter a 10-digit US phone number, like (734) 555-0123.' });
    return phone;
  },
);

/** An optional `YYYY-MM-DD` from a date input: '' is null, anything else must be a real date. */
export const optionalDateField = formText(z.string().trim().max(10, 'Enter a date like 1990-04-20.')).transform(
  (typed, context) => {
    if (typed === '') return null;
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(typed);
    const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
    if (!date || date.toISOString().slice(0, 10) !== typed) {
      context.addIssue({ code: 'custom', message: 'Enter a date like 1990-04-20.' });
      return null;
    }
    return typed;
  },
);

export const tokenField = formText(z.string().max(100));

/** What an emailed link is for, when its template says (`type=recovery`, `invite`…); '' when it does not. */
export const linkTypeField = formText(z.string().max(20));

/** An emailed link's address (`?token=…&type=…`); what does not read is no token, which no link has. */
export const emailLinkQuery = z.object({
  token: z.string().max(100).catch(''),
  type: z.string().max(20).nullable().default(null).catch(null),
});

/** An optional free-text field (e.g. a card number), '' when left empty. */
export function optionalText(schema: z.ZodString) {
  return formText(schema);
}
