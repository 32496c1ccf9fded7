import { Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { InquirySummary } from '#lib/inquiries/inbox.ts';
import {
  INQUIRY_KIND_LABELS,
  INQUIRY_KIND_TABS,
  INQUIRY_KINDS,
  INQUIRY_STATUS_LABELS,
  INQUIRY_STATUSES,
} from '#lib/vocabulary/inquiries.ts';
import { listInquiries } from '../../api/inquiries.ts';
import type { Column } from '../../ui/DataTable.tsx';
import { DateTime } from '../../ui/DateTime.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { pageHref, Pagination } from '../../ui/Pagination.tsx';
import { InquiryStatusBadge } from './InquiryStatusBadge.tsx';
import { FilterForm } from '../../ui/FilterForm.tsx';
import { ResultCount } from '../../ui/ResultCount.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { ListTable } from '../../ui/ListTable.tsx';

export function loader({ request }: LoaderFunctionArgs) {
  return listInquiries(new URL(request.url).searchParams);
}

const COLUMNS: readonly Column<InquirySummary>[] = [
  {
    label: 'From',
    rowHeader: true,
    cell: (item) => (
      <Link to={`/dashboard/inbox/messages/${item.id}`} className="font-semibold text-brand-800 underline">
        {item.name}
      </Link>
    ),
    csv: (item) => item.name,
  },
  { label: 'Email', cell: (item) => item.email, className: 'break-all', csv: (item) => item.email },
  { label: 'Kind', cell: (item) => INQUIRY_KIND_LABELS[item.kind], csv: (item) => INQUIRY_KIND_LABELS[item.kind] },
  {
    label: 'Status',
    cell: (item) => <InquiryStatusBadge status={item.status} />,
    csv: (item) => INQUIRY_STATUS_LABELS[item.status],
  },
  { label: 'About', cell: (item) => item.preview, csv: (item) => item.preview },
  { label: 'Received', cell: (item) => <DateTime iso={item.createdAt} />, csv: (item) => item.createdAt },
  {
    label: 'Reference',
    cell: (item) => <span className="font-mono">{item.reference}</span>,
    csv: (item) => item.reference,
  },
];

const STATUS_FILTERS = [
  { value: 'open', label: 'Not closed' },
  ...INQUIRY_STATUSES.map((status) => ({ value: status, label: INQUIRY_STATUS_LABELS[status] })),
  { value: 'all', label: 'Every status' },
];

/** Contact messages, wholesale inquiries, press requests and tour bookings: by kind, status and words. */
export function Component() {
  const { items, total, page, pageCount, newByKind } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const kind = params.get('kind') ?? 'all';
  const linkWith = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) next.delete(name);
      else next.set(name, value);
    }
    return next.size > 0 ? `?${next}` : '/dashboard/inbox';
  };
  const pageLink = (to: number) => pageHref(params, to);
  const tabs = [
    { value: 'all', label: 'Everything', fresh: Object.values(newByKind).reduce((sum, count) => sum + count, 0) },
    ...INQUIRY_KINDS.map((each) => ({ value: each, label: INQUIRY_KIND_TABS[each], fresh: newByKind[each] })),
  ];

  return (
    <>
      <PageHeader
        title="Inbox"
        description="What visitors send from the contact, wholesale, media access and tour forms."
        actions={
          <div className="flex flex-wrap gap-4">
            <Link to="/dashboard/inbox/tours" className="font-semibold text-brand-800 underline">
              Tour calendar
            </Link>
            <Link to="/dashboard/inbox/subscribers" className="font-semibold text-brand-800 underline">
              Newsletter subscribers
            </Link>
          </div>
        }
      />
      <nav aria-label="Kinds of request">
        <ul className="flex flex-wrap gap-2">
          {tabs.map((tab) => (
            <li key={tab.value}>
              <Link
                to={linkWith({ kind: tab.value === 'all' ? null : tab.value })}
                aria-current={kind === tab.value ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border-2 px-4 font-semibold ${
                  kind === tab.value ? 'border-brand-700 bg-brand-700 text-white' : 'border-ink/20 text-brand-900'
                }`}
              >
                {tab.label}
                {tab.fresh > 0 && <span className="ml-2">({tab.fresh} new)</span>}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <FilterForm method="get" label="Find requests" className="mt-4" submitLabel="Search">
        {kind !== 'all' && <input type="hidden" name="kind" value={kind} />}
        <SearchField label="Name, email or words" defaultValue={params.get('q') ?? ''} />
        <SelectField
          name="status"
          label="Status"
          defaultValue={params.get('status') ?? 'open'}
          options={STATUS_FILTERS}
        />
      </FilterForm>
      <ResultCount total={total} one="request" many="requests" page={page} pageCount={pageCount} />
      <ListTable
        list={{ caption: 'Requests, newest first', columns: COLUMNS, csv: { fileName: 'inbox.csv' } }}
        rows={items}
        empty="No requests match."
        spacing="mt-2"
      />
      {pageCount > 1 && (
        <Pagination page={page} pageCount={pageCount} total={total} hrefFor={pageLink} label="Pages of requests" />
      )}
    </>
  );
}
