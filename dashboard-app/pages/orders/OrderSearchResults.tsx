import { Link, useLocation } from 'react-router';
import type { OrderSearchPage, OrderSearchRow } from '#lib/orders/order-search.ts';
import { storeDateTimeLabel } from '#lib/orders/order-times.ts';
import { formatCents } from '#lib/money.ts';
import { ORDER_STATUS_LABELS } from '#lib/orders/order-status.ts';
import { formatUsPhone } from '#lib/phone.ts';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';

/** Where an order's page leads back to: the search it was opened from. */
export interface FromSearch {
  fromSearch: string;
}

function columnsFor(timeZone: string, back: FromSearch): Column<OrderSearchRow>[] {
  const placed = (order: OrderSearchRow) => storeDateTimeLabel(new Date(order.placedAt), timeZone);
  return [
    {
      label: 'Order',
      rowHeader: true,
      cell: (order) => (
        <Link
          to={`/dashboard/orders/${order.id}`}
          state={back}
          className="inline-flex min-h-6 items-center font-mono font-semibold whitespace-nowrap text-brand-800 underline"
        >
          {order.number}
        </Link>
      ),
      csv: (order) => order.number,
    },
    { label: 'Placed', className: 'whitespace-nowrap', cell: placed, csv: placed },
    {
      label: 'Customer',
      cell: (order) => (
        <>
          {order.customerName}
          <span className="block text-sm text-ink-muted">
            {order.hasAccount ? 'Account' : 'Guest'} · {order.mode === 'medical' ? 'Medical' : 'Adult-use'}
          </span>
        </>
      ),
      csv: (order) => order.customerName,
    },
    {
      label: 'Phone',
      className: 'whitespace-nowrap',
      cell: (order) => formatUsPhone(order.phone),
      csv: (order) => formatUsPhone(order.phone),
    },
    { label: 'Email', className: 'break-all', cell: (order) => order.email, csv: (order) => order.email },
    {
      label: 'Status',
      cell: (order) => <OrderStatusBadge status={order.status} />,
      csv: (order) => ORDER_STATUS_LABELS[order.status],
    },
    { label: 'Items', numeric: true, cell: (order) => order.itemCount, csv: (order) => order.itemCount },
    {
      label: 'Total',
      numeric: true,
      cell: (order) => formatCents(order.totalCents),
      csv: (order) => (order.totalCents / 100).toFixed(2),
    },
  ];
}

/** One page of the orders search: each order opens its page, which can lead back to this search. */
export function OrderSearchResults({ result }: { result: OrderSearchPage }) {
  const location = useLocation();
  const back: FromSearch = { fromSearch: `${location.pathname}${location.search}` };
  return (
    <section aria-labelledby="order-results" className="mt-8">
      <h2 id="order-results" className="text-xl font-bold text-brand-900">
        {result.total === 0
          ? 'No orders match'
          : `${result.total.toLocaleString('en-US')} ${result.total === 1 ? 'order' : 'orders'}, newest first`}
      </h2>
      <div className="mt-3">
        <DataTable
          caption="Orders, newest first; times are the store’s"
          minWidth="56rem"
          columns={columnsFor(result.timeZone, back)}
          rows={result.rows}
          rowKey={(order) => order.id}
          rowAttributes={(order) => ({ 'data-order-number': order.number })}
          empty="Try part of the name, the start of the email or phone number, the phone's last four digits, or wider dates."
          csvExport={{ fileName: `orders-page-${result.page}.csv`, label: 'Download this page (CSV)' }}
        />
      </div>
    </section>
  );
}
