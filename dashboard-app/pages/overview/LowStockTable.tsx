import { Link } from 'react-router';
import type { LowStockItem } from '#lib/overview/overview.ts';
import { DataTable, type Column } from '../../ui/DataTable.tsx';

const COLUMNS: readonly Column<LowStockItem>[] = [
  {
    label: 'Product',
    rowHeader: true,
    cell: (item) => (
      <>
        <Link to={`/dashboard/products/${item.productId}`} className="font-semibold text-brand-800 underline">
          {item.productName}
        </Link>
        {item.brandName && <span className="block text-sm text-ink-muted">{item.brandName}</span>}
      </>
    ),
  },
  {
    label: 'Size',
    cell: (item) => (
      <>
        {item.sizeLabel}
        {item.pool === 'medical' && <span className="block text-sm text-ink-muted">Medical stock</span>}
      </>
    ),
  },
  { label: 'SKU', cell: (item) => item.sku, className: 'font-mono text-sm' },
  {
    label: 'Left',
    numeric: true,
    cell: (item) => <span className={item.stock === 0 ? 'text-danger' : ''}>{item.stock}</span>,
    className: 'font-bold',
  },
];

/** Sizes with few or no units left, each linking to its product's editor. */
export function LowStockTable({
  caption,
  items,
  total,
}: {
  caption: string;
  items: readonly LowStockItem[];
  total: number;
}) {
  return (
    <div className="mt-3">
      <DataTable
        caption={caption}
        columns={COLUMNS}
        rows={items}
        rowKey={(item) => `${item.variantId}:${item.pool}`}
        rowAttributes={(item) => ({ 'data-sku': item.sku, 'data-pool': item.pool })}
      />
      {total > items.length && (
        <p className="mt-2 text-sm text-ink-muted">
          Showing the {items.length} lowest of {total}.
        </p>
      )}
    </div>
  );
}
