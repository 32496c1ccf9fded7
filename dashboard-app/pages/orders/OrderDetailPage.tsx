import { useRef } from 'react';
import { Link, useLoaderData, useLocation, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { orderSearchHref } from '#lib/orders/order-search.ts';
import { pickupWindowLabel, storeDateTimeLabel } from '#lib/orders/order-times.ts';
import { idCheckedDeals } from '#lib/orders/deal-id-check.ts';
import { isOpenOrder, ORDER_STATUS_LABELS } from '#lib/orders/order-status.ts';
import { formatUsPhone } from '#lib/phone.ts';
import { foundOr404 } from '../../api/client.ts';
import { loadOrderDetail } from '../../api/orders.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useAction } from '../../writes/use-action.ts';
import { DealIdCheck } from './DealIdCheck.tsx';
import { orderMovesAction } from './actions.ts';
import { OrderActions } from './OrderActions.tsx';
import { OrderHistory } from './OrderHistory.tsx';
import { OrderLines } from './OrderLines.tsx';
import type { FromSearch } from './OrderSearchResults.tsx';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';
import { SourceSale } from './SourceSale.tsx';
import { useShownStore } from '../../shell/store-switch.ts';

export function loader({ params, request }: LoaderFunctionArgs) {
  return foundOr404(loadOrderDetail(params.id ?? '', request.signal), 'There is no such order.');
}

const LINK = 'inline-flex min-h-6 items-center text-brand-800 underline';

export { orderMovesAction as action };

/**
 * One order in full, any order, guests' included: its status and the queue's moves while it is
 * open, who placed it, what it holds at which prices, its totals and every status it went through.
 */
export function Component() {
  const order = useLoaderData<typeof loader>();
  const location = useLocation();
  const revalidator = useRevalidator();
  const statusHeading = useRef<HTMLHeadingElement>(null);
  const moves = useAction<typeof orderMovesAction>({
    // After a move the buttons change under the keyboard; it goes back to the status they changed.
    onDone: () => statusHeading.current?.focus(),
    // Whatever refused it, the page may be out of date: show where the order stands now.
    onRefused: () => void revalidator.revalidate(),
  });
  const back = (location.state as Partial<FromSearch> | null)?.fromSearch;
  const asOf = new Date(order.asOf);
  const when = (iso: string) => storeDateTimeLabel(new Date(iso), order.timeZone);
  // With several stores the page names the order's, whichever store the switcher shows.
  const severalStores = useShownStore() !== null;

  return (
    <>
      <PageHeader
        title={`Order ${order.number}`}
        description={
          <>
            {severalStores && <>At {order.store.name} · </>}
            <Link to={back ?? orderSearchHref({})} className={LINK}>
              {back ? 'Back to the search' : 'All orders'}
            </Link>
            {isOpenOrder(order.status) && (
              <>
                {' · '}
                <Link to="/dashboard/orders" className={LINK}>
                  Pickup queue
                </Link>
              </>
            )}
          </>
        }
      />
      <p
        role="status"
        aria-atomic="true"
        className={
          moves.notice
            ? 'mb-4 rounded-lg border-2 border-brand-700 bg-brand-50 p-3 font-semibold text-brand-900'
            : 'sr-only'
        }
      >
        {moves.notice}
      </p>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="order-status" className="rounded-xl border border-ink/10 bg-surface p-4">
          <h2 id="order-status" ref={statusHeading} tabIndex={-1} className="text-xl font-bold text-brand-900">
            Status: <OrderStatusBadge status={order.status} />
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] items-baseline gap-x-3 gap-y-1">
            <dt className="text-ink-muted">Menu</dt>
            <dd>{order.mode === 'medical' ? 'Medical' : 'Adult-use'}</dd>
            <dt className="text-ink-muted">Placed</dt>
            <dd>{when(order.placedAt)}</dd>
            <dt className="text-ink-muted">Pickup</dt>
            <dd>
              {pickupWindowLabel(new Date(order.pickupSlotStart), new Date(order.pickupSlotEnd), order.timeZone, asOf)}
            </dd>
            {order.endedAt && (
              <>
                <dt className="text-ink-muted">{ORDER_STATUS_LABELS[order.status]}</dt>
                <dd>{when(order.endedAt)}</dd>
              </>
            )}
            {order.cancelReason && (
              <>
                <dt className="text-ink-muted">Reason</dt>
                <dd>{order.cancelReason}</dd>
              </>
            )}
            {order.rewardsPointsRedeemed > 0 && (
              <>
                <dt className="text-ink-muted">Points redeemed</dt>
                <dd>{order.rewardsPointsRedeemed}</dd>
              </>
            )}
            <dt className="text-ink-muted">Notes</dt>
            <dd className="whitespace-pre-line">{order.notes || <span className="text-ink-muted">None</span>}</dd>
          </dl>
          <OrderActions order={order} describedBy="order-status" moves={moves} />
        </section>

        <section aria-labelledby="order-contact" className="rounded-xl border border-ink/10 bg-surface p-4">
          <h2 id="order-contact" className="text-xl font-bold text-brand-900">
            Customer
          </h2>
          {isOpenOrder(order.status) && <DealIdCheck deals={idCheckedDeals(order.discounts)} className="mt-3" />}
          <dl className="mt-3 grid grid-cols-[auto_1fr] items-baseline gap-x-3 gap-y-1">
            <dt className="text-ink-muted">Name</dt>
            <dd>{order.contact.name}</dd>
            <dt className="text-ink-muted">Phone</dt>
            <dd>
              <a className={LINK} href={`tel:+1${order.contact.phone}`}>
                {formatUsPhone(order.contact.phone)}
              </a>
            </dd>
            <dt className="text-ink-muted">Email</dt>
            <dd className="break-all">
              <a className={LINK} href={`mailto:${order.contact.email}`}>
                {order.contact.email}
              </a>
            </dd>
            <dt className="text-ink-muted">Date of birth</dt>
            <dd>{order.contact.birthdate}</dd>
            {order.medicalCard && (
              <>
                <dt className="text-ink-muted">Medical card</dt>
                <dd>
                  {order.medicalCard.masked ? `Card ending ${order.medicalCard.number}` : order.medicalCard.number},
                  expires {order.medicalCard.expiresOn}
                </dd>
              </>
            )}
            <dt className="text-ink-muted">Ordered as</dt>
            <dd>
              {order.hasAccount ? 'A customer with an account' : 'A guest'} ·{' '}
              <Link className={LINK} to={`/dashboard/customers/lookup?q=${encodeURIComponent(order.contact.email)}`}>
                Customer record
              </Link>
            </dd>
          </dl>
        </section>
      </div>

      {order.sourceSale && <SourceSale order={{ ...order, sourceSale: order.sourceSale }} moves={moves} />}
      <OrderLines order={order} />
      <OrderHistory order={order} />
    </>
  );
}
