import { loadForecastsReport, reportEndpoint } from '#server/reports/admin/index.ts';

export const GET = reportEndpoint(loadForecastsReport, { perStore: true });
