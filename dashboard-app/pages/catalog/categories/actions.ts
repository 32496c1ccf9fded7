import type { CategoryInput, ShopFilter } from '#lib/catalog/categories.ts';
import { createCategory, deleteCategory, moveCategory, saveShopFilters, updateCategory } from '../../../api/catalog.ts';
import { markCatalogChanged } from '../../../catalog.ts';
import { routeAction } from '../../../writes/route-action.ts';

export const categoriesAction = routeAction({
  move: async ({ id, direction }: { id: string; direction: 'up' | 'down' }) => {
    const moved = await moveCategory(id, direction);
    markCatalogChanged();
    return moved;
  },
});

export const categoryEditAction = routeAction({
  save: async ({ id, input }: { id: string | null; input: CategoryInput }) => {
    const saved = id ? await updateCategory(id, input) : await createCategory(input);
    markCatalogChanged();
    return saved;
  },
  delete: async ({ id }: { id: string }) => {
    await deleteCategory(id);
    markCatalogChanged();
    return null;
  },
});

export const shopFiltersAction = routeAction({
  saveFilters: async ({ id, filters }: { id: string; filters: ShopFilter[] }) => {
    const saved = await saveShopFilters(id, filters);
    markCatalogChanged();
    return saved;
  },
});
