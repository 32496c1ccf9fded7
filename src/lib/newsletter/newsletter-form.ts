import { z } from 'zod';
import { emailField, formText, optionalDateField, phoneField } from '../auth/account-fields.ts';
import { EVERY_PROBLEM } from '../forms/every-problem.ts';
import { formProofFields } from '../forms/form-proof.ts';

/** A signed link's token as a form carries it back (`signed-token.ts` tokens are at most ~770 characters). */
export const signedTokenField = formText(z.string().trim().min(1, 'This link is incomplete.').max(1000));

/**
 * The newsletter sign-up (`/newsletter` and the home page's block): an email, a date of birth and
 * the 21+ attestation, and texts only with a phone number and their own box.
 */
export const NewsletterSignup = z
  .object({
    email: emailField,
    birthdate: optionalDateField,
    adult: z.boolean().optional(),
    phone: phoneField,
    smsMarketing: z.boolean().optional(),
    // Astro hands an empty field over as null, which the proof fields' own schemas refuse.
    website: formText(formProofFields.website),
    recaptchaToken: formText(formProofFields.recaptchaToken),
  })
  .superRefine((values, context) => {
    if (!values.birthdate) {
      context.addIssue({ code: 'custom', path: ['birthdate'], message: 'Enter your date of birth.' });
    }
    if (!values.adult) {
      context.addIssue({ code: 'custom', path: ['adult'], message: 'The newsletter is for adults 21 and older.' });
    }
    if (values.smsMarketing && !values.phone) {
      context.addIssue({ code: 'custom', path: ['phone'], message: 'Add your phone number to get texts.' });
    }
    // Every problem at once, even beside a field that failed its own check.
  }, EVERY_PROBLEM);
export type NewsletterSignup = z.output<typeof NewsletterSignup>;

/** One change on the preferences page: a consent of the person's, by id, turned on or off. */
export const PreferenceChange = z.object({
  token: signedTokenField,
  stateId: z.uuid('Choose one of the subscriptions listed.'),
  subscribe: z.enum(['yes', 'no']),
});

/** The confirmation page's button. */
export const ConfirmationForm = z.object({ token: signedTokenField });
