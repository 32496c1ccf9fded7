import { Form, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { reconciliationCsv, type PackageReconciliation, type UnsentSale } from '#lib/inventory/sales-uploads.ts';
import { loadSalesReconciliation } from '../../api/inventory.ts';
import { Button } from '../../ui/Button.tsx';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { DateTime } from '../../ui/DateTime.tsx';
import { downloadFile } from '../../ui/download-file.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { saleColumns } from './sale-columns.tsx';
import { TextField } from '../../ui/TextField.tsx';

export function loader({ request }: LoaderFunctionArgs) {
  return loadSalesReconciliation(new URL(request.url).searchParams.get('day'));
}

const STATE_LABELS: Record<UnsentSale['state'], string> = {
  queued: 'Waiting to upload',
  attention: 'Needs a person',
};

const UNSENT_COLUMNS: readonly Column<UnsentSale>[] = [
  ...saleColumns<UnsentSale>(),
  { label: 'State', cell: (sale) => STATE_LABELS[sale.state], csv: (sale) => STATE_LABELS[sale.state] },
  { label: 'Attempts', numeric: true, cell: (sale) => sale.attempts, csv: (sale) => sale.attempts },
  {
    label: 'Next attempt',
    cell: (sale) => (sale.nextAttemptAt ? <DateTime iso={sale.nextAttemptAt} /> : '—'),
    csv: (sale) => sale.nextAttemptAt,
  },
  { label: 'Last error', cell: (sale) => sale.lastError || '—', csv: (sale) => sale.lastError },
];

/** A package's count as staff read it; nothing handed over is 0, never "-0". */
const quantity = (value: number) => (value === 0 ? 0 : value).toLocaleString('en-US', { maximumFractionDigits: 3 });

const PACKAGE_COLUMNS: readonly Column<PackageReconciliation>[] = [
  {
    label: 'Package',
    rowHeader: true,
    cell: (item) => (
      <>
        <span className="font-mono text-sm">{item.label}</span>
        <span className="block text-sm text-ink-muted">{item.itemName}</span>
      </>
    ),
  },
  {
    label: 'Metrc’s last count',
    numeric: true,
    cell: (item) => `${quantity(item.confirmedQuantity)} ${item.unitOfMeasure}`,
  },
  { label: 'Handed over since', numeric: true, cell: (item) => quantity(item.handedOverSince) },
  { label: 'Expected now', numeric: true, cell: (item) => quantity(item.expectedQuantity) },
  {
    label: 'Difference',
    numeric: true,
    cell: (item) => (
      <span className={item.handedOverSince > 0 ? 'font-bold text-danger' : ''}>{quantity(-item.handedOverSince)}</span>
    ),
  },
  { label: 'Confirmed', cell: (item) => `${item.ageMinutes} min ago` },
];

/**
 * A store's end of day against its inventory source (decision 79): the day's sales not yet in
 * Metrc, which should be none before close, and each package's last confirmed count beside what
 * was handed over since.
 */
export function Component() {
  const report = useLoaderData<typeof loader>();
  const inSource = report.salesCount === report.sentCount;
  return (
    <>
      <PageHeader
        title="End-of-day reconciliation"
        description={`${report.store.name}: the day’s sales not yet in Metrc, and each package against what left the store since Metrc last confirmed it.`}
      />
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="store" value={report.store.slug} />
        <TextField name="day" type="date" label="Day" defaultValue={report.day} required />
        <Button type="submit">Show the day</Button>
      </Form>

      <section aria-labelledby="unsent-title" className="mt-6">
        <h2 id="unsent-title" className="text-xl font-bold text-brand-900">
          Sales not yet in Metrc
        </h2>
        <p className={`mt-1 font-semibold ${inSource ? 'text-brand-900' : 'text-danger'}`} role="status">
          {report.salesCount === 0
            ? 'No sale was handed over this day.'
            : `${report.sentCount} of ${report.salesCount} ${report.salesCount === 1 ? 'sale is' : 'sales are'} in Metrc.`}
        </p>
        <DataTable
          caption={`Sales of ${report.day} not yet in Metrc`}
          columns={UNSENT_COLUMNS}
          rows={report.unsent}
          rowKey={(sale) => sale.orderId}
          empty="Every sale of the day is in Metrc."
          csvExport={{ fileName: `sales-not-in-metrc-${report.store.slug}-${report.day}.csv` }}
          minWidth="44rem"
        />
      </section>

      <section aria-labelledby="packages-title" className="mt-8">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="packages-title" className="text-xl font-bold text-brand-900">
            Packages
          </h2>
          {report.packages.length > 0 && (
            <Button
              tone="secondary"
              onClick={() => downloadFile(`packages-${report.store.slug}-${report.day}.csv`, reconciliationCsv(report))}
            >
              Download CSV
            </Button>
          )}
        </div>
        <DataTable
          caption="Packages: Metrc’s last count and what was handed over since"
          columns={PACKAGE_COLUMNS}
          rows={report.packages}
          rowKey={(item) => item.label}
          empty="The store holds no package from Metrc yet."
          minWidth="44rem"
        />
      </section>
    </>
  );
}
