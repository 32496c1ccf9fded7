import { reportEndpoint } from '#server/reporting/report-endpoint.ts';
import { loadRetentionReport } from '#server/reporting/retention-report.ts';

export const GET = reportEndpoint(loadRetentionReport);
