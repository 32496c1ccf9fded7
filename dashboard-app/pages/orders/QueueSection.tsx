import type { ReactNode } from 'react';
import type { QueueOrder } from '#lib/orders/order-queue.ts';

/** One part of the pickup queue (new, being packed, ready, finished) with how many orders it holds. */
export function QueueSection({
  id,
  title,
  empty,
  orders,
  render,
}: {
  id: string;
  title: string;
  empty: string;
  orders: readonly QueueOrder[];
  render: (order: QueueOrder) => ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="flex min-w-0 flex-col gap-3">
      <h2 id={`${id}-heading`} className="text-xl font-bold text-brand-900">
        {title} <span className="text-ink-muted">({orders.length})</span>
      </h2>
      {orders.length === 0 ? (
        <p className="text-ink-muted">{empty}</p>
      ) : (
        <div className="flex flex-col gap-3">{orders.map(render)}</div>
      )}
    </section>
  );
}
