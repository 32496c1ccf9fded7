import { writeCsv } from '../staff/csv.ts';
import type { DayRange } from './report-range.ts';
import { ALL_STORES } from './report-stores.ts';
import type { ReportKey, ReportTable } from './report-payload.ts';
import { formatCsvValue } from './value-format.ts';

/**
 * A report table as a CSV file: its column labels, then its rows formatted exactly as the table
 * view shows them (a missing value is an empty cell), so the file holds the numbers on screen.
 */
export function reportTableCsv(table: Pick<ReportTable, 'columns' | 'rows'>): string {
  return writeCsv([
    table.columns.map((column) => column.label),
    ...table.rows.map((row) => table.columns.map((column) => formatCsvValue(row[column.key] ?? null, column.format))),
  ]);
}

/**
 * `sales-2026-03-01-2026-03-31-by-day.csv`: the report, its days and the table; with the stores
 * it sums named when there is a choice of stores (`sales-ypsilanti-…`, `sales-all-stores-…`).
 */
export function reportCsvFileName(report: ReportKey | string, range: DayRange, table: string, stores?: string): string {
  const safe = (part: string) =>
    part
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  const of = stores === undefined ? '' : `${safe(stores === ALL_STORES ? 'all stores' : stores)}-`;
  return `${safe(report)}-${of}${range.start}-${range.end}-${safe(table)}.csv`;
}
