import { LOCAL_LINK_ORIGIN } from '../config/link-origin.ts';
import type { Database, Queryable } from '../db/database.ts';
import type { MenuMode } from '#lib/catalog/menu-query.ts';
import { canMoveOrder, releasesStock, type OrderStatus } from '#lib/orders/order-status.ts';
import { orderStatusMessage, queueEmail } from '../mail/index.ts';
import { getStoreSettingsFor } from '../settings/index.ts';
import { releaseOrderRewards, rewardPickedUpOrder } from '../rewards/index.ts';
import { queuePickupFollowUps, verifyReviewsByPickup } from '../reviews/index.ts';
import { releasePickupSlot } from './pickup-capacity.ts';
import { pickupPlaceName } from './order-store.ts';

export type MoveOrderOutcome =
  | { ok: true; from: OrderStatus; to: OrderStatus }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'not_allowed'; from: OrderStatus };

const STAMP: Partial<Record<OrderStatus, string>> = {
  accepted: 'accepted_at',
  ready: 'ready_at',
  picked_up: 'picked_up_at',
  cancelled: 'cancelled_at',
  expired: 'expired_at',
};

/**
 * Moves an order to its next status in one transaction with everything that follows from it: an
 * ended order puts its stock back, frees its pickup place and gives back the points it spent; a
 * picked-up order earns its rewards (and its referrer's), makes its buyer's earlier reviews count,
 * and is followed by the review invitation
 * (and, for a first pickup, the feedback question); every move is recorded with who made it, and
 * the customer gets an email. `linkOrigin` is the origin of the follow-ups' links
 * (RuntimeConfig.linkOrigin; LOCAL_LINK_ORIGIN when a test names none). The row is locked first,
 * so two staff members (or a budtender and the expiry job) cannot both move it.
 */
export async function moveOrder(
  db: Database,
  orderId: string,
  to: OrderStatus,
  {
    actorId = null,
    reason = null,
    now = new Date(),
    linkOrigin,
  }: { actorId?: string | null; reason?: string | null; now?: Date; linkOrigin?: string } = {},
): Promise<MoveOrderOutcome> {
  return db.transaction((tx) => moveLockedOrder(tx, orderId, to, { actorId, reason, now, linkOrigin }));
}

/** The same move inside a caller's transaction (the expiry job moves many orders in one). */
export async function moveLockedOrder(
  tx: Queryable,
  orderId: string,
  to: OrderStatus,
  {
    actorId,
    reason,
    now,
    linkOrigin,
  }: { actorId: string | null; reason: string | null; now: Date; linkOrigin?: string | undefined },
): Promise<MoveOrderOutcome> {
  const [order] = await tx.query<{
    status: OrderStatus;
    number: string;
    email: string;
    contact_name: string;
    total_cents: number;
    menu_mode: MenuMode;
    pickup_slot_start: Date;
    pickup_slot_end: Date;
    store_id: string;
  }>(
    `select status, number, email, contact_name, total_cents, menu_mode, pickup_slot_start, pickup_slot_end, store_id
       from orders where id = $1 for update`,
    [orderId],
  );
  if (!order) return { ok: false, reason: 'not_found' };
  if (!canMoveOrder(order.status, to)) return { ok: false, reason: 'not_allowed', from: order.status };

  await tx.query(
    `update orders set status = $2, ${STAMP[to]} = $3, cancel_reason = coalesce($4, cancel_reason), updated_at = $3 where id = $1`,
    [orderId, to, now, to === 'cancelled' ? reason : null],
  );
  await tx.query('insert into order_events (order_id, status, at, actor_id, note) values ($1, $2, $3, $4, $5)', [
    orderId,
    to,
    now,
    actorId,
    reason,
  ]);
  if (releasesStock(to)) {
    // Back on the shelf of the order's store, into the count each line was sold from (a patient's
    // units into a store's medical count where it keeps one): sizes that still exist get them back.
    await tx.query(
      `update store_variants sv set stock = sv.stock + l.quantity, updated_at = $2
         from (select variant_id, stock_pool, sum(quantity)::int as quantity from order_lines
                where order_id = $1 and variant_id is not null group by variant_id, stock_pool) l
        where sv.variant_id = l.variant_id and sv.store_id = $3 and sv.pool = l.stock_pool`,
      [orderId, now, order.store_id],
    );
    await releasePickupSlot(tx, order.store_id, order.pickup_slot_start);
    await releaseOrderRewards(tx, orderId, now);
  }

  const settings = await getStoreSettingsFor(tx, order.store_id);
  if (to === 'picked_up') {
    await rewardPickedUpOrder(tx, orderId, { rewards: settings.rewards, timeZone: settings.timeZone, now });
    await verifyReviewsByPickup(tx, orderId);
  }
  const lines = await tx.query<{ product_name: string; size_label: string; quantity: number; total_cents: number }>(
    'select product_name, size_label, quantity, total_cents from order_lines where order_id = $1 order by id',
    [orderId],
  );
  const pickup = new Intl.DateTimeFormat('en-US', {
    timeZone: settings.timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  await queueEmail(
    tx,
    orderStatusMessage(
      {
        storeName: pickupPlaceName(settings),
        storeAddress: settings.address.singleLine,
        storePhone: settings.phone,
        number: order.number,
        email: order.email,
        contactName: order.contact_name,
        pickupLabel: pickup.format(order.pickup_slot_start).replace(/[\u00a0\u202f]/g, ' '),
        totalCents: order.total_cents,
        mode: order.menu_mode,
        lines: lines.map((line) => ({
          productName: line.product_name,
          sizeLabel: line.size_label,
          quantity: line.quantity,
          totalCents: line.total_cents,
        })),
      },
      to,
      reason,
    ),
    settings,
  );
  if (to === 'picked_up') {
    await queuePickupFollowUps(tx, orderId, { settings, now, linkOrigin: linkOrigin ?? LOCAL_LINK_ORIGIN });
  }
  return { ok: true, from: order.status, to };
}
