import type { Queryable } from '../../../db/database.ts';
import type { RollupBuilder } from '../report-rollups.ts';
import { COUNTED_ORDER_SQL } from '../sales/counted-orders.ts';

/**
 * Each product's units sold per store and store-local day (`product_demand_days`), with the days
 * it was out of stock there: a product is out at a store on a day when every active size the
 * store carries has that day in the store's `variant_stockout_days`. Rebuilt by the days orders and
 * stockouts change; each rebuilt day's rows are fingerprinted in `product_demand_day_digests`,
 * which the forecasts' cache is keyed by.
 */
export const demandHistoryRollup: RollupBuilder = {
  name: 'product-demand-days',
  subjects: ['orders', 'stockouts'],
  perStore: true,
  async rebuild(tx: Queryable, days: readonly string[] | 'all', timeZone: string, storeId: string) {
    const whole = days === 'all';
    const dayList = whole ? [] : [...days];
    for (const table of ['product_demand_days', 'product_demand_day_digests']) {
      await tx.query(`delete from public.${table} where store_id = $1 and ($3 or day = any ($2::date[]))`, [
        storeId,
        dayList,
        whole,
      ]);
    }
    // For named days the orders are found by ranges of placed_at (one per day, on the store's
    // clock), which the index on the store and placed_at answers; a whole rebuild reads every
    // counted order of the store once.
    const ordersOfDays = whole
      ? 'public.orders o'
      : `unnest($2::date[]) as wanted (day)
         join public.orders o on o.store_id = $4
                             and o.placed_at >= (wanted.day::timestamp at time zone $1)
                             and o.placed_at < ((wanted.day + 1)::timestamp at time zone $1)`;
    await tx.query(
      `with sold as (
         select (o.placed_at at time zone $1)::date as day,
                coalesce(v.product_id, named.id) as product_id,
                sum(l.quantity)::integer as units
           from ${ordersOfDays}
           join public.order_lines l on l.order_id = o.id
           left join public.variants v on v.id = l.variant_id
           -- A size deleted since keeps its sales through the product the line names.
           left join public.products named on l.variant_id is null and named.slug = l.product_slug
          where o.store_id = $4 and ${COUNTED_ORDER_SQL}
          group by 1, 2
       ),
       sizes as (
         select v.product_id, count(distinct v.id) as active_sizes
           from public.variants v
          where v.active
            and exists (select 1 from public.store_variants sv
                         where sv.variant_id = v.id and sv.store_id = $4 and sv.carried)
          group by v.product_id
       ),
       out_of_stock as (
         select s.day, v.product_id
           from public.variant_stockout_days s
           join public.variants v on v.id = s.variant_id and v.active
          where s.store_id = $4 and ($3 or s.day = any ($2::date[]))
          group by s.day, v.product_id
         having count(distinct v.id) = (select active_sizes from sizes where sizes.product_id = v.product_id)
       )
       insert into public.product_demand_days (store_id, product_id, day, units, stocked_out)
       select $4, coalesce(sold.product_id, out_of_stock.product_id), coalesce(sold.day, out_of_stock.day),
              coalesce(sold.units, 0), out_of_stock.product_id is not null
         from sold
         full join out_of_stock on out_of_stock.product_id = sold.product_id and out_of_stock.day = sold.day
        where coalesce(sold.product_id, out_of_stock.product_id) is not null`,
      [timeZone, dayList, whole, storeId],
    );
    await tx.query(
      `insert into public.product_demand_day_digests (store_id, day, digest)
       select $3, day, md5(string_agg(product_id::text || ':' || units || ':' || stocked_out::text, ',' order by product_id))
         from public.product_demand_days
        where store_id = $3 and ($2 or day = any ($1::date[]))
        group by day`,
      [dayList, whole, storeId],
    );
  },
};
