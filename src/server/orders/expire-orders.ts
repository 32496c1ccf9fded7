import type { Database } from '../db/database.ts';
import { moveLockedOrder } from './move-order.ts';

/** At most this many orders per run: one run stays short, the next picks up the rest. */
const BATCH = 50;

/**
 * Expires open orders nobody picked up: their pickup slot ended more than their store's hold time
 * ago. Rows are claimed with `for update skip locked`, so any number of instances may run this at
 * once and each order is expired exactly once; the stock goes back to the order's store's shelf.
 */
export async function expireLapsedOrders(db: Database, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const lapsed = await tx.query<{ id: string }>(
      `select o.id from orders o join stores s on s.id = o.store_id
        where o.status in ('placed', 'accepted', 'ready')
          and o.pickup_slot_end < $1::timestamptz - make_interval(mins => s.order_hold_minutes)
        order by o.pickup_slot_end
        limit ${BATCH}
        for update of o skip locked`,
      [now],
    );
    for (const { id } of lapsed) {
      await moveLockedOrder(tx, id, 'expired', { actorId: null, reason: 'Not picked up in time', now });
    }
    return lapsed.length;
  });
}
