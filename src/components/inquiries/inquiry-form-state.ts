import type { AstroGlobal } from 'astro';
import { formErrors, submittedValues, type FormErrors } from '#lib/forms/form-errors.ts';
import type { InquiryReceipt } from '#lib/inquiries/inquiry-forms.ts';

/** What an inquiry page shows: the thank-you, or the form with what was posted and the errors beside it. */
export interface InquiryFormState {
  /** The posted values, shown again beside the errors. */
  values: Record<string, string>;
  errors: FormErrors;
  /** Set once the inquiry was taken: the page shows the thank-you instead of the form. */
  receipt: InquiryReceipt | null;
  /** The key a repeat of the same submit sends again, so it stays one inquiry. */
  submissionKey: string;
}

/**
 * Reads an inquiry form's request: its action's result, the values posted and the submission key
 * (the posted one, else the fresh one the page made). The page is never cached, since it carries
 * that key, and a submit the rate limit refused says when to try again.
 */
export async function inquiryFormState(
  astro: AstroGlobal,
  result: { data?: InquiryReceipt | undefined; error?: unknown } | undefined,
  freshSubmissionKey: string,
): Promise<InquiryFormState> {
  const values = await submittedValues(astro.request);
  if (astro.locals.retryAfterSeconds) astro.response.headers.set('Retry-After', String(astro.locals.retryAfterSeconds));
  astro.response.headers.set('Cache-Control', 'private, no-store');
  return {
    values,
    errors: formErrors(result?.error),
    receipt: result && !result.error ? (result.data ?? null) : null,
    submissionKey: values.submissionKey ?? freshSubmissionKey,
  };
}
