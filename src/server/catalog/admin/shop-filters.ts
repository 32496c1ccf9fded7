import { SHOP_FILTER_LABELS, type CategoryNode, type ShopFilter } from '#lib/catalog/categories.ts';
import { recordAudit, type AuditActor } from '../../dashboard/audit-log.ts';
import type { Database } from '../../db/database.ts';
import { getCategory } from './category-editor.ts';

function filterNames(filters: readonly string[]): string {
  if (filters.length === 0) return 'the parent category’s filters';
  return filters.map((filter) => SHOP_FILTER_LABELS[filter as ShopFilter] ?? filter).join(', ');
}

/**
 * Saves which filters a category's menu shows, in order (categories.menu_filters); an empty list
 * hands the choice back to its parent (a top-level category then shows every filter, see
 * menuFiltersOf). The category page shows the change at once: the update fires the catalog
 * triggers, which every instance's caches hear. Null when there is no such category.
 */
export async function saveShopFilters(
  db: Database,
  actor: AuditActor,
  id: string,
  filters: readonly ShopFilter[],
): Promise<CategoryNode | null> {
  const found = await db.transaction(async (tx) => {
    const [before] = await tx.query<{ name: string; menu_filters: string[] }>(
      'select name, menu_filters from categories where id = $1 for update',
      [id],
    );
    if (!before) return false;
    if (before.menu_filters.join() === filters.join()) return true;
    await tx.query('update categories set menu_filters = $2, updated_at = now() where id = $1', [id, filters]);
    await recordAudit(tx, actor, {
      entityType: 'category',
      entityId: id,
      action: 'filters_changed',
      summary: `${before.name} shows ${filterNames(filters)} (was ${filterNames(before.menu_filters)})`,
      before: { menuFilters: before.menu_filters },
      after: { menuFilters: filters },
    });
    return true;
  });
  return found ? getCategory(db, id) : null;
}
