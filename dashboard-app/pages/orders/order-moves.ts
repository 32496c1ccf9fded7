import type { StaffOrderMove } from '#lib/orders/order-queue.ts';
import { moveOrder } from '../../api/orders.ts';
import type { Action } from '../../writes/use-action.ts';

/** The queue's moves, made from the queue and from an order's page alike (each page's route action). */
export const ORDER_MOVES = {
  move: ({ orderId, to, reason }: { orderId: string; to: StaffOrderMove; reason?: string }) =>
    moveOrder(orderId, { to, reason }),
};

/** A page's moves in flight and their answers, for the orders' actions. */
export type OrderMoves = Action<typeof ORDER_MOVES>;
