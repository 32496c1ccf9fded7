import { useState } from 'react';
import { ORDER_MOVE_LABELS, canCancelOrder, nextOrderMove, type StaffOrderMove } from '../../../src/lib/dashboard/order-queue.ts';
import type { OrderStatus } from '../../../src/lib/orders/order-status.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { CancelOrderForm } from './CancelOrderForm.tsx';

/** Why a move was refused: the sentence to show, and the reason field's message when that was at fault. */
export interface MoveProblem {
  message: string;
  fields: Record<string, string>;
}

/** Sends a move; resolves with the problem to show, or null once the page shows the move. */
export type SendMove = (to: StaffOrderMove, reason?: string) => Promise<MoveProblem | null>;

/**
 * What staff can do with an open order, in the queue and on the order's page alike: its next step
 * (accept, mark ready, picked up) and cancelling with a reason. An ended order has none.
 */
export function OrderActions({ order, describedBy, onMove }: { order: { number: string; status: OrderStatus }; describedBy: string; onMove: SendMove }) {
  const [busy, setBusy] = useState<StaffOrderMove | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const next = nextOrderMove(order.status);

  async function move(to: StaffOrderMove, reason?: string) {
    setBusy(to);
    setProblem(null);
    const refused = await onMove(to, reason);
    setBusy(null);
    if (refused) setProblem(refused.message);
    return refused;
  }

  return (
    <>
      {problem && (
        <div className="mt-3">
          <Alert tone="error">{problem}</Alert>
        </div>
      )}
      {(next || canCancelOrder(order.status)) && !cancelling && (
        <div className="mt-3 flex flex-wrap gap-2">
          {next && (
            <Button busy={busy === next} disabled={busy !== null} onClick={() => void move(next)} aria-describedby={describedBy}>
              {ORDER_MOVE_LABELS[next]}
            </Button>
          )}
          <Button tone="danger" disabled={busy !== null} onClick={() => setCancelling(true)} aria-describedby={describedBy}>
            {ORDER_MOVE_LABELS.cancelled}…
          </Button>
        </div>
      )}
      {cancelling && canCancelOrder(order.status) && (
        <CancelOrderForm orderNumber={order.number} busy={busy === 'cancelled'} onCancel={(reason) => move('cancelled', reason)} onKeep={() => setCancelling(false)} />
      )}
    </>
  );
}
