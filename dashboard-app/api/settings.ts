import type { DashboardSettings, SettingsSection } from '#lib/settings/store-settings.ts';
import { dashboardApiUrl } from '#lib/staff/dashboard-api-paths.ts';
import { api } from './client.ts';

export function loadSettings() {
  return api.get<DashboardSettings>(dashboardApiUrl('settings'));
}

/** Saves one section as typed; the server parses it and answers the whole page's data. */
export function saveSettingsSection(section: SettingsSection, values: unknown) {
  return api.put<DashboardSettings>(dashboardApiUrl('settingsSection', { section }), values);
}
