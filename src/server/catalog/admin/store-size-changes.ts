import type { EditorVariant } from '#lib/catalog/product-editor.ts';
import type { VariantQuickEdit } from '#lib/catalog/menu-board.ts';
import type { ScopeStore } from '#lib/stores/store-scope.ts';
import { recordAudit, type AuditActor } from '../../dashboard/audit-log.ts';
import { inOneTransaction, type Queryable } from '../../db/database.ts';
import { describeChanges, diffFields, VARIANT_LABELS } from './audit-changes.ts';
import { notFound } from './save-refusals.ts';
import { Refusal } from '../../http/refusal.ts';
import {
  MEDICAL_STOCK,
  medicalSizeJoin,
  STORE_SIZE_COLUMNS,
  STORE_SIZE_FIGURES,
  storeSizeJoin,
} from './store-sizes.ts';
import { variantAction } from './variant-changes.ts';
import { variantColumns, type VariantRow } from './variant-record.ts';
import { refuseStockTypedAtSourcedStore } from '../../inventory/index.ts';

/**
 * A store's own figures of a size (decision 64), changed from its menu board: its stock (and its
 * medical stock, where it keeps it apart, decision 73), whether it sells the size, and its own prices. They are the store's `store_variants` row; the catalog's
 * size (its name, SKU, catalog prices, whether it is on sale at all) is the organization's and is
 * not changed here. A size the store has never stocked gets its row on its first edit, carried
 * from then on unless the edit says otherwise.
 */

interface StoreSize {
  [column: string]: unknown;
  sku: string;
  sizeLabel: string;
  productName: string;
  stock: number;
  active: boolean;
  adultUsePriceCents: number;
  medicalPriceCents: number | null;
  medicalStock: number | null;
}

/** The size's columns with the store's figures in place of the catalog's (aliases `v`, `sv`, `mv`). */
const STORE_VARIANT_COLUMNS = variantColumns(`${STORE_SIZE_FIGURES}, ${MEDICAL_STOCK}`);

/** The size as the store sells it, in the product editor's shape; undefined when there is no such size. */
export async function readStoreVariant(
  db: Queryable,
  storeId: string,
  variantId: string,
): Promise<VariantRow | undefined> {
  const [row] = await db.query<VariantRow>(
    `select ${STORE_VARIANT_COLUMNS} from variants v ${storeSizeJoin('$1')} ${medicalSizeJoin('$1')} where v.id = $2`,
    [storeId, variantId],
  );
  return row;
}

/**
 * Changes the store's figures of one size, audit-logged with the store, in one transaction (the
 * caller's store-scoped one for a manager); `productId` confines it to one product's sizes.
 * Answers the size as the store now sells it.
 */
export function updateStoreSize(
  db: Queryable,
  actor: AuditActor,
  store: ScopeStore,
  variantId: string,
  edit: Partial<VariantQuickEdit>,
  { productId }: { productId?: string } = {},
): Promise<EditorVariant> {
  return inOneTransaction(db, async (tx) => {
    const added = await tx.query(
      `insert into store_variants (store_id, variant_id, stock, carried)
       select $1, v.id, 0, false from variants v where v.id = $2
       on conflict do nothing returning 1`,
      [store.id, variantId],
    );
    const [current] = await tx.query<StoreSize>(
      `select v.sku, v.size_label as "sizeLabel", p.name as "productName", ${STORE_SIZE_FIGURES}, ${MEDICAL_STOCK}
         from store_variants sv
         join variants v on v.id = sv.variant_id
         join products p on p.id = v.product_id
         ${medicalSizeJoin('sv.store_id')}
        where sv.store_id = $1 and sv.variant_id = $2 and sv.pool = 'all' and ($3::uuid is null or p.id = $3::uuid)
        for update of sv`,
      [store.id, variantId, productId ?? null],
    );
    if (!current) throw notFound('That size no longer exists.');
    if (edit.medicalStock !== undefined && current.medicalStock === null) {
      throw new Refusal(
        409,
        `${store.name} keeps one stock for medical and adult-use customers: enter its stock only.`,
        'medicalStock',
      );
    }
    const next = added.length > 0 && edit.active === undefined ? { ...edit, active: true } : edit;
    const changes = diffFields(current, next);
    if (changes.fields.includes('stock') || changes.fields.includes('medicalStock')) {
      await refuseStockTypedAtSourcedStore(tx, store.id);
    }
    const sizeFields = changes.fields.filter((field) => field !== 'medicalStock');
    if (sizeFields.length > 0) {
      const assignments = sizeFields.map((field, index) => `${STORE_SIZE_COLUMNS[field]} = $${index + 3}`);
      await tx.query(
        `update store_variants set ${assignments.join(', ')}, updated_at = now()
          where store_id = $1 and variant_id = $2 and pool = 'all'`,
        [store.id, variantId, ...sizeFields.map((field) => changes.after[field])],
      );
    }
    if (changes.fields.includes('medicalStock')) {
      await tx.query(
        `update store_variants set stock = $3, updated_at = now()
          where store_id = $1 and variant_id = $2 and pool = 'medical'`,
        [store.id, variantId, changes.after.medicalStock],
      );
    }
    if (changes.fields.length > 0) {
      await recordAudit(tx, actor, {
        entityType: 'variant',
        entityId: variantId,
        action: variantAction(changes.fields),
        summary: `${current.productName}, ${current.sizeLabel} (${current.sku}) at ${store.name}: ${describeChanges(changes, VARIANT_LABELS)}`,
        before: changes.before,
        after: changes.after,
        storeId: store.id,
      });
    }
    return (await readStoreVariant(tx, store.id, variantId))!;
  });
}
