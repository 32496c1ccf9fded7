import { endpoint, json, staffOf } from '#server/http/index.ts';
import { loadDashboardSettings } from '#server/settings/admin/index.ts';

/** The settings page: every section as stored (the store sections of the dashboard's store), and the newest changes. */
export const GET = endpoint({}, async (_input, context) => {
  const { db, config, clock } = context.locals;
  const storeId = staffOf(context).scope.store?.id ?? null;
  return json(await loadDashboardSettings(db, config, clock.now(), storeId));
});
