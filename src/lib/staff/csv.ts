/**
 * Reads CSV as point-of-sale systems and spreadsheets write it (RFC 4180): fields in double quotes
 * may hold commas, line breaks and doubled quotes (`""`); lines end in CRLF or LF; a byte-order
 * mark at the start is dropped; blank lines are skipped. Each record keeps the row number a
 * spreadsheet shows for it (the header is row 1), so problems can name the row a person opens.
 */

export interface CsvRecord {
  /** 1-based, counting records (a quoted line break does not start a new row). */
  row: number;
  cells: string[];
}

export type CsvResult = { ok: true; records: CsvRecord[] } | { ok: false; row: number; message: string };

export function parseCsv(text: string): CsvResult {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let cellStarted = false;
  let row = 1;
  let index = 0;

  const endCell = () => {
    cells.push(cell);
    cell = '';
    cellStarted = false;
  };
  const endRecord = () => {
    endCell();
    // A blank line is one empty cell: skipped, but it still takes a row number as a spreadsheet would.
    if (!(cells.length === 1 && cells[0] === '')) records.push({ row, cells });
    cells = [];
    row++;
  };

  while (index < source.length) {
    const char = source[index]!;
    if (quoted) {
      if (char === '"') {
        if (source[index + 1] === '"') {
          cell += '"';
          index += 2;
          continue;
        }
        quoted = false;
        index++;
        const next = source[index];
        if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
          return {
            ok: false,
            row,
            message: `Row ${row}: text after a closing quote. Put the whole field in quotes and double any quote inside it ("").`,
          };
        }
        continue;
      }
      cell += char;
      index++;
      continue;
    }
    if (char === '"' && !cellStarted) {
      quoted = true;
      cellStarted = true;
      index++;
      continue;
    }
    if (char === ',') {
      endCell();
      index++;
      continue;
    }
    if (char === '\r' || char === '\n') {
      endRecord();
      index += char === '\r' && source[index + 1] === '\n' ? 2 : 1;
      continue;
    }
    if (char === '"') {
      return {
        ok: false,
        row,
        message: `Row ${row}: a quote inside a field that does not start with one. Put the whole field in quotes and double the quote ("").`,
      };
    }
    cell += char;
    cellStarted = true;
    index++;
  }
  if (quoted) return { ok: false, row, message: `Row ${row}: a quoted field is never closed.` };
  if (cell !== '' || cellStarted || cells.length > 0) endRecord();
  return { ok: true, records };
}

/** A cell to write: text, a number, or nothing. */
export type CsvCell = string | number | null;

/**
 * Writes rows as CSV that spreadsheets open as they are (RFC 4180, CRLF line ends): a field with a
 * comma, quote or line break goes in quotes with its quotes doubled, and text a spreadsheet would
 * run as a formula (starting with =, +, -, @, a tab or a carriage return) starts with an
 * apostrophe, so a name a shopper typed cannot become one.
 */
export function writeCsv(rows: readonly (readonly CsvCell[])[]): string {
  const field = (cell: CsvCell) => {
    if (cell === null) return '';
    if (typeof cell === 'number') return String(cell);
    const text = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return rows.map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}
