import { loadAbandonedCartsReport } from '#server/reporting/abandoned-carts-report.ts';
import { reportEndpoint } from '#server/reporting/report-endpoint.ts';

/** The abandoned-carts report for `?range=…` (staff): contacts only where the person agreed to marketing. */
export const GET = reportEndpoint(loadAbandonedCartsReport);
