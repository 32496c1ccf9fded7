import type { ProductBulkAction, ProductBulkResult } from '#lib/catalog/product-list.ts';
import { recordAudit, type AuditActor } from '../../dashboard/audit-log.ts';
import type { Database } from '../../db/database.ts';

const CHANGE: Record<
  ProductBulkAction,
  { column: 'status' | 'featured'; value: string | boolean; action: string; summary: string }
> = {
  activate: { column: 'status', value: 'active', action: 'status_changed', summary: 'set active' },
  draft: { column: 'status', value: 'draft', action: 'status_changed', summary: 'set to draft' },
  archive: { column: 'status', value: 'archived', action: 'status_changed', summary: 'archived' },
  feature: { column: 'featured', value: true, action: 'featured', summary: 'featured' },
  unfeature: { column: 'featured', value: false, action: 'unfeatured', summary: 'no longer featured' },
};

/**
 * A bulk action on selected products, in one transaction with an audit entry per product changed.
 * Products already in that state, and ids that no longer exist, are left alone.
 */
export async function bulkUpdateProducts(
  db: Database,
  actor: AuditActor,
  ids: readonly string[],
  action: ProductBulkAction,
): Promise<ProductBulkResult> {
  const change = CHANGE[action];
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ id: string; name: string; before: string | boolean }>(
      `select id, name, ${change.column} as before from products
        where id = any ($1::uuid[]) and ${change.column} is distinct from $2
        order by id for update`,
      [ids, change.value],
    );
    if (rows.length === 0) return { changed: 0 };
    await tx.query(`update products set ${change.column} = $2, updated_at = now() where id = any ($1::uuid[])`, [
      rows.map((row) => row.id),
      change.value,
    ]);
    for (const row of rows) {
      await recordAudit(tx, actor, {
        entityType: 'product',
        entityId: row.id,
        action: change.action,
        summary: `${row.name} ${change.summary} (bulk action)`,
        before: { [change.column]: row.before },
        after: { [change.column]: change.value },
      });
    }
    return { changed: rows.length };
  });
}
