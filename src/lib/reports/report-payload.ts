import type { ReportRange } from './report-range.ts';

/**
 * What every report answers, so one dashboard frame draws them all: headline metrics with their
 * compared values, and tables, each with the chart drawn from it. The chart, its table view and the
 * CSV download read the same rows, so a download holds exactly the numbers on screen. Every metric
 * and column that is computed carries its definition (the formula staff see in a note).
 */

/** The reports, by the dashboard route each lives on. */
export const REPORTS = {
  sales: { route: 'reporting/sales', title: 'Sales' },
  rewards: { route: 'rewards', title: 'Rewards' },
  referrals: { route: 'referrals', title: 'Referrals' },
  retention: { route: 'retention', title: 'Retention' },
  'new-vs-returning-customers': { route: 'new-vs-returning-customers', title: 'New vs returning customers' },
  'abandoned-carts': { route: 'abandoned-carts', title: 'Abandoned carts' },
  feedback: { route: 'feedback', title: 'Customer feedback' },
  forecasts: { route: 'forecasts', title: 'Demand forecasts' },
} as const;
export type ReportKey = keyof typeof REPORTS;

/**
 * How a value reads: `cents` as dollars, `count` and `number` as figures (a count is whole),
 * `percent` as a share where 0.25 reads "25%", `days` as a duration ("3.5 days"), `milliseconds`
 * as a timing ("450 ms", "2.45 s"), `day` ('YYYY-MM-DD') and `month` ('YYYY-MM-01') as dates,
 * `text` as is. `formatValue` (value-format.ts) is the one formatter of them all.
 */
export type ValueFormat = 'cents' | 'count' | 'number' | 'percent' | 'days' | 'milliseconds' | 'day' | 'month' | 'text';

export type Cell = string | number | null;

export interface Metric {
  key: string;
  label: string;
  format: ValueFormat;
  /** null when it cannot be computed over the range (an average of no orders). */
  value: number | null;
  /** The same metric over the compared days; null without a comparison or a value. */
  previous: number | null;
  /** The formula in words: "Net sales ÷ orders". */
  definition: string;
  /**
   * Which way is good news for the store: `higher` (sales, orders), `lower` (costs: discounts,
   * points liability, abandoned carts, errors), or `neither` (taxes collected, shares of a mix).
   * The change against the compared days says "better" or "worse" only when it is one of the first two.
   */
  better: MetricDirection;
}

export type MetricDirection = 'higher' | 'lower' | 'neither';

export interface Column {
  key: string;
  label: string;
  format: ValueFormat;
  definition?: string;
  /**
   * The cell links to a dashboard page: `base` followed by the row's `key` cell, encoded (an
   * order's number linking to `/dashboard/orders/<id>`). A row's cells that no column names are
   * neither shown nor downloaded; the CSV holds the linked cell's text.
   */
  link?: { base: string; key: string };
}

/** The chart drawn from a table's rows; `x`, `series` and the rest name its columns. */
export type ChartSpec =
  /** A line per series over `x` (days, weeks or months); `previous` columns are drawn dashed. */
  | { kind: 'line'; x: string; series: string[]; previous?: string[] }
  /** Bars per `x` category, one per series (stacked when `stacked`). */
  | { kind: 'bar'; x: string; series: string[]; stacked?: boolean }
  /** A grid of `x` × `y` shaded by `value` (hour × weekday, cohort × months since). */
  | { kind: 'heatmap'; x: string; y: string; value: string }
  /** A line with a shaded band from `low` to `high` (a forecast and its interval), and the actuals. */
  | { kind: 'band'; x: string; value: string; low: string; high: string; actual?: string };

export interface ReportTable {
  key: string;
  title: string;
  /** One sentence a screen reader hears for the chart: what it shows and its headline. */
  summary: string;
  columns: Column[];
  rows: Record<string, Cell>[];
  chart?: ChartSpec;
  /** A caveat under the table ("Contacts show only for people who agreed to marketing"). */
  note?: string;
}

/** A filter the report reads from its URL, with the choices it offers. */
export interface ReportFilter {
  key: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
}

export interface ReportPayload {
  report: ReportKey;
  title: string;
  range: ReportRange;
  filters: ReportFilter[];
  metrics: Metric[];
  tables: ReportTable[];
  /** Nothing happened in the range: the frame says so instead of drawing empty charts. */
  empty: boolean;
}
