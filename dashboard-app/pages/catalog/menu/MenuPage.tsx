import { useState, type FormEvent } from 'react';
import { useLoaderData, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { categoryOptions } from '#lib/catalog/category-tree.ts';
import type { MenuBoardRow } from '#lib/catalog/menu-board.ts';
import { loadMenuBoard } from '../../../api/catalog.ts';
import { useCatalog } from '../../../catalog.ts';
import { DataTable, type Column } from '../../../ui/DataTable.tsx';
import { FilterForm } from '../../../ui/FilterForm.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { Pagination } from '../../../ui/Pagination.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { MenuImport } from './MenuImport.tsx';
import { MenuSizeRow } from './MenuSizeRow.tsx';
import { useShownStore } from '../../../shell/store-switch.ts';
import { menuBoardAction } from './actions.ts';

export function loader({ request }: LoaderFunctionArgs) {
  return loadMenuBoard(new URL(request.url).search);
}

export { menuBoardAction as action };

/** The board's columns; each row draws its cells itself (MenuSizeRow), since it keeps what is typed in it. */
const COLUMNS: readonly Column<MenuBoardRow>[] = [
  { label: 'Product', rowHeader: true },
  { label: 'Size' },
  { label: 'Stock' },
  { label: 'Availability' },
  { label: 'Adult-use price ($)' },
  {
    label: 'Medical price ($)',
    header: (
      <>
        Medical price ($)
        <span className="block text-sm font-normal text-ink-muted">blank: adult-use price</span>
      </>
    ),
  },
  { label: 'Save', header: <span className="sr-only">Save</span> },
];

/** The board's address for a state; the defaults (active products, first page) are left out. */
/** Which products the menu shows, by their status; active ones unless asked. */
const MENU_STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'draft', label: 'Draft' },
  { value: 'archived', label: 'Archived' },
  { value: 'all', label: 'All' },
];

function boardHref(params: URLSearchParams, changes: Record<string, string>): string {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === '' || (key === 'page' && value === '1') || (key === 'status' && value === 'active')) next.delete(key);
    else next.set(key, value);
  }
  const search = next.toString();
  return `/dashboard/menu${search ? `?${search}` : ''}`;
}

/**
 * The live menu at a glance: every size with its stock, whether it is for sale and its prices,
 * changed in place; searched and filtered by the URL, 50 sizes a page; and the point-of-sale import.
 */
export function Component() {
  const store = useShownStore();
  const board = useLoaderData<typeof loader>();
  const { categories } = useCatalog();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [q, setQ] = useState(params.get('q') ?? '');

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void navigate(
      boardHref(params, {
        q: q.trim(),
        category: String(form.get('category') ?? ''),
        status: String(form.get('status') ?? 'active'),
        page: '1',
      }),
    );
  }

  return (
    <>
      <PageHeader
        title="Menu"
        description="Stock, availability and prices of every size; changes show on the store at once."
      />
      <FilterForm label="Menu" onSubmit={search}>
        <TextField
          label="Search"
          name="q"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          hint="Product, brand or SKU"
          className="min-w-60"
        />
        <SelectField
          label="Category"
          name="category"
          defaultValue={params.get('category') ?? ''}
          key={`c-${params.get('category')}`}
          options={[{ value: '', label: 'All categories' }, ...categoryOptions(categories)]}
        />
        <SelectField
          label="Products"
          name="status"
          defaultValue={params.get('status') ?? 'active'}
          key={`s-${params.get('status')}`}
          options={MENU_STATUS_OPTIONS}
        />
      </FilterForm>

      <div className="mt-6">
        <DataTable
          caption="Sizes on the menu, by product name"
          minWidth="56rem"
          columns={COLUMNS}
          rows={board.rows}
          rowKey={(row) =>
            `${row.variantId}:${row.stock}:${row.medicalStock}:${row.active}:${row.adultUsePriceCents}:${row.medicalPriceCents}:${row.storeAdultUsePriceCents}:${row.storeMedicalPriceCents}`
          }
          renderRow={(row) => <MenuSizeRow initial={row} store={store} />}
          empty="No sizes match. Try another search or category."
        />
      </div>
      <Pagination
        label="Menu pages"
        page={board.page}
        pageSize={board.pageSize}
        total={board.total}
        hrefFor={(page) => boardHref(params, { page: String(page) })}
      />

      <MenuImport />
    </>
  );
}
