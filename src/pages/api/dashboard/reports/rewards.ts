import { reportEndpoint, loadRewardsReport } from '#server/reports/admin/index.ts';

/** The rewards report (admins): points issued, redeemed and expired, and the points liability by month. */
export const GET = reportEndpoint(loadRewardsReport);
