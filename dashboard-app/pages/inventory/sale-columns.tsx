import { Link } from 'react-router';
import type { Column } from '../../ui/DataTable.tsx';
import { DateTime } from '../../ui/DateTime.tsx';

/** The columns every list of handed-over sales starts with: the order, linking to it, and when it was handed over. */
export function saleColumns<Row extends { orderId: string; orderNumber: string; soldAt: string }>(): Column<Row>[] {
  return [
    {
      label: 'Order',
      rowHeader: true,
      cell: (sale) => (
        <Link to={`/dashboard/orders/${sale.orderId}`} className="font-mono font-semibold text-brand-800 underline">
          {sale.orderNumber}
        </Link>
      ),
      csv: (sale) => sale.orderNumber,
    },
    { label: 'Handed over', cell: (sale) => <DateTime iso={sale.soldAt} />, csv: (sale) => sale.soldAt },
  ];
}
