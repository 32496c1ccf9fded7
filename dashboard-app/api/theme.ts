import type { DashboardTheme } from '../../src/lib/dashboard/theme.ts';
import { api } from './client.ts';

export function loadTheme() {
  return api.get<DashboardTheme>('/api/dashboard/theme');
}

/** Saves the colours and logo as typed; a failing contrast pair comes back as a field problem. */
export function saveTheme(values: unknown) {
  return api.put<DashboardTheme>('/api/dashboard/theme', values);
}
