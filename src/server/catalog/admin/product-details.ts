import type { NewProductInput, ProductDetailsInput } from '#lib/catalog/product-editor.ts';
import { recordAudit, type AuditActor } from '../../dashboard/audit-log.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { describeChanges, diffFields, type FieldLabel } from './audit-changes.ts';
import { PRODUCT_COLUMNS, PRODUCT_FIELD_COLUMNS, type ProductRow } from './product-record.ts';
import { Refusal } from '../../http/refusal.ts';
import { conflict, notFound, refusingTakenValues } from './save-refusals.ts';

const PRODUCT_LABELS: Record<keyof ProductDetailsInput, FieldLabel> = {
  name: { label: 'name', format: 'text' },
  slug: { label: 'web address', format: 'text' },
  description: { label: 'description', format: 'text' },
  brandId: { label: 'brand' },
  categoryId: { label: 'category' },
  strainId: { label: 'strain' },
  status: { label: 'status' },
  featured: { label: 'featured', format: 'yes-no' },
  medicalOnly: { label: 'medical only', format: 'yes-no' },
  potencyUnit: { label: 'potency unit' },
  seoTitle: { label: 'search title', format: 'text' },
  seoDescription: { label: 'search description', format: 'text' },
};

/** Brand, category and strain must exist; a missing one is the field's problem, not a failed foreign key. */
async function checkReferences(
  tx: Queryable,
  input: Pick<ProductDetailsInput, 'categoryId' | 'brandId' | 'strainId'>,
): Promise<void> {
  const [found] = await tx.query<{ category: boolean; brand: boolean; strain: boolean }>(
    `select exists (select 1 from categories where id = $1) as category,
            $2::uuid is null or exists (select 1 from brands where id = $2) as brand,
            $3::uuid is null or exists (select 1 from strains where id = $3) as strain`,
    [input.categoryId, input.brandId, input.strainId],
  );
  const fields: Record<string, string[]> = {};
  if (!found?.category) fields.categoryId = ['That category no longer exists. Choose another.'];
  if (!found?.brand) fields.brandId = ['That brand no longer exists. Choose another.'];
  if (!found?.strain) fields.strainId = ['That strain no longer exists. Choose another.'];
  if (Object.keys(fields).length > 0) throw new Refusal(400, 'Check the highlighted fields.', fields);
}

/** Saves the product's details (everything but sizes, batches and images), audit-logged. */
export function saveProductDetails(
  db: Database,
  actor: AuditActor,
  productId: string,
  input: ProductDetailsInput,
): Promise<{ changed: string[] }> {
  return refusingTakenValues(() =>
    db.transaction(async (tx) => {
      const [current] = await tx.query<ProductRow>(
        `select ${PRODUCT_COLUMNS} from products p where p.id = $1 for update`,
        [productId],
      );
      if (!current) throw notFound('That product no longer exists.');
      const changes = diffFields(current, input);
      if (changes.fields.length === 0) return { changed: [] };
      if (changes.fields.includes('slug')) {
        const [taken] = await tx.query<{ name: string }>('select name from products where slug = $1 and id <> $2', [
          input.slug,
          productId,
        ]);
        if (taken) throw conflict('slug', `“${taken.name}” already uses the web address /products/${input.slug}.`);
      }
      await checkReferences(tx, input);
      const assignments = changes.fields.map(
        (field, index) => `${PRODUCT_FIELD_COLUMNS[field as keyof ProductDetailsInput]} = $${index + 2}`,
      );
      await tx.query(`update products set ${assignments.join(', ')}, updated_at = now() where id = $1`, [
        productId,
        ...changes.fields.map((field) => changes.after[field]),
      ]);
      await recordAudit(tx, actor, {
        entityType: 'product',
        entityId: productId,
        action: changes.fields.every((field) => field === 'status') ? 'status_changed' : 'updated',
        summary: `${current.name}: ${describeChanges(changes, PRODUCT_LABELS)}`,
        before: changes.before,
        after: changes.after,
      });
      return { changed: changes.fields };
    }),
  );
}

/**
 * Adds a product as a draft with no sizes, audit-logged; the editor then gives it sizes, batches
 * and images, and it reaches the menu when it is made active with a size in stock.
 */
export function createProduct(db: Database, actor: AuditActor, input: NewProductInput): Promise<{ id: string }> {
  return refusingTakenValues(() =>
    db.transaction(async (tx) => {
      const [taken] = await tx.query<{ name: string }>('select name from products where slug = $1', [input.slug]);
      if (taken) throw conflict('slug', `“${taken.name}” already uses the web address /products/${input.slug}.`);
      await checkReferences(tx, { ...input, strainId: null });
      const [created] = await tx.query<{ id: string }>(
        `insert into products (name, slug, category_id, brand_id, status) values ($1, $2, $3, $4, 'draft') returning id`,
        [input.name, input.slug, input.categoryId, input.brandId],
      );
      const id = created!.id;
      await recordAudit(tx, actor, {
        entityType: 'product',
        entityId: id,
        action: 'created',
        summary: `${input.name}: added as a draft`,
        after: input,
      });
      return { id };
    }),
  );
}
