import type { SourcePackage } from '#lib/inventory/source-records.ts';
import type { Database, Queryable } from '../db/database.ts';
import { SourceFailure, type InventorySource } from './inventory-source.ts';
import { deriveSizeStock } from './size-stock.ts';

/**
 * Brings a store's packages up to what its system of record holds (decision 77), then its sizes'
 * stock. Each sync fetches the packages changed since the last window's end (less an overlap, so
 * a package the source stamped late is not missed) and those that ended; a full reconcile fetches
 * every active package and ends any the store still holds that the source no longer lists.
 */

/** Re-read before the last window's end: a change the source stamped a moment late still lands in a window. */
export const WINDOW_OVERLAP_MS = 5_000;
/** Packages written per transaction. */
const PAGE_SIZE = 1_000;

export type SyncOutcome =
  | { synced: true; packages: number; ended: number; sizesChanged: number; full: boolean }
  | { synced: false; reason: 'no-source' | 'credentials' | 'failed'; message?: string };

/** The sync's book-keeping of a store, from `store_inventory_sources`. */
interface SourceState {
  kind: 'own' | 'metrc' | 'pos';
  credentials_state: 'unset' | 'ok' | 'attention';
  synced_through: Date | null;
}

export async function syncStoreInventory(
  db: Database,
  source: InventorySource,
  storeId: string,
  { now, full = false }: { now: Date; full?: boolean },
): Promise<SyncOutcome> {
  const [state] = await db.query<SourceState & { [key: string]: unknown }>(
    'select kind, credentials_state, synced_through from store_inventory_sources where store_id = $1',
    [storeId],
  );
  if (!state || state.kind === 'own') return { synced: false, reason: 'no-source' };
  // The source refused the credentials: nothing is asked of it until an admin saves them again.
  if (state.credentials_state === 'attention') return { synced: false, reason: 'credentials' };
  const whole = full || state.synced_through === null;
  const window = {
    since: whole ? null : new Date(state.synced_through!.getTime() - WINDOW_OVERLAP_MS),
    until: now,
  };
  let changed: SourcePackage[];
  let ended: string[];
  try {
    changed = await source.changedPackages(window);
    ended = whole ? [] : await source.endedPackages(window);
  } catch (error) {
    return recordFailure(db, storeId, error, now);
  }
  const touched = new Set<string>();
  for (let start = 0; start < changed.length; start += PAGE_SIZE) {
    const page = changed.slice(start, start + PAGE_SIZE);
    const ids = await db.transaction((tx) => upsertPackages(tx, storeId, page, now));
    for (const id of ids) touched.add(id);
  }
  const endedIds = await db.transaction(async (tx) => {
    const gone = await endPackages(tx, storeId, ended, now);
    // A full list names every active package: any other the store holds has ended.
    if (whole) gone.push(...(await endPackagesNotListed(tx, storeId, changed, now)));
    return gone;
  });
  for (const id of endedIds) touched.add(id);
  const sizesChanged = await db.transaction(async (tx) => {
    const written = await deriveSizeStock(
      tx,
      storeId,
      whole ? 'every' : [...touched, ...(await expiredSizes(tx, storeId, now))],
      now,
    );
    await tx.query(
      `update store_inventory_sources
          set last_synced_at = $2, synced_through = $2, last_error = '', last_error_at = null, down_since = null,
              last_full_reconcile_at = case when $3 then $2 else last_full_reconcile_at end, updated_at = now()
        where store_id = $1`,
      [storeId, now, whole],
    );
    return written;
  });
  return { synced: true, packages: changed.length, ended: endedIds.length, sizesChanged, full: whole };
}

/**
 * Writes a page of packages by (store, label): the source's facts replace ours; the size staff
 * mapped, and the weight they confirmed (unless the unit weight changed), stay. Answers the sizes
 * whose packages it wrote.
 */
async function upsertPackages(tx: Queryable, storeId: string, page: SourcePackage[], now: Date): Promise<string[]> {
  const rows = await tx.query<{ variant_id: string | null }>(
    `insert into store_packages as p (store_id, label, source_id, item_name, category, unit_of_measure,
                                      unit_weight_grams, quantity, lab_state, on_hold, expires_on, confirmed_at,
                                      source_modified_at, gone_at)
     select $1, x.label, x."sourceId", x."itemName", x.category, x."unitOfMeasure", x."unitWeightGrams", x.quantity,
            x."labState", x."onHold", x."expiresOn"::date, $3, x."modifiedAt"::timestamptz, null
       from jsonb_to_recordset($2::text::jsonb) as x (label text, "sourceId" text, "itemName" text, category text,
            "unitOfMeasure" text, "unitWeightGrams" numeric, quantity numeric, "labState" text, "onHold" boolean,
            "expiresOn" text, "modifiedAt" text)
     on conflict (store_id, label) do update
        set source_id = excluded.source_id, item_name = excluded.item_name, category = excluded.category,
            unit_of_measure = excluded.unit_of_measure, unit_weight_grams = excluded.unit_weight_grams,
            quantity = excluded.quantity, lab_state = excluded.lab_state, on_hold = excluded.on_hold,
            expires_on = excluded.expires_on, confirmed_at = excluded.confirmed_at,
            source_modified_at = excluded.source_modified_at, gone_at = null,
            weight_confirmed_at = case when p.unit_weight_grams is distinct from excluded.unit_weight_grams
                                       then null else p.weight_confirmed_at end,
            weight_confirmed_by = case when p.unit_weight_grams is distinct from excluded.unit_weight_grams
                                       then null else p.weight_confirmed_by end
     returning p.variant_id`,
    [storeId, JSON.stringify(page), now],
  );
  return rows.flatMap((row) => (row.variant_id ? [row.variant_id] : []));
}

async function endPackages(tx: Queryable, storeId: string, labels: string[], now: Date): Promise<string[]> {
  if (labels.length === 0) return [];
  const rows = await tx.query<{ variant_id: string | null }>(
    `update store_packages set gone_at = $3, confirmed_at = $3
      where store_id = $1 and label = any ($2::text[]) and gone_at is null returning variant_id`,
    [storeId, labels, now],
  );
  return rows.flatMap((row) => (row.variant_id ? [row.variant_id] : []));
}

async function endPackagesNotListed(
  tx: Queryable,
  storeId: string,
  listed: SourcePackage[],
  now: Date,
): Promise<string[]> {
  const rows = await tx.query<{ variant_id: string | null }>(
    `update store_packages set gone_at = $3
      where store_id = $1 and gone_at is null and label <> all ($2::text[]) returning variant_id`,
    [storeId, listed.map((pkg) => pkg.label), now],
  );
  return rows.flatMap((row) => (row.variant_id ? [row.variant_id] : []));
}

/** Sizes with an active package past its date at the store: a date passing changes no package at the source. */
async function expiredSizes(tx: Queryable, storeId: string, now: Date): Promise<string[]> {
  const rows = await tx.query<{ variant_id: string }>(
    `select distinct p.variant_id from store_packages p join stores s on s.id = p.store_id
      where p.store_id = $1 and p.gone_at is null and p.variant_id is not null
        and p.expires_on < ($2::timestamptz at time zone s.timezone)::date`,
    [storeId, now],
  );
  return rows.map((row) => row.variant_id);
}

/**
 * Records a failed sync on the store's source; refused credentials also set them to 'attention',
 * which stops syncing the store until an admin saves them again. Anything not a SourceFailure is
 * a fault of ours and is thrown on.
 */
async function recordFailure(db: Database, storeId: string, error: unknown, now: Date): Promise<SyncOutcome> {
  if (!(error instanceof SourceFailure)) throw error;
  const message = error.message.slice(0, 300);
  await db.query(
    `update store_inventory_sources
        set last_error = $2, last_error_at = $3, updated_at = now(),
            -- The banner's "not answering since": the first failure of a run of them (decision 79).
            down_since = case when $5 then coalesce(down_since, $3) else down_since end,
            credentials_state = case when $4 then 'attention' else credentials_state end,
            credentials_problem = case when $4 then $2 else credentials_problem end
      where store_id = $1`,
    [storeId, message, now, error.kind === 'credentials', error.kind === 'unavailable'],
  );
  return { synced: false, reason: error.kind === 'credentials' ? 'credentials' : 'failed', message };
}
