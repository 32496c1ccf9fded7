import { scaleLinear, type ScaleLinear } from 'd3-scale';
import type { Cell, Column, ReportTable, ValueFormat } from '#lib/reports/report-payload.ts';
import { formatTick, formatValue } from '#lib/reports/value-format.ts';

/**
 * The arithmetic of the charts, apart from drawing (so it is unit-tested): value scales, ticks
 * and their labels, which x labels fit, and the sentence a point is announced with.
 */

/** Font size of axis labels, and the width a character of it takes on average (px). */
export const LABEL_FONT = 12;
const CHARACTER_WIDTH = 6.6;

export const textWidth = (text: string) => Math.ceil(text.length * CHARACTER_WIDTH);

export function numberOf(cell: Cell | undefined): number | null {
  return typeof cell === 'number' && Number.isFinite(cell) ? cell : null;
}

/** A table's column by key; a chart naming a column the table lacks is a bug in the report. */
export function columnOf(table: Pick<ReportTable, 'columns' | 'key'>, key: string): Column {
  const column = table.columns.find((candidate) => candidate.key === key);
  if (!column) throw new Error(`Table ${table.key} has no column ${key}`);
  return column;
}

/** Whole values (money in cents, counts) never get a tick between two whole numbers. */
const WHOLE_FORMATS: readonly ValueFormat[] = ['cents', 'count'];

/**
 * A linear scale over `values` onto `range` (pixels), from zero (or the lowest value, when below
 * zero) to a round number above the highest, and at most `tickCount` labelled ticks.
 */
export function valueScale(
  values: readonly (number | null)[],
  range: [number, number],
  format: ValueFormat,
  tickCount = 5,
): { scale: ScaleLinear<number, number>; ticks: { value: number; label: string }[] } {
  const present = values.filter((value): value is number => value !== null);
  const low = Math.min(0, ...present);
  let high = Math.max(0, ...present);
  if (high === low) high = low + (format === 'percent' ? 1 : format === 'cents' ? 100 : 1);
  const scale = scaleLinear().domain([low, high]).range(range).nice(tickCount);
  // Fewer ticks until no two read the same (0.025 and 0.03 both read "0.03" at two decimals).
  for (let count = tickCount; ; count--) {
    const ticks = scale
      .ticks(count)
      .filter((value) => !WHOLE_FORMATS.includes(format) || Number.isInteger(value))
      .map((value) => ({ value, label: formatTick(value, format) }));
    if (count <= 2 || new Set(ticks.map((tick) => tick.label)).size === ticks.length) return { scale, ticks };
  }
}

/** Which of `count` evenly spaced labels of about `labelWidth` px fit in `width` px: every n-th, first included. */
export function labelledIndexes(count: number, width: number, labelWidth: number): number[] {
  if (count === 0) return [];
  const fits = Math.max(1, Math.floor(width / (labelWidth + 12)));
  const step = Math.ceil(count / fits);
  const indexes: number[] = [];
  for (let index = 0; index < count; index += step) indexes.push(index);
  return indexes;
}

/** "Net sales" reads "net sales" mid-sentence; "LCP p75" stays as it is. */
function inSentence(label: string): string {
  return /^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label;
}

/** A value with what it is: "$1,240.50 net sales". */
export function valuePhrase(value: Cell, column: Column): string {
  return `${formatValue(value, column.format)} ${inSentence(column.label)}`;
}

/** What a point is announced as: "Mar 3, 2026: $1,240.50 net sales". */
export function pointName(x: Cell, xFormat: ValueFormat, value: Cell, column: Column, extra?: string): string {
  const base = `${formatValue(x, xFormat)}: ${valuePhrase(value, column)}`;
  return extra ? `${base}, ${extra}` : base;
}

/** The distinct values of a column, in the order the rows first give them. */
export function distinctValues(rows: readonly Record<string, Cell>[], key: string): Cell[] {
  const seen = new Set<Cell>();
  for (const row of rows) seen.add(row[key] ?? null);
  return [...seen];
}
