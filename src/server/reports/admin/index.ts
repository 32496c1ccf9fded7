/**
 * The dashboard's reports: sales, customers (new vs returning, retention), loyalty (rewards,
 * referrals), abandoned carts, feedback and the demand forecasts, each read from the nightly
 * rollups for a range the staff member picks, and the one endpoint shape they are all served by.
 * The one entry the reports' endpoints use.
 */
export { reportEndpoint } from './report-endpoint.ts';
export { loadSalesReport } from './sales/sales-report.ts';
export { loadNewVsReturningReport } from './new-vs-returning-report.ts';
export { loadRetentionReport } from './retention-report.ts';
export { loadRewardsReport } from './rewards-report.ts';
export { loadReferralsReport } from './referrals-report.ts';
export { loadAbandonedCartsReport } from './abandoned-carts-report.ts';
export { loadFeedbackReport } from './feedback-report.ts';
export { loadForecastsReport } from './forecasts/forecasts-report.ts';
// The dashboard's home: today's open orders, sales, low stock and the reviews waiting.
export { loadOverview } from './overview.ts';
