import { Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import {
  POSTING_LIST_STATE_LABELS,
  POSTING_LIST_STATES,
  PostingListQuery,
  postingPath,
  type PostingListRow,
} from '#lib/hiring/job-postings.ts';
import { APPLICATION_STAGE_LABELS, APPLICATION_STAGES, EMPLOYMENT_TYPE_LABELS } from '#lib/vocabulary/jobs.ts';
import { loadJobPostings } from '../../api/hiring.ts';
import type { Column } from '../../ui/DataTable.tsx';
import { DateTime } from '../../ui/DateTime.tsx';
import { FilterForm } from '../../ui/FilterForm.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { labelledOptions } from '../../ui/select-options.ts';
import { SelectField } from '../../ui/SelectField.tsx';
import { downloadableList, ListTable } from '../../ui/ListTable.tsx';

export function loader({ request }: LoaderFunctionArgs) {
  return loadJobPostings(new URL(request.url).searchParams.get('state'));
}

const stageColumns: Column<PostingListRow>[] = APPLICATION_STAGES.map((stage) => ({
  label: APPLICATION_STAGE_LABELS[stage],
  numeric: true,
  cell: (row) => row.applications[stage],
  csv: (row) => row.applications[stage],
}));

const columns: Column<PostingListRow>[] = [
  {
    label: 'Posting',
    rowHeader: true,
    cell: (row) => (
      <>
        <Link to={`/dashboard/jobs/${row.id}`} className="font-semibold text-brand-800 underline">
          {row.title}
        </Link>
        <span className="block text-sm text-ink-muted">
          {[EMPLOYMENT_TYPE_LABELS[row.employmentType], row.department].filter(Boolean).join(' · ')}
        </span>
      </>
    ),
    csv: (row) => row.title,
  },
  {
    label: 'Address',
    cell: (row) => <code className="break-all">{postingPath(row.slug)}</code>,
    csv: (row) => postingPath(row.slug),
  },
  {
    label: 'Status',
    cell: (row) => (
      <>
        <span className={row.state === 'expired' ? 'font-semibold text-danger' : ''}>
          {POSTING_LIST_STATE_LABELS[row.state]}
        </span>
        {row.closesAt && (
          <span className="block text-sm text-ink-muted">
            Closes <DateTime iso={row.closesAt} />
          </span>
        )}
      </>
    ),
    csv: (row) => POSTING_LIST_STATE_LABELS[row.state],
  },
  ...stageColumns,
  { label: 'Last change', cell: (row) => <DateTime iso={row.updatedAt} />, csv: (row) => row.updatedAt },
];

const POSTINGS_LIST = downloadableList(
  'Job postings, open ones first, with applications by stage',
  'job-postings.csv',
  columns,
);

/** Every job posting, open ones first, with its applications counted by stage. */
export function Component() {
  const rows = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const { state } = PostingListQuery.parse(Object.fromEntries(params));

  return (
    <>
      <PageHeader
        title="Jobs"
        description="Job postings on /learn/jobs and the applications to each."
        actions={
          <Link
            to="/dashboard/jobs/create"
            className="rounded-full bg-brand-700 px-4 py-2 font-semibold text-brand-contrast hover:bg-brand-800"
          >
            New posting
          </Link>
        }
      />
      <FilterForm method="get" label="Job postings" key={state ?? ''}>
        <SelectField
          label="Status"
          name="state"
          defaultValue={state ?? ''}
          options={labelledOptions(POSTING_LIST_STATES, POSTING_LIST_STATE_LABELS, 'Every posting')}
        />
      </FilterForm>
      <ListTable
        list={POSTINGS_LIST}
        rows={rows}
        empty={state ? 'No posting is in that state.' : 'No job postings yet. Make the first with “New posting”.'}
      />
    </>
  );
}
