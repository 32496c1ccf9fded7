import type { ImportFieldChange, ImportPreview, ImportPreviewRow } from '#lib/catalog/menu-board.ts';
import {
  importTooLarge,
  MAX_IMPORT_BYTES,
  readMenuImport,
  type ImportChanges,
  type ImportProblem,
} from '#lib/catalog/menu-import.ts';
import { recordAudit, type AuditActor } from '../../dashboard/audit-log.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { Refusal } from '../../http/refusal.ts';
import { describeChanges, VARIANT_LABELS } from './audit-changes.ts';
import { variantAction } from './variant-changes.ts';

/**
 * The point-of-sale CSV import. The dry run reads the whole file and shows what each row would
 * change and every row's problems; the apply reads it again inside one transaction and writes all
 * rows or, when any row has a problem, none.
 */

interface CurrentSize {
  [column: string]: unknown;
  id: string;
  sku: string;
  sizeLabel: string;
  productId: string;
  productName: string;
  stock: number;
  adultUsePriceCents: number;
  medicalPriceCents: number | null;
  active: boolean;
}

const FIELDS: readonly (keyof ImportChanges)[] = ['stock', 'adultUsePriceCents', 'medicalPriceCents', 'active'];

async function currentSizes(db: Queryable, skus: string[], lock: boolean): Promise<Map<string, CurrentSize>> {
  if (skus.length === 0) return new Map();
  const rows = await db.query<CurrentSize>(
    `select v.id, v.sku, v.size_label as "sizeLabel", v.stock, v.active, v.adult_use_price_cents as "adultUsePriceCents",
            v.medical_price_cents as "medicalPriceCents", p.id as "productId", p.name as "productName"
       from variants v join products p on p.id = v.product_id
      where v.sku = any ($1::text[])
      order by v.id
      ${lock ? 'for update of v' : ''}`,
    [skus],
  );
  return new Map(rows.map((row) => [row.sku, row]));
}

/** The preview of a file against the catalog as it is now; a file over the size limit is refused (413). */
async function previewAgainst(
  db: Queryable,
  csv: string,
  lock: boolean,
): Promise<{ preview: ImportPreview; sizes: Map<string, CurrentSize> }> {
  const tooLarge = importTooLarge(csv);
  if (tooLarge) throw new Refusal(413, tooLarge);
  const file = readMenuImport(csv);
  const sizes = await currentSizes(
    db,
    file.lines.map((line) => line.sku),
    lock,
  );
  const problems: ImportProblem[] = [...file.problems];
  const rows: ImportPreviewRow[] = [];
  for (const line of file.lines) {
    const size = sizes.get(line.sku);
    if (!size) {
      problems.push({ row: line.row, column: 'sku', message: `No size has the SKU ${line.sku}.` });
      continue;
    }
    const changes: ImportFieldChange[] = [];
    for (const field of FIELDS) {
      const after = line.changes[field];
      if (after !== undefined && after !== size[field]) changes.push({ field, before: size[field], after });
    }
    rows.push({
      row: line.row,
      sku: line.sku,
      variantId: size.id,
      productName: size.productName,
      sizeLabel: size.sizeLabel,
      changes,
    });
  }
  problems.sort((a, b) => a.row - b.row);
  return {
    preview: {
      rows,
      problems,
      ignoredColumns: file.ignoredColumns,
      changedRows: rows.filter((row) => row.changes.length > 0).length,
    },
    sizes,
  };
}

/** The dry run: nothing is written. */
export async function previewMenuImport(db: Queryable, csv: string): Promise<ImportPreview> {
  return (await previewAgainst(db, csv, false)).preview;
}

/** A file with problems is applied in no part: refused (422) with the same preview the dry run shows. */
function refusedWhole(preview: ImportPreview): Refusal {
  const count = preview.problems.length;
  const message = `Nothing was changed: the file has ${count === 1 ? 'a problem' : `${count} problems`}. Fix the file and try again.`;
  return new Refusal(422, message, undefined, { details: { preview } });
}

/**
 * Applies a file in one transaction: every row, or — when any row has a problem — nothing. The
 * sizes are locked while it runs, so the before values in the audit log are the ones replaced.
 */
export async function applyMenuImport(db: Database, actor: AuditActor, csv: string): Promise<{ changedRows: number }> {
  return db.transaction(async (tx) => {
    const { preview, sizes } = await previewAgainst(tx, csv, true);
    if (preview.problems.length > 0) throw refusedWhole(preview);
    const changed = preview.rows.filter((row) => row.changes.length > 0);
    if (changed.length === 0) return { changedRows: 0 };

    const updates = changed.map((row) => {
      const update: Record<string, unknown> = { id: row.variantId };
      for (const { field, after } of row.changes) update[field] = after;
      update.setMedical = row.changes.some((change) => change.field === 'medicalPriceCents');
      return update;
    });
    // One statement for every row: the menu's triggers refresh the products it touched once.
    await tx.query(
      `update variants v
          set stock = coalesce(x."stock", v.stock),
              adult_use_price_cents = coalesce(x."adultUsePriceCents", v.adult_use_price_cents),
              medical_price_cents = case when x."setMedical" then x."medicalPriceCents" else v.medical_price_cents end,
              active = coalesce(x."active", v.active),
              updated_at = now()
         from jsonb_to_recordset($1::text::jsonb)
              as x (id uuid, "stock" integer, "adultUsePriceCents" integer, "setMedical" boolean,
                    "medicalPriceCents" integer, "active" boolean)
        where v.id = x.id`,
      [JSON.stringify(updates)],
    );
    await tx.query('update products set updated_at = now() where id = any ($1::uuid[])', [
      [...new Set(changed.map((row) => sizes.get(row.sku)!.productId))],
    ]);
    for (const row of changed) {
      const before = Object.fromEntries(row.changes.map((change) => [change.field, change.before]));
      const after = Object.fromEntries(row.changes.map((change) => [change.field, change.after]));
      const fields = row.changes.map((change) => change.field);
      await recordAudit(tx, actor, {
        entityType: 'variant',
        entityId: row.variantId,
        action: variantAction(fields),
        summary: `${row.productName}, ${row.sizeLabel} (${row.sku}): ${describeChanges({ before, after, fields }, VARIANT_LABELS)} (CSV import, row ${row.row})`,
        before,
        after,
      });
    }
    return { changedRows: changed.length };
  });
}

/**
 * The JSON body carrying a CSV may be larger than the CSV (quotes and line breaks are escaped);
 * the CSV's own 1 MB limit is checked when it is read.
 */
export const MAX_IMPORT_BODY_BYTES = 2 * MAX_IMPORT_BYTES + 1024;
