import { scaleBand } from 'd3-scale';
import { stack } from 'd3-shape';
import type { Cell } from '#lib/reports/report-payload.ts';
import { formatTick, formatValue } from '#lib/reports/value-format.ts';
import { columnOf, labelledIndexes, numberOf, pointName, textWidth, valuePhrase, valueScale } from './chart-model.ts';
import { CategoryAxis, ValueAxis } from './Axes.tsx';
import { ChartFrame } from './ChartFrame.tsx';
import { MARGIN, PLOT_HEIGHT, type ChartProps } from './chart-props.ts';
import { AXIS_COLOUR, seriesColour } from './palette.ts';
import { useElementWidth } from './use-element-width.ts';
import { usePointFocus } from './use-point-focus.ts';

const BAR_ROW = 28;
const LONGEST_LABEL = 22;

/** "Pre-rolls and infused pre-rolls" fits the label column as "Pre-rolls and infused…". */
const shorten = (label: string) => (label.length > LONGEST_LABEL ? `${label.slice(0, LONGEST_LABEL - 1)}…` : label);

/**
 * Bars per x category, one per series side by side, or stacked when `stacked`. Dates run along
 * the bottom (vertical bars); names (categories, brands, products) run down the side (horizontal
 * bars), where a long name still reads on a phone. Each bar is a focusable mark.
 */
export function BarChart({ table, spec, title, titleHidden }: ChartProps<'bar'>) {
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const xColumn = columnOf(table, spec.x);
  const series = spec.series.map((key) => columnOf(table, key));
  const rows = table.rows;
  const value = (row: number, column: number) => numberOf(rows[row]?.[series[column]!.key]);
  const focus = usePointFocus(series.length, rows.length, ({ row, col }) => value(col, row) !== null);
  const vertical = xColumn.format === 'day' || xColumn.format === 'month';
  const format = series[0]?.format ?? 'number';

  // Each bar's extent along the value axis: from 0 (or the bars below it, stacked) to its value.
  const stacked = spec.stacked
    ? stack<Record<string, Cell>, string>()
        .keys(series.map((column) => column.key))
        .value((row, key) => numberOf(row[key]) ?? 0)(rows)
    : null;
  const extent = (column: number, row: number): [number, number] | null => {
    if (value(row, column) === null) return null;
    if (stacked) return [stacked[column]![row]![0], stacked[column]![row]![1]];
    return [0, value(row, column)!];
  };
  const ends = series.flatMap((_, column) => rows.map((__, row) => extent(column, row)?.[1] ?? null));

  const labels = rows.map((row) => (vertical ? formatTick : formatValue)(row[xColumn.key] ?? null, xColumn.format));
  const height = vertical ? PLOT_HEIGHT : rows.length * BAR_ROW + MARGIN.top + MARGIN.bottom;
  const bottom = height - MARGIN.bottom;
  const labelColumn = vertical
    ? 0
    : Math.min(Math.max(...labels.map((label) => textWidth(shorten(label))), 0) + 10, width * 0.45);
  const valueRange: [number, number] = vertical
    ? [bottom, MARGIN.top]
    : [labelColumn, Math.max(width - MARGIN.right - 8, labelColumn + 1)];
  const { scale, ticks } = valueScale(ends, valueRange, format, vertical ? 5 : Math.max(2, Math.floor(width / 90)));
  const left = vertical ? Math.max(...ticks.map((tick) => textWidth(tick.label)), 16) + 10 : labelColumn;
  const right = Math.max(width - MARGIN.right, left + 1);
  const categories = scaleBand<number>()
    .domain(rows.map((_, index) => index))
    .range(vertical ? [left, right] : [MARGIN.top, bottom])
    .padding(0.2);
  const inner = scaleBand<number>()
    .domain(series.map((_, index) => index))
    .range([0, categories.bandwidth()])
    .padding(0.05);
  const barOffset = (column: number) => (stacked ? 0 : (inner(column) ?? 0));
  const barThickness = stacked ? categories.bandwidth() : inner.bandwidth();

  const box = (column: number, row: number) => {
    const [from, to] = extent(column, row)!;
    const along = (categories(row) ?? 0) + barOffset(column);
    const [start, end] = [scale(Math.min(from, to)), scale(Math.max(from, to))];
    return vertical
      ? { x: along, y: end, width: barThickness, height: Math.max(start - end, 1) }
      : { x: start, y: along, width: Math.max(end - start, 1), height: barThickness };
  };

  const shown = focus.shown;
  const tooltip = shown
    ? (() => {
        const bar = box(shown.row, shown.col);
        return {
          x: bar.x + bar.width / (vertical ? 2 : 1),
          y: bar.y,
          title: formatValue(rows[shown.col]![xColumn.key] ?? null, xColumn.format),
          lines: series.map((column) => valuePhrase(rows[shown.col]![column.key] ?? null, column)),
        };
      })()
    : null;

  return (
    <ChartFrame
      title={title}
      titleHidden={titleHidden}
      summary={table.summary}
      legend={
        series.length > 1 ? series.map((column, index) => ({ label: column.label, colour: seriesColour(index) })) : []
      }
      containerRef={ref}
      width={width}
      height={height}
      tooltip={tooltip}
    >
      {vertical ? (
        <>
          <ValueAxis scale={scale} ticks={ticks} left={left} right={right} top={MARGIN.top} bottom={bottom} />
          <CategoryAxis
            y={bottom + 18}
            labels={labelledIndexes(rows.length, right - left, Math.max(...labels.map(textWidth), 1)).map((index) => ({
              key: String(index),
              x: (categories(index) ?? 0) + categories.bandwidth() / 2,
              label: labels[index]!,
            }))}
          />
        </>
      ) : (
        <>
          <ValueAxis
            scale={scale}
            ticks={ticks}
            left={left}
            right={right}
            top={MARGIN.top}
            bottom={bottom}
            horizontal
          />
          <g aria-hidden="true">
            {labels.map((label, index) => (
              <text
                key={index}
                x={left - 6}
                y={(categories(index) ?? 0) + categories.bandwidth() / 2}
                dy="0.32em"
                textAnchor="end"
                fill={AXIS_COLOUR}
              >
                {shorten(label)}
              </text>
            ))}
          </g>
        </>
      )}
      {series.map((column, seriesIndex) => (
        <g key={column.key} fill={seriesColour(seriesIndex)}>
          {rows.map((row, rowIndex) => {
            if (value(rowIndex, seriesIndex) === null) return null;
            const bar = box(seriesIndex, rowIndex);
            const emphasised = shown?.row === seriesIndex && shown.col === rowIndex;
            return (
              <rect
                key={rowIndex}
                {...bar}
                stroke={emphasised ? '#1c2421' : '#ffffff'}
                strokeWidth={emphasised ? 2 : 0.5}
                role="img"
                aria-label={pointName(row[xColumn.key] ?? null, xColumn.format, row[column.key] ?? null, column)}
                {...focus.markProps({ row: seriesIndex, col: rowIndex })}
              />
            );
          })}
        </g>
      ))}
    </ChartFrame>
  );
}
