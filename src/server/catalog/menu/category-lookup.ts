import type { MenuFilter } from '#lib/catalog/menu-result.ts';
import type { Queryable } from '../../db/database.ts';
import { readMenuCatalogFacts, type MenuCategory } from './context.ts';
import { menuFiltersOf } from './filters.ts';

export interface CategoryLink {
  slug: string;
  name: string;
}

/** What a category page needs besides its menu. */
export interface CategoryPage {
  id: string;
  slug: string;
  name: string;
  description: string;
  parent: CategoryLink | null;
  /** Subcategories in menu order. */
  children: CategoryLink[];
  /** From the top-level category down to this one (included). */
  breadcrumbs: CategoryLink[];
  /** The filters its menu shows (its own, else inherited). */
  menuFilters: MenuFilter[];
}

/**
 * The category with its line of ancestors, or null when no category has the slug, from the
 * category tree the menu cache keeps (cache.ts): a menu page the page cache misses does not ask
 * the database for its category.
 */
export function categoryPageOf(categories: readonly MenuCategory[], slug: string): CategoryPage | null {
  const self = categories.find((category) => category.slug === slug);
  if (!self) return null;
  const byId = new Map(categories.map((category) => [category.id, category]));
  const line: MenuCategory[] = [];
  for (let current: MenuCategory | undefined = self; current && line.length <= categories.length;) {
    line.unshift(current);
    current = current.parentId ? byId.get(current.parentId) : undefined;
  }
  const parent = self.parentId ? byId.get(self.parentId) : undefined;
  const link = ({ slug, name }: MenuCategory): CategoryLink => ({ slug, name });
  return {
    id: self.id,
    slug: self.slug,
    name: self.name,
    description: self.description,
    parent: parent ? link(parent) : null,
    // The tree comes in menu order (position, then name).
    children: categories.filter((category) => category.parentId === self.id).map(link),
    breadcrumbs: line.map(link),
    menuFilters: menuFiltersOf(categories, self.id),
  };
}

/** The category read afresh with the whole tree (one statement), for a caller that keeps no menu cache. */
export async function getCategoryBySlug(db: Queryable, slug: string): Promise<CategoryPage | null> {
  return categoryPageOf((await readMenuCatalogFacts(db)).categories, slug);
}
