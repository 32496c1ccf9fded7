import { Link, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import type { CategoryNode } from '#lib/catalog/categories.ts';
import { flattenTree } from '#lib/catalog/category-tree.ts';
import { loadCategoryTree } from '../../../api/catalog.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { DataTable, type Column } from '../../../ui/DataTable.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { useAction } from '../../../writes/use-action.ts';
import { filterSummary } from './filter-summary.ts';
import { categoriesAction } from './actions.ts';

export function loader(_: LoaderFunctionArgs) {
  return loadCategoryTree();
}

export { categoriesAction as action };

const LINK_BUTTON = 'rounded-full px-4 py-2 font-semibold';

/** The category tree in menu order: move categories among their siblings, open one to edit it. */
export function Component() {
  const { categories } = useLoaderData<typeof loader>();
  const moving = useAction<typeof categoriesAction>();
  // A category saved or deleted on its own page says so here, until the next change.
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const success = moving.notice ?? (moving.sent ? null : notice);
  const message = moving.problem
    ? { tone: 'error' as const, text: moving.problem }
    : success
      ? { tone: 'success' as const, text: success }
      : null;
  const rows = flattenTree(categories);
  const columns: Column<(typeof rows)[number]>[] = [
    {
      label: 'Category',
      rowHeader: true,
      className: 'font-semibold',
      cell: ({ category, depth }) => (
        <span style={{ paddingLeft: `${depth * 1.5}rem` }} className="inline-block">
          {depth > 0 && (
            <span aria-hidden="true" className="mr-1 text-ink-muted">
              ↳
            </span>
          )}
          <Link to={`/dashboard/product-categories/${category.id}`} className="text-brand-800 underline">
            {category.name}
          </Link>
        </span>
      ),
    },
    {
      label: 'Address',
      cell: ({ category }) => (
        <a href={`/category/${category.slug}`} className="text-brand-800 underline">
          /category/{category.slug}
        </a>
      ),
    },
    { label: 'Products', numeric: true, cell: ({ category }) => category.productCount },
    {
      label: 'Filters',
      cell: ({ category }) => {
        const filters = filterSummary(categories, category);
        return <span className={`text-sm ${filters.own ? '' : 'text-ink-muted'}`}>{filters.text}</span>;
      },
    },
    {
      label: 'Order',
      cell: ({ category, index, siblings }) => (
        <div className="flex gap-1">
          <OrderButton
            label={`Move ${category.name} up`}
            symbol="↑"
            disabled={index === 0}
            busy={busyMoving(category, 'up')}
            onClick={() => move(category, 'up')}
          />
          <OrderButton
            label={`Move ${category.name} down`}
            symbol="↓"
            disabled={index === siblings - 1}
            busy={busyMoving(category, 'down')}
            onClick={() => move(category, 'down')}
          />
        </div>
      ),
    },
  ];

  function move(category: CategoryNode, direction: 'up' | 'down') {
    if (moving.busy) return;
    moving.send('move', { id: category.id, direction }, { done: `${category.name} moved ${direction}.` });
  }
  const busyMoving = (category: CategoryNode, direction: 'up' | 'down') =>
    moving.busy && moving.sent?.input.id === category.id && moving.sent.input.direction === direction;

  return (
    <>
      <PageHeader
        title="Categories"
        description="The menu’s categories in the order shoppers see them, each with its subcategories."
        actions={
          <>
            <Link
              to="/dashboard/product-categories/shop-filters"
              className={`${LINK_BUTTON} border-2 border-brand-700 bg-surface text-brand-900 hover:bg-brand-50`}
            >
              Shop filters
            </Link>
            <Link
              to="/dashboard/product-categories/new"
              className={`${LINK_BUTTON} bg-brand-700 text-white hover:bg-brand-800`}
            >
              Add a category
            </Link>
          </>
        }
      />
      <div aria-live="polite" className="mb-4 empty:hidden">
        {message && <Alert tone={message.tone}>{message.text}</Alert>}
      </div>
      <DataTable
        caption="Categories in menu order"
        framed
        columns={columns}
        rows={rows}
        rowKey={(row) => row.category.id}
        empty="There are no categories yet. Add the first one to start the menu."
      />
    </>
  );
}

function OrderButton({
  label,
  symbol,
  disabled,
  busy,
  onClick,
}: {
  label: string;
  symbol: string;
  disabled: boolean;
  busy: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      aria-busy={busy || undefined}
      onClick={onClick}
      className="size-9 rounded-full border-2 border-brand-700 font-bold text-brand-900 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-ink/20 disabled:text-ink-muted"
    >
      <span aria-hidden="true">{symbol}</span>
    </button>
  );
}
