import { Link } from 'react-router';
import { nextOrderMove, type QueueOrder, type QueueOrderLine } from '#lib/orders/order-queue.ts';
import { ageLabel, pickupWindowLabel, storeMomentLabel } from '#lib/orders/order-times.ts';
import { formatCents } from '#lib/money.ts';
import { isOpenOrder, ORDER_STATUS_LABELS } from '#lib/orders/order-status.ts';
import { formatUsPhone } from '#lib/phone.ts';
import { DataTable, TableCell, TableRow, TableRowHeader, type Column } from '../../ui/DataTable.tsx';
import { DealIdCheck } from './DealIdCheck.tsx';
import type { OrderMoves } from './actions.ts';
import { OrderActions } from './OrderActions.tsx';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';

export interface OrderCardProps {
  order: QueueOrder;
  asOf: Date;
  timeZone: string;
  /** Arrived while the page was open. */
  isNew: boolean;
  /** The queue's moves (its route action), one at a time. */
  moves: OrderMoves;
}

/**
 * Three columns, the size under the item's name: at 1 280 px the queue's three sections share the
 * width, and a card has room for three columns of text beside the total, not four.
 */
const LINE_COLUMNS: readonly Column<QueueOrderLine>[] = [
  {
    label: 'Item',
    rowHeader: true,
    cell: (line) => (
      <>
        {line.productName}
        <span className="block text-ink-muted">{line.sizeLabel}</span>
      </>
    ),
  },
  { label: 'Qty', numeric: true, cell: (line) => line.quantity },
  { label: 'Total', numeric: true, className: 'whitespace-nowrap', cell: (line) => formatCents(line.totalCents) },
];

/** Links in the card's details: a 24 px target even where they wrap onto lines of their own. */
const DETAIL_LINK = 'inline-flex min-h-6 items-center text-brand-800 underline';

/** One order in the pickup queue: who, when, what to pull from the shelf, and its next step. */
export function OrderCard({ order, asOf, timeZone, isNew, moves }: OrderCardProps) {
  const next = nextOrderMove(order.status);
  const start = new Date(order.pickupSlotStart);
  const late = next !== null && new Date(order.pickupSlotEnd) < asOf;
  const headingId = `order-${order.id}-heading`;
  const age = ageLabel(new Date(order.placedAt), asOf);

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
          <Link to={`/dashboard/orders/${order.id}`} className="font-mono underline">
            {order.number}
          </Link>{' '}
          · {order.customerName}
        </h3>
        <p className="flex flex-wrap gap-1.5 text-sm font-semibold">
          {isNew && <span className="rounded-full bg-amber-800 px-2 py-0.5 text-white">New</span>}
          <OrderStatusBadge status={order.status} />
          <span className="rounded-full bg-page px-2 py-0.5 text-ink">
            {order.mode === 'medical' ? 'Medical' : 'Adult-use'}
          </span>
        </p>
      </div>
      {isOpenOrder(order.status) && <DealIdCheck deals={order.idCheckedDeals} className="mt-2" />}

      <dl className="mt-2 grid grid-cols-[auto_1fr] items-baseline gap-x-3 gap-y-1 text-sm">
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
          <a className={DETAIL_LINK} href={`tel:+1${order.phone}`}>
            {formatUsPhone(order.phone)}
          </a>
        </dd>
        <dt className="text-ink-muted">Email</dt>
        <dd className="break-all">
          <a className={DETAIL_LINK} href={`mailto:${order.email}`}>
            {order.email}
          </a>
        </dd>
        <dt className="text-ink-muted">Customer</dt>
        <dd>
          {order.hasAccount ? 'Has an account' : 'Guest'} ·{' '}
          <Link className={DETAIL_LINK} to={`/dashboard/customers/lookup?q=${encodeURIComponent(order.email)}`}>
            Customer record
          </Link>
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

      <div className="mt-3">
        <DataTable
          caption={`Items in order ${order.number}`}
          compact
          columns={LINE_COLUMNS}
          rows={order.lines}
          rowKey={(_, index) => index}
          footer={
            <TableRow ruled={false}>
              <TableRowHeader colSpan={LINE_COLUMNS.length - 1} className="text-right font-semibold">
                Order total (pay at pickup)
              </TableRowHeader>
              <TableCell numeric className="font-bold whitespace-nowrap">
                {formatCents(order.totalCents)}
              </TableCell>
            </TableRow>
          }
        />
      </div>

      <OrderActions order={order} describedBy={headingId} moves={moves} />
    </article>
  );
}
