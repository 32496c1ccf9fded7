import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ReportTable, ValueFormat } from '#lib/reports/report-payload.ts';
import { reportTableCsv } from '#lib/reports/report-csv.ts';
import { formatValue } from '#lib/reports/value-format.ts';
import { Button } from '../../ui/Button.tsx';
import { Chart } from '../../ui/charts/Chart.tsx';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { downloadFile } from '../../ui/download-file.ts';

const TEXT_FORMATS: readonly ValueFormat[] = ['text', 'day', 'month'];
const LINK = 'inline-flex min-h-6 items-center whitespace-nowrap text-brand-800 underline';

/** A cell as it reads; a column with a `link` makes it a link to the page the row names (an order). */
function linkedCell(row: ReportTable['rows'][number], column: ReportTable['columns'][number]): ReactNode {
  const text = formatValue(row[column.key] ?? null, column.format);
  const target = column.link ? row[column.link.key] : null;
  if (!column.link || target === null || target === undefined) return text;
  return (
    <Link to={`${column.link.base}${encodeURIComponent(String(target))}`} className={LINK}>
      {text}
    </Link>
  );
}

/**
 * One table of a report: its title, its chart with a "Show as table" switch to the same rows as
 * a table, "Download CSV" of exactly those rows formatted as shown, its note, and what each
 * computed column means. The web-vitals page draws its trends with it too.
 */
export function ReportTableView({
  table,
  fileName,
  headingLevel = 2,
  framed = true,
}: {
  table: ReportTable;
  fileName: string;
  headingLevel?: 2 | 3 | 4;
  /** A card around it; left out inside a card already. */
  framed?: boolean;
}) {
  const headingId = useId();
  const [asTable, setAsTable] = useState(false);
  const charted = Boolean(table.chart) && table.rows.length > 0 && !asTable;
  const Heading = `h${headingLevel}` as const;
  const defined = table.columns.filter((column) => column.definition);
  const columns = table.columns.map((column, index): Column<ReportTable['rows'][number]> => ({
    label: column.label,
    rowHeader: index === 0,
    numeric: !TEXT_FORMATS.includes(column.format),
    className: 'tabular-nums',
    cell: (row) => linkedCell(row, column),
  }));

  return (
    <section
      aria-labelledby={headingId}
      className={framed ? 'rounded-xl border border-ink/10 bg-surface p-4' : ''}
      data-report-table={table.key}
    >
      <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <Heading id={headingId} className={`${headingLevel === 2 ? 'text-lg' : 'text-base'} font-bold text-brand-900`}>
          {table.title}
        </Heading>
        <div className="flex flex-wrap gap-2">
          {table.chart && table.rows.length > 0 && (
            <Button tone="secondary" className="px-3 py-1 text-sm" onClick={() => setAsTable(!asTable)}>
              {asTable ? 'Show as chart' : 'Show as table'}
              <span className="sr-only"> ({table.title})</span>
            </Button>
          )}
          {table.rows.length > 0 && (
            <Button
              tone="secondary"
              className="px-3 py-1 text-sm"
              onClick={() => downloadFile(fileName, reportTableCsv(table))}
            >
              Download CSV<span className="sr-only"> of {table.title}</span>
            </Button>
          )}
        </div>
      </div>
      {charted ? (
        <Chart table={table} title={table.title} titleHidden />
      ) : (
        <>
          <p className="mb-2 text-sm text-ink-muted">{table.summary}</p>
          <DataTable
            caption={table.title}
            compact
            columns={columns}
            rows={table.rows}
            rowKey={(_, index) => index}
            empty="Nothing in these dates."
          />
        </>
      )}
      {table.note && <p className="mt-3 text-sm text-ink-muted">{table.note}</p>}
      {defined.length > 0 && (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer text-brand-800 underline">
            How it's counted<span className="sr-only">: {table.title}</span>
          </summary>
          <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
            {defined.map((column) => (
              <div key={column.key} className="contents">
                <dt className="font-semibold">{column.label}</dt>
                <dd>{column.definition}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </section>
  );
}
