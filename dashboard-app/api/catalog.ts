import type { DashboardCatalog } from '../../src/lib/dashboard/dashboard-catalog.ts';
import { api } from './client.ts';

export function loadCatalog() {
  return api.get<DashboardCatalog>('/api/dashboard/catalog');
}
