import type { APIRoute } from 'astro';
import { dashboardError, staffOf, uuidParam } from '../../../../../server/dashboard/dashboard-endpoint.ts';
import { userChangeResponse } from '../../../../../server/users/user-change-response.ts';
import { resendInvitation } from '../../../../../server/users/user-invitations.ts';

/** Sends a new invitation link to an account that has not been set up; the old link stops working. */
export const POST: APIRoute = async (context) => {
  const id = uuidParam(context.params.id);
  if (!id) return dashboardError(404, 'There is no such account.');
  const { db, auth } = context.locals;
  return userChangeResponse(db, id, await resendInvitation(db, auth, staffOf(context), id));
};
