import { MENU_FILTERS, type MenuFilter } from '../../lib/menu-result.ts';
import type { Queryable } from '../db/database.ts';
import type { MenuCategory } from './context.ts';

function isMenuFilter(value: string): value is MenuFilter {
  return (MENU_FILTERS as readonly string[]).includes(value);
}

/**
 * The filters a menu shows, in the order staff set them: the category's own (dashboard,
 * shop-filters), else its nearest ancestor's, else all of them. The home menu shows all of them.
 */
export function menuFiltersOf(categories: readonly Pick<MenuCategory, 'id' | 'parentId' | 'menuFilters'>[], categoryId: string | null): MenuFilter[] {
  const byId = new Map(categories.map((category) => [category.id, category]));
  for (let current = categoryId ? byId.get(categoryId) : undefined, hops = 0; current && hops <= categories.length; hops++) {
    const filters = [...new Set(current.menuFilters)].filter(isMenuFilter);
    if (filters.length > 0) return filters;
    current = current.parentId ? byId.get(current.parentId) : undefined;
  }
  return [...MENU_FILTERS];
}

/** The filters of the menu of `categorySlug` (the home menu when absent or unknown). */
export async function getMenuFilters(db: Queryable, categorySlug?: string | null): Promise<MenuFilter[]> {
  if (!categorySlug) return [...MENU_FILTERS];
  const rows = await db.query<{ id: string; parent_id: string | null; menu_filters: string[]; slug: string }>(
    `with recursive line (id, parent_id, menu_filters, slug, hops) as (
       select id, parent_id, menu_filters, slug, 0 from categories where slug = $1
       union all
       select c.id, c.parent_id, c.menu_filters, c.slug, l.hops + 1
         from categories c join line l on c.id = l.parent_id where l.hops < 32
     )
     select id, parent_id, menu_filters, slug from line`,
    [categorySlug],
  );
  const own = rows.find((row) => row.slug === categorySlug);
  return menuFiltersOf(
    rows.map((row) => ({ id: row.id, parentId: row.parent_id, menuFilters: row.menu_filters })),
    own?.id ?? null,
  );
}
