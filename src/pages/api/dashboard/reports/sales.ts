import { reportEndpoint, loadSalesReport } from '#server/reports/admin/index.ts';

/** The sales report (admins): `GET /api/dashboard/reports/sales?range=…&menu=…&category=…&brand=…`. */
export const GET = reportEndpoint(loadSalesReport, { perStore: true });
