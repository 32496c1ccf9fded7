import { defineMiddleware } from 'astro:middleware';
import { admitDashboardCall } from '#server/dashboard/dashboard-call-guard.ts';

/**
 * Every `/api/dashboard/…` call passes the dashboard's guard (src/server/dashboard/dashboard-call-guard.ts):
 * its route's role, then the store it is about. The endpoint finds the caller in `locals.staff`.
 */
export const dashboardGuard = defineMiddleware(async (context, next) => (await admitDashboardCall(context)) ?? next());
