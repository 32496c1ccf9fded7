import { isOpenOrder, ORDER_STATUS_LABELS, type OrderStatus } from './order-status.ts';

/**
 * Where an order stands, as its receipt says it (the thank-you page, drawn by the server and
 * kept current by the page's script from `GET /api/orders/status`).
 */
const DETAIL: Readonly<Record<OrderStatus, string>> = {
  placed: 'We will have it ready for you. Show the number at the counter and pay there.',
  accepted: 'We are getting it ready for your pickup time. Show the number at the counter and pay there.',
  ready: 'It is packed and waiting at the counter. Show the number and pay there.',
  picked_up: 'Thank you for shopping with us!',
  cancelled: 'Nothing is held for you and nothing is owed.',
  expired: 'Nothing is held for you and nothing is owed.',
};

export interface ReceiptStatus {
  status: OrderStatus;
  /** "Ready for pickup" */
  label: string;
  /** "It is packed and waiting at the counter. Show the number and pay there." */
  detail: string;
  /** The order has ended (picked up, cancelled, expired): nothing will change any more. */
  final: boolean;
}

export function receiptStatus(status: OrderStatus): ReceiptStatus {
  return { status, label: ORDER_STATUS_LABELS[status], detail: DETAIL[status], final: !isOpenOrder(status) };
}
