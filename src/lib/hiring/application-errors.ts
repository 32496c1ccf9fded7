import { isActionError } from 'astro:actions';
import { formErrors, type FormErrors } from '../forms/form-errors.ts';
import { RESUME_FIELD, RESUME_MESSAGES } from './resume-rules.ts';

/**
 * The application form's messages after a refused submit: the schema's beside their fields, and
 * the résumé judge's beside the file input (a file too large for the request at all included,
 * which Astro refuses before anything reads it).
 */
export function applicationErrors(error: unknown): FormErrors {
  if (isActionError(error) && error.code === 'CONTENT_TOO_LARGE') {
    return { fields: { [RESUME_FIELD]: RESUME_MESSAGES.tooLarge }, form: RESUME_MESSAGES.tooLarge };
  }
  const errors = formErrors(error, {
    UNSUPPORTED_MEDIA_TYPE: RESUME_FIELD,
    UNPROCESSABLE_CONTENT: RESUME_FIELD,
  });
  if (errors.fields[RESUME_FIELD] && !errors.form) {
    return { ...errors, form: 'Your résumé could not be taken. The problem is marked below.' };
  }
  return errors;
}
