import type { DashboardCatalog } from '#lib/catalog/dashboard-catalog.ts';
import { dashboardApiUrl } from '#lib/staff/dashboard-api-paths.ts';
import { api } from './client.ts';

export function loadCatalog() {
  return api.get<DashboardCatalog>(dashboardApiUrl('catalog'));
}
