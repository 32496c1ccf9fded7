import type { Queryable } from '../db/database.ts';
import type { RuntimeConfig } from '../config/runtime-config.ts';
import { limitRequest } from '../http/rate-limit.ts';
import { Refusal } from '../http/refusal.ts';
import { verifyRecaptcha } from './recaptcha.ts';

/** What every public form sends to prove a person filled it in (`#lib/forms/form-proof.ts` reads them). */
export interface FormProof {
  /** The hidden "leave this empty" field: anything in it is a bot. */
  website: string;
  /** A reCAPTCHA v3 token when the store configured reCAPTCHA and the browser ran it; '' otherwise. */
  recaptchaToken: string;
}

export interface PublicFormLimit {
  /** Submissions allowed from one address in each window. */
  perWindow: number;
  windowSeconds: number;
  /** Submissions allowed in each window that email one address (the `recipient`), from anywhere. */
  perRecipient?: number;
}

/**
 * Every public form's door, in one order: the honeypot (403), then the visitor's rate for this
 * form and, for a form that emails the address typed into it, that address's (429 with
 * Retry-After, counted per form so one form's traffic never throttles another), then reCAPTCHA v3
 * when the store configured its secret (403). When Google cannot be reached the
 * form goes through: a customer is never refused because a third party is down, and the honeypot
 * and the rate limit still stand guard.
 */
export async function admitPublicForm(
  db: Queryable,
  config: Pick<RuntimeConfig, 'recaptchaSecretKey'>,
  {
    form,
    proof,
    clientAddress,
    limit,
    recipient,
    now = new Date(),
    fetchImpl,
  }: {
    /** The form's name: the rate-limit key and the reCAPTCHA action (`contact`, `review`, …). */
    form: string;
    proof: FormProof;
    clientAddress: string;
    limit?: PublicFormLimit;
    /** The email address the form's answer goes to, counted against `limit.perRecipient`. */
    recipient?: string;
    now?: Date;
    fetchImpl?: typeof fetch;
  },
): Promise<void> {
  if (proof.website !== '') throw notAPerson();
  if (limit) {
    await limitRequest(
      db,
      `form:${form}`,
      {
        windowSeconds: limit.windowSeconds,
        perClient: limit.perWindow,
        ...(limit.perRecipient ? { perRecipient: limit.perRecipient } : {}),
      },
      { clientAddress, recipient: recipient ?? null, now },
      { client: 'Too many tries from here.', recipient: 'We already sent several emails to this address.' },
    );
  }
  if (!config.recaptchaSecretKey) return;
  let human = true;
  try {
    const verdict = await verifyRecaptcha(
      { secret: config.recaptchaSecretKey, token: proof.recaptchaToken, action: form, remoteIp: clientAddress },
      fetchImpl,
    );
    human = verdict.human;
  } catch (error) {
    console.error(`reCAPTCHA verification failed; the ${form} form is checked without it:`, error);
  }
  if (!human) throw notAPerson();
}

function notAPerson(): Refusal {
  return new Refusal(403, 'We could not confirm you are a person. Reload the page and try again, or call the store.');
}
