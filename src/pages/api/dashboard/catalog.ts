import type { APIRoute } from 'astro';
import { loadDashboardCatalog } from '../../../server/dashboard/dashboard-catalog.ts';
import { dashboardJson } from '../../../server/dashboard/dashboard-endpoint.ts';

/** The products-loading step: categories, brands and product counts, before any dashboard page renders. */
export const GET: APIRoute = async ({ locals }) => dashboardJson(await loadDashboardCatalog(locals.db));
