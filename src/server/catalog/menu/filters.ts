import { MENU_FILTERS, type MenuFilter } from '#lib/catalog/menu-result.ts';
import type { MenuCategory } from './context.ts';

function isMenuFilter(value: string): value is MenuFilter {
  return (MENU_FILTERS as readonly string[]).includes(value);
}

/**
 * The filters a menu shows, in the order staff set them: the category's own (dashboard,
 * shop-filters), else its nearest ancestor's, else all of them. The home menu shows all of them.
 */
export function menuFiltersOf(
  categories: readonly Pick<MenuCategory, 'id' | 'parentId' | 'menuFilters'>[],
  categoryId: string | null,
): MenuFilter[] {
  const byId = new Map(categories.map((category) => [category.id, category]));
  for (
    let current = categoryId ? byId.get(categoryId) : undefined, hops = 0;
    current && hops <= categories.length;
    hops++
  ) {
    const filters = [...new Set(current.menuFilters)].filter(isMenuFilter);
    if (filters.length > 0) return filters;
    current = current.parentId ? byId.get(current.parentId) : undefined;
  }
  return [...MENU_FILTERS];
}
