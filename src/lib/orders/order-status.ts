/**
 * The life of a pickup order. The store accepts it, gets it ready, and the customer picks it up;
 * it may be cancelled (by the customer or the store) or expire when nobody collects it. Only the
 * moves below exist; every other one is refused, so no screen or job can skip a step.
 */
export const ORDER_STATUSES = ['placed', 'accepted', 'ready', 'picked_up', 'cancelled', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const NEXT: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  placed: ['accepted', 'cancelled', 'expired'],
  accepted: ['ready', 'cancelled', 'expired'],
  ready: ['picked_up', 'cancelled', 'expired'],
  picked_up: [],
  cancelled: [],
  expired: [],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

/** Statuses in which the order still holds its stock and its pickup slot. */
export function isOpenOrder(status: OrderStatus): boolean {
  return status === 'placed' || status === 'accepted' || status === 'ready';
}

/** Statuses that end an order without a sale: stock and slot go back. */
export function releasesStock(status: OrderStatus): boolean {
  return status === 'cancelled' || status === 'expired';
}

/** Where an order's total stands, as the shopper reads it beside the total (receipt, tracker). */
export function paymentNote(status: OrderStatus): string {
  if (releasesStock(status)) return 'Nothing to pay: the order ended without a pickup';
  return status === 'picked_up' ? 'Paid at pickup' : 'Pay at pickup';
}

/** What customers read for each status (tracker, emails, history). */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  placed: 'Placed',
  accepted: 'Accepted',
  ready: 'Ready for pickup',
  picked_up: 'Picked up',
  cancelled: 'Cancelled',
  expired: 'Expired (not picked up)',
};
