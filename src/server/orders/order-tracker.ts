import type { Queryable } from '../db/database.ts';
import { hitRateLimit } from '../http/rate-limit.ts';
import type { OrderStatus } from '#lib/orders/order-status.ts';
import type { OrderEvent } from '#lib/orders/order-timeline.ts';

/** Lookups allowed per address in each window: plenty for a customer, too few to guess phone numbers. */
export const TRACKER_LOOKUP_LIMIT = 20;
export const TRACKER_WINDOW_SECONDS = 10 * 60;

/** How the customer proves the order is theirs: the email (lower-case) or the phone (10 digits) it was placed with. */
export type TrackerContact = { email: string } | { phone: string };

/** What the tracker shows of an order: where it stands, never who placed it. */
export interface TrackedOrder {
  number: string;
  status: OrderStatus;
  pickupSlotStart: Date;
  pickupSlotEnd: Date;
  /** The store the order is picked up at. */
  storeId: string;
  itemCount: number;
  totalCents: number;
  events: OrderEvent[];
}

export type TrackOrderOutcome =
  | { ok: true; order: TrackedOrder }
  /** No such number, or the contact does not match it: the customer is told the same either way. */
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number };

/**
 * Finds order `number` (already normalized, `RR-…`) when `contact` matches it, after counting the
 * lookup against the visitor's address. Phones are compared by their last ten digits, so an order
 * stored as "(734) 555-0100" or "+1 734…" is found by "7345550100" too.
 */
export async function trackOrder(
  db: Queryable,
  {
    number,
    contact,
    clientAddress,
    now = new Date(),
  }: { number: string; contact: TrackerContact; clientAddress: string; now?: Date },
): Promise<TrackOrderOutcome> {
  const limit = await hitRateLimit(db, `order-tracker:${clientAddress}`, {
    limit: TRACKER_LOOKUP_LIMIT,
    windowSeconds: TRACKER_WINDOW_SECONDS,
    now,
  });
  if (!limit.allowed) return { ok: false, reason: 'throttled', retryAfterSeconds: limit.retryAfterSeconds };

  const email = 'email' in contact ? contact.email.toLowerCase() : null;
  const phone = 'phone' in contact ? contact.phone : null;
  const [order] = await db.query<{
    id: string;
    number: string;
    status: OrderStatus;
    pickup_slot_start: Date;
    pickup_slot_end: Date;
    store_id: string;
    total_cents: number;
    item_count: number;
  }>(
    `select o.id, o.number, o.status, o.pickup_slot_start, o.pickup_slot_end, o.store_id, o.total_cents,
            (select coalesce(sum(l.quantity), 0)::int from order_lines l where l.order_id = o.id) as item_count
       from orders o
      where o.number = $1
        and (lower(o.email) = $2 or right(regexp_replace(o.phone, '[^0-9]', '', 'g'), 10) = $3)`,
    [number, email, phone],
  );
  if (!order) return { ok: false, reason: 'not_found' };
  const events = await db.query<{ status: OrderStatus; at: Date; note: string | null }>(
    'select status, at, note from order_events where order_id = $1 order by at, id',
    [order.id],
  );
  return {
    ok: true,
    order: {
      number: order.number,
      status: order.status,
      pickupSlotStart: order.pickup_slot_start,
      pickupSlotEnd: order.pickup_slot_end,
      storeId: order.store_id,
      itemCount: Number(order.item_count),
      totalCents: Number(order.total_cents),
      events: events.map((event) => ({ status: event.status, at: event.at, note: event.note })),
    },
  };
}
