import { useState } from 'react';
import { ORDER_MOVE_LABELS, canCancelOrder, nextOrderMove, type QueueOrder, type StaffOrderMove } from '../../../src/lib/dashboard/order-queue.ts';
import { ageLabel, pickupWindowLabel, storeMomentLabel } from '../../../src/lib/dashboard/order-times.ts';
import { formatCents } from '../../../src/lib/money.ts';
import { ORDER_STATUS_LABELS } from '../../../src/lib/orders/order-status.ts';
import { formatUsPhone } from '../../../src/lib/phone.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { CancelOrderForm } from './CancelOrderForm.tsx';

export interface OrderCardProps {
  order: QueueOrder;
  asOf: Date;
  timeZone: string;
  /** Arrived while the page was open. */
  isNew: boolean;
  /** Sends the move; resolves with the problem to show, or null once the queue shows the move. */
  onMove: (order: QueueOrder, to: StaffOrderMove, reason?: string) => Promise<{ message: string; fields: Record<string, string> } | null>;
}

const STATUS_STYLES: Record<QueueOrder['status'], string> = {
  placed: 'bg-amber-100 text-amber-950',
  accepted: 'bg-sky-100 text-sky-950',
  ready: 'bg-emerald-100 text-emerald-950',
  picked_up: 'bg-brand-50 text-brand-900',
  cancelled: 'bg-page text-ink',
  expired: 'bg-page text-ink',
};

/** One order in the pickup queue: who, when, what to pull from the shelf, and its next step. */
export function OrderCard({ order, asOf, timeZone, isNew, onMove }: OrderCardProps) {
  const [busy, setBusy] = useState<StaffOrderMove | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const next = nextOrderMove(order.status);
  const start = new Date(order.pickupSlotStart);
  const late = next !== null && new Date(order.pickupSlotEnd) < asOf;
  const headingId = `order-${order.id}-heading`;
  const age = ageLabel(new Date(order.placedAt), asOf);

  async function move(to: StaffOrderMove, reason?: string) {
    setBusy(to);
    setProblem(null);
    const refused = await onMove(order, to, reason);
    setBusy(null);
    if (refused) setProblem(refused.message);
    return refused;
  }

  return (
    <article
      id={`order-${order.id}`}
      tabIndex={-1}
      aria-labelledby={headingId}
      data-order-number={order.number}
      className={`rounded-xl border-2 bg-surface p-4 ${isNew ? 'border-amber-700' : 'border-ink/10'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-bold text-brand-900">
          <span className="font-mono">{order.number}</span> · {order.customerName}
        </h3>
        <p className="flex flex-wrap gap-1.5 text-sm font-semibold">
          {isNew && <span className="rounded-full bg-amber-800 px-2 py-0.5 text-white">New</span>}
          <span className={`rounded-full px-2 py-0.5 ${STATUS_STYLES[order.status]}`}>{ORDER_STATUS_LABELS[order.status]}</span>
          <span className="rounded-full bg-page px-2 py-0.5 text-ink">{order.mode === 'medical' ? 'Medical' : 'Adult-use'}</span>
        </p>
      </div>

      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-muted">Pickup</dt>
        <dd className="font-semibold">
          {pickupWindowLabel(start, new Date(order.pickupSlotEnd), timeZone, asOf)}
          {late && <span className="ml-2 text-danger">Pickup time has passed</span>}
        </dd>
        <dt className="text-ink-muted">Placed</dt>
        <dd>
          {storeMomentLabel(new Date(order.placedAt), timeZone, asOf)} ({age === 'just now' ? age : `${age} ago`})
        </dd>
        {order.endedAt && (
          <>
            <dt className="text-ink-muted">{ORDER_STATUS_LABELS[order.status]}</dt>
            <dd>{storeMomentLabel(new Date(order.endedAt), timeZone, asOf)}</dd>
          </>
        )}
        {order.cancelReason && (
          <>
            <dt className="text-ink-muted">Reason</dt>
            <dd>{order.cancelReason}</dd>
          </>
        )}
        <dt className="text-ink-muted">Phone</dt>
        <dd>
          <a className="text-brand-800 underline" href={`tel:+1${order.phone}`}>
            {formatUsPhone(order.phone)}
          </a>
        </dd>
        <dt className="text-ink-muted">Email</dt>
        <dd className="break-all">
          <a className="text-brand-800 underline" href={`mailto:${order.email}`}>
            {order.email}
          </a>
          {order.hasAccount ? (
            <a className="ml-2 text-brand-800 underline" href={`/dashboard/customers/lookup?q=${encodeURIComponent(order.email)}`}>
              Customer record
            </a>
          ) : (
            <span className="ml-2 text-ink-muted">Guest</span>
          )}
        </dd>
        <dt className="text-ink-muted">Date of birth</dt>
        <dd>{order.birthdate}</dd>
        {order.medicalCard && (
          <>
            <dt className="text-ink-muted">Medical card</dt>
            <dd>
              {order.medicalCard.number}, expires {order.medicalCard.expiresOn}
            </dd>
          </>
        )}
        {order.notes && (
          <>
            <dt className="text-ink-muted">Notes</dt>
            <dd className="whitespace-pre-line">{order.notes}</dd>
          </>
        )}
      </dl>

      <table className="mt-3 w-full text-left text-sm">
        <caption className="sr-only">Items in order {order.number}</caption>
        <thead className="border-b border-ink/10 text-ink-muted">
          <tr>
            <th scope="col" className="py-1 pr-2 font-semibold">Item</th>
            <th scope="col" className="py-1 pr-2 font-semibold">Size</th>
            <th scope="col" className="py-1 pr-2 text-right font-semibold">Qty</th>
            <th scope="col" className="py-1 text-right font-semibold">Total</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => (
            <tr key={index} className="border-b border-ink/5">
              <th scope="row" className="py-1 pr-2 font-normal">{line.productName}</th>
              <td className="py-1 pr-2">{line.sizeLabel}</td>
              <td className="py-1 pr-2 text-right tabular-nums">{line.quantity}</td>
              <td className="py-1 text-right tabular-nums">{formatCents(line.totalCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3} className="pt-1 pr-2 text-right font-semibold">Order total (pay at pickup)</th>
            <td className="pt-1 text-right font-bold tabular-nums">{formatCents(order.totalCents)}</td>
          </tr>
        </tfoot>
      </table>

      {problem && (
        <div className="mt-3">
          <Alert tone="error">{problem}</Alert>
        </div>
      )}

      {(next || canCancelOrder(order.status)) && !cancelling && (
        <div className="mt-3 flex flex-wrap gap-2">
          {next && (
            <Button busy={busy === next} disabled={busy !== null} onClick={() => void move(next)} aria-describedby={headingId}>
              {ORDER_MOVE_LABELS[next]}
            </Button>
          )}
          <Button tone="danger" disabled={busy !== null} onClick={() => setCancelling(true)} aria-describedby={headingId}>
            {ORDER_MOVE_LABELS.cancelled}…
          </Button>
        </div>
      )}
      {cancelling && (
        <CancelOrderForm
          orderNumber={order.number}
          busy={busy === 'cancelled'}
          onCancel={(reason) => move('cancelled', reason)}
          onKeep={() => setCancelling(false)}
        />
      )}
    </article>
  );
}
