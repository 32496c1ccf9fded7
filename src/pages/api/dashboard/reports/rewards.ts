import { reportEndpoint } from '#server/reporting/report-endpoint.ts';
import { loadRewardsReport } from '#server/reporting/rewards-report.ts';

/** The rewards report (admins): points issued, redeemed and expired, and the points liability by month. */
export const GET = reportEndpoint(loadRewardsReport);
