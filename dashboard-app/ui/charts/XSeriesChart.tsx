import { scalePoint } from 'd3-scale';
import type { ReactNode } from 'react';
import type { Cell, Column } from '#lib/reports/report-payload.ts';
import { formatTick, formatValue } from '#lib/reports/value-format.ts';
import { labelledIndexes, textWidth, valueScale } from './chart-model.ts';
import { CategoryAxis, ValueAxis } from './Axes.tsx';
import { ChartFrame, type ChartTitleProps, type LegendEntry } from './ChartFrame.tsx';
import { MARGIN, PLOT_HEIGHT } from './chart-props.ts';
import { AXIS_COLOUR } from './palette.ts';
import { useElementWidth } from './use-element-width.ts';
import { usePointFocus } from './use-point-focus.ts';

export interface XSeriesLayout {
  /** The x position of row `index`. */
  x: (index: number) => number;
  /** The y position of a value. */
  y: (value: number) => number;
  /** The row `index`'s tooltip anchor and whether it is the one shown. */
  shown: number | null;
}

/**
 * The frame shared by the charts over x (line and band): rows placed evenly along x, one value
 * axis, and one focusable column per row, named with every value at that x ("Mar 3, 2026: $1,240.50
 * net sales, $1,100.00 previous period"); the arrows move between them.
 */
export function XSeriesChart({
  title,
  titleHidden,
  summary,
  rows,
  xColumn,
  valueFormat,
  values,
  legend,
  describe,
  draw,
}: ChartTitleProps & {
  summary: string;
  rows: readonly Record<string, Cell>[];
  xColumn: Column;
  valueFormat: Column['format'];
  /** Every value drawn, for the scale. */
  values: (number | null)[];
  legend: LegendEntry[];
  /** A row's values in words, for its name and tooltip (the first is the headline). */
  describe: (row: Record<string, Cell>) => string[];
  /** The marks (lines, band, dots) at this size. */
  draw: (layout: XSeriesLayout) => ReactNode;
}) {
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const focus = usePointFocus(1, rows.length, () => true);
  const bottom = PLOT_HEIGHT - MARGIN.bottom;
  const { scale: y, ticks } = valueScale(values, [bottom, MARGIN.top], valueFormat);
  const left = Math.max(...ticks.map((tick) => textWidth(tick.label)), 16) + 10;
  const right = Math.max(width - MARGIN.right, left + 1);
  const x = scalePoint<number>()
    .domain(rows.map((_, index) => index))
    .range([left, right])
    .padding(rows.length === 1 ? 0.5 : 0.1);
  const position = (index: number) => x(index) ?? left;
  const step = rows.length > 1 ? position(1) - position(0) : right - left;
  const xLabel = (row: Record<string, Cell>) => formatValue(row[xColumn.key] ?? null, xColumn.format);
  const labelWidth = Math.max(...rows.map((row) => textWidth(formatTick(row[xColumn.key] ?? null, xColumn.format))), 1);
  const shownIndex = focus.shown?.col ?? null;
  const shownRow = shownIndex === null ? undefined : rows[shownIndex];

  return (
    <ChartFrame
      title={title}
      titleHidden={titleHidden}
      summary={summary}
      legend={legend}
      containerRef={ref}
      width={width}
      height={PLOT_HEIGHT}
      tooltip={
        shownRow && shownIndex !== null
          ? { x: position(shownIndex), y: MARGIN.top, title: xLabel(shownRow), lines: describe(shownRow) }
          : null
      }
    >
      <ValueAxis scale={y} ticks={ticks} left={left} right={right} top={MARGIN.top} bottom={bottom} />
      <CategoryAxis
        y={bottom + 18}
        labels={labelledIndexes(rows.length, right - left, labelWidth).map((index) => ({
          key: String(index),
          x: position(index),
          label: formatTick(rows[index]![xColumn.key] ?? null, xColumn.format),
        }))}
      />
      {shownIndex !== null && (
        <line
          x1={position(shownIndex)}
          x2={position(shownIndex)}
          y1={MARGIN.top}
          y2={bottom}
          stroke={AXIS_COLOUR}
          strokeDasharray="2 2"
          aria-hidden="true"
        />
      )}
      {draw({ x: position, y, shown: shownIndex })}
      {rows.map((row, index) => (
        <rect
          key={index}
          x={position(index) - step / 2}
          y={MARGIN.top}
          width={Math.max(step, 1)}
          height={bottom - MARGIN.top}
          fill="transparent"
          role="img"
          aria-label={`${xLabel(row)}: ${describe(row).join(', ')}`}
          className="outline-offset-[-2px]"
          {...focus.markProps({ row: 0, col: index })}
        />
      ))}
    </ChartFrame>
  );
}
