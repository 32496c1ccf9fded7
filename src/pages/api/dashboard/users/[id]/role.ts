import type { APIRoute } from 'astro';
import { RoleInput } from '../../../../../lib/dashboard/users-input.ts';
import { dashboardError, readJsonBody, staffOf, uuidParam } from '../../../../../server/dashboard/dashboard-endpoint.ts';
import { changeUserRole } from '../../../../../server/users/user-access.ts';
import { userChangeResponse } from '../../../../../server/users/user-change-response.ts';

/** Changes the account's role (customer, manager, admin); never the caller's own admin role, never the last admin's. */
export const PUT: APIRoute = async (context) => {
  const id = uuidParam(context.params.id);
  if (!id) return dashboardError(404, 'There is no such account.');
  const parsed = await readJsonBody(context.request, RoleInput, { maxBytes: 1024 });
  if (!parsed.ok) return parsed.response;
  const { db } = context.locals;
  return userChangeResponse(db, id, await changeUserRole(db, staffOf(context), id, parsed.data.role));
};
