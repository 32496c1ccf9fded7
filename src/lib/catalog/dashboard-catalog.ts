/**
 * The catalog's reference lists every dashboard page can rely on: loaded once, before any page
 * renders (the spec's "products-loading step"), for pickers, filters and names.
 */
export interface DashboardCategory {
  id: string;
  parentId: string | null;
  slug: string;
  name: string;
  position: number;
}

export interface DashboardBrand {
  id: string;
  slug: string;
  name: string;
}

export interface DashboardCatalog {
  categories: DashboardCategory[];
  brands: DashboardBrand[];
  /** Products by status, for the navigation's counts and empty states. */
  productCounts: { active: number; draft: number; archived: number };
}
