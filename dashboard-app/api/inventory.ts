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
