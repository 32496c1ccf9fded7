import { z } from 'zod';

/**
 * The two fields every public form carries to show a person filled it in (checked on the server
 * by `admitPublicForm`): the hidden `website` field people never see and bots fill, and the
 * reCAPTCHA v3 token the browser adds when the store configured reCAPTCHA.
 */
export const formProofFields = {
  // A posted form (Astro Actions) hands an empty field over as null; JSON may leave it out.
  website: z.preprocess((value) => value ?? '', z.string().max(200)),
  recaptchaToken: z.preprocess((value) => value ?? '', z.string().max(4096)),
};
