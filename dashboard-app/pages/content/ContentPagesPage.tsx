import type { FormEvent } from 'react';
import { BLOCK_PAGES, isBlockPagePath } from '#lib/content/page-blocks.ts';
import { Link, useLoaderData, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { ContentListQuery, type ContentListRow } from '#lib/content/content-editor.ts';
import {
  CONTENT_KIND_LABELS,
  CONTENT_KINDS,
  CONTENT_STATUS_LABELS,
  CONTENT_STATUSES,
} from '#lib/vocabulary/content.ts';
import { loadContentPages } from '../../api/content.ts';
import type { Column } from '../../ui/DataTable.tsx';
import { DateTime } from '../../ui/DateTime.tsx';
import { FilterForm } from '../../ui/FilterForm.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { labelledOptions } from '../../ui/select-options.ts';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { createPageAction } from './actions.ts';
import { NewContentPageForm } from './NewContentPageForm.tsx';
import { downloadableList, ListTable } from '../../ui/ListTable.tsx';

export function loader({ request }: LoaderFunctionArgs) {
  return loadContentPages(new URL(request.url).search);
}

export { createPageAction as action };

/** The editor of the page at `path`: `/dashboard/pages` and the page's own address. */
/** The editor of a page: its own address under `pages/`, or the blocks editor of the home and deals pages. */
export const editorHref = (path: string) =>
  isBlockPagePath(path) ? `/dashboard/pages/${BLOCK_PAGES[path].editor}` : `/dashboard/pages${path}`;

const columns: Column<ContentListRow>[] = [
  {
    label: 'Title',
    rowHeader: true,
    cell: (row) => (
      <Link to={editorHref(row.path)} className="font-semibold text-brand-800 underline">
        {row.title}
      </Link>
    ),
    csv: (row) => row.title,
  },
  { label: 'Address', cell: (row) => <code className="break-all">{row.path}</code>, csv: (row) => row.path },
  { label: 'Kind', cell: (row) => CONTENT_KIND_LABELS[row.kind], csv: (row) => CONTENT_KIND_LABELS[row.kind] },
  {
    label: 'Status',
    cell: (row) => (
      <>
        {CONTENT_STATUS_LABELS[row.status]}
        {row.scheduledFor && (
          <span className="block text-sm text-ink-muted">
            Goes out <DateTime iso={row.scheduledFor} />
          </span>
        )}
        {row.hasDraft && <span className="block text-sm text-ink-muted">Unpublished changes</span>}
      </>
    ),
    csv: (row) => CONTENT_STATUS_LABELS[row.status],
  },
  { label: 'Author', cell: (row) => row.authorName || '—', csv: (row) => row.authorName },
  {
    label: 'Last change',
    cell: (row) => (
      <>
        <DateTime iso={row.changedAt} />
        <span className="block text-sm text-ink-muted">{row.changedBy ?? 'The store'}</span>
      </>
    ),
    csv: (row) => row.changedAt,
  },
];

const KIND_FILTERS = labelledOptions(CONTENT_KINDS, CONTENT_KIND_LABELS, 'Every kind');
const STATUS_FILTERS = labelledOptions(CONTENT_STATUSES, CONTENT_STATUS_LABELS, 'Any status');
const PAGES_LIST = downloadableList('Content pages, latest change first', 'content-pages.csv', columns);

/** Every content page — learn articles, blog posts, legal and plain pages — filtered through the URL. */
export function Component() {
  const rows = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = ContentListQuery.parse(Object.fromEntries(params));

  function applyFilters(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const search = new URLSearchParams();
    for (const name of ['kind', 'status', 'q']) {
      const value = String(form.get(name) ?? '').trim();
      if (value) search.set(name, value);
    }
    void navigate(`/dashboard/pages${search.size > 0 ? `?${search}` : ''}`);
  }

  return (
    <>
      <PageHeader
        title="Pages"
        description="Learn articles, blog posts, legal and plain pages: open one to edit, preview, schedule or publish it."
      />
      <NewContentPageForm />
      <FilterForm label="Pages" onSubmit={applyFilters} key={params.toString()}>
        <TextField label="Search" name="q" defaultValue={query.q ?? ''} hint="Title or address" className="min-w-60" />
        <SelectField label="Kind" name="kind" defaultValue={query.kind ?? ''} options={KIND_FILTERS} />
        <SelectField label="Status" name="status" defaultValue={query.status ?? ''} options={STATUS_FILTERS} />
      </FilterForm>
      <ListTable list={PAGES_LIST} rows={rows} empty="No pages match. Try another search or filter." />
    </>
  );
}
