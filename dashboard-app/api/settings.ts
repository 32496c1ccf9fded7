import type { DashboardSettings, SettingsSection } from '../../src/lib/dashboard/store-settings.ts';
import { api } from './client.ts';

export function loadSettings() {
  return api.get<DashboardSettings>('/api/dashboard/settings');
}

/** Saves one section as typed; the server parses it and answers the whole page's data. */
export function saveSettingsSection(section: SettingsSection, values: unknown) {
  return api.put<DashboardSettings>(`/api/dashboard/settings/${section}`, values);
}
