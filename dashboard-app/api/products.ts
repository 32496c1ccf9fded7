import type { BatchInput, NewProductInput, ProductDetailsInput, ProductEditorData, VariantChanges, VariantInput } from '../../src/lib/dashboard/product-editor.ts';
import type { ProductBulkRequest, ProductBulkResult, ProductListPage } from '../../src/lib/dashboard/product-list.ts';
import { api } from './client.ts';

/** The products list and the product editor's calls; every editor save answers with the editor's data as saved. */

export function loadProducts(search: string) {
  return api.get<ProductListPage>(`/api/dashboard/products${search}`);
}

export function createProduct(input: NewProductInput) {
  return api.post<{ id: string }>('/api/dashboard/products', input);
}

export function bulkUpdate(request: ProductBulkRequest) {
  return api.post<ProductBulkResult>('/api/dashboard/products/bulk', request);
}

const product = (id: string) => `/api/dashboard/products/${encodeURIComponent(id)}`;

export function loadProductEditor(id: string) {
  return api.get<ProductEditorData>(product(id));
}

export function saveDetails(id: string, input: ProductDetailsInput) {
  return api.put<ProductEditorData>(product(id), input);
}

export function addSize(id: string, input: VariantInput) {
  return api.post<ProductEditorData>(`${product(id)}/variants`, input);
}

export function changeSize(id: string, variantId: string, changes: VariantChanges) {
  return api.patch<ProductEditorData>(`${product(id)}/variants/${variantId}`, changes);
}

export function removeSize(id: string, variantId: string) {
  return api.delete<ProductEditorData>(`${product(id)}/variants/${variantId}`);
}

export function addBatch(id: string, input: BatchInput) {
  return api.post<ProductEditorData>(`${product(id)}/batches`, input);
}

export function saveBatch(id: string, batchId: string, input: BatchInput) {
  return api.put<ProductEditorData>(`${product(id)}/batches/${batchId}`, input);
}

export function removeBatch(id: string, batchId: string) {
  return api.delete<ProductEditorData>(`${product(id)}/batches/${batchId}`);
}

export function saveImageAlt(id: string, imageId: string, alt: string) {
  return api.patch<ProductEditorData>(`${product(id)}/images/${imageId}`, { alt });
}
