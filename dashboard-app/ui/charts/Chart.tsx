import type { ReportTable } from '#lib/reports/report-payload.ts';
import { BandChart } from './BandChart.tsx';
import { BarChart } from './BarChart.tsx';
import type { ChartTitleProps } from './ChartFrame.tsx';
import { HeatmapChart } from './HeatmapChart.tsx';
import { LineChart } from './LineChart.tsx';

/**
 * The dashboard's chart layer: the chart of a report table, drawn from its rows by its
 * `ChartSpec` (`line`, `bar`, `heatmap` or `band`), as SVG on d3-scale and d3-shape (decision 31).
 * Every chart has a title, the table's summary as its description, focusable marks named with
 * their values, a tooltip, and colours people with colour-vision deficiencies tell apart.
 */
export function Chart({
  table,
  ...title
}: ChartTitleProps & { table: Pick<ReportTable, 'key' | 'columns' | 'rows' | 'summary' | 'chart'> }) {
  const spec = table.chart;
  if (!spec || table.rows.length === 0) return null;
  switch (spec.kind) {
    case 'line':
      return <LineChart table={table} spec={spec} {...title} />;
    case 'bar':
      return <BarChart table={table} spec={spec} {...title} />;
    case 'heatmap':
      return <HeatmapChart table={table} spec={spec} {...title} />;
    case 'band':
      return <BandChart table={table} spec={spec} {...title} />;
  }
}
