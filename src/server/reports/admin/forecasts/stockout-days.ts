import { wallClock } from '#lib/time/wall-clock.ts';
import type { Database } from '../../../db/database.ts';

/**
 * Records today (on the store's clock at `now`) as a stockout day of every active size of an
 * active product that has no stock: a size that stays sold out is out every day until restocked.
 * The moment a size sells out is recorded by a trigger on `variants` (20261128005700), so a size
 * restocked within the minute still counts; this job covers the days after. Runs every minute on
 * every instance; a day already recorded is left as it is. Returns the days recorded.
 */
export async function recordStockoutDays(db: Database, now: Date): Promise<number> {
  const [settings] = await db.query<{ timezone: string }>('select timezone from public.store_settings limit 1');
  if (!settings) return 0;
  const today = wallClock(now, settings.timezone).date;
  const recorded = await db.query(
    `insert into public.variant_stockout_days (variant_id, day)
     select v.id, $1::date
       from public.variants v join public.products p on p.id = v.product_id
      where v.active and v.stock = 0 and p.status = 'active'
     on conflict do nothing
     returning variant_id`,
    [today],
  );
  return recorded.length;
}
