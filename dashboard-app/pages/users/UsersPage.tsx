import { Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { STATUS_LABELS, type UserSummary } from '#lib/users/users.ts';
import { ROLE_LABELS } from '#lib/vocabulary/accounts.ts';
import { listUsers } from '../../api/users.ts';
import type { Column } from '../../ui/DataTable.tsx';
import { DateTime } from '../../ui/DateTime.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { pageHref, Pagination } from '../../ui/Pagination.tsx';
import { InviteStaffForm } from './InviteStaffForm.tsx';
import { inviteAction } from './actions.ts';
import { FilterForm } from '../../ui/FilterForm.tsx';
import { ResultCount } from '../../ui/ResultCount.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { ListTable } from '../../ui/ListTable.tsx';

export function loader({ request }: LoaderFunctionArgs) {
  return listUsers(new URL(request.url).searchParams);
}

export { inviteAction as action };

const COLUMNS: readonly Column<UserSummary>[] = [
  {
    label: 'Name',
    rowHeader: true,
    cell: (user) => (
      <Link to={`/dashboard/users/${user.id}`} className="font-semibold text-brand-800 underline">
        {user.fullName || user.email}
      </Link>
    ),
    csv: (user) => user.fullName,
  },
  { label: 'Email', cell: (user) => user.email, className: 'break-all', csv: (user) => user.email },
  { label: 'Role', cell: (user) => ROLE_LABELS[user.role], csv: (user) => ROLE_LABELS[user.role] },
  {
    label: 'Status',
    cell: (user) => (
      <span className={user.status === 'disabled' ? 'font-semibold text-danger' : ''}>
        {STATUS_LABELS[user.status]}
      </span>
    ),
    csv: (user) => STATUS_LABELS[user.status],
  },
  {
    label: 'Last sign-in',
    cell: (user) => (user.lastSignInAt ? <DateTime iso={user.lastSignInAt} /> : 'Never'),
    csv: (user) => user.lastSignInAt,
  },
];

const ROLE_FILTERS = [
  { value: 'all', label: 'Everyone' },
  { value: 'admin', label: 'Admins' },
  { value: 'manager', label: 'Managers' },
  { value: 'customer', label: 'Customers' },
] as const;

/** Staff and customer accounts: search, filter by role, page through; invite staff. */
export function Component() {
  const { users, total, page, pageCount } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const pageLink = (to: number) => pageHref(params, to);
  const searching = Boolean(params.get('q')) || (params.get('role') ?? 'all') !== 'all';

  return (
    <>
      <PageHeader title="Users" description="Staff and customer accounts: roles, access and invitations." />
      <InviteStaffForm />

      <section aria-labelledby="accounts-title" className="mt-8">
        <h2 id="accounts-title" className="text-xl font-bold text-brand-900">
          Accounts
        </h2>
        <FilterForm
          method="get"
          label="Find accounts"
          className="mt-3"
          submitLabel="Search"
          after={
            searching && (
              <Link to="/dashboard/users" className="py-2 font-semibold text-brand-800 underline">
                Show everyone
              </Link>
            )
          }
        >
          <SearchField label="Name or email" defaultValue={params.get('q') ?? ''} />
          <SelectField name="role" label="Role" defaultValue={params.get('role') ?? 'all'} options={ROLE_FILTERS} />
        </FilterForm>

        <ResultCount total={total} one="account" many="accounts" page={page} pageCount={pageCount} />
        <ListTable
          list={{
            caption: 'Accounts: admins, then managers, then customers, each by name',
            columns: COLUMNS,
            csv: { fileName: 'accounts.csv' },
          }}
          rows={users}
          spacing="mt-2"
        />
        {pageCount > 1 && (
          <Pagination page={page} pageCount={pageCount} total={total} hrefFor={pageLink} label="Pages of accounts" />
        )}
      </section>
    </>
  );
}
