import { NewTaxRateInput } from '#lib/settings/tax-schedule.ts';
import { endpoint, json, staffOf } from '#server/http/index.ts';
import { addTaxRate, loadDashboardSettings } from '#server/settings/admin/index.ts';

/** Adds a tax rate that starts on a later day (`POST settings/tax-rates`); answers the settings page's data. */
export const POST = endpoint({ body: NewTaxRateInput, invalid: 'Check the new rate.' }, async ({ body }, context) => {
  const { db, config, clock } = context.locals;
  const now = clock.now();
  await addTaxRate(db, staffOf(context), body, now);
  return json(await loadDashboardSettings(db, config, now), 201);
});
