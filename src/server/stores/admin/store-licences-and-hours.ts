import type { LicenceKind, StoreWeek } from '#lib/stores/store-admin.ts';
import type { Queryable } from '../../db/database.ts';
import { refuseDroppingStockApartLicences, refusingStockApartBreaks } from './medical-stock-apart.ts';

/**
 * The one writer of a store's licences and weekly hours, whichever page saves them: a store's own
 * page (its whole form) and the settings page (its store sections, one field or one week at a
 * time). Each runs inside the caller's transaction, beside its audit entry.
 */

/** A licence to hold; an expiry left out keeps the one stored (the settings page edits numbers only). */
export interface LicenceHeld {
  number: string;
  expiresOn?: string | null;
}

/**
 * Each kind named is held with its number, or dropped when null; kinds not named stay as they are.
 * A store keeping medical stock apart keeps both the licences that needs (409 otherwise).
 * The default store's licences reach the organization's settings row through its mirror (decision 61).
 */
export async function writeStoreLicences(
  tx: Queryable,
  storeId: string,
  licences: Partial<Record<LicenceKind, LicenceHeld | null>>,
): Promise<void> {
  const entries = Object.entries(licences) as [LicenceKind, LicenceHeld | null][];
  const dropped = entries.filter(([, licence]) => licence === null).map(([kind]) => kind);
  if (dropped.length > 0) {
    await refuseDroppingStockApartLicences(tx, storeId, dropped);
    await refusingStockApartBreaks(() =>
      tx.query('delete from store_licences where store_id = $1 and kind = any($2::text[])', [storeId, dropped]),
    );
  }
  for (const [kind, licence] of entries) {
    if (licence === null) continue;
    const keepsExpiry = licence.expiresOn === undefined;
    await tx.query(
      `insert into store_licences (store_id, kind, number, expires_on) values ($1, $2, $3, $4::date)
       on conflict (store_id, kind) do update
         set number = excluded.number,
             expires_on = case when $5::boolean then store_licences.expires_on else excluded.expires_on end
         where (store_licences.number, store_licences.expires_on) is distinct from
               (excluded.number, case when $5::boolean then store_licences.expires_on else excluded.expires_on end)`,
      [storeId, kind, licence.number, licence.expiresOn ?? null, keepsExpiry],
    );
  }
}

/**
 * One service's week replaces the hours it had. A pickup week of null means the store has none of
 * its own: orders are handed over in the in-store hours.
 */
export async function writeStoreHours(
  tx: Queryable,
  storeId: string,
  service: 'in_store' | 'pickup',
  week: StoreWeek | null,
): Promise<void> {
  await tx.query('delete from store_hours where store_id = $1 and service = $2', [storeId, service]);
  const rows = (week?.days ?? []).flatMap((day, weekday) =>
    day.intervals.map((interval) => ({ weekday, opens: interval.opens, closes: interval.closes })),
  );
  if (rows.length === 0) return;
  await tx.query(
    `insert into store_hours (store_id, service, weekday, opens_at, closes_at)
     select $1, $2, x.weekday, x.opens, x.closes
       from jsonb_to_recordset($3::text::jsonb) as x (weekday int, opens time, closes time)`,
    [storeId, service, JSON.stringify(rows)],
  );
}
