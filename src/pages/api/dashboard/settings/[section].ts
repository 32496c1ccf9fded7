import { z } from 'zod';
import { SETTINGS_INPUTS, type SettingsInput } from '#lib/settings/store-settings-input.ts';
import { SETTINGS_SECTIONS } from '#lib/settings/store-settings.ts';
import { staffOf, endpoint, json, parseInput, Refusal } from '#server/http/index.ts';
import { loadDashboardSettings, saveSettingsSection, stagingModeRefusal } from '#server/settings/admin/index.ts';

const params = z.object({ section: z.enum(SETTINGS_SECTIONS, 'There is no such settings section.') });

/** Saves one section of the settings page (`PUT settings/store`, `settings/hours`, …) for the dashboard's store; answers the page's data. */
export const PUT = endpoint(
  { params, body: z.unknown(), maxBytes: 16 * 1024 },
  async ({ params: { section }, body }, context) => {
    // Each section has its own schema, so the body is read here, by the section's.
    const input = parseInput(SETTINGS_INPUTS[section], body);
    const { db, config, clock } = context.locals;
    const refusal = section === 'storefront' ? stagingModeRefusal(input as SettingsInput<'storefront'>, config) : null;
    if (refusal) throw new Refusal(400, refusal, 'stagingMode');
    const now = clock.now();
    const staff = staffOf(context);
    // The store sections are the dashboard's store's; the organization's sections are every store's.
    const storeId = staff.scope.store?.id ?? null;
    await saveSettingsSection(db, staff, section, input as SettingsInput<typeof section>, now, storeId);
    return json(await loadDashboardSettings(db, config, now, storeId));
  },
);
