import { reportEndpoint, loadRetentionReport } from '#server/reports/admin/index.ts';

export const GET = reportEndpoint(loadRetentionReport);
