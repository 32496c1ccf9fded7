import type { VitalsReport } from '#lib/vitals/vitals-report.ts';
import { dashboardApiUrl } from '#lib/staff/dashboard-api-paths.ts';
import { api } from './client.ts';

/** The report for the filters in a page's query string (period, route, device). */
export function loadVitalsReport(search: URLSearchParams) {
  const query = new URLSearchParams();
  for (const key of ['period', 'route', 'device']) {
    const value = search.get(key);
    if (value) query.set(key, value);
  }
  return api.get<VitalsReport>(dashboardApiUrl('webVitals', query));
}
