import { dashboardError, dashboardJson } from '../dashboard/dashboard-endpoint.ts';
import type { Queryable } from '../db/database.ts';
import type { UserChange } from './user-access.ts';
import { getUserDetail } from './user-directory.ts';

/** The answer to a change on the user page: the account as it is now, or why nothing changed. */
export async function userChangeResponse(db: Queryable, userId: string, change: UserChange): Promise<Response> {
  if (!change.ok) return dashboardError(change.status, change.message);
  const detail = await getUserDetail(db, userId);
  return detail ? dashboardJson(detail) : dashboardError(404, 'There is no such account.');
}
