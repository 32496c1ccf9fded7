import type { Database } from '../db/database.ts';
import { getStoreSettings } from '../settings/index.ts';
import { moveLockedOrder } from './move-order.ts';

/** At most this many orders per run: one run stays short, the next picks up the rest. */
const BATCH = 50;

/**
 * Expires open orders nobody picked up: their pickup slot ended more than the store's hold time
 * ago. Rows are claimed with `for update skip locked`, so any number of instances may run this at
 * once and each order is expired exactly once; the stock goes back to the shelf.
 */
export async function expireLapsedOrders(db: Database, now = new Date()): Promise<number> {
  const { orderHoldMinutes } = await getStoreSettings(db);
  const cutoff = new Date(now.getTime() - orderHoldMinutes * 60_000);
  return db.transaction(async (tx) => {
    const lapsed = await tx.query<{ id: string }>(
      `select id from orders
        where status in ('placed', 'accepted', 'ready') and pickup_slot_end < $1
        order by pickup_slot_end
        limit ${BATCH}
        for update skip locked`,
      [cutoff],
    );
    for (const { id } of lapsed) {
      await moveLockedOrder(tx, id, 'expired', { actorId: null, reason: 'Not picked up in time', now });
    }
    return lapsed.length;
  });
}
