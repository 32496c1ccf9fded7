import type { Database } from '../../db/database.ts';
import { scopeAllows, type StoreScope } from '#lib/stores/store-scope.ts';
import { recordAudit, type AuditActor } from '../../dashboard/audit-log.ts';
import { Refusal } from '../../http/refusal.ts';

/**
 * A manager voids a handed-over sale in Metrc (a sale rung up by mistake; the product has no
 * returns yet): a 'void' joins the outbox, sent once the sale itself is in the source, with the
 * staff audit entry in the same transaction. Refused: an order that does not exist or is not the
 * caller's store's (404), one not handed over, one whose store sends no sales, or a sale already
 * voided (409).
 */
export async function queueSaleVoid(
  db: Database,
  actor: AuditActor,
  scope: StoreScope,
  orderId: string,
  reason: string,
  now: Date,
): Promise<{ number: string }> {
  return db.transaction(async (tx) => {
    const [order] = await tx.query<{ number: string; store_id: string; status: string; sold_at: Date | null }>(
      `select o.number, o.store_id, o.status, r.sold_at
         from orders o left join sales_receipts r on r.order_id = o.id and r.kind = 'sale'
        where o.id = $1 for update of o`,
      [orderId],
    );
    if (!order || !scopeAllows(scope, order.store_id)) throw new Refusal(404, 'There is no such order.');
    if (order.status !== 'picked_up') {
      throw new Refusal(409, `Order ${order.number} was not handed over, so there is no sale to void.`);
    }
    if (!order.sold_at) {
      throw new Refusal(409, `Order ${order.number} was sold from the store's own count: no sale of it went to Metrc.`);
    }
    const [queued] = await tx.query<{ id: string }>(
      `insert into sales_receipts (store_id, order_id, kind, payload, external_number, sold_at, queued_at, next_attempt_at)
       values ($1, $2, 'void', $3, $4, $5, $6, $6)
       on conflict (order_id) where kind = 'void' do nothing
       returning id`,
      [order.store_id, orderId, JSON.stringify({ reason }), order.number, order.sold_at, now],
    );
    if (!queued) throw new Refusal(409, `The sale of order ${order.number} is already voided or waiting to be.`);
    await recordAudit(tx, actor, {
      entityType: 'order',
      entityId: orderId,
      action: 'sale_voided',
      summary: `Voided the sale of order ${order.number} in Metrc: ${reason}`,
      before: { sale: 'recorded' },
      after: { sale: 'void', reason },
      storeId: order.store_id,
    });
    return { number: order.number };
  });
}
