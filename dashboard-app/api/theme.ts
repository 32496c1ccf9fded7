import type { DashboardTheme } from '#lib/settings/theme.ts';
import { dashboardApiUrl } from '#lib/staff/dashboard-api-paths.ts';
import { api } from './client.ts';

export function loadTheme() {
  return api.get<DashboardTheme>(dashboardApiUrl('theme'));
}

/** Saves the colours and logo as typed; a failing contrast pair comes back as a field problem. */
export function saveTheme(values: unknown) {
  return api.put<DashboardTheme>(dashboardApiUrl('theme'), values);
}
