import type { APIRoute } from 'astro';
import { z } from 'zod';
import { checkNewPassword, linkTypeField, newPasswordField, tokenField } from '../../../lib/auth/account-fields.ts';
import { sessionSnapshot } from '../../../server/accounts/session-snapshot.ts';
import { AuthInputRefused } from '../../../server/auth/auth-provider.ts';
import { dashboardError, dashboardJson, readJsonBody } from '../../../server/dashboard/dashboard-endpoint.ts';

/**
 * Emailed password links as JSON, for the dashboard's account set-up screen (`/dashboard/confirm`):
 * GET says what a link is for without using it (null once it cannot work); POST chooses the
 * password with it, which uses the link and signs the account in.
 */
export const GET: APIRoute = async ({ url, locals }) => {
  const token = url.searchParams.get('token') ?? '';
  const purpose = token.length > 0 && token.length <= 100 ? await locals.auth.passwordLinkPurpose(token, url.searchParams.get('type')) : null;
  return dashboardJson({ purpose });
};

const SetPassword = z
  .object({ token: tokenField.pipe(z.string().min(1, 'This link is missing its code.')), type: linkTypeField.nullable().optional(), password: newPasswordField })
  .superRefine((values, context) => checkNewPassword(values, context));

export const POST: APIRoute = async ({ request, locals }) => {
  const parsed = await readJsonBody(request, SetPassword);
  if (!parsed.ok) return parsed.response;
  const { token, type, password } = parsed.data;
  try {
    const user = await locals.auth.setPasswordWithLink(token, password, type);
    locals.forgetCurrentAccount();
    if (!user) return dashboardError(410, 'This link has expired or was already used. Ask an admin to send a new invitation.');
    const account = await locals.currentAccount();
    return dashboardJson({ account: account ? sessionSnapshot(account) : null });
  } catch (error) {
    if (error instanceof AuthInputRefused) return dashboardError(400, error.message, { password: [error.message] });
    throw error;
  }
};
