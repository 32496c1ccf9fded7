import { DASHBOARD_API_PREFIX } from '#lib/staff/dashboard-api-paths.ts';
import type { ReportKey, ReportPayload } from '#lib/reports/report-payload.ts';
import { api } from './client.ts';

/**
 * A report for the range, comparison and filters in a page's query string, passed on as it is:
 * the endpoint reads them (`readReportRange` and the report's own filters) and refuses what it
 * cannot read with a 400 and a sentence.
 */
export function loadReport(key: ReportKey, search: URLSearchParams) {
  const query = search.size > 0 ? `?${search}` : '';
  return api.get<ReportPayload>(`${DASHBOARD_API_PREFIX}reports/${key}${query}`);
}
