import { sizeUnits, unlistedReason } from '#lib/inventory/listing-guard.ts';
import type { Queryable } from '../db/database.ts';
import { packageFromRow, PACKAGE_COLUMNS, type PackageRow } from './package-record.ts';

/**
 * A size's stock at a store whose stock comes from its system of record (decision 77): what its
 * listable packages hold in units of the size, less the units open orders of the store already
 * hold, never below 0. A store keeping medical stock apart (decision 73) fills its medical count
 * from its medical packages and its `'all'` count from the rest.
 */

/** The orders whose units are still on the store's shelf, set aside for their customer. */
const OPEN_ORDER_STATUSES = ['placed', 'accepted', 'ready'];

type Pool = 'all' | 'medical';

/**
 * Writes the derived stock of the store's sizes `variantIds` (every size the store holds a row
 * or a package of, when 'every'), inside the caller's transaction. The sizes' rows are locked
 * before open orders are read, so an order placed meanwhile either is counted or takes its units
 * from the written count. Only counts that change are written: each such statement refreshes the
 * menu's read model and announces the store's change (decision 76). Answers how many counts changed.
 */
export async function deriveSizeStock(
  tx: Queryable,
  storeId: string,
  variantIds: readonly string[] | 'every',
  now: Date,
): Promise<number> {
  const [store] = await tx.query<{ apart: boolean; today: string }>(
    `select medical_stock_apart as apart, to_char(($2::timestamptz at time zone timezone)::date, 'YYYY-MM-DD') as today
       from stores where id = $1`,
    [storeId, now],
  );
  if (!store) return 0;
  const ids =
    variantIds === 'every'
      ? (
          await tx.query<{ id: string }>(
            `select variant_id as id from store_variants where store_id = $1
              union select variant_id from store_packages where store_id = $1 and variant_id is not null`,
            [storeId],
          )
        ).map((row) => row.id)
      : [...new Set(variantIds)];
  if (ids.length === 0) return 0;
  const pools: Pool[] = store.apart ? ['all', 'medical'] : ['all'];
  // Every size with a listable package gets its row (carried), and its medical row where stock is apart.
  await tx.query(
    `insert into store_variants (store_id, variant_id, pool, stock)
     select $1, v.id, pool, 0 from variants v, unnest($3::text[]) as pool
      where v.id = any ($2::uuid[])
        and exists (select 1 from store_packages p where p.store_id = $1 and p.variant_id = v.id and p.gone_at is null)
     on conflict do nothing`,
    [storeId, ids, pools],
  );
  await tx.query(
    `select 1 from store_variants where variant_id = any ($2::uuid[]) and store_id = $1
      order by variant_id, pool for no key update`,
    [storeId, ids],
  );
  const packages = await tx.query<PackageRow & { size_weight_mg: number | null }>(
    `select ${PACKAGE_COLUMNS}, v.weight_mg as size_weight_mg
       from store_packages p join variants v on v.id = p.variant_id
      where p.store_id = $1 and p.variant_id = any ($2::uuid[]) and p.gone_at is null`,
    [storeId, ids],
  );
  const held = await tx.query<{ variant_id: string; pool: Pool; units: number }>(
    `select l.variant_id, l.stock_pool as pool, sum(l.quantity)::int as units
       from order_lines l join orders o on o.id = l.order_id
      where o.store_id = $1 and o.status = any ($3::text[]) and l.variant_id = any ($2::uuid[])
      group by l.variant_id, l.stock_pool`,
    [storeId, ids, OPEN_ORDER_STATUSES],
  );
  const key = (variantId: string, pool: Pool) => `${variantId} ${pool}`;
  const units = new Map<string, number>();
  for (const row of packages) {
    const pkg = packageFromRow(row);
    if (unlistedReason(pkg, store.today) !== null) continue;
    const pool: Pool = store.apart && row.pool === 'medical' ? 'medical' : 'all';
    const count = sizeUnits(pkg.quantity, pkg.unitOfMeasure, row.size_weight_mg);
    units.set(key(row.variant_id!, pool), (units.get(key(row.variant_id!, pool)) ?? 0) + count);
  }
  for (const row of held) {
    const pool: Pool = store.apart && row.pool === 'medical' ? 'medical' : 'all';
    units.set(key(row.variant_id, pool), (units.get(key(row.variant_id, pool)) ?? 0) - row.units);
  }
  const counts = ids.flatMap((id) =>
    pools.map((pool) => ({ id, pool, stock: Math.max(0, units.get(key(id, pool)) ?? 0) })),
  );
  const written = await tx.query(
    `update store_variants sv set stock = x.stock, updated_at = now()
       from jsonb_to_recordset($2::text::jsonb) as x (id uuid, pool text, stock integer)
      where sv.store_id = $1 and sv.variant_id = x.id and sv.pool = x.pool and sv.stock <> x.stock
      returning 1`,
    [storeId, JSON.stringify(counts)],
  );
  return written.length;
}
