import { loadFeedbackReport } from '#server/reporting/feedback-report.ts';
import { reportEndpoint } from '#server/reporting/report-endpoint.ts';

/** The first-purchase feedback report for `?range=…&comments=…` (admins). */
export const GET = reportEndpoint(loadFeedbackReport);
