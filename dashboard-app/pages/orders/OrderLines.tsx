import type { OrderDetail } from '#lib/orders/order-detail.ts';
import { formatCents } from '#lib/money.ts';
import { paymentNote } from '#lib/orders/order-status.ts';
import { DataTable, TableCell, TableRow, TableRowHeader, type Column } from '../../ui/DataTable.tsx';

const minus = (cents: number) => `−${formatCents(cents)}`;

type OrderLine = OrderDetail['lines'][number];

const COLUMNS: readonly Column<OrderLine>[] = [
  {
    label: 'Item',
    rowHeader: true,
    cell: (line) => (
      <>
        {line.productName}
        {line.deals.length > 0 && (
          <span className="block text-sm text-ink-muted">{line.deals.map((deal) => deal.title).join(', ')}</span>
        )}
      </>
    ),
  },
  { label: 'Size', cell: (line) => line.sizeLabel },
  { label: 'Qty', numeric: true, cell: (line) => line.quantity },
  { label: 'Each', numeric: true, cell: (line) => formatCents(line.unitPriceCents) },
  { label: 'Discount', numeric: true, cell: (line) => (line.discountCents > 0 ? minus(line.discountCents) : '—') },
  { label: 'Tax', numeric: true, cell: (line) => formatCents(line.exciseCents + line.salesTaxCents) },
  { label: 'Total', numeric: true, cell: (line) => formatCents(line.totalCents) },
];

/** A line under the items: what it is, beside the total column. */
function TotalRow({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <TableRow ruled={false}>
      <TableRowHeader colSpan={COLUMNS.length - 1} className="text-right">
        {label}
      </TableRowHeader>
      <TableCell numeric data-testid={testId}>
        {value}
      </TableCell>
    </TableRow>
  );
}

/** What the order holds at the prices it was placed at, each line's deals, each saving by name and the totals the Michigan way. */
export function OrderLines({ order }: { order: OrderDetail }) {
  const { totals } = order;
  return (
    <section aria-labelledby="order-lines" className="mt-6 rounded-xl border border-ink/10 bg-surface p-4">
      <h2 id="order-lines" className="text-xl font-bold text-brand-900">
        Items
      </h2>
      <div className="mt-3">
        <DataTable
          caption={`Items in order ${order.number}, at the prices it was placed at`}
          minWidth="44rem"
          columns={COLUMNS}
          rows={order.lines}
          rowKey={(_, index) => index}
          footer={
            <>
              <TotalRow label="Subtotal" value={formatCents(totals.subtotalCents)} />
              {order.discounts.map((saving) => (
                <TotalRow key={saving.slug} label={saving.title} value={minus(saving.savingsCents)} />
              ))}
              <TotalRow label="Michigan excise tax" value={formatCents(totals.exciseCents)} />
              <TotalRow label="Sales tax" value={formatCents(totals.salesTaxCents)} />
              <TableRow ruled={false}>
                <TableRowHeader colSpan={COLUMNS.length - 1} className="text-right font-bold">
                  Total out the door{' '}
                  <span className="block text-sm font-semibold text-brand-800">{paymentNote(order.status)}</span>
                </TableRowHeader>
                <TableCell numeric className="font-bold" data-testid="order-total">
                  {formatCents(totals.totalCents)}
                </TableCell>
              </TableRow>
            </>
          }
        />
      </div>
    </section>
  );
}
