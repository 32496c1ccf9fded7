import type { DashboardOverview } from '../../src/lib/dashboard/overview.ts';
import { api } from './client.ts';

export function loadOverview() {
  return api.get<DashboardOverview>('/api/dashboard/overview');
}
