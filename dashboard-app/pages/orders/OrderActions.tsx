import { useState } from 'react';
import {
  ORDER_MOVE_LABELS,
  canCancelOrder,
  nextOrderMove,
  orderMovedMessage,
  type StaffOrderMove,
} from '#lib/orders/order-queue.ts';
import type { OrderStatus } from '#lib/orders/order-status.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { CancelOrderForm } from './CancelOrderForm.tsx';
import type { OrderMoves } from './actions.ts';

/**
 * What staff can do with an open order, in the queue and on the order's page alike: its next step
 * (accept, mark ready, picked up) and cancelling with a reason. An ended order has none. The moves
 * go through the page's action (`moves`), one at a time.
 */
export function OrderActions({
  order,
  describedBy,
  moves,
}: {
  order: { id: string; number: string; status: OrderStatus };
  describedBy: string;
  moves: OrderMoves;
}) {
  const [cancelling, setCancelling] = useState(false);
  const next = nextOrderMove(order.status);
  // The page's other change (voiding a handed-over sale) is not a move of this order.
  const input = moves.sent?.intent === 'move' ? moves.sent.input : null;
  const mine = input?.orderId === order.id;
  const moving = mine && moves.busy && input && 'to' in input ? input.to : null;
  const move = (to: StaffOrderMove, reason?: string) =>
    moves.send('move', { orderId: order.id, to, reason }, { done: orderMovedMessage(order.number, to) });

  return (
    <>
      {mine && moves.problem && (
        <div className="mt-3">
          <Alert tone="error">{moves.problem}</Alert>
        </div>
      )}
      {(next || canCancelOrder(order.status)) && !cancelling && (
        <div className="mt-3 flex flex-wrap gap-2">
          {next && (
            <Button
              busy={moving === next}
              disabled={moves.busy}
              onClick={() => move(next)}
              aria-describedby={describedBy}
            >
              {ORDER_MOVE_LABELS[next]}
            </Button>
          )}
          <Button
            tone="danger"
            disabled={moves.busy}
            onClick={() => setCancelling(true)}
            aria-describedby={describedBy}
          >
            {ORDER_MOVE_LABELS.cancelled}…
          </Button>
        </div>
      )}
      {cancelling && canCancelOrder(order.status) && (
        <CancelOrderForm
          orderNumber={order.number}
          busy={moving === 'cancelled'}
          refusedReason={mine ? moves.fields.reason : undefined}
          onCancel={(reason) => move('cancelled', reason)}
          onKeep={() => setCancelling(false)}
        />
      )}
    </>
  );
}
