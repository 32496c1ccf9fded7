import { useEffect } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { LICENCE_KIND_LABELS, STORE_STATUS_LABELS, type StoreListItem } from '#lib/stores/store-admin.ts';
import { listStores } from '../../api/stores.ts';
import { useDashboardStores } from '../../shell/store-switch.ts';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { switchableStores } from './open-stores.ts';

export function loader(_: LoaderFunctionArgs) {
  return listStores();
}

const COLUMNS: readonly Column<StoreListItem>[] = [
  {
    label: 'Store',
    rowHeader: true,
    cell: (store) => (
      <Link to={`/dashboard/stores/${store.id}`} className="font-semibold text-brand-800 underline">
        {store.name}
      </Link>
    ),
  },
  { label: 'Town', cell: (store) => store.town || '—' },
  {
    label: 'State',
    cell: (store) => (
      <span className={store.status === 'open' ? '' : 'font-semibold text-danger'}>
        {STORE_STATUS_LABELS[store.status]}
        {store.isDefault ? ' · default' : ''}
      </span>
    ),
  },
  {
    label: 'Licences',
    cell: (store) =>
      store.licences.length === 0 ? (
        'None recorded'
      ) : (
        <ul>
          {store.licences.map((licence) => (
            <li key={licence.kind}>
              {LICENCE_KIND_LABELS[licence.kind]}: {licence.number}
            </li>
          ))}
        </ul>
      ),
  },
];

/** Every store of the organization: its town, whether it takes orders, its licences; add one. */
export function Component() {
  const stores = useLoaderData<typeof loader>();
  const { replace } = useDashboardStores();
  // The header's switcher offers the stores as they are now (one just added, one just closed).
  useEffect(() => replace(switchableStores(stores)), [stores, replace]);

  return (
    <>
      <PageHeader
        title="Stores"
        description="The organization’s licensed locations. Each has its own address, licences, hours and pickup slots."
        actions={
          <Link
            to="/dashboard/stores/new"
            className="rounded-full bg-brand-700 px-4 py-2 font-semibold text-brand-contrast hover:bg-brand-800"
          >
            Add a store
          </Link>
        }
      />
      <DataTable
        caption="Stores, the default first, then in the order they were added"
        columns={COLUMNS}
        rows={stores}
        rowKey={(store) => store.id}
        framed
      />
    </>
  );
}
