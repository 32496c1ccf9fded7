import { Link } from 'react-router';
import type { LowStockItem } from '../../../src/lib/dashboard/overview.ts';

/** Sizes with few or no units left, each linking to its product's editor. */
export function LowStockTable({ caption, items, total }: { caption: string; items: readonly LowStockItem[]; total: number }) {
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full text-left text-sm sm:text-base">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-ink/10 text-ink-muted">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">Product</th>
            <th scope="col" className="py-2 pr-3 font-semibold">Size</th>
            <th scope="col" className="py-2 pr-3 font-semibold">SKU</th>
            <th scope="col" className="py-2 text-right font-semibold">Left</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.variantId} className="border-b border-ink/5" data-sku={item.sku}>
              <th scope="row" className="py-2 pr-3 font-normal">
                <Link to={`/dashboard/products/${item.productId}`} className="font-semibold text-brand-800 underline">
                  {item.productName}
                </Link>
                {item.brandName && <span className="block text-sm text-ink-muted">{item.brandName}</span>}
              </th>
              <td className="py-2 pr-3">{item.sizeLabel}</td>
              <td className="py-2 pr-3 font-mono text-sm">{item.sku}</td>
              <td className={`py-2 text-right font-bold tabular-nums ${item.stock === 0 ? 'text-danger' : ''}`}>{item.stock}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {total > items.length && (
        <p className="mt-2 text-sm text-ink-muted">
          Showing the {items.length} lowest of {total}.
        </p>
      )}
    </div>
  );
}
