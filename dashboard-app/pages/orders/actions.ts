import type { StaffOrderMove } from '#lib/orders/order-queue.ts';
import { voidSaleInSource } from '../../api/inventory.ts';
import { moveOrder } from '../../api/orders.ts';
import { routeAction } from '../../writes/route-action.ts';
import type { Action } from '../../writes/use-action.ts';

/** The queue's moves, made from the queue and from an order's page alike, and voiding a handed-over sale in Metrc. */
const ORDER_MOVES = {
  move: ({ orderId, to, reason }: { orderId: string; to: StaffOrderMove; reason?: string }) =>
    moveOrder(orderId, { to, reason }),
  voidSale: ({ orderId, reason }: { orderId: string; reason: string }) => voidSaleInSource(orderId, reason),
};

/** A page's moves in flight and their answers, for the orders' actions. */
export type OrderMoves = Action<typeof ORDER_MOVES>;

/** The route action of the queue's page and of an order's page. */
export const orderMovesAction = routeAction(ORDER_MOVES);
