import { loadAbandonedCartsReport, reportEndpoint } from '#server/reports/admin/index.ts';

/** The abandoned-carts report for `?range=…` (staff): contacts only where the person agreed to marketing. */
export const GET = reportEndpoint(loadAbandonedCartsReport, { perStore: true });
