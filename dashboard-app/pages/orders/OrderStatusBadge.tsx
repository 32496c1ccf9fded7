import { ORDER_STATUS_LABELS, type OrderStatus } from '#lib/orders/order-status.ts';

const STATUS_STYLES: Record<OrderStatus, string> = {
  placed: 'bg-amber-100 text-amber-950',
  accepted: 'bg-sky-100 text-sky-950',
  ready: 'bg-emerald-100 text-emerald-950',
  picked_up: 'bg-brand-50 text-brand-900',
  cancelled: 'bg-page text-ink',
  expired: 'bg-page text-ink',
};

/** An order's status as a coloured label, the same in the queue, the search and the order's page. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-sm font-semibold whitespace-nowrap ${STATUS_STYLES[status]}`}>
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
