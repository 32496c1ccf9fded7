import type { Queryable } from '../../db/database.ts';
import type { SalesReconciliation } from '#lib/inventory/sales-uploads.ts';
import { zonedInstant, addDays } from '#lib/pickup/zoned-time.ts';
import { storeDayBounds } from '#lib/time/store-day-bounds.ts';
import { Refusal } from '../../http/refusal.ts';

/**
 * A store's end of day (decision 79): the day's sales not yet in its source, each with its state
 * and error (the goal is none before close), and per package the source's last confirmed
 * quantity, what was handed over since it was confirmed, what it should hold now, and how old the
 * confirmation is. `day` is YYYY-MM-DD in the store's time zone. A store keeping its own stock has
 * no source to reconcile with (409).
 */
export async function loadSalesReconciliation(
  db: Queryable,
  storeId: string,
  asked: string | undefined,
  now: Date,
): Promise<SalesReconciliation> {
  const [store] = await db.query<{ id: string; slug: string; name: string; timezone: string; kind: string }>(
    `select st.id, st.slug, st.name, st.timezone, s.kind
       from stores st join store_inventory_sources s on s.store_id = st.id where st.id = $1`,
    [storeId],
  );
  if (!store) throw new Refusal(404, 'There is no such store.');
  if (store.kind === 'own') {
    throw new Refusal(409, `${store.name} keeps its own stock: its sales go to no inventory source to reconcile with.`);
  }
  const day = asked ?? storeDayBounds(now, store.timezone).date;
  const start = zonedInstant(day, 0, store.timezone);
  const end = zonedInstant(addDays(day, 1), 0, store.timezone);
  const [counts] = await db.query<{ sales: number; sent: number }>(
    `select count(*)::int as sales, count(*) filter (where state = 'sent')::int as sent
       from sales_receipts where store_id = $1 and kind = 'sale' and sold_at >= $2 and sold_at < $3`,
    [storeId, start, end],
  );
  const unsent = await db.query<{
    order_id: string;
    external_number: string;
    sold_at: Date;
    state: 'queued' | 'attention';
    attempts: number;
    last_error: string;
    next_attempt_at: Date | null;
  }>(
    `select order_id, external_number, sold_at, state, attempts, last_error, next_attempt_at
       from sales_receipts
      where store_id = $1 and kind = 'sale' and state <> 'sent' and sold_at >= $2 and sold_at < $3
      order by sold_at, external_number`,
    [storeId, start, end],
  );
  const packages = await db.query<{
    label: string;
    item_name: string;
    unit_of_measure: string;
    quantity: string;
    confirmed_at: Date;
    handed: string;
  }>(
    `select p.label, p.item_name, p.unit_of_measure, p.quantity::text, p.confirmed_at,
            coalesce(h.quantity, 0)::text as handed
       from store_packages p
       left join lateral (
         select sum(quantity) as quantity from order_line_packages
          where store_id = p.store_id and package_label = p.label and handed_over_at > p.confirmed_at) h on true
      where p.store_id = $1 and (p.gone_at is null or h.quantity is not null)
      order by coalesce(h.quantity, 0) desc, p.label`,
    [storeId],
  );
  return {
    store: { id: store.id, slug: store.slug, name: store.name, timeZone: store.timezone },
    day,
    salesCount: counts?.sales ?? 0,
    sentCount: counts?.sent ?? 0,
    unsent: unsent.map((row) => ({
      orderId: row.order_id,
      orderNumber: row.external_number,
      soldAt: row.sold_at.toISOString(),
      state: row.state,
      attempts: row.attempts,
      lastError: row.last_error,
      nextAttemptAt: row.next_attempt_at?.toISOString() ?? null,
    })),
    packages: packages.map((row) => {
      const confirmed = Number(row.quantity);
      const handed = Number(row.handed);
      return {
        label: row.label,
        itemName: row.item_name,
        unitOfMeasure: row.unit_of_measure,
        confirmedQuantity: confirmed,
        confirmedAt: row.confirmed_at.toISOString(),
        handedOverSince: handed,
        expectedQuantity: Math.round((confirmed - handed) * 1000) / 1000,
        ageMinutes: Math.max(0, Math.floor((now.getTime() - row.confirmed_at.getTime()) / 60_000)),
      };
    }),
  };
}
