/**
 * The dashboard's side of a store's inventory source: whether its sales are reaching the source
 * (the banner), the end-of-day reconciliation and the medical sales to review (decision 79).
 */
export { salesUploadStatus } from '../sales/sales-upload-status.ts';
export { loadSalesReconciliation } from '../sales/sales-reconciliation.ts';
export { loadMedicalSalesReview } from '../sales/medical-sales-review.ts';
export { queueSaleVoid } from '../sales/sale-void.ts';
