import { withRetries } from '#lib/http/fetch-with-retries.ts';

/** Google's verification endpoint for reCAPTCHA v3 tokens. */
export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** v3 scores run from 0 (a bot) to 1 (a person); Google suggests 0.5 as the line. */
export const RECAPTCHA_MIN_SCORE = 0.5;

export type RecaptchaVerdict =
  | { human: true; score: number }
  | { human: false; reason: 'missing-token' | 'rejected' | 'low-score' | 'wrong-action' };

interface SiteVerifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
  'error-codes'?: string[];
}

/**
 * Asks Google whether a reCAPTCHA v3 token from the checkout came from a person. Only when the
 * store configured a secret key; an unreachable Google is an error for the caller (the order is
 * not refused because a third party is down: see the checkout endpoint).
 */
export async function verifyRecaptcha(
  { secret, token, action, remoteIp }: { secret: string; token: string; action: string; remoteIp?: string },
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<RecaptchaVerdict> {
  if (!token) return { human: false, reason: 'missing-token' };
  const body = new URLSearchParams({ secret, response: token });
  if (remoteIp) body.set('remoteip', remoteIp);
  const response = await withRetries(fetchImpl)(RECAPTCHA_VERIFY_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
  });
  if (!response.ok) throw new Error(`reCAPTCHA verification answered ${response.status}`);
  const answer = (await response.json()) as SiteVerifyAnswer;
  if (!answer.success) return { human: false, reason: 'rejected' };
  if (answer.action !== action) return { human: false, reason: 'wrong-action' };
  const score = typeof answer.score === 'number' ? answer.score : 0;
  return score >= RECAPTCHA_MIN_SCORE ? { human: true, score } : { human: false, reason: 'low-score' };
}
