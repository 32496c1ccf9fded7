import {
  createContext,
  Fragment,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
  type TdHTMLAttributes,
  type ThHTMLAttributes,
} from 'react';
import { Link } from 'react-router';
import { writeCsv, type CsvCell } from '#lib/staff/csv.ts';
import { Button } from './Button.tsx';
import { downloadFile } from './download-file.ts';

/** One column of a list: its header, what each row shows in it, and how it sorts and exports. */
export interface Column<Row> {
  /** The header as plain text (and the column's name in a CSV file). */
  label: string;
  /** A richer header than the label (an abbreviation, a line of help under it). */
  header?: ReactNode;
  /** What a row shows in this column (left out where the table's `renderRow` draws its rows). */
  cell?: (row: Row) => ReactNode;
  /** The cell that names its row (`th scope="row"`): one column a table, usually the first. */
  rowHeader?: boolean;
  /** Numbers line up on the right. */
  numeric?: boolean;
  /** More classes for this column's cells (`font-mono`, `whitespace-nowrap`…). */
  className?: string;
  /** The column's value in a CSV export; a column without one stays out of the file. */
  csv?: (row: Row) => CsvCell;
  /**
   * The list's sort key its header sorts by first, as the page's address spells it (`name`, or
   * `-updated` for newest first); the header sorts the other way when the list is sorted by it.
   */
  sort?: string;
}

export interface DataTableProps<Row> {
  /** What the table holds, read out with it (visible with `captionShown`). */
  caption: ReactNode;
  captionShown?: boolean;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string | number;
  /** Attributes of a row's `tr` (`data-sku`…). */
  rowAttributes?: (row: Row) => Record<`data-${string}`, string | undefined>;
  /**
   * Draws a whole row itself, for rows that keep their own state (the menu board's in-place
   * edits); it returns a `TableRow` of `TableCell`s in the columns' order.
   */
  renderRow?: (row: Row) => ReactNode;
  /** Shown instead of the table when there are no rows; nothing when left out. */
  empty?: ReactNode;
  /** The list's sort as the address has it, and the address of another sort; sortable headers need it. */
  sort?: { current: string; hrefFor: (sort: string) => string };
  /** Offers the rows (the columns with a `csv` value) as a CSV file of this name. */
  csvExport?: { fileName: string; label?: string };
  /** Rows under the body (totals), as `TableRow`s. */
  footer?: ReactNode;
  /** Smaller text and tighter rows, for a table inside a card. */
  compact?: boolean;
  /** A card around the table. */
  framed?: boolean;
  /** The narrowest the table gets before it scrolls sideways. */
  minWidth?: keyof typeof MIN_WIDTHS;
}

const MIN_WIDTHS = { '36rem': 'min-w-[36rem]', '44rem': 'min-w-[44rem]', '56rem': 'min-w-[56rem]' } as const;

/**
 * Every list in the dashboard: a captioned table with column headers (links that sort it, where
 * the list sorts), the row's own header cell, the same spacing everywhere, an empty state, an
 * optional CSV download of the rows, and a table too wide for the screen that keyboard users can
 * scroll (it becomes a named, focusable region).
 */
export function DataTable<Row>({
  caption,
  captionShown = false,
  columns,
  rows,
  rowKey,
  rowAttributes,
  renderRow,
  empty,
  sort,
  csvExport,
  footer,
  compact = false,
  framed = false,
  minWidth,
}: DataTableProps<Row>) {
  const captionId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(scroller, rows.length > 0);
  if (rows.length === 0) return empty ? <p className="mt-2 text-ink-muted">{empty}</p> : null;
  const exported = columns.filter((column) => column.csv);

  return (
    <TableDensity.Provider value={compact}>
      {csvExport && exported.length > 0 && (
        <div className="mb-2 flex justify-end">
          <Button
            tone="secondary"
            className="px-3 py-1 text-sm"
            onClick={() =>
              downloadFile(
                csvExport.fileName,
                writeCsv([
                  exported.map((column) => column.label),
                  ...rows.map((row) => exported.map((column) => column.csv!(row))),
                ]),
              )
            }
          >
            {csvExport.label ?? 'Download CSV'}
          </Button>
        </div>
      )}
      <div
        ref={scroller}
        className={`overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-700 ${framed ? 'rounded-xl border border-ink/10 bg-surface' : ''}`}
        {...(scrolls ? { role: 'region', 'aria-labelledby': captionId, tabIndex: 0 } : {})}
      >
        <table className={`w-full text-left ${compact ? 'text-sm' : ''} ${minWidth ? MIN_WIDTHS[minWidth] : ''}`}>
          <caption
            id={captionId}
            className={
              captionShown ? `text-left text-lg font-bold text-brand-900 ${framed ? 'px-2 pt-3' : 'mb-2'}` : 'sr-only'
            }
          >
            {caption}
          </caption>
          <thead>
            <tr className="border-b-2 border-ink/20">
              {columns.map((column) => (
                <HeaderCell key={column.label} column={column} sort={sort} compact={compact} />
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) =>
              renderRow ? (
                <Fragment key={rowKey(row, index)}>{renderRow(row)}</Fragment>
              ) : (
                <TableRow key={rowKey(row, index)} {...rowAttributes?.(row)}>
                  {columns.map((column) =>
                    column.rowHeader ? (
                      <TableRowHeader key={column.label} className={column.className}>
                        {column.cell?.(row)}
                      </TableRowHeader>
                    ) : (
                      <TableCell key={column.label} numeric={column.numeric} className={column.className}>
                        {column.cell?.(row)}
                      </TableCell>
                    ),
                  )}
                </TableRow>
              ),
            )}
          </tbody>
          {footer && <tfoot className="border-t-2 border-ink/20">{footer}</tfoot>}
        </table>
      </div>
    </TableDensity.Provider>
  );
}

function HeaderCell<Row>({
  column,
  sort,
  compact,
}: {
  column: Column<Row>;
  sort: DataTableProps<Row>['sort'];
  compact: boolean;
}) {
  const padding = `px-2 ${compact ? 'py-1 font-semibold text-ink-muted' : 'py-2'}`;
  const align = column.numeric ? 'text-right' : '';
  if (!column.sort || !sort) {
    return (
      <th scope="col" className={`${padding} ${align}`}>
        {column.header ?? column.label}
      </th>
    );
  }
  const key = column.sort.replace(/^-/, '');
  const direction = sort.current === key ? 'ascending' : sort.current === `-${key}` ? 'descending' : undefined;
  const next = direction === 'ascending' ? `-${key}` : direction === 'descending' ? key : column.sort;
  return (
    <th scope="col" aria-sort={direction ?? 'none'} className={`${padding} ${align}`}>
      <Link to={sort.hrefFor(next)} className="inline-flex min-h-6 items-center gap-1 text-brand-800 underline">
        {column.header ?? column.label}
        <span aria-hidden="true">{direction === 'ascending' ? '↑' : direction === 'descending' ? '↓' : '↕'}</span>
      </Link>
    </th>
  );
}

/** Whether the table is compact, so the cells of rows a page draws itself follow it. */
const TableDensity = createContext(false);

/** A row of a DataTable (for `renderRow` and `footer`); `ruled` draws the line above it. */
export function TableRow({
  children,
  ruled = true,
  ...attributes
}: { children: ReactNode; ruled?: boolean } & Record<`data-${string}`, string | undefined>) {
  return (
    <tr className={`align-top ${ruled ? 'border-t border-ink/10' : ''}`} {...attributes}>
      {children}
    </tr>
  );
}

/** A data cell of a DataTable row. */
export function TableCell({
  numeric = false,
  className = '',
  ...cell
}: TdHTMLAttributes<HTMLTableCellElement> & { numeric?: boolean }) {
  const compact = useContext(TableDensity);
  return (
    <td
      className={`px-2 ${compact ? 'py-1' : 'py-2'} ${numeric ? 'text-right tabular-nums' : ''} ${className}`}
      {...cell}
    />
  );
}

/** The cell that names its row. */
export function TableRowHeader({ className = '', ...cell }: ThHTMLAttributes<HTMLTableCellElement>) {
  const compact = useContext(TableDensity);
  return <th scope="row" className={`px-2 ${compact ? 'py-1' : 'py-2'} font-normal ${className}`} {...cell} />;
}

/** Whether an element's content is wider than the element (so it scrolls sideways), kept current as it resizes. */
function useScrollsSideways(ref: { current: HTMLElement | null }, shown: boolean): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!shown || !element) return;
    const check = () => setScrolls(element.scrollWidth > element.clientWidth);
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    check();
    return () => observer.disconnect();
  }, [ref, shown]);
  return scrolls;
}
