import type { RuntimeConfig } from '../config/runtime-config.ts';
import type { Queryable } from '../db/database.ts';
import { admitPublicForm, type FormProof } from '../security/public-form-guard.ts';

/** Reviews are a public form: at most this many from one address an hour, across the review forms. */
const REVIEW_FORM_LIMIT = { perWindow: 20, windowSeconds: 3600 };

/** The review forms' door: the public form guard, with the limit the review forms share. */
export function admitReviewForm(
  db: Queryable,
  config: Pick<RuntimeConfig, 'recaptchaSecretKey'>,
  { form, proof, clientAddress, now }: { form: string; proof: FormProof; clientAddress: string; now: Date },
): Promise<void> {
  return admitPublicForm(db, config, { form, proof, clientAddress, limit: REVIEW_FORM_LIMIT, now });
}
