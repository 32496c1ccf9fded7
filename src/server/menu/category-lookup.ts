import type { MenuFilter } from '#lib/menu-result.ts';
import type { Queryable } from '../db/database.ts';
import type { MenuCategory } from './context.ts';
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

interface LineRow {
  [column: string]: unknown;
  id: string;
  parent_id: string | null;
  slug: string;
  name: string;
  description: string;
  menu_filters: string[];
  depth: number;
  children: CategoryLink[];
}

/** The category and its line of ancestors, or null when no category has the slug. */
export async function getCategoryBySlug(db: Queryable, slug: string): Promise<CategoryPage | null> {
  const rows = await db.query<LineRow>(
    `with recursive line (id, parent_id, slug, name, description, menu_filters, depth) as (
       select id, parent_id, slug, name, description, menu_filters, 0 from categories where slug = $1
       union all
       select c.id, c.parent_id, c.slug, c.name, c.description, c.menu_filters, l.depth + 1
         from categories c join line l on c.id = l.parent_id
        where l.depth < 32
     )
     select l.*,
            case when l.depth = 0 then coalesce(
              (select json_agg(json_build_object('slug', k.slug, 'name', k.name) order by k.position, k.name)
                 from categories k where k.parent_id = l.id), '[]'::json)
            end as children
       from line l
      order by l.depth desc`,
    [slug],
  );
  const self = rows.at(-1);
  if (!self || self.depth !== 0) return null;
  const parent = rows.length > 1 ? rows.at(-2)! : null;
  return {
    id: self.id,
    slug: self.slug,
    name: self.name,
    description: self.description,
    parent: parent ? { slug: parent.slug, name: parent.name } : null,
    children: self.children,
    breadcrumbs: rows.map((row) => ({ slug: row.slug, name: row.name })),
    menuFilters: menuFiltersOf(
      rows.map((row) => ({ id: row.id, parentId: row.parent_id, menuFilters: row.menu_filters })),
      self.id,
    ),
  };
}

/**
 * What getCategoryBySlug answers, from the category tree the menu cache keeps (cache.ts): a menu
 * page the page cache misses does not ask the database for its category.
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
