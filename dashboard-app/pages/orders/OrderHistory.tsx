import type { OrderDetail, OrderEventActor } from '../../../src/lib/dashboard/order-detail.ts';
import { storeDateTimeLabel } from '../../../src/lib/dashboard/order-times.ts';
import { ORDER_STATUS_LABELS } from '../../../src/lib/orders/order-status.ts';

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

/** Every status the order went through, oldest first: when, and who moved it. */
export function OrderHistory({ order }: { order: OrderDetail }) {
  return (
    <section aria-labelledby="order-history" className="mt-6 rounded-xl border border-ink/10 bg-surface p-4">
      <h2 id="order-history" className="text-xl font-bold text-brand-900">
        Status history
      </h2>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[36rem] text-left">
          <caption className="sr-only">Status history of order {order.number}, oldest first; times are the store’s</caption>
          <thead>
            <tr className="border-b-2 border-ink/20">
              <th scope="col" className="px-2 py-2">Status</th>
              <th scope="col" className="px-2 py-2">When</th>
              <th scope="col" className="px-2 py-2">By</th>
              <th scope="col" className="px-2 py-2">Note</th>
            </tr>
          </thead>
          <tbody>
            {order.history.map((event, index) => (
              <tr key={index} className="border-t border-ink/10 align-top" data-status={event.status}>
                <th scope="row" className="px-2 py-2 font-semibold">
                  {ORDER_STATUS_LABELS[event.status]}
                </th>
                <td className="px-2 py-2 whitespace-nowrap">
                  <time dateTime={event.at}>{storeDateTimeLabel(new Date(event.at), order.timeZone)}</time>
                </td>
                <td className="px-2 py-2">{byWhom(event.actor)}</td>
                <td className="px-2 py-2">{event.note ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
