import type { PackageChange } from '#lib/inventory/inventory-admin.ts';
import { changePackage, saveInventorySource } from '../../api/inventory.ts';
import { routeAction } from '../../writes/route-action.ts';

/** The inventory pages' changes; the server parses what the forms send, and the page's data reloads. */
export const inventoryAction = routeAction({
  saveSource: (values: unknown) => saveInventorySource(values),
  changePackage: ({ id, change }: { id: string; change: PackageChange }) => changePackage(id, change),
});
