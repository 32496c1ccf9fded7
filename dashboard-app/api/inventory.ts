import { dashboardApiUrl } from '#lib/staff/dashboard-api-paths.ts';
import type { MedicalSaleToReview, SalesReconciliation, SalesUploadStatus } from '#lib/inventory/sales-uploads.ts';
import { api } from './client.ts';

/** Whether each store the caller may see is getting its sales into its source (the banner). */
export function loadSalesUploadStatus() {
  return api.get<SalesUploadStatus[]>(dashboardApiUrl('salesUploads'));
}

/** The end-of-day reconciliation of the dashboard's store; `day` (YYYY-MM-DD) from the page's address. */
export function loadSalesReconciliation(day: string | null) {
  const query = new URLSearchParams();
  if (day) query.set('day', day);
  return api.get<SalesReconciliation>(dashboardApiUrl('salesReconciliation', query));
}

/** The dashboard's store's medical sales to review within 72 hours. */
export function loadMedicalSalesReview() {
  return api.get<MedicalSaleToReview[]>(dashboardApiUrl('medicalSalesReview'));
}

/** Voids a handed-over order's sale in Metrc, saying why. */
export function voidSaleInSource(orderId: string, reason: string) {
  return api.post<{ number: string }>(dashboardApiUrl('saleVoid', { id: orderId }), { reason });
}
