import type { Queryable } from '../../db/database.ts';
import { LOW_STOCK_THRESHOLD, type DashboardOverview } from '#lib/overview/overview.ts';
import { storeDayBounds } from '#lib/time/store-day-bounds.ts';
import { countHeldReviews } from '../../reviews/admin/index.ts';
import { getStoreSettings } from '../../settings/index.ts';
import { lowStock } from '../../catalog/admin/index.ts';

/**
 * The dashboard's home for the store-local day around `now`: open orders to prepare by status,
 * the sales picked up so far, the sizes running low or sold out, and (for staff who moderate
 * reviews) the reviews waiting for a decision.
 */
export async function loadOverview(
  db: Queryable,
  {
    now = new Date(),
    threshold = LOW_STOCK_THRESHOLD,
    withReviews = false,
  }: { now?: Date; threshold?: number; withReviews?: boolean } = {},
): Promise<DashboardOverview> {
  const { timeZone } = await getStoreSettings(db);
  const today = storeDayBounds(now, timeZone);
  const [open, [sales], stock, reviewsWaiting] = await Promise.all([
    db.query<{ status: 'placed' | 'accepted' | 'ready'; today: boolean; orders: number }>(
      `select status, pickup_slot_start < $1 as today, count(*)::int as orders
         from orders
        where status in ('placed', 'accepted', 'ready')
        group by status, pickup_slot_start < $1`,
      [today.end],
    ),
    db.query<{ orders: number; total_cents: number }>(
      `select count(*)::int as orders, coalesce(sum(total_cents), 0)::bigint as total_cents
         from orders
        where status = 'picked_up' and picked_up_at >= $1 and picked_up_at < $2`,
      [today.start, today.end],
    ),
    lowStock(db, threshold),
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
