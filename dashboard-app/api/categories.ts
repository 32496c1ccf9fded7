import type { CategoryInput, CategoryNode, CategoryTree, ShopFilter } from '#lib/catalog/categories.ts';
import { dashboardApiUrl } from '#lib/staff/dashboard-api-paths.ts';
import { api } from './client.ts';

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
