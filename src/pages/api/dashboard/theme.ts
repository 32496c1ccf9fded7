import type { APIRoute } from 'astro';
import { ThemeInput } from '../../../lib/dashboard/theme-input.ts';
import { dashboardJson, readJsonBody, staffOf } from '../../../server/dashboard/dashboard-endpoint.ts';
import { loadDashboardTheme, saveTheme } from '../../../server/settings/theme-editor.ts';

/** The theme page: colours and logo as the storefront applies them, and the newest changes. */
export const GET: APIRoute = async ({ locals }) => dashboardJson(await loadDashboardTheme(locals.db));

/** Saves the theme; a colour pair that fails WCAG AA is refused beside its text colour. */
export const PUT: APIRoute = async (context) => {
  const parsed = await readJsonBody(context.request, ThemeInput, { maxBytes: 8 * 1024 });
  if (!parsed.ok) return parsed.response;
  await saveTheme(context.locals.db, staffOf(context), parsed.data);
  return dashboardJson(await loadDashboardTheme(context.locals.db));
};
