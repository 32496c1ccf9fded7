/**
 * The inventory domain, the dashboard's side: a store's source of stock (its admins) and its
 * packages, mapped to sizes and checked (its managers). Each change is one transaction with its
 * staff audit entry.
 */
export { loadInventorySource, saveInventorySource } from './source-settings.ts';
export { changeStorePackage, listStorePackages } from './store-packages.ts';
