import { useState, type FormEvent } from 'react';
import { Link, useLoaderData, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { categoryOptions } from '#lib/catalog/category-tree.ts';
import {
  PRODUCT_BULK_ACTIONS,
  PRODUCT_BULK_LABELS,
  PRODUCT_SORT_LABELS,
  PRODUCT_SORTS,
  productListSearch,
  ProductListQuery,
  type ProductBulkAction,
  type ProductListRow,
  type ProductSort,
} from '#lib/catalog/product-list.ts';
import { formatCents } from '#lib/money.ts';
import { PRODUCT_STATUS_LABELS, PRODUCT_STATUSES } from '#lib/vocabulary/catalog.ts';
import { loadProducts } from '../../../api/catalog.ts';
import { useCatalog } from '../../../catalog.ts';
import { ActionMessage } from '../../../ui/ActionMessage.tsx';
import { Button } from '../../../ui/Button.tsx';
import { DataTable, type Column } from '../../../ui/DataTable.tsx';
import { FilterForm } from '../../../ui/FilterForm.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { Pagination } from '../../../ui/Pagination.tsx';
import { labelledOptions } from '../../../ui/select-options.ts';
import { SelectField } from '../../../ui/SelectField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useAction } from '../../../writes/use-action.ts';
import { NewProductForm } from './NewProductForm.tsx';
import { productsAction } from './actions.ts';

const STATUS_FILTERS = labelledOptions(PRODUCT_STATUSES, PRODUCT_STATUS_LABELS, 'Any status');
const SORTS = labelledOptions(PRODUCT_SORTS, PRODUCT_SORT_LABELS);
const BULK_ACTIONS = labelledOptions(PRODUCT_BULK_ACTIONS, PRODUCT_BULK_LABELS);

export function loader({ request }: LoaderFunctionArgs) {
  return loadProducts(new URL(request.url).search);
}

export { productsAction as action };

const updated = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Every product, searched, filtered and sorted through the URL (so a view can be shared or
 * bookmarked), 50 a page, with bulk actions on the selected rows.
 */
export function Component() {
  const page = useLoaderData<typeof loader>();
  const { categories, brands } = useCatalog();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const parsed = ProductListQuery.safeParse(Object.fromEntries(params));
  const query = parsed.success ? parsed.data : ProductListQuery.parse({});
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [chosenAction, setChosenAction] = useState<ProductBulkAction>('activate');
  const bulk = useAction<typeof productsAction>({ onDone: () => setSelected(new Set()) });

  const listHref = (changes: Partial<ProductListQuery>) =>
    `/dashboard/products${productListSearch({ ...query, ...changes })}`;

  function applyFilters(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '');
    setSelected(new Set());
    void navigate(
      `/dashboard/products${productListSearch({
        q: value('q').trim(),
        category: value('category') || undefined,
        brand: value('brand') || undefined,
        status: (value('status') || undefined) as ProductListQuery['status'],
        sort: value('sort') as ProductListQuery['sort'],
      })}`,
    );
  }

  function runBulk() {
    bulk.send(
      'bulk',
      { action: chosenAction, ids: [...selected] },
      {
        done: ({ changed }) =>
          `${PRODUCT_BULK_LABELS[chosenAction]}: ${changed} ${changed === 1 ? 'product' : 'products'} changed.`,
      },
    );
  }

  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };
  const allSelected = page.rows.length > 0 && page.rows.every((row) => selected.has(row.id));
  const columns: Column<ProductListRow>[] = [
    {
      label: 'Selected',
      header: (
        <input
          type="checkbox"
          aria-label="Select every product on this page"
          className="size-5 accent-brand-700"
          checked={allSelected}
          onChange={(event) => setSelected(event.target.checked ? new Set(page.rows.map((row) => row.id)) : new Set())}
        />
      ),
      cell: (row) => (
        <input
          type="checkbox"
          aria-label={`Select ${row.name}`}
          className="size-5 accent-brand-700"
          checked={selected.has(row.id)}
          onChange={(event) => toggle(row.id, event.target.checked)}
        />
      ),
    },
    {
      label: 'Name',
      rowHeader: true,
      sort: 'name',
      cell: (row) => (
        <>
          <Link to={`/dashboard/products/${row.id}`} className="font-semibold text-brand-800 underline">
            {row.name}
          </Link>
          {row.featured && (
            <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-sm text-brand-900">Featured</span>
          )}
        </>
      ),
      csv: (row) => row.name,
    },
    {
      label: 'Status',
      cell: (row) => PRODUCT_STATUS_LABELS[row.status],
      csv: (row) => PRODUCT_STATUS_LABELS[row.status],
    },
    { label: 'Category', cell: (row) => row.categoryName, csv: (row) => row.categoryName },
    { label: 'Brand', cell: (row) => row.brandName ?? '—', csv: (row) => row.brandName },
    { label: 'Sizes for sale', numeric: true, cell: (row) => row.sizeCount, csv: (row) => row.sizeCount },
    { label: 'Stock', numeric: true, sort: 'stock', cell: (row) => row.stock, csv: (row) => row.stock },
    {
      label: 'From',
      numeric: true,
      sort: 'price',
      cell: (row) => (row.lowestPriceCents === null ? '—' : formatCents(row.lowestPriceCents)),
      csv: (row) => (row.lowestPriceCents === null ? null : (row.lowestPriceCents / 100).toFixed(2)),
    },
    {
      label: 'Updated',
      sort: '-updated',
      cell: (row) => updated.format(new Date(row.updatedAt)),
      csv: (row) => row.updatedAt,
    },
  ];

  return (
    <>
      <PageHeader title="Products" description="Search, filter and sort the catalog; open a product to edit it." />
      <NewProductForm />
      <FilterForm label="Products" onSubmit={applyFilters} key={params.toString()}>
        <TextField label="Search" name="q" defaultValue={query.q} hint="Name, brand or SKU" className="min-w-60" />
        <SelectField
          label="Category"
          name="category"
          defaultValue={query.category ?? ''}
          options={[{ value: '', label: 'All categories' }, ...categoryOptions(categories)]}
        />
        <SelectField
          label="Brand"
          name="brand"
          defaultValue={query.brand ?? ''}
          options={[
            { value: '', label: 'All brands' },
            ...brands.map((brand) => ({ value: brand.id, label: brand.name })),
          ]}
        />
        <SelectField label="Status" name="status" defaultValue={query.status ?? ''} options={STATUS_FILTERS} />
        <SelectField label="Sort by" name="sort" defaultValue={query.sort} options={SORTS} />
      </FilterForm>

      <div className="mt-6 flex flex-wrap items-end gap-3" role="group" aria-label="Bulk actions">
        <SelectField
          label={`With the ${selected.size} selected`}
          value={chosenAction}
          onChange={(event) => setChosenAction(event.target.value as ProductBulkAction)}
          options={BULK_ACTIONS}
        />
        <Button tone="secondary" busy={bulk.busy} disabled={selected.size === 0} onClick={runBulk}>
          Apply to selected
        </Button>
      </div>
      {(bulk.problem || bulk.notice) && (
        <div className="mt-3">
          <ActionMessage action={bulk} />
        </div>
      )}

      <div className="mt-4">
        <DataTable
          caption={`Products, ${PRODUCT_SORT_LABELS[query.sort].toLowerCase()}`}
          minWidth="56rem"
          columns={columns}
          rows={page.rows}
          rowKey={(row) => row.id}
          sort={{ current: query.sort, hrefFor: (sort) => listHref({ ...query, sort: sort as ProductSort, page: 1 }) }}
          empty="No products match. Try another search or filter."
          csvExport={{ fileName: `products-page-${page.page}.csv`, label: 'Download this page (CSV)' }}
        />
      </div>
      <Pagination
        label="Product pages"
        page={page.page}
        pageSize={page.pageSize}
        total={page.total}
        hrefFor={(number) => listHref({ page: number })}
      />
    </>
  );
}
