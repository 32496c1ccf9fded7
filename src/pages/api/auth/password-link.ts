import { z } from 'zod';
import { checkNewPassword, linkTypeField, newPasswordField, tokenField } from '#lib/auth/account-fields.ts';
import { limitAccountRequest, sessionSnapshot, AuthInputRefused } from '#server/customers/index.ts';
import { endpoint, json, Refusal } from '#server/http/index.ts';

/**
 * Emailed password links as JSON, for the dashboard's account set-up screen (`/dashboard/confirm`),
 * whose link's token waits in this endpoint's cookie (decision 50), never in an address the
 * browser shows or asks for: GET says what the link is for without using it (null once it cannot
 * work); POST chooses the password with it, which uses the link and signs the account in.
 */
const LinkType = z.object({ type: z.string().max(20).nullable().default(null).catch(null) });

export const GET = endpoint({ query: LinkType }, async ({ query }, { locals }) => {
  const token = locals.secretLinkToken;
  return json({ purpose: token ? await locals.auth.passwordLinkPurpose(token, query.type) : null });
});

const SetPassword = z
  .object({
    token: tokenField.optional(),
    type: linkTypeField.nullable().optional(),
    password: newPasswordField,
  })
  .superRefine((values, context) => checkNewPassword(values, context));

const GONE = 'This link has expired or was already used. Ask an admin to send a new invitation.';

export const POST = endpoint(
  // Its answer sets the session cookies, which a kept answer could not give again.
  { body: SetPassword, repeats: 'refused' },
  async ({ body: { type, password, ...sent } }, { locals }) => {
    await limitAccountRequest(locals.db, 'password-link', { ipAddress: locals.clientAddress });
    const token = sent.token || locals.secretLinkToken;
    if (!token) throw new Refusal(410, GONE);
    let user;
    try {
      user = await locals.auth.setPasswordWithLink(token, password, type);
    } catch (error) {
      if (error instanceof AuthInputRefused) throw new Refusal(400, error.message, 'password');
      throw error;
    }
    locals.forgetCurrentAccount();
    if (!user) throw new Refusal(410, GONE);
    const account = await locals.currentAccount();
    return json({ account: account ? sessionSnapshot(account) : null });
  },
);
