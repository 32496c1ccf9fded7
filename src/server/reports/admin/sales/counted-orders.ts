/**
 * What counts as a sale, for every report: an order that was placed and has not ended without a
 * sale — status placed, accepted, ready or picked_up (cancelled and expired orders are not sales)
 * — on the store-local day of its `placed_at`. Reports write these conditions into their SQL
 * rather than their own, so all of them count the same orders on the same days.
 */
export const COUNTED_ORDER_STATUSES = ['placed', 'accepted', 'ready', 'picked_up'] as const;

const STATUS_LIST = COUNTED_ORDER_STATUSES.map((status) => `'${status}'`).join(', ');

/** The condition on the orders table under `alias`: `o.status in ('placed', …)`. */
export function countedOrderSql(alias: string): string {
  return `${alias}.status in (${STATUS_LIST})`;
}

/** The condition on the orders table as reports alias it, `o`: `o.status in ('placed', …)`. */
export const COUNTED_ORDER_SQL = countedOrderSql('o');

/**
 * An order's sales day, the store-local date of `placed_at`; `timeZone` is the SQL of the zone
 * (a parameter such as `$1`).
 */
export function salesDaySql(alias: string, timeZone: string): string {
  return `(${alias}.placed_at at time zone ${timeZone})::date`;
}
