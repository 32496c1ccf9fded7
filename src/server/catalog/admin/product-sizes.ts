import type { VariantInput } from '#lib/catalog/product-editor.ts';
import { formatCents } from '#lib/money.ts';
import { recordAudit, type AuditActor } from '../../dashboard/audit-log.ts';
import type { Database } from '../../db/database.ts';
import { conflict, notFound, refusingTakenValues } from './save-refusals.ts';
import { lockVariant } from './variant-changes.ts';
import { variantFields } from './variant-record.ts';
import { refuseStockTypedAtSourcedStore } from '../../inventory/index.ts';

/** Adding and removing a product's sizes (changing one is variant-changes.ts). */

export function addVariant(
  db: Database,
  actor: AuditActor,
  productId: string,
  input: VariantInput,
): Promise<{ id: string }> {
  return refusingTakenValues(() =>
    db.transaction(async (tx) => {
      const [product] = await tx.query<{ name: string }>('select name from products where id = $1 for update', [
        productId,
      ]);
      if (!product) throw notFound('That product no longer exists.');
      if (input.stock > 0) await refuseStockTypedAtSourcedStore(tx, null);
      const [taken] = await tx.query('select 1 from variants where sku = $1', [input.sku]);
      if (taken) throw conflict('sku', `Another size already has the SKU ${input.sku}.`);
      const [row] = await tx.query<{ id: string }>(
        `insert into variants (product_id, sku, size_label, weight_mg, adult_use_price_cents, medical_price_cents, stock,
                               active, limit_category, limit_amount, excise_taxable, position)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11,
                 (select coalesce(max(position) + 1, 0) from variants where product_id = $1))
         returning id`,
        [
          productId,
          input.sku,
          input.sizeLabel,
          input.weightMg,
          input.adultUsePriceCents,
          input.medicalPriceCents,
          input.stock,
          input.active,
          input.limitCategory,
          input.limitAmount,
          input.exciseTaxable,
        ],
      );
      await tx.query('update products set updated_at = now() where id = $1', [productId]);
      await recordAudit(tx, actor, {
        entityType: 'variant',
        entityId: row!.id,
        action: 'created',
        summary: `${product.name}: added the size ${input.sizeLabel} (${input.sku}) at ${formatCents(input.adultUsePriceCents)}, ${input.stock} in stock`,
        after: input,
      });
      return { id: row!.id };
    }),
  );
}

/**
 * Removes a size. Past orders keep their lines (they hold what was sold); the product's audit log
 * keeps what the size was.
 */
export function removeVariant(db: Database, actor: AuditActor, productId: string, variantId: string): Promise<null> {
  return refusingTakenValues(() =>
    db.transaction(async (tx) => {
      const current = await lockVariant(tx, variantId);
      if (!current || current.productId !== productId) throw notFound('That size no longer exists.');
      await tx.query('delete from variants where id = $1', [variantId]);
      await tx.query('update products set updated_at = now() where id = $1', [productId]);
      await recordAudit(tx, actor, {
        entityType: 'product',
        entityId: productId,
        action: 'variant_removed',
        summary: `${current.productName}: removed the size ${current.sizeLabel} (${current.sku})`,
        before: { id: variantId, ...variantFields(current) },
      });
      return null;
    }),
  );
}
