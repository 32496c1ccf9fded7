import type { ReportFilter } from '#lib/reports/report-payload.ts';
import { SALES_MENU_FILTERS, SALES_MENU_LABELS, type SalesMenuFilter } from '#lib/vocabulary/sales.ts';
import type { Queryable } from '../../../db/database.ts';
import { Refusal } from '../../../http/refusal.ts';

/** A category or brand of the catalog, as the filters and the tables name it. */
export interface CatalogEntry {
  id: string;
  slug: string;
  name: string;
}

export interface SalesCategory extends CatalogEntry {
  parentId: string | null;
  /** "Vapes: Cartridges" for a subcategory. */
  label: string;
}

/** What the report's URL asks for beyond its dates, checked against the catalog. */
export interface SalesFilters {
  menu: SalesMenuFilter;
  category: SalesCategory | null;
  brand: CatalogEntry | null;
  /** The rollups' slice: '' for every category or brand, else the id. */
  categoryKey: string;
  brandKey: string;
  /** The chosen category and every one below it (product rows carry their own category). */
  categoryKeys: string[];
  categories: SalesCategory[];
  brands: CatalogEntry[];
}

async function loadCatalog(db: Queryable): Promise<{ categories: SalesCategory[]; brands: CatalogEntry[] }> {
  const [categories, brands] = await Promise.all([
    db.query<{ id: string; slug: string; name: string; parent_id: string | null; parent_name: string | null }>(
      `select c.id, c.slug, c.name, c.parent_id, parent.name as parent_name
         from categories c left join categories parent on parent.id = c.parent_id
        order by coalesce(parent.position, c.position), coalesce(parent.name, c.name), c.parent_id is not null,
                 c.position, c.name`,
    ),
    db.query<{ id: string; slug: string; name: string }>('select id, slug, name from brands order by name, slug'),
  ]);
  return {
    categories: categories.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      parentId: row.parent_id,
      label: row.parent_name ? `${row.parent_name}: ${row.name}` : row.name,
    })),
    brands,
  };
}

function below(categories: readonly SalesCategory[], id: string): string[] {
  const found = [id];
  for (let index = 0; index < found.length; index++) {
    for (const category of categories) {
      if (category.parentId === found[index] && !found.includes(category.id)) found.push(category.id);
    }
  }
  return found;
}

/**
 * The report's own filters from its query string: `menu` (all, adult or medical), `category`
 * and `brand` (slugs of the catalog; empty or absent for all). Anything else is a 400 naming the
 * filter, never a guess.
 */
export async function readSalesFilters(db: Queryable, search: URLSearchParams): Promise<SalesFilters> {
  const menu = search.get('menu') || 'all';
  if (!(SALES_MENU_FILTERS as readonly string[]).includes(menu))
    throw new Refusal(400, 'Choose adult-use, medical, or both menus.', 'menu');
  const { categories, brands } = await loadCatalog(db);
  const categorySlug = search.get('category') || null;
  const brandSlug = search.get('brand') || null;
  const category = categorySlug === null ? null : (categories.find((entry) => entry.slug === categorySlug) ?? null);
  if (categorySlug !== null && !category) throw new Refusal(400, 'Choose a category from the list.', 'category');
  const brand = brandSlug === null ? null : (brands.find((entry) => entry.slug === brandSlug) ?? null);
  if (brandSlug !== null && !brand) throw new Refusal(400, 'Choose a brand from the list.', 'brand');
  return {
    menu: menu as SalesMenuFilter,
    category,
    brand,
    categoryKey: category?.id ?? '',
    brandKey: brand?.id ?? '',
    categoryKeys: category ? below(categories, category.id) : [],
    categories,
    brands,
  };
}

/** The filters as the payload lists them, each with its choices. */
export function salesFilterChoices(filters: SalesFilters): ReportFilter[] {
  return [
    {
      key: 'menu',
      label: 'Menu',
      value: filters.menu,
      options: SALES_MENU_FILTERS.map((value) => ({ value, label: SALES_MENU_LABELS[value] })),
    },
    {
      key: 'category',
      label: 'Category',
      value: filters.category?.slug ?? '',
      options: [
        { value: '', label: 'All categories' },
        ...filters.categories.map((entry) => ({ value: entry.slug, label: entry.label })),
      ],
    },
    {
      key: 'brand',
      label: 'Brand',
      value: filters.brand?.slug ?? '',
      options: [
        { value: '', label: 'All brands' },
        ...filters.brands.map((entry) => ({ value: entry.slug, label: entry.name })),
      ],
    },
  ];
}
