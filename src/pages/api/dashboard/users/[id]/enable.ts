import type { APIRoute } from 'astro';
import { dashboardError, staffOf, uuidParam } from '../../../../../server/dashboard/dashboard-endpoint.ts';
import { setUserDisabled } from '../../../../../server/users/user-access.ts';
import { userChangeResponse } from '../../../../../server/users/user-change-response.ts';

/** Lets a disabled account sign in again. */
export const POST: APIRoute = async (context) => {
  const id = uuidParam(context.params.id);
  if (!id) return dashboardError(404, 'There is no such account.');
  const { db } = context.locals;
  return userChangeResponse(db, id, await setUserDisabled(db, staffOf(context), id, false));
};
