import { addDays } from '#lib/pickup/zoned-time.ts';
import type { Queryable } from '../../db/database.ts';
import type { RollupBuilder } from './report-rollups.ts';
import { clearRollupDays, rebuildDays } from './rollup-days.ts';
import { COUNTED_ORDER_SQL } from './sales/counted-orders.ts';

/**
 * Abandoned checkouts per store and store-local day (`abandoned_checkout_days`). A checkout is abandoned when
 * it captured an email or a phone number (`/api/checkout/contact`) and no order was placed from it;
 * its day is the day its contact was first captured. "Later ordered" means the same person placed
 * a counted order afterwards: see LATER_ORDER_SQL.
 */

/** How long after a checkout's contact was captured an order by the same person counts as its recovery. */
export const RECOVERY_DAYS = 7;

/**
 * True when the person of abandoned checkout `a` — the same email, case aside, or the same phone
 * number — placed a counted order after the checkout's contact was captured and within
 * RECOVERY_DAYS of it. Two probes rather than one `or`, so each uses its index on orders.
 */
export const LATER_ORDER_SQL = `(
  exists (select 1 from orders o
           where lower(o.email) = lower(a.email) and ${COUNTED_ORDER_SQL}
             and o.placed_at > a.captured_at and o.placed_at <= a.captured_at + interval '${RECOVERY_DAYS} days')
  or exists (select 1 from orders o
              where o.phone = a.phone and ${COUNTED_ORDER_SQL}
                and o.placed_at > a.captured_at and o.placed_at <= a.captured_at + interval '${RECOVERY_DAYS} days'))`;

/** The checkouts the report counts: a contact captured, no order placed from them. */
export const ABANDONED_SQL = `a.order_id is null and (a.email is not null or a.phone is not null)`;

/**
 * An order placed (or cancelled) on a day can recover checkouts of the RECOVERY_DAYS before it, so
 * each changed day also rebuilds those; one more day covers a daylight-saving hour at midnight.
 */
function withRecoveryWindow(days: readonly string[]): string[] {
  const expanded = new Set<string>();
  for (const day of days) for (let back = 0; back <= RECOVERY_DAYS + 1; back += 1) expanded.add(addDays(day, -back));
  return [...expanded];
}

async function rebuild(
  tx: Queryable,
  changed: readonly string[] | 'all',
  timeZone: string,
  storeId: string,
): Promise<void> {
  const days = changed === 'all' ? 'all' : withRecoveryWindow(changed);
  const source = rebuildDays('a.captured_at', days, timeZone, { column: 'a.store_id', id: storeId });
  await clearRollupDays(tx, 'abandoned_checkout_days', days, storeId);
  await tx.query(
    `insert into abandoned_checkout_days (store_id, day, checkouts, value_cents, items, later_ordered)
     select $2::uuid, (a.captured_at at time zone $1)::date, count(*)::int, sum(a.subtotal_cents), sum(units.items)::int,
            (count(*) filter (where ${LATER_ORDER_SQL}))::int
       from abandoned_checkouts a
       cross join lateral (
         select coalesce(sum((line ->> 'quantity')::int), 0) as items
           from jsonb_array_elements(case jsonb_typeof(a.cart) when 'array' then a.cart else '[]'::jsonb end) line
       ) units
      where ${ABANDONED_SQL} and ${source.where}
      group by 2`,
    source.params,
  );
}

export const ABANDONED_CARTS_ROLLUP: RollupBuilder = {
  name: 'abandoned-checkout-days',
  // `orders`: an order placed or cancelled changes whether earlier checkouts were recovered.
  subjects: ['abandoned_checkouts', 'orders'],
  perStore: true,
  rebuild,
};
