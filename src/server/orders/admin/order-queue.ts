import type { Queryable } from '../../db/database.ts';
import { jsonColumn } from '../../db/json-column.ts';
import type { OrderQueue, QueueOrder, QueueOrderLine } from '#lib/orders/order-queue.ts';
import type { MenuMode } from '#lib/catalog/menu-query.ts';
import { idCheckedDeals } from '#lib/orders/deal-id-check.ts';
import type { AppliedDiscount } from '#lib/pricing/cart-pricing.ts';
import type { OrderStatus } from '#lib/orders/order-status.ts';
import { storeDayBounds } from '#lib/time/store-day-bounds.ts';
import { getStoreSettingsFor } from '../../settings/index.ts';

/** Finished orders shown at most: a busy day's tail, not the store's history. */
const FINISHED_LIMIT = 200;

interface QueueRow {
  [column: string]: unknown;
  id: string;
  number: string;
  status: OrderStatus;
  customer_id: string | null;
  contact_name: string;
  email: string;
  phone: string;
  birthdate: string;
  menu_mode: MenuMode;
  medical_card_number: string | null;
  medical_card_expires_on: string | null;
  pickup_slot_start: Date;
  pickup_slot_end: Date;
  placed_at: Date;
  ended_at: Date | null;
  cancel_reason: string | null;
  notes: string;
  total_cents: number;
  lines: unknown;
  discounts: unknown;
}

const COLUMNS = `
  o.id, o.number, o.status, o.customer_id, o.contact_name, o.email, o.phone, to_char(o.birthdate, 'YYYY-MM-DD') as birthdate,
  o.menu_mode, o.medical_card_number, to_char(o.medical_card_expires_on, 'YYYY-MM-DD') as medical_card_expires_on,
  o.pickup_slot_start, o.pickup_slot_end, o.placed_at, coalesce(o.picked_up_at, o.cancelled_at, o.expired_at) as ended_at,
  o.cancel_reason, o.notes, o.total_cents, o.discounts,
  coalesce((select json_agg(json_build_object('productName', l.product_name, 'sizeLabel', l.size_label,
                                              'quantity', l.quantity, 'totalCents', l.total_cents) order by l.id)
              from order_lines l where l.order_id = o.id), '[]'::json) as lines`;

function toQueueOrder(row: QueueRow): QueueOrder {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    hasAccount: row.customer_id !== null,
    customerName: row.contact_name,
    email: row.email,
    phone: row.phone,
    birthdate: row.birthdate,
    mode: row.menu_mode,
    medicalCard:
      row.medical_card_number && row.medical_card_expires_on
        ? { number: row.medical_card_number, expiresOn: row.medical_card_expires_on }
        : null,
    pickupSlotStart: row.pickup_slot_start.toISOString(),
    pickupSlotEnd: row.pickup_slot_end.toISOString(),
    placedAt: row.placed_at.toISOString(),
    endedAt: row.ended_at ? row.ended_at.toISOString() : null,
    cancelReason: row.cancel_reason,
    notes: row.notes,
    lines: jsonColumn<QueueOrderLine[]>(row.lines),
    totalCents: row.total_cents,
    idCheckedDeals: idCheckedDeals(jsonColumn<AppliedDiscount[]>(row.discounts)),
  };
}

/**
 * A store's pickup queue: every open order (placed, accepted, ready), soonest pickup first —
 * today's, later days', and any still waiting from an earlier slot — and the orders that were
 * picked up, cancelled or expired since the store's midnight, latest first. `storeId` absent:
 * the default store.
 */
export async function listOrderQueue(
  db: Queryable,
  { now = new Date(), storeId = null }: { now?: Date; storeId?: string | null } = {},
): Promise<OrderQueue> {
  const { timeZone, store } = await getStoreSettingsFor(db, storeId);
  const today = storeDayBounds(now, timeZone);
  const [open, finished] = await Promise.all([
    db.query<QueueRow>(
      `select ${COLUMNS} from orders o
        where o.store_id = $1 and o.status in ('placed', 'accepted', 'ready')
        order by o.pickup_slot_start, o.placed_at, o.number`,
      [store.id],
    ),
    db.query<QueueRow>(
      `select ${COLUMNS} from orders o
        where o.store_id = $1 and o.status in ('picked_up', 'cancelled', 'expired')
          and coalesce(o.picked_up_at, o.cancelled_at, o.expired_at) >= $2
        order by coalesce(o.picked_up_at, o.cancelled_at, o.expired_at) desc, o.number
        limit ${FINISHED_LIMIT}`,
      [store.id, today.start],
    ),
  ]);
  return { asOf: now.toISOString(), timeZone, open: open.map(toQueueOrder), finished: finished.map(toQueueOrder) };
}
