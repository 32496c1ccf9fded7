import type { Database } from '../../db/database.ts';
import { scopeAllows, type StoreScope } from '#lib/stores/store-scope.ts';
import type { StaffOrderMove } from '#lib/orders/order-queue.ts';
import { ORDER_STATUS_LABELS, type OrderStatus } from '#lib/orders/order-status.ts';
import { recordAudit, type AuditActor } from '../../dashboard/audit-log.ts';
import { Refusal } from '../../http/refusal.ts';
import { recordHandedOverSale } from '../../inventory/index.ts';
import { moveLockedOrder } from '../move-order.ts';

export interface StaffOrderMoved {
  number: string;
  from: OrderStatus;
  to: OrderStatus;
}

const AUDIT_ACTIONS: Readonly<Record<StaffOrderMove, string>> = {
  accepted: 'accepted',
  ready: 'marked_ready',
  picked_up: 'picked_up',
  cancelled: 'cancelled',
};

function summary(number: string, to: StaffOrderMove, reason: string | null): string {
  switch (to) {
    case 'accepted':
      return `Accepted order ${number}`;
    case 'ready':
      return `Marked order ${number} ready for pickup`;
    case 'picked_up':
      return `Order ${number} picked up`;
    case 'cancelled':
      return `Cancelled order ${number}: ${reason ?? ''}`.trim();
  }
}

/**
 * A staff member moves an order from the pickup queue. The move itself is the order's one move
 * (move-order.ts: stock, pickup slot, rewards, the customer's email); the audit entry, naming the
 * order's store, is written in the same transaction, so the log never shows a move that did not
 * happen, and so is a handed-over order's sale for the store's inventory source. Refused: an order that does not exist, or whose store is not in the caller's `scope`
 * (404, as if there were none); one that has moved on so the move no longer applies (409).
 *
 * The scope is checked here rather than left to the store-scoped role (decision 63): what a move
 * sets off is the organization's — a first order's referral, a first pickup's feedback question,
 * the buyer's reviews — and must see the customer's orders at every store.
 */
export async function moveOrderAsStaff(
  db: Database,
  actor: AuditActor,
  orderId: string,
  to: StaffOrderMove,
  {
    reason = null,
    now = new Date(),
    linkOrigin,
    scope = { allowed: 'all', store: null },
  }: { reason?: string | null; now?: Date; linkOrigin?: string; scope?: StoreScope } = {},
): Promise<StaffOrderMoved> {
  return db.transaction(async (tx) => {
    const [order] = await tx.query<{ number: string; store_id: string }>(
      'select number, store_id from orders where id = $1 for update',
      [orderId],
    );
    if (!order || !scopeAllows(scope, order.store_id)) throw new Refusal(404, 'There is no such order.');
    const { number, store_id: storeId } = order;
    const outcome = await moveLockedOrder(tx, orderId, to, { actorId: actor.id, reason, now, linkOrigin });
    if (!outcome.ok && outcome.reason === 'not_found') throw new Refusal(404, 'There is no such order.');
    if (!outcome.ok) throw new Refusal(409, refusedMoveMessage(number, outcome.from, to));
    // A store whose stock is Metrc's (or a point of sale's) records the packages that left and
    // queues the sale for upload; the counter never waits on the source (decision 79).
    if (to === 'picked_up') await recordHandedOverSale(tx, orderId, now);
    await recordAudit(tx, actor, {
      entityType: 'order',
      entityId: orderId,
      action: AUDIT_ACTIONS[to],
      summary: summary(number, to, reason),
      before: { status: outcome.from },
      after: to === 'cancelled' ? { status: to, reason } : { status: to },
      storeId,
    });
    return { number, from: outcome.from, to };
  });
}

/** What the counter reads when a move is refused because the order has moved on. */
function refusedMoveMessage(number: string, from: OrderStatus, to: StaffOrderMove): string {
  const wanted = { accepted: 'accepted', ready: 'marked ready', picked_up: 'marked picked up', cancelled: 'cancelled' }[
    to
  ];
  return `Order ${number} is ${ORDER_STATUS_LABELS[from].toLowerCase()} now, so it cannot be ${wanted}. The queue shows where it stands.`;
}
