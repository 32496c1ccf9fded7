import type { APIRoute } from 'astro';
import { SETTINGS_INPUTS, type SettingsInput } from '../../../../lib/dashboard/store-settings-input.ts';
import { SETTINGS_SECTIONS, type SettingsSection } from '../../../../lib/dashboard/store-settings.ts';
import { dashboardError, dashboardJson, readJsonBody, staffOf } from '../../../../server/dashboard/dashboard-endpoint.ts';
import { loadDashboardSettings } from '../../../../server/settings/dashboard-settings.ts';
import { saveSettingsSection } from '../../../../server/settings/settings-editor.ts';
import { stagingModeRefusal } from '../../../../server/settings/staging-mode-rule.ts';

function isSection(value: string | undefined): value is SettingsSection {
  return SETTINGS_SECTIONS.includes(value as SettingsSection);
}

/** Saves one section of the settings page (`PUT settings/store`, `settings/hours`, …); answers the page's data. */
export const PUT: APIRoute = async (context) => {
  const { section } = context.params;
  if (!isSection(section)) return dashboardError(404, 'There is no such settings section.');
  const parsed = await readJsonBody(context.request, SETTINGS_INPUTS[section], { maxBytes: 16 * 1024 });
  if (!parsed.ok) return parsed.response;
  const { db, config } = context.locals;
  const refusal = section === 'storefront' ? stagingModeRefusal(parsed.data as SettingsInput<'storefront'>, config) : null;
  if (refusal) return dashboardError(400, refusal, { stagingMode: [refusal] });
  await saveSettingsSection(db, staffOf(context), section, parsed.data as SettingsInput<typeof section>);
  return dashboardJson(await loadDashboardSettings(db, config));
};
