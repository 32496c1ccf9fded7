import {
  cardNumberEnding,
  type OrderDetail,
  type OrderDetailEvent,
  type OrderDetailLine,
  type OrderEventActor,
} from '#lib/orders/order-detail.ts';
import type { MenuMode } from '#lib/catalog/menu-query.ts';
import { isOpenOrder, type OrderStatus } from '#lib/orders/order-status.ts';
import type { Queryable } from '../../db/database.ts';
import { jsonColumn } from '../../db/json-column.ts';
import { getStoreSettingsFor } from '../../settings/index.ts';

interface OrderRow {
  [column: string]: unknown;
  sale_state: 'queued' | 'sent' | 'attention' | null;
  void_state: 'queued' | 'sent' | 'attention' | null;
  id: string;
  number: string;
  status: OrderStatus;
  store_id: string;
  customer_id: string | null;
  menu_mode: MenuMode;
  contact_name: string;
  email: string;
  phone: string;
  birthdate: string;
  medical_card_number: string | null;
  medical_card_expires_on: string | null;
  pickup_slot_start: Date;
  pickup_slot_end: Date;
  placed_at: Date;
  ended_at: Date | null;
  cancel_reason: string | null;
  notes: string;
  subtotal_cents: number;
  discount_cents: number;
  excise_cents: number;
  sales_tax_cents: number;
  total_cents: number;
  rewards_points_redeemed: number;
  discounts: unknown;
  store_name: string;
  store_slug: string;
}

interface LineRow {
  [column: string]: unknown;
  product_name: string;
  product_slug: string;
  size_label: string;
  quantity: number;
  unit_price_cents: number;
  discount_cents: number;
  price_cents: number;
  excise_cents: number;
  sales_tax_cents: number;
  total_cents: number;
  deals: unknown;
}

interface EventRow {
  [column: string]: unknown;
  status: OrderStatus;
  at: Date;
  note: string | null;
  actor_id: string | null;
  actor_email: string | null;
  actor_name: string | null;
}

function toLine(row: LineRow): OrderDetailLine {
  return {
    productName: row.product_name,
    productSlug: row.product_slug,
    sizeLabel: row.size_label,
    quantity: row.quantity,
    unitPriceCents: row.unit_price_cents,
    discountCents: row.discount_cents,
    priceCents: row.price_cents,
    exciseCents: row.excise_cents,
    salesTaxCents: row.sales_tax_cents,
    totalCents: row.total_cents,
    deals: jsonColumn<OrderDetailLine['deals']>(row.deals),
  };
}

/**
 * Who made a move: the order's own customer, or else someone acting for the store (staff at the
 * queue); nobody is a guest placing the order, the store's job expiring it, or an account removed
 * since (its events keep no one).
 */
function actorOf(event: EventRow, order: OrderRow): OrderEventActor {
  if (!event.actor_id) {
    if (event.status === 'placed') return { kind: 'guest', name: order.contact_name };
    return event.status === 'expired' ? { kind: 'store' } : { kind: 'unknown' };
  }
  if (event.actor_id === order.customer_id) return { kind: 'customer', name: event.actor_name || order.contact_name };
  return { kind: 'staff', name: event.actor_name || event.actor_email || '', email: event.actor_email ?? '' };
}

function toEvent(row: EventRow, order: OrderRow): OrderDetailEvent {
  return { status: row.status, at: row.at.toISOString(), actor: actorOf(row, order), note: row.note };
}

/**
 * One order in full for staff, guests' included: contact, lines, totals and every status it went
 * through, its times in its store's time zone. Whichever store the dashboard is about: an order's
 * link opens it. Null when there is none, or none the caller's store scope shows.
 */
export async function getOrderDetail(
  db: Queryable,
  orderId: string,
  { now = new Date() }: { now?: Date } = {},
): Promise<OrderDetail | null> {
  const [order] = await db.query<OrderRow>(
    `select o.id, o.number, o.status, o.store_id, o.customer_id, o.menu_mode, o.contact_name, o.email, o.phone,
            to_char(o.birthdate, 'YYYY-MM-DD') as birthdate, o.medical_card_number,
            to_char(o.medical_card_expires_on, 'YYYY-MM-DD') as medical_card_expires_on,
            o.pickup_slot_start, o.pickup_slot_end, o.placed_at, coalesce(o.picked_up_at, o.cancelled_at, o.expired_at) as ended_at,
            o.cancel_reason, o.notes, o.subtotal_cents, o.discount_cents, o.excise_cents, o.sales_tax_cents, o.total_cents,
            o.rewards_points_redeemed, o.discounts, s.name as store_name, s.slug as store_slug,
            (select r.state from sales_receipts r where r.order_id = o.id and r.kind = 'sale') as sale_state,
            (select r.state from sales_receipts r where r.order_id = o.id and r.kind = 'void') as void_state
       from orders o join stores s on s.id = o.store_id
      where o.id = $1`,
    [orderId],
  );
  if (!order) return null;
  const [lines, events, { timeZone }] = await Promise.all([
    db.query<LineRow>(
      `select product_name, product_slug, size_label, quantity, unit_price_cents, discount_cents, price_cents,
              excise_cents, sales_tax_cents, total_cents, deals
         from order_lines where order_id = $1 order by product_name, size_label, id`,
      [orderId],
    ),
    db.query<EventRow>(
      `select e.status, e.at, e.note, e.actor_id, u.email as actor_email, p.full_name as actor_name
         from order_events e
         left join account_emails u on u.id = e.actor_id
         left join profiles p on p.id = e.actor_id
        where e.order_id = $1
        order by e.at, e.id`,
      [orderId],
    ),
    getStoreSettingsFor(db, order.store_id),
  ]);
  const card = order.medical_card_number;
  const open = isOpenOrder(order.status);
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    mode: order.menu_mode,
    contact: { name: order.contact_name, email: order.email, phone: order.phone, birthdate: order.birthdate },
    hasAccount: order.customer_id !== null,
    medicalCard:
      card && order.medical_card_expires_on
        ? { number: open ? card : cardNumberEnding(card), masked: !open, expiresOn: order.medical_card_expires_on }
        : null,
    pickupSlotStart: order.pickup_slot_start.toISOString(),
    pickupSlotEnd: order.pickup_slot_end.toISOString(),
    placedAt: order.placed_at.toISOString(),
    endedAt: order.ended_at ? order.ended_at.toISOString() : null,
    cancelReason: order.cancel_reason,
    notes: order.notes,
    lines: lines.map(toLine),
    discounts: jsonColumn<OrderDetail['discounts']>(order.discounts).map((saving) => ({
      ...saving,
      savingsCents: Number(saving.savingsCents),
    })),
    totals: {
      subtotalCents: order.subtotal_cents,
      discountCents: order.discount_cents,
      exciseCents: order.excise_cents,
      salesTaxCents: order.sales_tax_cents,
      totalCents: order.total_cents,
    },
    rewardsPointsRedeemed: order.rewards_points_redeemed,
    history: events.map((event) => toEvent(event, order)),
    asOf: now.toISOString(),
    timeZone,
    store: { name: order.store_name, slug: order.store_slug },
    sourceSale: order.sale_state ? { state: order.sale_state, voidState: order.void_state } : null,
  };
}
