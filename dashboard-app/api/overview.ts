import type { DashboardOverview } from '../../src/lib/dashboard/overview.ts';
import { dashboardApiUrl } from '../../src/lib/dashboard/dashboard-api-paths.ts';
import { api } from './client.ts';

export function loadOverview() {
  return api.get<DashboardOverview>(dashboardApiUrl('overview'));
}
