import type { ReportKey, ReportPayload } from '#lib/reports/report-payload.ts';
import { loadAbandonedCartsReport } from './abandoned-carts-report.ts';
import { loadFeedbackReport } from './feedback-report.ts';
import { loadForecastsReport } from './forecasts/forecasts-report.ts';
import { loadNewVsReturningReport } from './new-vs-returning-report.ts';
import type { ReportRequest } from './report-endpoint.ts';
import { loadReferralsReport } from './referrals-report.ts';
import { loadRetentionReport } from './retention-report.ts';
import { loadRewardsReport } from './rewards-report.ts';
import { loadSalesReport } from './sales/sales-report.ts';

export type ReportLoader = (request: ReportRequest) => Promise<ReportPayload>;

/**
 * Every report's loader by its key: the endpoints serve them (`reportEndpoint(REPORT_LOADERS.sales)`)
 * and `npm run bench:reports` times each one. A report's module exports its loader and it is listed here once.
 */
export const REPORT_LOADERS: Partial<Record<ReportKey, ReportLoader>> = {
  sales: loadSalesReport,
  'abandoned-carts': loadAbandonedCartsReport,
  feedback: loadFeedbackReport,
  retention: loadRetentionReport,
  'new-vs-returning-customers': loadNewVsReturningReport,
  rewards: loadRewardsReport,
  referrals: loadReferralsReport,
  forecasts: loadForecastsReport,
};
