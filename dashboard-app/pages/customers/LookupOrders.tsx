import { Link } from 'react-router';
import type { LookupOrder } from '../../../src/lib/dashboard/customer-lookup.ts';
import { formatCents } from '../../../src/lib/money.ts';
import { ORDER_STATUS_LABELS } from '../../../src/lib/orders/order-status.ts';

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** A customer's or a guest's newest orders, each opening its page. */
export function LookupOrders({ orders, orderCount, whose }: { orders: readonly LookupOrder[]; orderCount: number; whose: string }) {
  if (orders.length === 0) return <p className="text-sm text-ink-muted">No orders yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="mt-1 w-full text-left text-sm">
        <caption className="sr-only">Orders of {whose}, newest first</caption>
        <thead className="border-b border-ink/10 text-ink-muted">
          <tr>
            <th scope="col" className="py-1 pr-3 font-semibold">Order</th>
            <th scope="col" className="py-1 pr-3 font-semibold">Placed</th>
            <th scope="col" className="py-1 pr-3 font-semibold">Status</th>
            <th scope="col" className="py-1 pr-3 font-semibold">Items</th>
            <th scope="col" className="py-1 text-right font-semibold">Total</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} className="border-b border-ink/5 align-top" data-order-number={order.number}>
              <th scope="row" className="py-1 pr-3 font-mono font-semibold">
                <Link to={`/dashboard/orders/${order.id}`} className="inline-flex min-h-6 items-center text-brand-800 underline">
                  {order.number}
                </Link>
              </th>
              <td className="py-1 pr-3">{shortDate.format(new Date(order.placedAt))}</td>
              <td className="py-1 pr-3">{ORDER_STATUS_LABELS[order.status]}</td>
              <td className="py-1 pr-3">{order.lines.map((line) => `${line.quantity} × ${line.productName} (${line.sizeLabel})`).join(', ')}</td>
              <td className="py-1 text-right tabular-nums">{formatCents(order.totalCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {orderCount > orders.length && <p className="mt-1 text-sm text-ink-muted">The newest {orders.length} are shown.</p>}
    </div>
  );
}
