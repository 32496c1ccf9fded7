import { useLoaderData } from 'react-router';
import type { MedicalSaleToReview } from '#lib/inventory/sales-uploads.ts';
import { loadMedicalSalesReview } from '../../api/inventory.ts';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { DateTime } from '../../ui/DateTime.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { saleColumns } from './sale-columns.tsx';

export function loader() {
  return loadMedicalSalesReview();
}

const REASONS: Record<MedicalSaleToReview['reasons'][number], string> = {
  'late-upload': 'Not in Metrc within the hour',
  'registry-unchecked': 'Registry could not be checked at checkout',
};

function hoursLeftText(hours: number): string {
  if (hours < 0) return 'Overdue';
  if (hours === 0) return 'Under an hour';
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

const COLUMNS: readonly Column<MedicalSaleToReview>[] = [
  ...saleColumns<MedicalSaleToReview>(),
  {
    label: 'Why',
    cell: (sale) => sale.reasons.map((reason) => REASONS[reason]).join('; '),
    csv: (sale) => sale.reasons.map((reason) => REASONS[reason]).join('; '),
  },
  {
    label: 'In Metrc',
    cell: (sale) => (sale.sentAt ? <DateTime iso={sale.sentAt} /> : 'Not yet'),
    csv: (sale) => sale.sentAt ?? '',
  },
  { label: 'Review by', cell: (sale) => <DateTime iso={sale.deadline} />, csv: (sale) => sale.deadline },
  {
    label: 'Time left',
    numeric: true,
    cell: (sale) => (
      <span className={sale.hoursLeft < 12 ? 'font-bold text-danger' : ''}>{hoursLeftText(sale.hoursLeft)}</span>
    ),
    csv: (sale) => sale.hoursLeft,
  },
];

/**
 * The store's medical sales to review within 72 hours of the sale: those Metrc did not have within
 * the hour, and those sold while the registry could not be asked.
 */
export function Component() {
  const sales = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Medical sales to review"
        description="Medical sales of the last week whose receipt was not in Metrc within the hour, or whose registry check could not be made at checkout. Review each within 72 hours of the sale."
      />
      <DataTable
        caption="Medical sales to review, nearest deadline first"
        columns={COLUMNS}
        rows={sales}
        rowKey={(sale) => sale.orderId}
        empty="No medical sale needs a review."
        csvExport={{ fileName: 'medical-sales-to-review.csv' }}
        minWidth="44rem"
      />
    </>
  );
}
