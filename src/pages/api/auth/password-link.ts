import { z } from 'zod';
import {
  checkNewPassword,
  emailLinkQuery,
  linkTypeField,
  newPasswordField,
  tokenField,
} from '#lib/auth/account-fields.ts';
import { limitAccountRequest } from '#server/accounts/account-request-limits.ts';
import { sessionSnapshot } from '#server/accounts/session-snapshot.ts';
import { AuthInputRefused } from '#server/auth/auth-provider.ts';
import { endpoint, json } from '#server/http/endpoint.ts';
import { Refusal } from '#server/http/refusal.ts';

/**
 * Emailed password links as JSON, for the dashboard's account set-up screen (`/dashboard/confirm`):
 * GET says what a link is for without using it (null once it cannot work); POST chooses the
 * password with it, which uses the link and signs the account in.
 */
export const GET = endpoint({ query: emailLinkQuery }, async ({ query }, { locals }) =>
  json({ purpose: query.token ? await locals.auth.passwordLinkPurpose(query.token, query.type) : null }),
);

const SetPassword = z
  .object({
    token: tokenField.pipe(z.string().min(1, 'This link is missing its code.')),
    type: linkTypeField.nullable().optional(),
    password: newPasswordField,
  })
  .superRefine((values, context) => checkNewPassword(values, context));

export const POST = endpoint({ body: SetPassword }, async ({ body: { token, type, password } }, { locals }) => {
  await limitAccountRequest(locals.db, 'password-link', { ipAddress: locals.clientAddress });
  let user;
  try {
    user = await locals.auth.setPasswordWithLink(token, password, type);
  } catch (error) {
    if (error instanceof AuthInputRefused) throw new Refusal(400, error.message, 'password');
    throw error;
  }
  locals.forgetCurrentAccount();
  if (!user)
    throw new Refusal(410, 'This link has expired or was already used. Ask an admin to send a new invitation.');
  const account = await locals.currentAccount();
  return json({ account: account ? sessionSnapshot(account) : null });
});
