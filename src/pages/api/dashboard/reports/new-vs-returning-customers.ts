import { loadNewVsReturningReport } from '#server/reporting/new-vs-returning-report.ts';
import { reportEndpoint } from '#server/reporting/report-endpoint.ts';

export const GET = reportEndpoint(loadNewVsReturningReport);
