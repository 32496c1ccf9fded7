import { loadForecastsReport } from '#server/reporting/forecasts/forecasts-report.ts';
import { reportEndpoint } from '#server/reporting/report-endpoint.ts';

export const GET = reportEndpoint(loadForecastsReport);
