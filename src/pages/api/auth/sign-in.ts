import { z } from 'zod';
import { currentPasswordField, emailField } from '#lib/auth/account-fields.ts';
import { sessionSnapshot, signInWithPassword } from '#server/customers/index.ts';
import { describeWait, endpoint, json, Refusal } from '#server/http/index.ts';

const SignInBody = z.object({ email: emailField, password: currentPasswordField });

/**
 * Email and password sign-in as JSON, for the dashboard's sign-in screen: the same throttling,
 * answers and session as the account pages' form.
 */
export const POST = endpoint(
  // Its answer sets the session cookies, which a kept answer could not give again.
  { body: SignInBody, invalid: 'Enter your email and password.', repeats: 'refused' },
  async ({ body }, { locals }) => {
    const result = await signInWithPassword(locals.db, locals.auth, { ...body, ipAddress: locals.clientAddress });
    if (!result.ok && result.reason === 'throttled') {
      throw new Refusal(
        429,
        `Too many sign-in attempts. Try again in ${describeWait(result.retryAfterSeconds)}.`,
        undefined,
        {
          headers: { 'Retry-After': String(result.retryAfterSeconds) },
        },
      );
    }
    if (!result.ok) throw new Refusal(401, 'That email and password do not match an account.');
    return json({ account: sessionSnapshot(result.account) });
  },
);
