import type {
  BatchInput,
  NewProductInput,
  ProductDetailsInput,
  ProductEditorData,
  VariantChanges,
  VariantInput,
} from '#lib/catalog/product-editor.ts';
import type { ProductBulkRequest, ProductBulkResult, ProductListPage } from '#lib/catalog/product-list.ts';
import { dashboardApiUrl } from '#lib/staff/dashboard-api-paths.ts';
import { api } from './client.ts';

/** The products list and the product editor's calls; every editor save answers with the editor's data as saved. */

/** A page of the list; `search` is the list's own query string (`?q=…&sort=…`). */
export function loadProducts(search: string) {
  return api.get<ProductListPage>(dashboardApiUrl('products', search));
}

export function createProduct(input: NewProductInput) {
  return api.post<{ id: string }>(dashboardApiUrl('products'), input);
}

export function bulkUpdate(request: ProductBulkRequest) {
  return api.post<ProductBulkResult>(dashboardApiUrl('productsBulk'), request);
}

export function loadProductEditor(id: string) {
  return api.get<ProductEditorData>(dashboardApiUrl('product', { id }));
}

export function saveDetails(id: string, input: ProductDetailsInput) {
  return api.put<ProductEditorData>(dashboardApiUrl('product', { id }), input);
}

export function addSize(id: string, input: VariantInput) {
  return api.post<ProductEditorData>(dashboardApiUrl('productVariants', { id }), input);
}

export function changeSize(id: string, variantId: string, changes: VariantChanges) {
  return api.patch<ProductEditorData>(dashboardApiUrl('productVariant', { id, variantId }), changes);
}

export function removeSize(id: string, variantId: string) {
  return api.delete<ProductEditorData>(dashboardApiUrl('productVariant', { id, variantId }));
}

export function addBatch(id: string, input: BatchInput) {
  return api.post<ProductEditorData>(dashboardApiUrl('productBatches', { id }), input);
}

export function saveBatch(id: string, batchId: string, input: BatchInput) {
  return api.put<ProductEditorData>(dashboardApiUrl('productBatch', { id, batchId }), input);
}

export function removeBatch(id: string, batchId: string) {
  return api.delete<ProductEditorData>(dashboardApiUrl('productBatch', { id, batchId }));
}

export function saveImageAlt(id: string, imageId: string, alt: string) {
  return api.patch<ProductEditorData>(dashboardApiUrl('productImage', { id, imageId }), { alt });
}
