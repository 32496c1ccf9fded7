import type { Queryable } from '../../db/database.ts';
import { LOW_STOCK_THRESHOLD, type DashboardOverview } from '#lib/overview/overview.ts';
import { storeDayBounds } from '#lib/time/store-day-bounds.ts';
import { countHeldReviews } from '../../reviews/admin/index.ts';
import { getStoreSettingsFor } from '../../settings/index.ts';
import { lowStock } from '../../catalog/admin/index.ts';

/**
 * The dashboard's home for a store (`storeId`; absent, the default store) on its local day around
 * `now`: its open orders to prepare by status, its sales picked up so far, the sizes running low
 * or sold out, and (for staff who moderate reviews) the organization's reviews waiting for a
 * decision.
 */
export async function loadOverview(
  db: Queryable,
  {
    now = new Date(),
    threshold = LOW_STOCK_THRESHOLD,
    withReviews = false,
    storeId = null,
  }: { now?: Date; threshold?: number; withReviews?: boolean; storeId?: string | null } = {},
): Promise<DashboardOverview> {
  const { timeZone, store } = await getStoreSettingsFor(db, storeId);
  const today = storeDayBounds(now, timeZone);
  const [open, [sales], stock, reviewsWaiting] = await Promise.all([
    db.query<{ status: 'placed' | 'accepted' | 'ready'; today: boolean; orders: number }>(
      `select status, pickup_slot_start < $1 as today, count(*)::int as orders
         from orders
        where store_id = $2 and status in ('placed', 'accepted', 'ready')
        group by status, pickup_slot_start < $1`,
      [today.end, store.id],
    ),
    db.query<{ orders: number; total_cents: number }>(
      `select count(*)::int as orders, coalesce(sum(total_cents), 0)::bigint as total_cents
         from orders
        where store_id = $3 and status = 'picked_up' and picked_up_at >= $1 and picked_up_at < $2`,
      [today.start, today.end, store.id],
    ),
    lowStock(db, threshold, store.id),
    withReviews ? countHeldReviews(db) : null,
  ]);
  const ordersToPrepare = { placed: 0, accepted: 0, ready: 0, later: 0 };
  for (const row of open) {
    if (row.today) ordersToPrepare[row.status] += row.orders;
    else ordersToPrepare.later += row.orders;
  }
  return {
    date: today.date,
    timeZone,
    ordersToPrepare,
    salesToday: { orders: sales?.orders ?? 0, totalCents: Number(sales?.total_cents ?? 0) },
    lowStock: stock,
    reviewsWaiting,
  };
}
