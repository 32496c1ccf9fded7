import type { DashboardOverview } from '#lib/dashboard/overview.ts';
import { dashboardApiUrl } from '#lib/staff/dashboard-api-paths.ts';
import { api } from './client.ts';

export function loadOverview() {
  return api.get<DashboardOverview>(dashboardApiUrl('overview'));
}
