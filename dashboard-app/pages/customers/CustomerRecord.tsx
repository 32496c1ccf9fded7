import type { LookupCustomer } from '#lib/customers/customer-lookup.ts';
import { STAFF_REWARD_REASON_LABELS } from '#lib/vocabulary/rewards.ts';
import { formatUsPhone } from '#lib/phone.ts';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { LookupOrders } from './LookupOrders.tsx';

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const day = (iso: string) => shortDate.format(new Date(iso));
const signed = (points: number) => (points > 0 ? `+${points}` : String(points));

type PointsEntry = LookupCustomer['points']['history'][number];

const POINTS_COLUMNS: readonly Column<PointsEntry>[] = [
  { label: 'Date', cell: (entry) => day(entry.at) },
  {
    label: 'What',
    rowHeader: true,
    cell: (entry) => (
      <>
        {STAFF_REWARD_REASON_LABELS[entry.reason]}
        {entry.note && <span className="block text-ink-muted">{entry.note}</span>}
      </>
    ),
  },
  { label: 'Order', className: 'font-mono', cell: (entry) => entry.orderNumber ?? '' },
  { label: 'Points', numeric: true, className: 'font-semibold', cell: (entry) => signed(entry.points) },
];

/** One customer found by the lookup: contact, orders, points and referrals. */
export function CustomerRecord({ customer }: { customer: LookupCustomer }) {
  const headingId = `customer-${customer.id}`;
  const { points, referrals } = customer;
  return (
    <article
      aria-labelledby={headingId}
      data-customer-email={customer.email}
      className="rounded-xl border border-ink/10 bg-surface p-4"
    >
      <h3 id={headingId} className="text-lg font-bold text-brand-900">
        {customer.name || customer.email}
        {customer.disabled && (
          <span className="ml-2 rounded-full bg-page px-2 py-0.5 text-sm text-danger">Account disabled</span>
        )}
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-muted">Email</dt>
        <dd className="break-all">
          <a className="text-brand-800 underline" href={`mailto:${customer.email}`}>
            {customer.email}
          </a>
        </dd>
        <dt className="text-ink-muted">Phone</dt>
        <dd>{customer.phone ? formatUsPhone(customer.phone) : <span className="text-ink-muted">Not given</span>}</dd>
        <dt className="text-ink-muted">Customer since</dt>
        <dd>{day(customer.memberSince)}</dd>
        <dt className="text-ink-muted">Points balance</dt>
        <dd className="font-bold tabular-nums" data-testid="points-balance">
          {points.balance}
        </dd>
      </dl>

      <h4 className="mt-4 font-bold text-brand-900">Orders ({customer.orderCount})</h4>
      <LookupOrders orders={customer.orders} orderCount={customer.orderCount} whose={customer.name || customer.email} />

      <h4 className="mt-4 font-bold text-brand-900">Points history</h4>
      <div className="mt-1">
        <DataTable
          caption={`Points history of ${customer.name || customer.email}, newest first`}
          compact
          columns={POINTS_COLUMNS}
          rows={points.history}
          rowKey={(_, index) => index}
          rowAttributes={(entry) => ({ 'data-order-number': entry.orderNumber ?? undefined })}
          empty="No points earned or spent yet."
        />
      </div>

      <h4 className="mt-4 font-bold text-brand-900">Referrals</h4>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-muted">Referral code</dt>
        <dd className="font-mono">{referrals.code ?? 'None'}</dd>
        <dt className="text-ink-muted">Referred by</dt>
        <dd>
          {referrals.referredBy
            ? `${referrals.referredBy.name || referrals.referredBy.email} (${referrals.referredBy.email})`
            : 'Nobody'}
        </dd>
        <dt className="text-ink-muted">Points from referrals</dt>
        <dd className="tabular-nums">{referrals.pointsEarned}</dd>
      </dl>
      {referrals.referred.length === 0 ? (
        <p className="mt-1 text-sm text-ink-muted">Has not referred anyone yet.</p>
      ) : (
        <ul className="mt-1 list-disc pl-5 text-sm">
          {referrals.referred.map((friend) => (
            <li key={friend.email}>
              {friend.name || friend.email} ({friend.email}), signed up {day(friend.referredAt)}:{' '}
              {friend.rewarded ? 'first order picked up, referral points earned' : 'no order picked up yet'}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
