import type { VariantChanges } from '#lib/catalog/product-editor.ts';
import { recordAudit, type AuditActor } from '../../dashboard/audit-log.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { describeChanges, diffFields, VARIANT_LABELS, type Changes } from './audit-changes.ts';
import { Refusal } from '../../http/refusal.ts';
import { conflict, notFound, refusingTakenValues } from './save-refusals.ts';
import { VARIANT_COLUMNS, VARIANT_FIELD_COLUMNS, variantFields, type VariantRow } from './variant-record.ts';
import { refuseStockTypedAtSourcedStore } from '../../inventory/index.ts';

/**
 * Changes one size (a quick edit on the menu board, a row of the product editor): only the fields
 * given, each change audit-logged with before and after in the same transaction.
 */

const PRICE_FIELDS = ['adultUsePriceCents', 'medicalPriceCents', 'storeAdultUsePriceCents', 'storeMedicalPriceCents'];

/** The audit action for a set of changed fields: the most specific one that covers them all. */
export function variantAction(fields: readonly string[]): string {
  if (fields.every((field) => PRICE_FIELDS.includes(field))) return 'price_changed';
  if (fields.every((field) => field === 'stock' || field === 'medicalStock')) return 'stock_changed';
  if (fields.every((field) => field === 'active')) return 'availability_changed';
  return 'updated';
}

/** The row of a size, locked for the rest of the transaction; undefined when there is none. */
export async function lockVariant(
  tx: Queryable,
  variantId: string,
): Promise<(VariantRow & { productId: string; productName: string }) | undefined> {
  const [row] = await tx.query<VariantRow & { productId: string; productName: string }>(
    `select ${VARIANT_COLUMNS}, p.id as "productId", p.name as "productName"
       from variants v join products p on p.id = v.product_id
      where v.id = $1 for update of v`,
    [variantId],
  );
  return row;
}

/**
 * Writes the changed fields of one size and its audit entry (inside the caller's transaction).
 * Returns the changes, empty when the size already had these values.
 */
export async function writeVariantChanges(
  tx: Queryable,
  actor: AuditActor,
  current: VariantRow & { productId: string; productName: string },
  next: Record<string, unknown>,
  action?: string,
  storeId?: string,
): Promise<Changes> {
  const changes = diffFields(variantFields(current), next);
  if (changes.fields.length === 0) return changes;
  // The catalog's stock is the default store's (decision 64).
  if (changes.fields.includes('stock')) await refuseStockTypedAtSourcedStore(tx, null);
  const merged = { ...current, ...changes.after } as VariantRow;
  if (merged.limitCategory !== 'none' && merged.limitAmount <= 0) {
    throw new Refusal(400, 'Enter how much of the limit one unit uses.', {
      limitAmount: ['Enter how much of the limit one unit uses.'],
    });
  }
  if (changes.fields.includes('sku')) {
    const [taken] = await tx.query('select 1 from variants where sku = $1 and id <> $2', [merged.sku, current.id]);
    if (taken) throw conflict('sku', `Another size already has the SKU ${merged.sku}.`);
  }
  const values = changes.fields.map((field) => changes.after[field]);
  const assignments = changes.fields.map((field, index) => `${VARIANT_FIELD_COLUMNS[field]} = $${index + 2}`);
  await tx.query(`update variants set ${assignments.join(', ')}, updated_at = now() where id = $1`, [
    current.id,
    ...values,
  ]);
  await tx.query('update products set updated_at = now() where id = $1', [current.productId]);
  await recordAudit(tx, actor, {
    entityType: 'variant',
    entityId: current.id,
    action: action ?? variantAction(changes.fields),
    summary: `${current.productName}, ${current.sizeLabel} (${current.sku}): ${describeChanges(changes, VARIANT_LABELS)}`,
    before: changes.before,
    after: changes.after,
    // The store whose stock the change is, when a store's page made it.
    storeId,
  });
  return changes;
}

/**
 * Changes one size in its own transaction; `productId` confines it to one product's sizes. Its
 * stock is the default store's (decision 64); `storeId`, the store whose page made the change,
 * is kept in the audit entry.
 */
export function updateVariant(
  db: Database,
  actor: AuditActor,
  variantId: string,
  changes: VariantChanges,
  { productId, storeId }: { productId?: string; storeId?: string } = {},
): Promise<VariantRow> {
  return refusingTakenValues(() =>
    db.transaction(async (tx) => {
      const current = await lockVariant(tx, variantId);
      if (!current || (productId && current.productId !== productId)) throw notFound('That size no longer exists.');
      await writeVariantChanges(tx, actor, current, changes, undefined, storeId);
      const [saved] = await tx.query<VariantRow>(`select ${VARIANT_COLUMNS} from variants v where v.id = $1`, [
        variantId,
      ]);
      return saved!;
    }),
  );
}
