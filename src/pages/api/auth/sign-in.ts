import type { APIRoute } from 'astro';
import { z } from 'zod';
import { currentPasswordField, emailField } from '../../../lib/auth/account-fields.ts';
import { describeWait, signInWithPassword } from '../../../server/accounts/sign-in.ts';
import { sessionSnapshot } from '../../../server/accounts/session-snapshot.ts';

const SignInBody = z.object({ email: emailField, password: currentPasswordField });

/**
 * Email and password sign-in as JSON, for the dashboard's sign-in screen: the same throttling,
 * answers and session as the account pages' form.
 */
export const POST: APIRoute = async ({ request, locals, clientAddress }) => {
  const body = await request.json().catch(() => undefined);
  const parsed = SignInBody.safeParse(body);
  if (!parsed.success) {
    return Response.json({ error: 'Enter your email and password.', fields: z.flattenError(parsed.error).fieldErrors }, { status: 400 });
  }
  const result = await signInWithPassword(locals.db, locals.auth, { ...parsed.data, ipAddress: clientAddress });
  if (!result.ok && result.reason === 'throttled') {
    return Response.json(
      { error: `Too many sign-in attempts. Try again in ${describeWait(result.retryAfterSeconds)}.` },
      { status: 429, headers: { 'Retry-After': String(result.retryAfterSeconds) } },
    );
  }
  if (!result.ok) return Response.json({ error: 'That email and password do not match an account.' }, { status: 401 });
  return Response.json({ account: sessionSnapshot(result.account) }, { headers: { 'Cache-Control': 'no-store' } });
};
