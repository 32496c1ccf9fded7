import { decimal } from '../formats.ts';
import { formatCents } from '../money.ts';
import type { Cell, MetricDirection, ValueFormat } from './report-payload.ts';
import { formatDay } from './report-range.ts';

/**
 * How every report value reads, written once: the dashboard's tables, charts, tooltips and CSV
 * files, and the server, format a `ValueFormat` with these functions, so a figure reads the same
 * wherever it shows. Money goes through `formatCents`.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** What a missing value (an average of nothing) shows as. */
export const NO_VALUE = '—';

function monthOf(day: string): string {
  return `${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;
}

/** A duration in milliseconds as web vitals read: "450 ms", "2.45 s". */
function formatMilliseconds(value: number): string {
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
}

/**
 * A value in full, as a table cell or a tooltip shows it: `cents` 124050 → "$1,240.50", `count`
 * 1234 → "1,234", `number` → up to two decimals, `percent` 0.125 → "12.5%", `days` → "3.5 days",
 * `day` → "Mar 3, 2026", `month` → "Mar 2026", `milliseconds` → "450 ms". Null reads "—".
 */
export function formatValue(value: Cell, format: ValueFormat): string {
  if (value === null || value === '') return NO_VALUE;
  if (format === 'text' || typeof value === 'string') {
    if (format === 'day' && typeof value === 'string') return formatDay(value.slice(0, 10));
    if (format === 'month' && typeof value === 'string') return monthOf(value);
    return String(value);
  }
  switch (format) {
    case 'cents':
      return formatCents(Math.round(value));
    case 'count':
      return whole.format(value);
    case 'number':
      return decimal.format(value);
    case 'percent':
      return `${oneDecimal.format(value * 100)}%`;
    case 'days':
      return `${oneDecimal.format(value)} ${value === 1 ? 'day' : 'days'}`;
    case 'milliseconds':
      return formatMilliseconds(value);
    case 'day':
    case 'month':
      // Dates are strings in a payload; a number here is a bug upstream, shown rather than hidden.
      return String(value);
  }
}

/**
 * A value as an axis tick, short enough for a narrow chart: "$1.2K", "1.2K", "25%", "Mar 3",
 * "Mar 2026". Dollars drop their cents unless the tick is under a dollar.
 */
export function formatTick(value: Cell, format: ValueFormat): string {
  if (value === null) return '';
  if (typeof value === 'string') {
    if (format === 'day') return formatDay(value.slice(0, 10)).replace(/, \d{4}$/, '');
    if (format === 'month') return monthOf(value);
    return value;
  }
  switch (format) {
    case 'cents': {
      const dollars = value / 100;
      const sign = dollars < 0 ? '-' : '';
      const size = Math.abs(dollars);
      return `${sign}$${size >= 1000 ? compact.format(size) : size >= 1 || size === 0 ? whole.format(size) : size.toFixed(2)}`;
    }
    case 'count':
    case 'number':
    case 'days':
      return Math.abs(value) >= 1000 ? compact.format(value) : decimal.format(value);
    case 'percent':
      return `${oneDecimal.format(value * 100)}%`;
    default:
      return formatValue(value, format);
  }
}

/** A value as a CSV cell: formatted as on screen; a missing value is an empty cell. */
export function formatCsvValue(value: Cell, format: ValueFormat): string | null {
  return value === null || value === '' ? null : formatValue(value, format);
}

export interface Change {
  /** In words, never by sign or colour alone: "12.5% higher", "3 pts lower", "No change". */
  text: string;
  direction: 'up' | 'down' | 'flat';
  /** Whether the change is good or bad news for the store; null when neither (no change, or a metric with no good side). */
  verdict: 'better' | 'worse' | null;
}

/**
 * The change from `previous` to `value`: relative ("12.5% higher") for amounts, in percentage
 * points ("2.1 pts lower") for shares, where a relative change of a percentage misleads; better or
 * worse by the metric's own good side, so a rise in discounts is worse, not better. Null without a
 * previous value, or from zero (a change from nothing has no percentage).
 */
export function describeChange(
  value: number | null,
  previous: number | null,
  format: ValueFormat,
  better: MetricDirection,
): Change | null {
  if (value === null || previous === null) return null;
  const difference =
    format === 'percent'
      ? (value - previous) * 100
      : previous === 0
        ? null
        : ((value - previous) / Math.abs(previous)) * 100;
  if (difference === null) return null;
  const rounded = Math.round(difference * 10) / 10;
  if (rounded === 0) return { text: 'No change', direction: 'flat', verdict: null };
  const direction = rounded > 0 ? 'up' : 'down';
  const size = oneDecimal.format(Math.abs(rounded));
  const wanted = better === 'neither' ? null : better === 'higher' ? 'up' : 'down';
  return {
    text: `${size}${format === 'percent' ? ' pts' : '%'} ${direction === 'up' ? 'higher' : 'lower'}`,
    direction,
    verdict: wanted === null ? null : direction === wanted ? 'better' : 'worse',
  };
}
