import { z } from 'zod';
import { endpoint, json, staffOf } from '#server/http/index.ts';
import { loadDashboardSettings, withdrawTaxRate } from '#server/settings/admin/index.ts';

const params = z.object({ id: z.uuid('There is no such tax rate.') });

/** Withdraws a tax rate that has not started (`DELETE settings/tax-rates/:id`); answers the settings page's data. */
export const DELETE = endpoint({ params }, async ({ params: { id } }, context) => {
  const { db, config, clock } = context.locals;
  const now = clock.now();
  await withdrawTaxRate(db, staffOf(context), id, now);
  return json(await loadDashboardSettings(db, config, now));
});
