import { loadNewVsReturningReport, reportEndpoint } from '#server/reports/admin/index.ts';

export const GET = reportEndpoint(loadNewVsReturningReport);
