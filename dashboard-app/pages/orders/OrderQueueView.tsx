import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { ORDER_MOVE_LABELS, type OrderQueue, type QueueOrder } from '#lib/orders/order-queue.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useAction } from '../../writes/use-action.ts';
import type { orderMovesAction } from './actions.ts';
import { OrderCard } from './OrderCard.tsx';
import { OrdersViewNav } from './OrdersViewNav.tsx';
import { QueueSection } from './QueueSection.tsx';
import { useLiveOrderQueue } from './use-live-order-queue.ts';

/**
 * The pickup queue: new orders to accept, orders being packed, orders waiting at the counter,
 * and what finished today. It keeps itself current, so a new order shows up without a reload.
 */
export function OrderQueueView({ loaded }: { loaded: OrderQueue }) {
  const { queue, arrivedIds, arrivalMessage, refreshProblem } = useLiveOrderQueue(loaded);
  const revalidator = useRevalidator();
  const focusAfterMove = useRef<string | null>(null);
  const moves = useAction<typeof orderMovesAction>({
    onDone: (_, sent) => {
      focusAfterMove.current = sent.input.orderId;
    },
    // Whatever refused the move, the queue may be out of date: show where the order stands.
    onRefused: () => void revalidator.revalidate(),
  });
  const asOf = new Date(queue.asOf);

  // The moved order now sits in another part of the queue; the keyboard follows it there.
  useEffect(() => {
    if (!focusAfterMove.current) return;
    document.getElementById(`order-${focusAfterMove.current}`)?.focus();
    focusAfterMove.current = null;
  }, [queue]);

  const card = (order: QueueOrder) => (
    <OrderCard
      key={order.id}
      order={order}
      asOf={asOf}
      timeZone={queue.timeZone}
      isNew={arrivedIds.has(order.id)}
      moves={moves}
    />
  );
  const byStatus = (status: QueueOrder['status']) => queue.open.filter((order) => order.status === status);

  return (
    <>
      <PageHeader
        title="Pickup queue"
        description={`Open orders, soonest pickup first. ${ORDER_MOVE_LABELS.accepted} new orders, mark them ready once packed, and picked up at the counter. New orders appear here on their own.`}
      />
      <OrdersViewNav current="queue" />
      <div className="mb-4 flex flex-col gap-2">
        <p
          role="status"
          aria-live="polite"
          aria-atomic="true"
          className={arrivalMessage ? 'rounded-lg border-2 border-amber-700 bg-surface p-3 font-semibold' : 'sr-only'}
        >
          {arrivalMessage}
        </p>
        <p
          role="status"
          aria-atomic="true"
          className={
            moves.notice
              ? 'rounded-lg border-2 border-brand-700 bg-brand-50 p-3 font-semibold text-brand-900'
              : 'sr-only'
          }
        >
          {moves.notice}
        </p>
        {refreshProblem && (
          <p className="font-semibold text-danger">
            The queue could not be refreshed: {refreshProblem} It tries again every few seconds.
          </p>
        )}
      </div>

      <div className="grid gap-6 xl:grid-cols-3">
        <QueueSection
          id="queue-placed"
          title="New orders"
          empty="No new orders to accept."
          orders={byStatus('placed')}
          render={card}
        />
        <QueueSection
          id="queue-accepted"
          title="Being packed"
          empty="Nothing is being packed."
          orders={byStatus('accepted')}
          render={card}
        />
        <QueueSection
          id="queue-ready"
          title="Ready for pickup"
          empty="Nothing is waiting at the counter."
          orders={byStatus('ready')}
          render={card}
        />
      </div>
      <div className="mt-8">
        <QueueSection
          id="queue-finished"
          title="Finished today"
          empty="No order has been picked up, cancelled or expired today."
          orders={queue.finished}
          render={card}
        />
      </div>
    </>
  );
}
