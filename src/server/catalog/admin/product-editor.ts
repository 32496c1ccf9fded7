import type { ProductEditorData } from '#lib/catalog/product-editor.ts';
import { productImage } from '#lib/catalog/images.ts';
import { listAudit } from '../../dashboard/audit-log.ts';
import type { Queryable } from '../../db/database.ts';
import { found } from '../../http/refusal.ts';
import { BATCH_COLUMNS, batchFromRow, PRODUCT_COLUMNS, type BatchRow, type ProductRow } from './product-record.ts';
import { variantColumns, type VariantRow } from './variant-record.ts';
import { sqlParams } from '../../db/sql-params.ts';
import { MEDICAL_STOCK, medicalSizeJoin, STORE_OWN_PRICES, storeOf, storeSizeJoin } from './store-sizes.ts';

/**
 * A size's figures in the editor: its catalog prices and whether it is on sale (the organization's,
 * which the editor changes), the units the store has of it (and its medical units, where it keeps
 * them apart) and the store's own prices.
 */
const EDITOR_FIGURES = `v.adult_use_price_cents as "adultUsePriceCents", v.medical_price_cents as "medicalPriceCents",
  coalesce(sv.stock, 0) as stock, v.active, ${STORE_OWN_PRICES}, ${MEDICAL_STOCK}`;

/**
 * Everything the product editor shows: the product, its sizes (with a store's stock and own prices
 * of each, the default store's when none is named), batches and images, the strains to choose from, and the
 * audit log of the product and everything under it (newest first).
 */
export async function loadProductEditor(
  db: Queryable,
  productId: string,
  storeId?: string,
): Promise<ProductEditorData | null> {
  const params = sqlParams();
  const store = storeOf(params, storeId);
  const sizes = params.render(
    `select ${variantColumns(EDITOR_FIGURES)} from variants v ${storeSizeJoin(store)} ${medicalSizeJoin(store)}
      where v.product_id = ${params.add(productId, 'uuid')} order by v.position, v.created_at, v.id`,
  );
  const [product] = await db.query<ProductRow>(`select ${PRODUCT_COLUMNS} from products p where p.id = $1`, [
    productId,
  ]);
  if (!product) return null;
  const [variants, batches, images, strains] = await Promise.all([
    db.query<VariantRow>(sizes.text, sizes.values),
    db.query<BatchRow>(
      `select ${BATCH_COLUMNS} from batches b where b.product_id = $1 order by b.tested_on desc, b.created_at desc`,
      [productId],
    ),
    db.query<{ id: string; path: string; alt: string; width: number; height: number }>(
      'select id, path, alt, width, height from product_images where product_id = $1 order by position, created_at',
      [productId],
    ),
    db.query<{ id: string; name: string }>('select id, name from strains order by name'),
  ]);
  const audit = await listAudit(db, [
    { entityType: 'product', entityId: productId },
    ...variants.map((variant) => ({ entityType: 'variant', entityId: variant.id })),
    ...batches.map((batch) => ({ entityType: 'batch', entityId: batch.id })),
  ]);
  return {
    product: { ...product, createdAt: product.createdAt.toISOString(), updatedAt: product.updatedAt.toISOString() },
    variants: variants.map((variant) => ({ ...variant })),
    batches: batches.map(batchFromRow),
    images: images.map((image) => {
      const { src, width, height, alt } = productImage(image);
      return { id: image.id, src, alt, width, height };
    }),
    strains,
    audit,
  };
}

/** The editor's data for an endpoint's answer (after a save, as it now is); 404 when the product is gone. */
export async function requireProductEditor(
  db: Queryable,
  productId: string,
  storeId?: string,
): Promise<ProductEditorData> {
  return found(await loadProductEditor(db, productId, storeId), 'No product has that address.');
}
