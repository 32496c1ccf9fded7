import type { APIRoute } from 'astro';
import { dashboardError, dashboardJson, uuidParam } from '../../../../../server/dashboard/dashboard-endpoint.ts';
import { getUserDetail } from '../../../../../server/users/user-directory.ts';

/** One account: its role and access, its audit log and the emails sent to it. */
export const GET: APIRoute = async ({ params, locals }) => {
  const id = uuidParam(params.id);
  const detail = id ? await getUserDetail(locals.db, id) : null;
  return detail ? dashboardJson(detail) : dashboardError(404, 'There is no such account.');
};
