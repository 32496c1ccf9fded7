import { ThemeInput } from '#lib/settings/theme-input.ts';
import { staffOf, endpoint, json } from '#server/http/index.ts';
import { loadDashboardTheme, saveTheme } from '#server/settings/admin/index.ts';

/** The theme page: colours and logo as the storefront applies them, and the newest changes. */
export const GET = endpoint({}, async (_input, { locals }) => json(await loadDashboardTheme(locals.db)));

/** Saves the theme; a colour pair that fails WCAG AA is refused beside its text colour. */
export const PUT = endpoint({ body: ThemeInput, maxBytes: 8 * 1024 }, async ({ body }, context) => {
  await saveTheme(context.locals.db, staffOf(context), body);
  return json(await loadDashboardTheme(context.locals.db));
});
