import type { Database } from '../../../db/database.ts';

/**
 * Records today (each store's own day at `now`) as a stockout day of every active size of an
 * active product that a store carries and has none of: a size that stays sold out is out every day
 * until restocked. The moment a size sells out at a store is recorded by a trigger on
 * `store_variants` (20261208001100), so a size restocked within the minute still counts; this job
 * covers the days after. Every store in one statement, so one transaction; runs every minute on
 * every instance, and a day already recorded is left as it is. Returns the days recorded.
 */
export async function recordStockoutDays(db: Database, now: Date): Promise<number> {
  const recorded = await db.query(
    `insert into public.variant_stockout_days (store_id, variant_id, day)
     select sv.store_id, sv.variant_id, ($1::timestamptz at time zone s.timezone)::date
       from public.store_variants sv
       join public.stores s on s.id = sv.store_id and s.closed_at is null
       join public.variants v on v.id = sv.variant_id and v.active
       join public.products p on p.id = v.product_id and p.status = 'active'
      where sv.carried
      group by sv.store_id, sv.variant_id, s.timezone
     having sum(sv.stock) = 0
     on conflict do nothing
     returning variant_id`,
    [now],
  );
  return recorded.length;
}
