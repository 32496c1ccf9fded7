import { Link, useSearchParams } from 'react-router';
import type { ApplicationRow } from '#lib/hiring/job-applications.ts';
import type { StageCounts } from '#lib/hiring/job-postings.ts';
import { APPLICATION_STAGE_LABELS, APPLICATION_STAGES } from '#lib/vocabulary/jobs.ts';
import type { Column } from '../../ui/DataTable.tsx';
import { DateTime } from '../../ui/DateTime.tsx';
import { FilterForm } from '../../ui/FilterForm.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { dayText } from './day-text.ts';
import { downloadableList, ListTable } from '../../ui/ListTable.tsx';

/** The address of one application's panel, keeping the list's filters. */
function applicationHref(params: URLSearchParams, id: string): string {
  const next = new URLSearchParams(params);
  next.set('application', id);
  return `?${next}#application-heading`;
}

function trackingText(row: ApplicationRow): string {
  if (!row.stateTracking) return '';
  return `${row.stateTracking.overdue ? 'Overdue: ' : ''}state entry due ${dayText(row.stateTracking.dueOn)}`;
}

/** A posting's applications: counted by stage, filtered by stage and searched through the address. */
export function ApplicationsSection({ rows, counts }: { rows: readonly ApplicationRow[]; counts: StageCounts }) {
  const [params] = useSearchParams();
  const stage = params.get('stage') ?? '';
  const q = params.get('q') ?? '';
  const total = APPLICATION_STAGES.reduce((sum, value) => sum + counts[value], 0);

  const columns: Column<ApplicationRow>[] = [
    {
      label: 'Applicant',
      rowHeader: true,
      cell: (row) => (
        <Link
          to={applicationHref(params, row.id)}
          className="font-semibold text-brand-800 underline"
          aria-current={params.get('application') === row.id ? 'true' : undefined}
        >
          {row.name}
        </Link>
      ),
      csv: (row) => row.name,
    },
    {
      label: 'Stage',
      cell: (row) => (
        <>
          {APPLICATION_STAGE_LABELS[row.stage]}
          {row.stateTracking && (
            <span
              className={`block text-sm ${row.stateTracking.overdue ? 'font-semibold text-danger' : 'text-ink-muted'}`}
            >
              {trackingText(row)}
            </span>
          )}
        </>
      ),
      csv: (row) => [APPLICATION_STAGE_LABELS[row.stage], trackingText(row)].filter(Boolean).join('; '),
    },
    {
      label: 'Contact',
      cell: (row) => (
        <>
          <span className="block break-all">{row.email}</span>
          <span className="block text-sm text-ink-muted">{row.phone}</span>
        </>
      ),
      csv: (row) => `${row.email} ${row.phone}`,
    },
    { label: 'Résumé', cell: (row) => (row.hasResume ? 'Yes' : 'No'), csv: (row) => (row.hasResume ? 'yes' : 'no') },
    { label: 'Applied', cell: (row) => <DateTime iso={row.createdAt} />, csv: (row) => row.createdAt },
  ];

  return (
    <section aria-labelledby="applications-heading" className="rounded-xl border border-ink/10 bg-surface p-4 md:p-6">
      <h2 id="applications-heading" className="text-xl font-bold text-brand-900">
        Applications
      </h2>
      <p className="mt-1 text-ink-muted" data-testid="stage-counts">
        {total === 0
          ? 'No applications yet.'
          : APPLICATION_STAGES.filter((value) => counts[value] > 0)
              .map((value) => `${APPLICATION_STAGE_LABELS[value]}: ${counts[value]}`)
              .join(' · ')}
      </p>
      <FilterForm method="get" label="Applications" className="mt-4" key={`${stage}|${q}`}>
        <SelectField
          label="Stage"
          name="stage"
          defaultValue={stage}
          options={[
            { value: '', label: 'Every stage' },
            ...APPLICATION_STAGES.map((value) => ({
              value,
              label: `${APPLICATION_STAGE_LABELS[value]} (${counts[value]})`,
            })),
          ]}
        />
        <TextField
          label="Search"
          name="q"
          type="search"
          defaultValue={q}
          hint="Name, email or phone"
          className="min-w-60"
        />
      </FilterForm>
      <ListTable
        list={downloadableList('Applications, newest first', 'applications.csv', columns, '44rem')}
        rows={rows}
        empty={stage || q ? 'No application matches. Try another stage or search.' : 'No applications yet.'}
      />
    </section>
  );
}
