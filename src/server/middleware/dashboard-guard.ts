import { defineMiddleware } from 'astro:middleware';
import { guardAllows } from '#lib/staff/route-access.ts';
import { DASHBOARD_API_PREFIX } from '#lib/staff/dashboard-api-paths.ts';
import { findDashboardEndpoint } from '#server/dashboard/dashboard-api-routes.ts';
import { refusalAnswer } from '#server/http/endpoint.ts';
import { Refusal } from '#server/http/refusal.ts';

/**
 * The server side of the dashboard's guards (spec §6) for every `/api/dashboard/…` call: an
 * endpoint not in the table is a 404, a signed-out caller a 401, a role the endpoint's route does
 * not allow a 403. The endpoint then finds the caller in `locals.staff`.
 */
export const dashboardGuard = defineMiddleware(async (context, next) => {
  const { pathname } = context.url;
  if (!pathname.startsWith(DASHBOARD_API_PREFIX)) return next();
  const refuse = (status: number, message: string) => refusalAnswer(new Refusal(status, message));
  const match = findDashboardEndpoint(context.request.method, pathname);
  if (!match) return refuse(404, `No dashboard endpoint at ${pathname}.`);
  if (match === 'method') return refuse(405, `${context.request.method} is not allowed here.`);
  const account = await context.locals.currentAccount();
  if (!account) return refuse(401, 'Sign in to the dashboard to continue.');
  if (!guardAllows(match.route.guard, account.role)) {
    return refuse(403, match.route.guard === 'admin' ? 'Only an admin can do this.' : 'Only store staff can do this.');
  }
  context.locals.staff = account;
  return next();
});
