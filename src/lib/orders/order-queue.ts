import { z } from 'zod';
import type { IdCheckedDeal } from './deal-id-check.ts';
import { canMoveOrder, type OrderStatus } from './order-status.ts';
import type { MenuMode } from '../catalog/menu-query.ts';

/** One line of an order in the pickup queue: what to pull from the shelf. */
export interface QueueOrderLine {
  productName: string;
  sizeLabel: string;
  quantity: number;
  totalCents: number;
}

/** An order as the counter sees it in the pickup queue. */
export interface QueueOrder {
  id: string;
  number: string;
  status: OrderStatus;
  /** Placed by a signed-in customer (earns points) rather than a guest. */
  hasAccount: boolean;
  customerName: string;
  email: string;
  /** Ten digits, as stored. */
  phone: string;
  /** 'YYYY-MM-DD', to compare with the photo ID at the counter. */
  birthdate: string;
  mode: MenuMode;
  /** Medical orders: the registry card to check at pickup. */
  medicalCard: { number: string; expiresOn: string } | null;
  /** ISO instants. */
  pickupSlotStart: string;
  pickupSlotEnd: string;
  placedAt: string;
  /** When a finished order was picked up, cancelled or expired. */
  endedAt: string | null;
  cancelReason: string | null;
  notes: string;
  lines: QueueOrderLine[];
  totalCents: number;
  /** First-visit and birthday deals on the order: the counter checks the photo ID before honouring them. */
  idCheckedDeals: IdCheckedDeal[];
}

/** The pickup queue: every open order, and the orders that finished today. */
export interface OrderQueue {
  /** The server's clock when the list was read (ages are counted from it). */
  asOf: string;
  /** The store's time zone: pickup times read on the store's clock. */
  timeZone: string;
  /** Placed, accepted and ready orders, soonest pickup first. */
  open: QueueOrder[];
  /** Picked up, cancelled or expired since the store's midnight, latest first. */
  finished: QueueOrder[];
}

/** The moves staff make from the queue; expiring is the store's job, not a button. */
export const STAFF_ORDER_MOVES = ['accepted', 'ready', 'picked_up', 'cancelled'] as const;
export type StaffOrderMove = (typeof STAFF_ORDER_MOVES)[number];

/** The button for each move, as the counter says it. */
export const ORDER_MOVE_LABELS: Readonly<Record<StaffOrderMove, string>> = {
  accepted: 'Accept',
  ready: 'Mark ready',
  picked_up: 'Picked up',
  cancelled: 'Cancel order',
};

const MOVED: Readonly<Record<StaffOrderMove, string>> = {
  accepted: 'accepted',
  ready: 'marked ready for pickup',
  picked_up: 'picked up',
  cancelled: 'cancelled; its items are back in stock',
};

/** What staff read once a move went through: "Order RR-7K3Q9P accepted." */
export function orderMovedMessage(number: string, to: StaffOrderMove): string {
  return `Order ${number} ${MOVED[to]}.`;
}

/** The move that takes an open order one step on (accept, ready, picked up), if any. */
export function nextOrderMove(status: OrderStatus): Exclude<StaffOrderMove, 'cancelled'> | null {
  const forward = (['accepted', 'ready', 'picked_up'] as const).find((to) => canMoveOrder(status, to));
  return forward ?? null;
}

/** Whether staff may still cancel an order at this status. */
export function canCancelOrder(status: OrderStatus): boolean {
  return canMoveOrder(status, 'cancelled');
}

export const MAX_CANCEL_REASON = 300;

/** A staff member's move of one order: `{ to, reason? }`; cancelling needs a reason the customer reads. */
export const orderMoveRequest = z
  .object({
    to: z.enum(STAFF_ORDER_MOVES, { error: 'Choose accept, ready, picked up or cancel.' }),
    reason: z
      .string({ error: 'The reason must be text.' })
      .trim()
      .max(MAX_CANCEL_REASON, `Keep the reason under ${MAX_CANCEL_REASON} characters.`)
      .optional(),
  })
  .superRefine((move, context) => {
    if (move.to === 'cancelled' && !move.reason) {
      context.addIssue({
        code: 'custom',
        path: ['reason'],
        message: 'Say why the order is cancelled; the customer reads it in their email.',
      });
    }
  })
  .transform((move) => ({ to: move.to, reason: move.to === 'cancelled' ? (move.reason ?? null) : null }));

export type OrderMoveRequest = z.input<typeof orderMoveRequest>;
