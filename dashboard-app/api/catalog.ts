/** The dashboard's catalog calls: products, categories, the menu board and its import, search words. */
import type { CategoryInput, CategoryNode, CategoryTree, ShopFilter } from '#lib/catalog/categories.ts';
import type { DashboardCatalog } from '#lib/catalog/dashboard-catalog.ts';
import type { ImportApplied, ImportPreview, MenuBoardPage, VariantQuickEdit } from '#lib/catalog/menu-board.ts';
import type {
  BatchInput,
  NewProductInput,
  ProductDetailsInput,
  ProductEditorData,
  VariantChanges,
  EditorVariant,
  VariantInput,
} from '#lib/catalog/product-editor.ts';
import type { ProductBulkRequest, ProductBulkResult, ProductListPage } from '#lib/catalog/product-list.ts';
import type { SearchWord, SearchWordInput, SearchWordList } from '#lib/catalog/search-words.ts';
import type { ApiErrorBody } from '#lib/http/http-client.ts';
import { dashboardApiUrl } from '#lib/staff/dashboard-api-paths.ts';
import { api } from './client.ts';

/** The categories and brands the catalog's pickers offer. */
export function loadCatalog() {
  return api.get<DashboardCatalog>(dashboardApiUrl('catalog'));
}

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

export function loadCategoryTree() {
  return api.get<CategoryTree>(dashboardApiUrl('categories'));
}

export function createCategory(input: CategoryInput) {
  return api.post<CategoryNode>(dashboardApiUrl('categories'), input);
}

export function updateCategory(id: string, input: CategoryInput) {
  return api.patch<CategoryNode>(dashboardApiUrl('category', { id }), input);
}

export function deleteCategory(id: string) {
  return api.delete<null>(dashboardApiUrl('category', { id }));
}

export function moveCategory(id: string, direction: 'up' | 'down') {
  return api.post<CategoryNode>(dashboardApiUrl('categoryMove', { id }), { direction });
}

/** The filters the category's menu shows, in order; an empty list uses its parent's. */
export function saveShopFilters(id: string, filters: readonly ShopFilter[]) {
  return api.put<CategoryNode>(dashboardApiUrl('categoryFilters', { id }), { filters });
}

/** The menu board's calls: one page, a quick edit of one size, the CSV import's dry run and apply. */

/** A page of the board; `search` is the board's own query string (`?q=…&category=…`). */
export function loadMenuBoard(search: string) {
  return api.get<MenuBoardPage>(dashboardApiUrl('menu', search));
}

export function editSize(variantId: string, edit: VariantQuickEdit) {
  return api.patch<EditorVariant>(dashboardApiUrl('variant', { id: variantId }), edit);
}

export function previewImport(csv: string) {
  return api.post<ImportPreview>(dashboardApiUrl('menuImportPreview'), { csv });
}

export function applyImport(csv: string) {
  return api.post<ImportApplied>(dashboardApiUrl('menuImport'), { csv });
}

/** The preview a refused apply answered with, when the file had problems (422). */
export function refusedPreview(body: ApiErrorBody | null): ImportPreview | null {
  return (body as { preview?: ImportPreview } | null)?.preview ?? null;
}

export function loadSearchWords() {
  return api.get<SearchWordList>(dashboardApiUrl('searchWords'));
}

export function createSearchWord(input: SearchWordInput) {
  return api.post<SearchWord>(dashboardApiUrl('searchWords'), input);
}

export function updateSearchWord(id: string, input: SearchWordInput) {
  return api.put<SearchWord>(dashboardApiUrl('searchWord', { id }), input);
}

export function deleteSearchWord(id: string) {
  return api.delete<null>(dashboardApiUrl('searchWord', { id }));
}
