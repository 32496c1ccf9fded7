import { z } from 'zod';
import { emailField, formText, nameField, phoneField } from '../auth/account-fields.ts';
import { formProofFields } from '../forms/form-proof.ts';
import { MAX_RESUME_BYTES, RESUME_MESSAGES } from './resume-rules.ts';

/**
 * The application form of a posting page (`actions.jobs.apply`), each field with the message the
 * applicant reads beside it. The résumé's content is judged on the server; here only that a file
 * came and its size.
 */
export const applicationFields = z.object({
  slug: formText(z.string().max(80)),
  name: nameField,
  email: emailField.transform((email) => email.toLowerCase()),
  phone: phoneField.refine((phone) => phone !== null, 'Enter your phone number, like (734) 555-0123.'),
  coverLetter: formText(z.string().trim().max(5000, 'Keep the cover letter to 5,000 characters.')),
  attests21: z.boolean().refine(Boolean, 'Confirm you are 21 or older: the store can only employ adults 21 and over.'),
  consentsToKeep: z.boolean().refine(Boolean, 'Agree that we keep your application, or we cannot consider it.'),
  resume: z
    .instanceof(File, { error: RESUME_MESSAGES.missing })
    .refine((file) => file.size > 0, RESUME_MESSAGES.missing)
    .refine((file) => file.size <= MAX_RESUME_BYTES, RESUME_MESSAGES.tooLarge),
  idempotencyKey: formText(z.string().max(100)),
  ...formProofFields,
});

/** The applicant's request to delete their application, from their status page. */
export const deletionRequestFields = z.object({
  token: formText(z.string().max(1000)),
  confirm: z.boolean().refine(Boolean, 'Tick the box to confirm you want your application deleted.'),
});
