import { z } from 'zod';
import { formText } from './form-text.ts';

/**
 * The two fields every public form carries to show a person filled it in (checked on the server
 * by `admitPublicForm`): the hidden `website` field people never see and bots fill, and the
 * reCAPTCHA v3 token the browser adds when the store configured reCAPTCHA.
 */
export const formProofFields = {
  website: formText(z.string().max(200)),
  recaptchaToken: formText(z.string().max(4096)),
};
