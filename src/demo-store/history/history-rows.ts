import type { Queryable } from '#server/db/index.ts';

/**
 * Bulk writes for the history: one statement per few thousand rows, each column sent as an array
 * and turned back into rows by `unnest`. On PGlite this is several times faster than a JSON
 * recordset of the same rows, and it reads the same on PostgreSQL.
 */
export interface RowColumn {
  name: string;
  /** The column's SQL type; `jsonb` values are sent as JSON text. */
  type: 'uuid' | 'text' | 'integer' | 'smallint' | 'boolean' | 'date' | 'timestamptz' | 'jsonb';
}

const CHUNK = 4000;

function cell(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return value === undefined ? null : value;
}

/**
 * jsonb and boolean columns travel as text and are cast back in the select: postgres.js cannot
 * bind an array of JS booleans to `boolean[]` (it binds the array as one boolean).
 */
const SENT_AS_TEXT = new Set<RowColumn['type']>(['jsonb', 'boolean']);

/** Inserts `rows` (values in `columns` order); `suffix` may add an `on conflict` clause. */
async function insertRows(
  tx: Queryable,
  table: string,
  columns: readonly RowColumn[],
  rows: readonly (readonly unknown[])[],
  suffix = '',
): Promise<number> {
  const names = columns.map((column) => column.name).join(', ');
  const arrays = columns
    .map((column, index) => `$${index + 1}::${SENT_AS_TEXT.has(column.type) ? 'text' : column.type}[]`)
    .join(', ');
  const aliases = columns.map((_, index) => `c${index}`);
  const selected = columns.map((column, index) =>
    SENT_AS_TEXT.has(column.type) ? `c${index}::${column.type}` : `c${index}`,
  );
  const sql = `insert into ${table} (${names}) select ${selected.join(', ')} from unnest(${arrays}) as x(${aliases.join(', ')}) ${suffix}`;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    await tx.query(
      sql,
      columns.map((column, index) =>
        chunk.map((row) => {
          const value = row[index];
          if (column.type === 'jsonb') return JSON.stringify(value);
          if (column.type === 'boolean') return value === null ? null : String(value);
          return cell(value);
        }),
      ),
    );
  }
  return rows.length;
}

/**
 * A table's columns in insert order, each keyed by the field of a row that holds its value:
 * the field `pickupSlotStart` fills the column `pickup_slot_start`.
 */
export type TableColumns<Row> = { readonly [Field in keyof Row & string]?: RowColumn['type'] };

const columnName = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** Inserts one row a record, its columns' values read from the record's fields; `suffix` may add an `on conflict` clause. */
export function writeRows<Row extends object>(
  tx: Queryable,
  table: string,
  columns: NoInfer<TableColumns<Row>>,
  rows: readonly Row[],
  suffix = '',
): Promise<number> {
  const fields = Object.keys(columns) as (keyof Row & string)[];
  return insertRows(
    tx,
    table,
    fields.map((field) => ({ name: columnName(field), type: columns[field]! })),
    rows.map((row) => fields.map((field) => row[field])),
    suffix,
  );
}

/** The registry card as the `medical_card_number` and `medical_card_expires_on` of an order or profile. */
export function medicalCardFields(card: { number: string; expiresOn: string } | null) {
  return { medicalCardNumber: card?.number ?? null, medicalCardExpiresOn: card?.expiresOn ?? null };
}

/** Runs a statement (an update or insert … from) over `rows`, which it reads as `unnest(…) as x(c0, c1, …)`. */
export async function statementOverRows(
  tx: Queryable,
  statement: (from: string) => string,
  types: readonly RowColumn['type'][],
  rows: readonly (readonly unknown[])[],
): Promise<void> {
  const from = `unnest(${types.map((type, index) => `$${index + 1}::${type}[]`).join(', ')}) as x(${types.map((_, index) => `c${index}`).join(', ')})`;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    await tx.query(
      statement(from),
      types.map((_, index) => chunk.map((row) => cell(row[index]))),
    );
  }
}
