import type { APIRoute } from 'astro';
import { InviteInput, UsersQuery } from '../../../../lib/dashboard/users-input.ts';
import { dashboardError, dashboardJson, readJsonBody, readQuery, staffOf } from '../../../../server/dashboard/dashboard-endpoint.ts';
import { listUsers } from '../../../../server/users/user-directory.ts';
import { inviteStaffMember } from '../../../../server/users/user-invitations.ts';

/** Accounts matching `?q=` (name or email) and `?role=`, a page (`?page=`) at a time. */
export const GET: APIRoute = async ({ url, locals }) => {
  const query = readQuery(url, UsersQuery);
  if (!query.ok) return query.response;
  return dashboardJson(await listUsers(locals.db, query.data));
};

/** Invites a manager or admin: the account is made and the set-up link emailed. */
export const POST: APIRoute = async (context) => {
  const parsed = await readJsonBody(context.request, InviteInput, { maxBytes: 4 * 1024 });
  if (!parsed.ok) return parsed.response;
  const outcome = await inviteStaffMember(context.locals.db, context.locals.auth, staffOf(context), parsed.data);
  if (!outcome.ok) return dashboardError(outcome.status, outcome.message, outcome.status === 409 ? { email: [outcome.message] } : undefined);
  return dashboardJson({ id: outcome.userId }, { status: 201 });
};
