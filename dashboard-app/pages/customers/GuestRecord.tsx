import { Link } from 'react-router';
import type { LookupGuest } from '#lib/customers/customer-lookup.ts';
import { orderSearchHref } from '#lib/orders/order-search.ts';
import { formatUsPhone } from '#lib/phone.ts';
import { LookupOrders } from './LookupOrders.tsx';

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const day = (iso: string) => shortDate.format(new Date(iso));
const LINK = 'inline-flex min-h-6 items-center text-brand-800 underline';

/** Someone found by the lookup who ordered without an account: who they said they were, and their orders. */
export function GuestRecord({ guest }: { guest: LookupGuest }) {
  const headingId = `guest-${guest.email}`;
  return (
    <article
      aria-labelledby={headingId}
      data-guest-email={guest.email}
      className="rounded-xl border border-ink/10 bg-surface p-4"
    >
      <h3 id={headingId} className="text-lg font-bold text-brand-900">
        {guest.name || guest.email}{' '}
        <span className="ml-1 rounded-full bg-page px-2 py-0.5 text-sm text-ink">Guest</span>
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] items-baseline gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-muted">Email</dt>
        <dd className="break-all">
          <a className={LINK} href={`mailto:${guest.email}`}>
            {guest.email}
          </a>
        </dd>
        <dt className="text-ink-muted">{guest.phones.length === 1 ? 'Phone' : 'Phones'}</dt>
        <dd>{guest.phones.map(formatUsPhone).join(', ')}</dd>
        {guest.otherNames.length > 0 && (
          <>
            <dt className="text-ink-muted">Also ordered as</dt>
            <dd>{guest.otherNames.join(', ')}</dd>
          </>
        )}
        <dt className="text-ink-muted">Ordering since</dt>
        <dd>{day(guest.firstOrderAt)}</dd>
        <dt className="text-ink-muted">Account</dt>
        <dd>
          {guest.hasAccount
            ? 'An account has this email; these orders were placed signed out or before it was confirmed.'
            : 'None: no points are earned.'}
        </dd>
      </dl>

      <h4 className="mt-4 font-bold text-brand-900">Orders ({guest.orderCount})</h4>
      <LookupOrders orders={guest.orders} orderCount={guest.orderCount} whose={guest.name || guest.email} />
      {guest.orderCount > guest.orders.length && (
        <p className="mt-1 text-sm">
          <Link className={LINK} to={orderSearchHref({ q: guest.email })}>
            Every order placed with {guest.email}
          </Link>
        </p>
      )}
    </article>
  );
}
