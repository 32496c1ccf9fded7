import type { DashboardOverview } from '#lib/overview/overview.ts';
import { dashboardApiUrl } from '#lib/staff/dashboard-api-paths.ts';
import { api } from './client.ts';

export function loadOverview() {
  return api.get<DashboardOverview>(dashboardApiUrl('overview'));
}
