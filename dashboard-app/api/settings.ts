import type { DashboardSettings, SettingsSection } from '#lib/settings/store-settings.ts';
import type { DashboardTheme } from '#lib/settings/theme.ts';
import { dashboardApiUrl } from '#lib/staff/dashboard-api-paths.ts';
import { api } from './client.ts';

export function loadSettings() {
  return api.get<DashboardSettings>(dashboardApiUrl('settings'));
}

/** Saves one section as typed; the server parses it and answers the whole page's data. */
export function saveSettingsSection(section: SettingsSection, values: unknown) {
  return api.put<DashboardSettings>(dashboardApiUrl('settingsSection', { section }), values);
}

/** Adds a tax rate that starts on a later day, as typed; answers the whole page's data. */
export function addTaxRate(values: unknown) {
  return api.post<DashboardSettings>(dashboardApiUrl('taxRates'), values);
}

/** Withdraws a tax rate that has not started; answers the whole page's data. */
export function withdrawTaxRate(id: string) {
  return api.delete<DashboardSettings>(dashboardApiUrl('taxRate', { id }));
}

export function loadTheme() {
  return api.get<DashboardTheme>(dashboardApiUrl('theme'));
}

/** Saves the colours and logo as typed; a failing contrast pair comes back as a field problem. */
export function saveTheme(values: unknown) {
  return api.put<DashboardTheme>(dashboardApiUrl('theme'), values);
}
