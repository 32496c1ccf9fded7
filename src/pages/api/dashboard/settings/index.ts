import type { APIRoute } from 'astro';
import { loadDashboardSettings } from '../../../../server/settings/dashboard-settings.ts';
import { dashboardJson } from '../../../../server/dashboard/dashboard-endpoint.ts';

/** The settings page: every section as stored, and the newest changes. */
export const GET: APIRoute = async ({ locals }) => dashboardJson(await loadDashboardSettings(locals.db, locals.config));
