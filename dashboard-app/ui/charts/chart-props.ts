import type { ChartSpec, ReportTable } from '#lib/reports/report-payload.ts';
import type { ChartTitleProps } from './ChartFrame.tsx';

/** What each kind of chart draws from: the table (its columns, rows and summary) and its spec. */
export type ChartProps<Kind extends ChartSpec['kind']> = ChartTitleProps & {
  table: Pick<ReportTable, 'key' | 'columns' | 'rows' | 'summary'>;
  spec: Extract<ChartSpec, { kind: Kind }>;
};

/** The plot's margins (px) around the marks; the left one grows to fit the value labels. */
export const MARGIN = { top: 12, right: 16, bottom: 28 };
export const PLOT_HEIGHT = 240;
