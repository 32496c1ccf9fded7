import type { ReactNode } from 'react';
import { DataTable, type Column, type DataTableProps } from './DataTable.tsx';

/** What a list shows of each row, read out as its caption, and the file its CSV download is. */
export interface ListDefinition<Row> {
  caption: string;
  columns: readonly Column<Row>[];
  csv: { fileName: string; label?: string };
  minWidth?: DataTableProps<Row>['minWidth'];
}

/**
 * A list the staff can download whole ("Download the list (CSV)" as `fileName`), scrolling sideways
 * below `minWidth`.
 */
export function downloadableList<Row>(
  caption: string,
  fileName: string,
  columns: readonly Column<Row>[],
  minWidth: ListDefinition<Row>['minWidth'] = '56rem',
): ListDefinition<Row> {
  return { caption, columns, csv: { fileName, label: 'Download the list (CSV)' }, minWidth };
}

/** A list page's table of rows, each keyed by its id, under the list's search form (`spacing` apart). */
export function ListTable<Row extends { id: string }>({
  list,
  rows,
  empty,
  spacing = 'mt-4',
}: {
  list: ListDefinition<Row>;
  rows: readonly Row[];
  empty?: ReactNode;
  spacing?: 'mt-2' | 'mt-4';
}) {
  return (
    <div className={spacing}>
      <DataTable
        caption={list.caption}
        columns={list.columns}
        rows={rows}
        rowKey={(row) => row.id}
        empty={empty}
        csvExport={list.csv}
        {...(list.minWidth ? { minWidth: list.minWidth } : {})}
      />
    </div>
  );
}
