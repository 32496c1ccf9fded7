import type { OrderMoveRequest, OrderQueue } from '../../src/lib/dashboard/order-queue.ts';
import type { OrderStatus } from '../../src/lib/orders/order-status.ts';
import { api } from './client.ts';

export function loadOrderQueue(signal?: AbortSignal) {
  return api.get<OrderQueue>('/api/dashboard/orders', { signal });
}

/** Moves one order on (accept, ready, picked up) or cancels it with a reason. */
export function moveOrder(orderId: string, move: OrderMoveRequest) {
  return api.post<{ number: string; status: OrderStatus }>(`/api/dashboard/orders/${encodeURIComponent(orderId)}/status`, move);
}
