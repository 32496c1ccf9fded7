import { parseCsv } from '../staff/csv.ts';
import { parseDollars, parseStock, type Typed } from '../staff/typed-numbers.ts';

/**
 * The point-of-sale CSV import: which columns it reads, and every check that needs nothing but the
 * file (the header, each cell, SKUs twice in the file, the size limits). Whether each SKU exists is
 * the server's check. Both the dry run and the apply read a file through here, so they cannot
 * disagree about a row.
 */

export const MAX_IMPORT_BYTES = 1024 * 1024;
export const MAX_IMPORT_ROWS = 5000;

export type ImportField = 'stock' | 'adultUsePriceCents' | 'medicalPriceCents' | 'active';

export interface ImportColumn {
  /** The header as the file names it (lower case; spaces and hyphens may stand for underscores). */
  header: string;
  field: ImportField | 'sku';
  /** What the column holds, for the page and the README. */
  description: string;
}

export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  {
    header: 'sku',
    field: 'sku',
    description: 'Required. The size’s SKU exactly as the dashboard shows it, e.g. RR-FLW-000123-35.',
  },
  { header: 'stock', field: 'stock', description: 'Units on the shelf: a whole number, 0 or more.' },
  {
    header: 'adult_use_price',
    field: 'adultUsePriceCents',
    description: 'Adult-use price in dollars, e.g. 32.00 or $32.',
  },
  {
    header: 'medical_price',
    field: 'medicalPriceCents',
    description: 'Medical price in dollars; write "none" to sell at the adult-use price.',
  },
  {
    header: 'active',
    field: 'active',
    description: 'Whether the size is for sale: yes/no, true/false, 1/0 or active/inactive.',
  },
];

/** The changes one row asks for; a field the file leaves out (or a blank cell) stays as it is. */
export interface ImportChanges {
  stock?: number;
  adultUsePriceCents?: number;
  /** null: no medical price of its own (the adult-use price applies). */
  medicalPriceCents?: number | null;
  active?: boolean;
}

export interface ImportLine {
  row: number;
  sku: string;
  changes: ImportChanges;
}

export interface ImportProblem {
  /** The spreadsheet row (the header is row 1); 0 for the file as a whole. */
  row: number;
  /** The column at fault, by its header, when one is. */
  column?: string;
  message: string;
}

export interface ImportFile {
  lines: ImportLine[];
  problems: ImportProblem[];
  /** Headers the import does not read (kept out of the changes, shown so nobody expects them applied). */
  ignoredColumns: string[];
}

function normaliseHeader(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

const YES = new Set(['yes', 'y', 'true', '1', 'active', 'on']);
const NO = new Set(['no', 'n', 'false', '0', 'inactive', 'off']);

function parseActive(text: string): Typed<boolean> {
  const value = text.trim().toLowerCase();
  if (YES.has(value)) return { ok: true, value: true };
  if (NO.has(value)) return { ok: true, value: false };
  return { ok: false, message: 'Write yes or no.' };
}

function parseMedical(text: string): Typed<number | null> {
  return /^(none|-)$/i.test(text.trim()) ? { ok: true, value: null } : parseDollars(text);
}

const READERS: Record<ImportField, (text: string) => Typed<number | boolean | null>> = {
  stock: parseStock,
  adultUsePriceCents: parseDollars,
  medicalPriceCents: parseMedical,
  active: parseActive,
};

/** The message for a file over the size limit; null when it fits. */
export function importTooLarge(text: string): string | null {
  return new TextEncoder().encode(text).byteLength > MAX_IMPORT_BYTES
    ? `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB. Split it into smaller files.`
    : null;
}

/** Reads a CSV file into row changes and row problems. */
export function readMenuImport(text: string): ImportFile {
  const empty = (problem: ImportProblem): ImportFile => ({ lines: [], problems: [problem], ignoredColumns: [] });
  const tooLarge = importTooLarge(text);
  if (tooLarge) return empty({ row: 0, message: tooLarge });
  const parsed = parseCsv(text);
  if (!parsed.ok) return empty({ row: parsed.row, message: parsed.message });
  const [header, ...records] = parsed.records;
  if (!header)
    return empty({ row: 0, message: 'The file is empty. The first row must name the columns, e.g. sku,stock.' });
  if (records.length > MAX_IMPORT_ROWS) {
    return empty({
      row: 0,
      message: `The file has ${records.length} rows; at most ${MAX_IMPORT_ROWS} can be imported at once. Split it into smaller files.`,
    });
  }

  const problems: ImportProblem[] = [];
  const ignoredColumns: string[] = [];
  const positions = new Map<ImportColumn, number>();
  header.cells.forEach((raw, position) => {
    const name = normaliseHeader(raw);
    const column = IMPORT_COLUMNS.find((candidate) => candidate.header === name);
    if (!column) {
      if (raw.trim() !== '') ignoredColumns.push(raw.trim());
      return;
    }
    if (positions.has(column)) {
      problems.push({
        row: header.row,
        column: column.header,
        message: `The column “${column.header}” appears twice.`,
      });
      return;
    }
    positions.set(column, position);
  });
  const skuColumn = IMPORT_COLUMNS[0]!;
  if (!positions.has(skuColumn)) {
    problems.push({
      row: header.row,
      column: 'sku',
      message: 'The first row must name the columns and include “sku”.',
    });
  } else if (positions.size === 1) {
    problems.push({
      row: header.row,
      message: 'Name at least one column to change: stock, adult_use_price, medical_price or active.',
    });
  }
  if (problems.length > 0) return { lines: [], problems, ignoredColumns };
  if (records.length === 0)
    return { lines: [], problems: [{ row: 0, message: 'The file has a header but no rows.' }], ignoredColumns };

  const lines: ImportLine[] = [];
  const firstRowOfSku = new Map<string, number>();
  for (const record of records) {
    const sku = (record.cells[positions.get(skuColumn)!] ?? '').trim();
    let rowHasProblem = false;
    if (sku === '') {
      problems.push({ row: record.row, column: 'sku', message: 'The SKU is missing.' });
      rowHasProblem = true;
    } else {
      const first = firstRowOfSku.get(sku);
      if (first !== undefined) {
        problems.push({
          row: record.row,
          column: 'sku',
          message: `${sku} is also on row ${first}; each SKU may appear once.`,
        });
        rowHasProblem = true;
      } else {
        firstRowOfSku.set(sku, record.row);
      }
    }
    const changes: ImportChanges = {};
    for (const [column, position] of positions) {
      if (column.field === 'sku') continue;
      const cell = record.cells[position] ?? '';
      if (cell.trim() === '') continue;
      const read = READERS[column.field](cell);
      if (!read.ok) {
        problems.push({
          row: record.row,
          column: column.header,
          message: `${column.header} “${cell.trim()}”: ${read.message}`,
        });
        rowHasProblem = true;
      } else {
        (changes as Record<string, unknown>)[column.field] = read.value;
      }
    }
    if (!rowHasProblem) lines.push({ row: record.row, sku, changes });
  }
  return { lines, problems, ignoredColumns };
}
