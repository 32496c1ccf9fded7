import { loadFeedbackReport, reportEndpoint } from '#server/reports/admin/index.ts';

/** The first-purchase feedback report for `?range=…&comments=…` (admins). */
export const GET = reportEndpoint(loadFeedbackReport, { perStore: true });
