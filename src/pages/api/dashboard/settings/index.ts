import { endpoint, json } from '#server/http/index.ts';
import { loadDashboardSettings } from '#server/settings/admin/index.ts';

/** The settings page: every section as stored, and the newest changes. */
export const GET = endpoint({}, async (_input, { locals }) =>
  json(await loadDashboardSettings(locals.db, locals.config, locals.clock.now())),
);
