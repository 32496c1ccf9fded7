import { isActionError, isInputError, type ActionErrorCode } from 'astro:actions';
import { fieldMessages, firstMessages } from '../http/api-error.ts';
import { actionBodyLimit, calledAction } from '../http/request-limits.ts';

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

/**
 * The values a form was posted with, to show them again beside the errors (never passwords). A
 * body over its Action's cap (declared, or found while reading) shows nothing again: Astro has
 * refused it, and the page must not read the rest of it.
 */
export async function submittedValues(request: Request): Promise<Record<string, string>> {
  if (request.method !== 'POST') return {};
  const maxBytes = actionBodyLimit(calledAction(new URL(request.url)) ?? '');
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) return {};
  const body = await bodyWithin(request.clone(), maxBytes);
  if (!body) return {};
  const form = await new Request(request.url, {
    method: 'POST',
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    body,
  })
    .formData()
    .catch(() => null);
  const values: Record<string, string> = {};
  form?.forEach((value, name) => {
    if (typeof value === 'string' && !/password/i.test(name)) values[name] = value;
  });
  return values;
}

/** The body, or null when it runs over `maxBytes` (then it is read no further) or breaks off. */
async function bodyWithin(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = request.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        // Not awaited: a copy's cancel settles only once every copy of the body is cancelled.
        reader.cancel().catch(() => undefined);
        return null;
      }
      chunks.push(value);
    }
  } catch {
    return null;
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
