import { Link } from 'react-router';
import type { LookupOrder } from '#lib/customers/customer-lookup.ts';
import { formatCents } from '#lib/money.ts';
import { ORDER_STATUS_LABELS } from '#lib/orders/order-status.ts';
import { DataTable, type Column } from '../../ui/DataTable.tsx';

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

const COLUMNS: readonly Column<LookupOrder>[] = [
  {
    label: 'Order',
    rowHeader: true,
    className: 'font-mono font-semibold',
    cell: (order) => (
      <Link to={`/dashboard/orders/${order.id}`} className="inline-flex min-h-6 items-center text-brand-800 underline">
        {order.number}
      </Link>
    ),
  },
  { label: 'Placed', cell: (order) => shortDate.format(new Date(order.placedAt)) },
  { label: 'Status', cell: (order) => ORDER_STATUS_LABELS[order.status] },
  {
    label: 'Items',
    cell: (order) => order.lines.map((line) => `${line.quantity} × ${line.productName} (${line.sizeLabel})`).join(', '),
  },
  { label: 'Total', numeric: true, cell: (order) => formatCents(order.totalCents) },
];

/** A customer's or a guest's newest orders, each opening its page. */
export function LookupOrders({
  orders,
  orderCount,
  whose,
}: {
  orders: readonly LookupOrder[];
  orderCount: number;
  whose: string;
}) {
  return (
    <div className="mt-1">
      <DataTable
        caption={`Orders of ${whose}, newest first`}
        compact
        columns={COLUMNS}
        rows={orders}
        rowKey={(order) => order.id}
        rowAttributes={(order) => ({ 'data-order-number': order.number })}
        empty="No orders yet."
      />
      {orderCount > orders.length && orders.length > 0 && (
        <p className="mt-1 text-sm text-ink-muted">The newest {orders.length} are shown.</p>
      )}
    </div>
  );
}
