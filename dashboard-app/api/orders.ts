import type { OrderDetail } from '#lib/orders/order-detail.ts';
import type { OrderMoveRequest, OrderQueue } from '#lib/orders/order-queue.ts';
import type { OrderSearchPage } from '#lib/orders/order-search.ts';
import { dashboardApiUrl } from '#lib/staff/dashboard-api-paths.ts';
import type { OrderStatus } from '#lib/orders/order-status.ts';
import { api } from './client.ts';

export function loadOrderQueue(signal?: AbortSignal) {
  return api.get<OrderQueue>(dashboardApiUrl('orders'), { signal });
}

/** A page of every order; `query` is the endpoint's query string (`?q=…&from=…`), or empty. */
export function searchOrders(query: string, signal?: AbortSignal) {
  return api.get<OrderSearchPage>(dashboardApiUrl('orderSearch', query), { signal });
}

export function loadOrderDetail(orderId: string, signal?: AbortSignal) {
  return api.get<OrderDetail>(dashboardApiUrl('order', { id: orderId }), { signal });
}

/** Moves one order on (accept, ready, picked up) or cancels it with a reason. */
export function moveOrder(orderId: string, move: OrderMoveRequest) {
  return api.post<{ number: string; status: OrderStatus }>(dashboardApiUrl('orderStatus', { id: orderId }), move);
}
