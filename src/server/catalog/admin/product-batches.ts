import type { BatchInput, EditorBatch } from '#lib/catalog/product-editor.ts';
import { recordAudit, type AuditActor } from '../../dashboard/audit-log.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { describeChanges, diffFields, type FieldLabel } from './audit-changes.ts';
import { BATCH_COLUMNS, BATCH_FIELD_COLUMNS, batchFromRow, type BatchRow } from './product-record.ts';
import { conflict, notFound, refusingTakenValues } from './save-refusals.ts';

/**
 * A product's lab-tested batches: add, change, remove, each audit-logged. A batch's status decides
 * whether the product can be sold (recalled or expired lots leave the menu through its triggers).
 */

const BATCH_LABELS: Record<keyof BatchInput, FieldLabel> = {
  batchNumber: { label: 'batch number' },
  labName: { label: 'lab', format: 'text' },
  testedOn: { label: 'tested on' },
  thcPercent: { label: 'THC %' },
  cbdPercent: { label: 'CBD %' },
  thcMg: { label: 'THC mg' },
  cbdMg: { label: 'CBD mg' },
  terpenes: { label: 'terpenes' },
  coaUrl: { label: 'certificate of analysis', format: 'text' },
  status: { label: 'status' },
  expiresOn: { label: 'expires on' },
};

const COLUMNS = Object.keys(BATCH_FIELD_COLUMNS) as (keyof BatchInput)[];

/** A value as the batch's column takes it (terpenes as JSON text). */
const columnValue = (field: keyof BatchInput, value: unknown) => (field === 'terpenes' ? JSON.stringify(value) : value);
const cast = (field: keyof BatchInput) => (field === 'terpenes' ? '::jsonb' : '');

async function checkBatchNumber(
  tx: Queryable,
  productId: string,
  batchNumber: string,
  batchId: string | null,
): Promise<void> {
  const [taken] = await tx.query(
    'select 1 from batches where product_id = $1 and batch_number = $2 and id is distinct from $3::uuid',
    [productId, batchNumber, batchId],
  );
  if (taken) throw conflict('batchNumber', `This product already has a batch numbered ${batchNumber}.`);
}

async function lockedProductName(tx: Queryable, productId: string): Promise<string> {
  const [product] = await tx.query<{ name: string }>('select name from products where id = $1 for update', [productId]);
  if (!product) throw notFound('That product no longer exists.');
  return product.name;
}

export function addBatch(
  db: Database,
  actor: AuditActor,
  productId: string,
  input: BatchInput,
): Promise<{ id: string }> {
  return refusingTakenValues(() =>
    db.transaction(async (tx) => {
      const productName = await lockedProductName(tx, productId);
      await checkBatchNumber(tx, productId, input.batchNumber, null);
      const [row] = await tx.query<{ id: string }>(
        `insert into batches (product_id, ${COLUMNS.map((field) => BATCH_FIELD_COLUMNS[field]).join(', ')})
         values ($1, ${COLUMNS.map((field, index) => `$${index + 2}${cast(field)}`).join(', ')})
         returning id`,
        [productId, ...COLUMNS.map((field) => columnValue(field, input[field]))],
      );
      await tx.query('update products set updated_at = now() where id = $1', [productId]);
      await recordAudit(tx, actor, {
        entityType: 'batch',
        entityId: row!.id,
        action: 'created',
        summary: `${productName}: added batch ${input.batchNumber} (${input.labName}, tested ${input.testedOn}, ${input.status})`,
        after: input,
      });
      return { id: row!.id };
    }),
  );
}

export function updateBatch(
  db: Database,
  actor: AuditActor,
  productId: string,
  batchId: string,
  input: BatchInput,
): Promise<{ changed: string[] }> {
  return refusingTakenValues(() =>
    db.transaction(async (tx) => {
      const productName = await lockedProductName(tx, productId);
      const [row] = await tx.query<BatchRow>(
        `select ${BATCH_COLUMNS} from batches b where b.id = $1 and b.product_id = $2 for update`,
        [batchId, productId],
      );
      if (!row) throw notFound('That batch no longer exists.');
      const { id: _id, ...current }: EditorBatch = batchFromRow(row);
      const changes = diffFields(current, input);
      if (changes.fields.length === 0) return { changed: [] };
      if (changes.fields.includes('batchNumber')) await checkBatchNumber(tx, productId, input.batchNumber, batchId);
      const fields = changes.fields as (keyof BatchInput)[];
      await tx.query(
        `update batches set ${fields.map((field, index) => `${BATCH_FIELD_COLUMNS[field]} = $${index + 2}${cast(field)}`).join(', ')},
                updated_at = now()
          where id = $1`,
        [batchId, ...fields.map((field) => columnValue(field, input[field]))],
      );
      await tx.query('update products set updated_at = now() where id = $1', [productId]);
      await recordAudit(tx, actor, {
        entityType: 'batch',
        entityId: batchId,
        action: fields.every((field) => field === 'status') ? 'status_changed' : 'updated',
        summary: `${productName}, batch ${current.batchNumber}: ${describeChanges(changes, BATCH_LABELS)}`,
        before: changes.before,
        after: changes.after,
      });
      return { changed: changes.fields };
    }),
  );
}

export function removeBatch(db: Database, actor: AuditActor, productId: string, batchId: string): Promise<null> {
  return refusingTakenValues(() =>
    db.transaction(async (tx) => {
      const productName = await lockedProductName(tx, productId);
      const [row] = await tx.query<BatchRow>(
        `select ${BATCH_COLUMNS} from batches b where b.id = $1 and b.product_id = $2 for update`,
        [batchId, productId],
      );
      if (!row) throw notFound('That batch no longer exists.');
      await tx.query('delete from batches where id = $1', [batchId]);
      await tx.query('update products set updated_at = now() where id = $1', [productId]);
      await recordAudit(tx, actor, {
        entityType: 'product',
        entityId: productId,
        action: 'batch_removed',
        summary: `${productName}: removed batch ${row.batchNumber}`,
        before: batchFromRow(row),
      });
      return null;
    }),
  );
}
