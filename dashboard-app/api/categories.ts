import type { CategoryInput, CategoryNode, CategoryTree, ShopFilter } from '../../src/lib/dashboard/categories.ts';
import { api } from './client.ts';

export function loadCategoryTree() {
  return api.get<CategoryTree>('/api/dashboard/product-categories');
}

export function createCategory(input: CategoryInput) {
  return api.post<CategoryNode>('/api/dashboard/product-categories', input);
}

export function updateCategory(id: string, input: CategoryInput) {
  return api.patch<CategoryNode>(`/api/dashboard/product-categories/${id}`, input);
}

export function deleteCategory(id: string) {
  return api.delete<null>(`/api/dashboard/product-categories/${id}`);
}

export function moveCategory(id: string, direction: 'up' | 'down') {
  return api.post<CategoryNode>(`/api/dashboard/product-categories/${id}/move`, { direction });
}

/** The filters the category's menu shows, in order; an empty list uses its parent's. */
export function saveShopFilters(id: string, filters: readonly ShopFilter[]) {
  return api.put<CategoryNode>(`/api/dashboard/product-categories/${id}/filters`, { filters });
}
