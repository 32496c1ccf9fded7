/**
 * The inventory domain, the dashboard's side: a store's source of stock (its admins) and its
 * packages, mapped to sizes and checked (its managers), each change one transaction with its staff
 * audit entry; whether its sales are reaching the source (the banner), the end-of-day
 * reconciliation and the medical sales to review (decision 79).
 */
export { loadInventorySource, saveInventorySource } from './source-settings.ts';
export { changeStorePackage, listStorePackages } from './store-packages.ts';
export { salesUploadStatus } from '../sales/sales-upload-status.ts';
export { loadSalesReconciliation } from '../sales/sales-reconciliation.ts';
export { loadMedicalSalesReview } from '../sales/medical-sales-review.ts';
export { queueSaleVoid } from '../sales/sale-void.ts';
