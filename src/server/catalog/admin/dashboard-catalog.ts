import type { DashboardBrand, DashboardCatalog, DashboardCategory } from '#lib/catalog/dashboard-catalog.ts';
import type { Queryable } from '../../db/database.ts';

/** The catalog's categories (tree order), brands and product counts for the dashboard. */
export async function loadDashboardCatalog(db: Queryable): Promise<DashboardCatalog> {
  const [categories, brands, counts] = await Promise.all([
    db.query<DashboardCategory & Record<string, unknown>>(
      `select id, parent_id as "parentId", slug, name, position from categories order by position, name`,
    ),
    db.query<DashboardBrand & Record<string, unknown>>(`select id, slug, name from brands order by name`),
    db.query<{ status: string; count: number }>(`select status, count(*)::int as count from products group by status`),
  ]);
  const productCounts = { active: 0, draft: 0, archived: 0 };
  for (const { status, count } of counts) {
    if (status === 'active' || status === 'draft' || status === 'archived') productCounts[status] = count;
  }
  return { categories, brands, productCounts };
}
