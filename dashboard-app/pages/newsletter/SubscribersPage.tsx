import { Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { SubscriberSummary } from '#lib/newsletter/subscribers.ts';
import { formatUsPhone } from '#lib/phone.ts';
import { CONSENT_CHANNEL_LABELS, CONSENT_STATUS_LABELS, type ConsentStatus } from '#lib/vocabulary/consent.ts';
import { CONSENT_LEDGER_CSV, listSubscribers, loadSubscriber } from '../../api/newsletter.ts';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { DateTime } from '../../ui/DateTime.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Pagination } from '../../ui/Pagination.tsx';
import { IssuePanel } from './IssuePanel.tsx';
import { SubscriberHistory } from './SubscriberHistory.tsx';
import { issueAction } from './actions.ts';
import { FilterForm } from '../../ui/FilterForm.tsx';
import { ResultCount } from '../../ui/ResultCount.tsx';
import { SearchField } from '../../ui/SearchField.tsx';

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const address = params.get('address');
  const [list, detail] = await Promise.all([
    listSubscribers(params),
    address ? loadSubscriber(address).catch(() => null) : null,
  ]);
  return { list, detail, address };
}

export { issueAction as action };

/** An address as staff read it: a phone number formatted, an email as it is. */
export function shownAddress(channel: string, address: string): string {
  return channel === 'sms' ? formatUsPhone(address.replace(/^\+1/, '')) : address;
}

function state(status: ConsentStatus | undefined): string {
  return status ? CONSENT_STATUS_LABELS[status] : '—';
}

/** The people in the consent ledger: search, each one's history, the ledger as CSV, and sending an issue. */
export function Component() {
  const { list, detail, address } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const withParams = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) next.delete(name);
      else next.set(name, value);
    }
    return `?${next}`;
  };
  const columns: readonly Column<SubscriberSummary>[] = [
    {
      label: 'Address',
      rowHeader: true,
      className: 'break-all',
      cell: (row) => (
        <Link to={withParams({ address: row.address })} className="font-semibold text-brand-800 underline">
          {shownAddress(row.channel, row.address)}
        </Link>
      ),
    },
    { label: 'Channel', cell: (row) => CONSENT_CHANNEL_LABELS[row.channel] },
    { label: 'Deals and news', cell: (row) => state(row.states.marketing) },
    { label: 'Order updates', cell: (row) => state(row.states.order_updates) },
    {
      label: 'Given with',
      className: 'break-all',
      cell: (row) =>
        row.companionAddress ? shownAddress(row.channel === 'sms' ? 'email' : 'sms', row.companionAddress) : '—',
    },
    { label: 'Last change', cell: (row) => <DateTime iso={row.changedAt} /> },
  ];

  return (
    <>
      <PageHeader
        title="Newsletter subscribers"
        description="Everyone who agreed to (or stopped) the store’s emails and texts, with the words they were shown."
      />
      <IssuePanel recipients={list.confirmedEmailCount} />

      <section aria-labelledby="subscribers-title" className="mt-8">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="subscribers-title" className="text-xl font-bold text-brand-900">
            People
          </h2>
          <a href={CONSENT_LEDGER_CSV} download className="font-semibold text-brand-800 underline">
            Download the consent ledger (CSV, every change)
          </a>
        </div>
        <FilterForm
          method="get"
          label="Find subscribers"
          className="mt-3"
          submitLabel="Search"
          after={
            params.get('q') && (
              <Link to="/dashboard/inbox/subscribers" className="py-2 font-semibold text-brand-800 underline">
                Show everyone
              </Link>
            )
          }
        >
          <SearchField label="Email or phone" defaultValue={params.get('q') ?? ''} />
        </FilterForm>
        <ResultCount total={list.total} one="address" many="addresses" />
        <div className="mt-2">
          <DataTable
            caption="Addresses in the consent ledger, newest change first"
            columns={columns}
            rows={list.subscribers}
            rowKey={(row) => `${row.channel}:${row.address}`}
            empty={<p>No one has signed up yet.</p>}
          />
        </div>
        {list.pageCount > 1 && (
          <Pagination
            page={list.page}
            pageSize={50}
            total={list.total}
            hrefFor={(page) => withParams({ page: String(page) })}
            label="Pages of subscribers"
          />
        )}
      </section>

      {address && <SubscriberHistory address={address} detail={detail} closeHref={withParams({ address: null })} />}
    </>
  );
}
