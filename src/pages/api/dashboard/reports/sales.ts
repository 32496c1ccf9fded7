import { reportEndpoint } from '#server/reporting/report-endpoint.ts';
import { loadSalesReport } from '#server/reporting/sales/sales-report.ts';

/** The sales report (admins): `GET /api/dashboard/reports/sales?range=…&menu=…&category=…&brand=…`. */
export const GET = reportEndpoint(loadSalesReport);
