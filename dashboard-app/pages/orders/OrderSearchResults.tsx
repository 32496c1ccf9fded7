import { Link, useLocation } from 'react-router';
import type { OrderSearchPage } from '../../../src/lib/dashboard/order-search.ts';
import { storeDateTimeLabel } from '../../../src/lib/dashboard/order-times.ts';
import { formatCents } from '../../../src/lib/money.ts';
import { formatUsPhone } from '../../../src/lib/phone.ts';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';

/** Where an order's page leads back to: the search it was opened from. */
export interface FromSearch {
  fromSearch: string;
}

/** One page of the orders search: each order opens its page, which can lead back to this search. */
export function OrderSearchResults({ result }: { result: OrderSearchPage }) {
  const location = useLocation();
  const back: FromSearch = { fromSearch: `${location.pathname}${location.search}` };
  return (
    <section aria-labelledby="order-results" className="mt-8">
      <h2 id="order-results" className="text-xl font-bold text-brand-900">
        {result.total === 0 ? 'No orders match' : `${result.total.toLocaleString('en-US')} ${result.total === 1 ? 'order' : 'orders'}, newest first`}
      </h2>
      {result.total === 0 ? (
        <p className="mt-1 text-ink-muted">Try part of the name, the start of the email or phone number, or wider dates.</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[56rem] text-left">
            <caption className="sr-only">Orders, newest first; times are the store’s</caption>
            <thead>
              <tr className="border-b-2 border-ink/20">
                <th scope="col" className="px-2 py-2">Order</th>
                <th scope="col" className="px-2 py-2">Placed</th>
                <th scope="col" className="px-2 py-2">Customer</th>
                <th scope="col" className="px-2 py-2">Phone</th>
                <th scope="col" className="px-2 py-2">Email</th>
                <th scope="col" className="px-2 py-2">Status</th>
                <th scope="col" className="px-2 py-2 text-right">Items</th>
                <th scope="col" className="px-2 py-2 text-right">Total</th>
              </tr>
            </thead>
            <tbody>
              {result.rows.map((order) => (
                <tr key={order.id} data-order-number={order.number} className="border-t border-ink/10">
                  <th scope="row" className="px-2 py-2 font-normal">
                    <Link to={`/dashboard/orders/${order.id}`} state={back} className="inline-flex min-h-6 items-center font-mono font-semibold whitespace-nowrap text-brand-800 underline">
                      {order.number}
                    </Link>
                  </th>
                  <td className="px-2 py-2 whitespace-nowrap">{storeDateTimeLabel(new Date(order.placedAt), result.timeZone)}</td>
                  <td className="px-2 py-2">
                    {order.customerName}
                    <span className="block text-sm text-ink-muted">
                      {order.hasAccount ? 'Account' : 'Guest'} · {order.mode === 'medical' ? 'Medical' : 'Adult-use'}
                    </span>
                  </td>
                  <td className="px-2 py-2 whitespace-nowrap">{formatUsPhone(order.phone)}</td>
                  <td className="px-2 py-2 break-all">{order.email}</td>
                  <td className="px-2 py-2">
                    <OrderStatusBadge status={order.status} />
                  </td>
                  <td className="px-2 py-2 text-right tabular-nums">{order.itemCount}</td>
                  <td className="px-2 py-2 text-right tabular-nums">{formatCents(order.totalCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
