import { reportEndpoint, loadReferralsReport } from '#server/reports/admin/index.ts';

/** The referrals report (staff): codes in use → accounts created → first orders → rewards paid. */
export const GET = reportEndpoint(loadReferralsReport);
