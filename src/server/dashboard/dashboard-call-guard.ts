import type { APIContext } from 'astro';
import { guardAllows } from '#lib/staff/route-access.ts';
import { DASHBOARD_API_PREFIX } from '#lib/staff/dashboard-api-paths.ts';
import { refusalAnswer } from '../http/endpoint.ts';
import { Refusal } from '../http/refusal.ts';
import { noStore, staffStoreScope } from '../stores/index.ts';
import { findDashboardEndpoint } from './dashboard-api-routes.ts';

/** What the guard reads of a request: its address, method and the session's locals. */
export type DashboardCall = Pick<APIContext, 'url' | 'request' | 'locals'>;

/**
 * The server side of the dashboard's guards (spec §6) for a `/api/dashboard/…` call: an endpoint
 * not in the table is a 404, a signed-out caller a 401, a role the endpoint's route does not allow
 * a 403. Then the store the call is about (`?store=<slug>`; without it the default store, or a
 * manager's first): a manager asking for a store not theirs is refused, and so is a manager given
 * no store yet calling an endpoint of a store's data (decision 63). The refusal, or undefined
 * with the caller and their scope put in `locals.staff` for the endpoint.
 */
export async function admitDashboardCall(call: DashboardCall): Promise<Response | undefined> {
  const { pathname } = call.url;
  if (!pathname.startsWith(DASHBOARD_API_PREFIX)) return undefined;
  const refuse = (status: number, message: string) => refusalAnswer(new Refusal(status, message));
  const match = findDashboardEndpoint(call.request.method, pathname);
  if (!match) return refuse(404, `No dashboard endpoint at ${pathname}.`);
  if (match === 'method') return refuse(405, `${call.request.method} is not allowed here.`);
  const account = await call.locals.currentAccount();
  if (!account) return refuse(401, 'Sign in to the dashboard to continue.');
  if (!guardAllows(match.route.guard, account.role)) {
    return refuse(403, match.route.guard === 'admin' ? 'Only an admin can do this.' : 'Only store staff can do this.');
  }
  try {
    const scope = await staffStoreScope(call.locals.db, account, call.url.searchParams.get('store'));
    if (!scope.store && match.endpoint.scope === 'store') throw noStore();
    call.locals.staff = { ...account, scope };
  } catch (error) {
    if (error instanceof Refusal) return refusalAnswer(error);
    throw error;
  }
  return undefined;
}
