import { isActionError, isInputError, type ActionErrorCode } from 'astro:actions';
import { fieldMessages, firstMessages } from '../http/api-error.ts';

/** What a page shows after a form action failed: one message per field, and one for the whole form. */
export interface FormErrors {
  fields: Record<string, string>;
  form?: string;
}

/**
 * Turns a failed action into messages where the customer looks: schema errors beside their
 * fields, and an action's own refusal beside the field it concerns when `fieldForCode` names one
 * (e.g. CONFLICT → email for "that email has an account"), otherwise above the form.
 */
export function formErrors(error: unknown, fieldForCode: Partial<Record<ActionErrorCode, string>> = {}): FormErrors {
  if (!error) return { fields: {} };
  if (isInputError(error)) {
    return {
      fields: firstMessages(fieldMessages(error.issues)),
      form: 'Some details need another look. The problems are marked below.',
    };
  }
  if (isActionError(error)) {
    const field = fieldForCode[error.code];
    if (field) return { fields: { [field]: error.message } };
    return { fields: {}, form: error.message || 'That did not work. Try again.' };
  }
  return { fields: {}, form: 'That did not work. Try again.' };
}

/** The values a form was posted with, to show them again beside the errors (never passwords). */
export async function submittedValues(request: Request): Promise<Record<string, string>> {
  if (request.method !== 'POST') return {};
  const form = await request
    .clone()
    .formData()
    .catch(() => null);
  const values: Record<string, string> = {};
  form?.forEach((value, name) => {
    if (typeof value === 'string' && !/password/i.test(name)) values[name] = value;
  });
  return values;
}
