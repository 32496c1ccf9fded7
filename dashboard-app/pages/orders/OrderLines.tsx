import { Fragment } from 'react';
import type { OrderDetail } from '../../../src/lib/dashboard/order-detail.ts';
import { formatCents } from '../../../src/lib/money.ts';
import { paymentNote } from '../../../src/lib/orders/order-status.ts';

const minus = (cents: number) => `−${formatCents(cents)}`;

/** What the order holds at the prices it was placed at, each line's deals, each saving by name and the totals the Michigan way. */
export function OrderLines({ order }: { order: OrderDetail }) {
  const { totals } = order;
  const total = (label: string, value: string, testId?: string) => (
    <tr>
      <th scope="row" colSpan={6} className="px-2 pt-1 text-right font-normal">
        {label}
      </th>
      <td className="px-2 pt-1 text-right tabular-nums" data-testid={testId}>
        {value}
      </td>
    </tr>
  );
  return (
    <section aria-labelledby="order-lines" className="mt-6 rounded-xl border border-ink/10 bg-surface p-4">
      <h2 id="order-lines" className="text-xl font-bold text-brand-900">
        Items
      </h2>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[44rem] text-left">
          <caption className="sr-only">Items in order {order.number}, at the prices it was placed at</caption>
          <thead>
            <tr className="border-b-2 border-ink/20">
              <th scope="col" className="px-2 py-2">Item</th>
              <th scope="col" className="px-2 py-2">Size</th>
              <th scope="col" className="px-2 py-2 text-right">Qty</th>
              <th scope="col" className="px-2 py-2 text-right">Each</th>
              <th scope="col" className="px-2 py-2 text-right">Discount</th>
              <th scope="col" className="px-2 py-2 text-right">Tax</th>
              <th scope="col" className="px-2 py-2 text-right">Total</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line, index) => (
              <tr key={index} className="border-t border-ink/10 align-top">
                <th scope="row" className="px-2 py-2 font-normal">
                  {line.productName}
                  {line.deals.length > 0 && <span className="block text-sm text-ink-muted">{line.deals.map((deal) => deal.title).join(', ')}</span>}
                </th>
                <td className="px-2 py-2">{line.sizeLabel}</td>
                <td className="px-2 py-2 text-right tabular-nums">{line.quantity}</td>
                <td className="px-2 py-2 text-right tabular-nums">{formatCents(line.unitPriceCents)}</td>
                <td className="px-2 py-2 text-right tabular-nums">{line.discountCents > 0 ? minus(line.discountCents) : '—'}</td>
                <td className="px-2 py-2 text-right tabular-nums">{formatCents(line.exciseCents + line.salesTaxCents)}</td>
                <td className="px-2 py-2 text-right tabular-nums">{formatCents(line.totalCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-ink/20">
            {total('Subtotal', formatCents(totals.subtotalCents))}
            {order.discounts.map((saving) => (
              <Fragment key={saving.slug}>{total(saving.title, minus(saving.savingsCents))}</Fragment>
            ))}
            {total('Michigan excise tax', formatCents(totals.exciseCents))}
            {total('Sales tax', formatCents(totals.salesTaxCents))}
            <tr>
              <th scope="row" colSpan={6} className="px-2 pt-2 text-right font-bold">
                Total out the door <span className="block text-sm font-semibold text-brand-800">{paymentNote(order.status)}</span>
              </th>
              <td className="px-2 pt-2 text-right font-bold tabular-nums" data-testid="order-total">
                {formatCents(totals.totalCents)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
