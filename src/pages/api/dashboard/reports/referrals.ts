import { reportEndpoint } from '#server/reporting/report-endpoint.ts';
import { loadReferralsReport } from '#server/reporting/referrals-report.ts';

/** The referrals report (staff): codes in use → accounts created → first orders → rewards paid. */
export const GET = reportEndpoint(loadReferralsReport);
