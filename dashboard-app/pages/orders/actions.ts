import type { StaffOrderMove } from '#lib/orders/order-queue.ts';
import { moveOrder } from '../../api/orders.ts';
import { routeAction } from '../../writes/route-action.ts';
import type { Action } from '../../writes/use-action.ts';

/** The queue's moves, made from the queue and from an order's page alike. */
const ORDER_MOVES = {
  move: ({ orderId, to, reason }: { orderId: string; to: StaffOrderMove; reason?: string }) =>
    moveOrder(orderId, { to, reason }),
};

/** A page's moves in flight and their answers, for the orders' actions. */
export type OrderMoves = Action<typeof ORDER_MOVES>;

/** The route action of the queue's page and of an order's page. */
export const orderMovesAction = routeAction(ORDER_MOVES);
