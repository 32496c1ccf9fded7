import type { OrderDetail, OrderEventActor } from '#lib/orders/order-detail.ts';
import { storeDateTimeLabel } from '#lib/orders/order-times.ts';
import { ORDER_STATUS_LABELS } from '#lib/orders/order-status.ts';
import { DataTable, type Column } from '../../ui/DataTable.tsx';

function byWhom(actor: OrderEventActor): string {
  switch (actor.kind) {
    case 'customer':
      return `${actor.name} (customer)`;
    case 'guest':
      return `${actor.name} (guest checkout)`;
    case 'staff':
      return actor.name === actor.email ? `${actor.name} (staff)` : `${actor.name} (staff, ${actor.email})`;
    case 'store':
      return 'The store, automatically';
    case 'unknown':
      return 'An account since removed';
  }
}

type OrderEvent = OrderDetail['history'][number];

function columnsFor(timeZone: string): Column<OrderEvent>[] {
  return [
    {
      label: 'Status',
      rowHeader: true,
      className: 'font-semibold',
      cell: (event) => ORDER_STATUS_LABELS[event.status],
    },
    {
      label: 'When',
      className: 'whitespace-nowrap',
      cell: (event) => <time dateTime={event.at}>{storeDateTimeLabel(new Date(event.at), timeZone)}</time>,
    },
    { label: 'By', cell: (event) => byWhom(event.actor) },
    { label: 'Note', cell: (event) => event.note ?? '' },
  ];
}

/** Every status the order went through, oldest first: when, and who moved it. */
export function OrderHistory({ order }: { order: OrderDetail }) {
  return (
    <section aria-labelledby="order-history" className="mt-6 rounded-xl border border-ink/10 bg-surface p-4">
      <h2 id="order-history" className="text-xl font-bold text-brand-900">
        Status history
      </h2>
      <div className="mt-3">
        <DataTable
          caption={`Status history of order ${order.number}, oldest first; times are the store’s`}
          minWidth="36rem"
          columns={columnsFor(order.timeZone)}
          rows={order.history}
          rowKey={(_, index) => index}
          rowAttributes={(event) => ({ 'data-status': event.status })}
        />
      </div>
    </section>
  );
}
