import type { MedicalSaleToReview, SalesReconciliation, SalesUploadStatus } from '#lib/inventory/sales-uploads.ts';
import type {
  InventorySourceView,
  PackageChange,
  PackageListItem,
  PackagesPage,
} from '#lib/inventory/inventory-admin.ts';
import { dashboardApiUrl } from '#lib/staff/dashboard-api-paths.ts';
import { api } from './client.ts';

/** The dashboard's store's source of stock: its state, never its credentials. */
export function loadInventorySource() {
  return api.get<InventorySourceView>(dashboardApiUrl('inventorySource'));
}

/** The source form's values as typed; the server parses them. */
export function saveInventorySource(values: unknown) {
  return api.put<InventorySourceView>(dashboardApiUrl('inventorySource'), values);
}

export function listPackages() {
  return api.get<PackagesPage>(dashboardApiUrl('inventoryPackages'));
}

export function changePackage(id: string, change: PackageChange) {
  return api.patch<PackageListItem>(dashboardApiUrl('inventoryPackage', { id }), change);
}

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
