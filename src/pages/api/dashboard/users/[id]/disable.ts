import type { APIRoute } from 'astro';
import { dashboardError, staffOf, uuidParam } from '../../../../../server/dashboard/dashboard-endpoint.ts';
import { setUserDisabled } from '../../../../../server/users/user-access.ts';
import { userChangeResponse } from '../../../../../server/users/user-change-response.ts';

/** Disables the account and ends its sessions; never the caller's own, never the last admin's. */
export const POST: APIRoute = async (context) => {
  const id = uuidParam(context.params.id);
  if (!id) return dashboardError(404, 'There is no such account.');
  const { db } = context.locals;
  return userChangeResponse(db, id, await setUserDisabled(db, staffOf(context), id, true));
};
