import type { APIRoute } from 'astro';
import { dashboardJson } from '../../../server/dashboard/dashboard-endpoint.ts';
import { loadOverview } from '../../../server/dashboard/overview.ts';

/** The dashboard's home: today's orders to prepare, sales so far and low stock. */
export const GET: APIRoute = async ({ locals }) => dashboardJson(await loadOverview(locals.db));
