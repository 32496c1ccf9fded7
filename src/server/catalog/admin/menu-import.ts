import type { ImportFieldChange, ImportPreview, ImportPreviewRow } from '#lib/catalog/menu-board.ts';
import {
  importTooLarge,
  MAX_IMPORT_BYTES,
  readMenuImport,
  type ImportChanges,
  type ImportProblem,
} from '#lib/catalog/menu-import.ts';
import { recordAudit, type AuditActor } from '../../dashboard/audit-log.ts';
import type { ScopeStore } from '#lib/stores/store-scope.ts';
import { inOneTransaction, type Queryable } from '../../db/database.ts';
import { Refusal } from '../../http/refusal.ts';
import { describeChanges, VARIANT_LABELS } from './audit-changes.ts';
import { variantAction } from './variant-changes.ts';
import { STORE_SIZE_FIGURES, storeSizeJoin } from './store-sizes.ts';
import { refuseStockTypedAtSourcedStore } from '../../inventory/index.ts';

/**
 * The point-of-sale CSV import. The dry run reads the whole file and shows what each row would
 * change and every row's problems; the apply reads it again inside one transaction and writes all
 * rows or, when any row has a problem, none. A file changes either the catalog's sizes (whose
 * stock is the default store's, decision 64) or one store's own figures (its stock, prices and
 * whether it carries each size), where a size the store has never stocked is carried from the
 * import on unless the file says otherwise.
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
  /** The store has a row of the size (always, at the default store). */
  stocked: boolean;
}

/**
 * The store a file is imported at, and whether it changes the store's own figures or the
 * catalog's (the default store's, changed by someone who may change the catalog). None: the
 * catalog's, at the default store.
 */
export interface ImportAt {
  store: Pick<ScopeStore, 'id' | 'name'>;
  ownFigures: boolean;
}

/** The store whose own figures a file changes, if it changes a store's. */
const ownFiguresOf = (at: ImportAt | undefined) => (at?.ownFigures ? at.store : undefined);

const FIELDS: readonly (keyof ImportChanges)[] = ['stock', 'adultUsePriceCents', 'medicalPriceCents', 'active'];

async function currentSizes(
  db: Queryable,
  skus: string[],
  lock: boolean,
  store: Pick<ScopeStore, 'id'> | undefined,
): Promise<Map<string, CurrentSize>> {
  if (skus.length === 0) return new Map();
  const rows = store
    ? await db.query<CurrentSize>(
        `select v.id, v.sku, v.size_label as "sizeLabel", ${STORE_SIZE_FIGURES}, sv.variant_id is not null as stocked,
                p.id as "productId", p.name as "productName"
           from variants v join products p on p.id = v.product_id
           ${storeSizeJoin('$2')}
          where v.sku = any ($1::text[])
          order by v.id
          ${lock ? 'for update of v' : ''}`,
        [skus, store!.id],
      )
    : await db.query<CurrentSize>(
        `select v.id, v.sku, v.size_label as "sizeLabel", v.stock, v.active, v.adult_use_price_cents as "adultUsePriceCents",
                v.medical_price_cents as "medicalPriceCents", p.id as "productId", p.name as "productName", true as stocked
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
  at: ImportAt | undefined,
): Promise<{ preview: ImportPreview; sizes: Map<string, CurrentSize> }> {
  const tooLarge = importTooLarge(csv);
  if (tooLarge) throw new Refusal(413, tooLarge);
  const file = readMenuImport(csv);
  const sizes = await currentSizes(
    db,
    file.lines.map((line) => line.sku),
    lock,
    ownFiguresOf(at),
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
    const wanted = size.stocked ? line.changes : { active: true, ...line.changes };
    for (const field of FIELDS) {
      const after = wanted[field];
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

/** The dry run at a store (the default store when none is named): nothing is written. */
export async function previewMenuImport(db: Queryable, csv: string, at?: ImportAt): Promise<ImportPreview> {
  return (await previewAgainst(db, csv, false, at)).preview;
}

/** A file with problems is applied in no part: refused (422) with the same preview the dry run shows. */
function refusedWhole(preview: ImportPreview): Refusal {
  const count = preview.problems.length;
  const message = `Nothing was changed: the file has ${count === 1 ? 'a problem' : `${count} problems`}. Fix the file and try again.`;
  return new Refusal(422, message, undefined, { details: { preview } });
}

/**
 * Applies a file at a store (the default store when none is named) in one transaction — the
 * caller's store-scoped one for a manager: every row, or — when any row has a problem — nothing.
 * The sizes are locked while it runs, so the before values in the audit log are the ones replaced.
 */
export async function applyMenuImport(
  db: Queryable,
  actor: AuditActor,
  csv: string,
  at?: ImportAt,
): Promise<{ changedRows: number }> {
  return inOneTransaction(db, async (tx) => {
    const { preview, sizes } = await previewAgainst(tx, csv, true, at);
    if (preview.problems.length > 0) throw refusedWhole(preview);
    const changed = preview.rows.filter((row) => row.changes.length > 0);
    if (changed.length === 0) return { changedRows: 0 };

    const updates = changed.map((row) => {
      const update: Record<string, unknown> = { id: row.variantId };
      for (const { field, after } of row.changes) update[field] = after;
      update.setMedical = row.changes.some((change) => change.field === 'medicalPriceCents');
      return update;
    });
    const own = ownFiguresOf(at);
    if (changed.some((row) => row.changes.some((change) => change.field === 'stock'))) {
      await refuseStockTypedAtSourcedStore(tx, own?.id ?? null);
    }
    if (own) await writeStoreFigures(tx, own, updates);
    else await writeCatalogFigures(tx, updates, [...new Set(changed.map((row) => sizes.get(row.sku)!.productId))]);
    const atStore = own ? ` at ${own.name}` : '';
    for (const row of changed) {
      const before = Object.fromEntries(row.changes.map((change) => [change.field, change.before]));
      const after = Object.fromEntries(row.changes.map((change) => [change.field, change.after]));
      const fields = row.changes.map((change) => change.field);
      await recordAudit(tx, actor, {
        entityType: 'variant',
        entityId: row.variantId,
        action: variantAction(fields),
        summary: `${row.productName}, ${row.sizeLabel} (${row.sku}): ${describeChanges({ before, after, fields }, VARIANT_LABELS)} (CSV import${atStore}, row ${row.row})`,
        before,
        after,
        storeId: at?.store.id,
      });
    }
    return { changedRows: changed.length };
  });
}

/** The rows of a file, as `jsonb_to_recordset` reads them. */
const RECORDS = `jsonb_to_recordset($1::text::jsonb)
  as x (id uuid, "stock" integer, "adultUsePriceCents" integer, "setMedical" boolean, "medicalPriceCents" integer,
        "active" boolean)`;

/** The catalog's sizes, in one statement for every row: the menu's triggers refresh the products it touched once. */
async function writeCatalogFigures(tx: Queryable, updates: Record<string, unknown>[], productIds: string[]) {
  await tx.query(
    `update variants v
        set stock = coalesce(x."stock", v.stock),
            adult_use_price_cents = coalesce(x."adultUsePriceCents", v.adult_use_price_cents),
            medical_price_cents = case when x."setMedical" then x."medicalPriceCents" else v.medical_price_cents end,
            active = coalesce(x."active", v.active),
            updated_at = now()
       from ${RECORDS}
      where v.id = x.id`,
    [JSON.stringify(updates)],
  );
  await tx.query('update products set updated_at = now() where id = any ($1::uuid[])', [productIds]);
}

/**
 * A store's own figures: a row for each size the store has never stocked (the preview already
 * carries it), then one statement for every row.
 */
async function writeStoreFigures(tx: Queryable, store: Pick<ScopeStore, 'id'>, updates: Record<string, unknown>[]) {
  const rows = JSON.stringify(updates);
  await tx.query(
    `insert into store_variants (store_id, variant_id, stock, carried)
     select $2, x.id, 0, false from ${RECORDS}
     on conflict do nothing`,
    [rows, store.id],
  );
  await tx.query(
    `update store_variants sv
        set stock = coalesce(x."stock", sv.stock),
            adult_use_price_cents = coalesce(x."adultUsePriceCents", sv.adult_use_price_cents),
            medical_price_cents = case when x."setMedical" then x."medicalPriceCents" else sv.medical_price_cents end,
            carried = coalesce(x."active", sv.carried),
            updated_at = now()
       from ${RECORDS}
      where sv.variant_id = x.id and sv.store_id = $2 and sv.pool = 'all'`,
    [rows, store.id],
  );
}

/**
 * The JSON body carrying a CSV may be larger than the CSV (quotes and line breaks are escaped);
 * the CSV's own 1 MB limit is checked when it is read.
 */
export const MAX_IMPORT_BODY_BYTES = 2 * MAX_IMPORT_BYTES + 1024;
