import type { ReportKey, ReportPayload } from '#lib/reporting/report-payload.ts';
import { loadForecastsReport } from './forecasts/forecasts-report.ts';
import type { ReportRequest } from './report-endpoint.ts';

export type ReportLoader = (request: ReportRequest) => Promise<ReportPayload>;

/**
 * Every report's loader by its key: the endpoints serve them (`reportEndpoint(REPORT_LOADERS.sales)`)
 * and `npm run bench:reports` times each one. A report's module exports its loader and it is listed here once.
 */
export const REPORT_LOADERS: Partial<Record<ReportKey, ReportLoader>> = {
  forecasts: loadForecastsReport,
};
