import { scaleBand, scaleLinear } from 'd3-scale';
import type { Cell } from '#lib/reports/report-payload.ts';
import { formatTick, formatValue } from '#lib/reports/value-format.ts';
import { columnOf, distinctValues, labelledIndexes, numberOf, pointName, textWidth } from './chart-model.ts';
import { CategoryAxis } from './Axes.tsx';
import { ChartFrame } from './ChartFrame.tsx';
import { MARGIN, type ChartProps } from './chart-props.ts';
import { AXIS_COLOUR, HEAT_HIGH, HEAT_LOW, HEAT_OUTLINE } from './palette.ts';
import { useElementWidth } from './use-element-width.ts';
import { usePointFocus } from './use-point-focus.ts';

const CELL_HEIGHT = 26;

/**
 * A grid of x × y (hour × weekday, cohort × months since) shaded from pale to dark blue by value,
 * with the lowest and highest values named in the legend. Every cell with a value is a focusable
 * mark named "Tue, 14: 32 orders"; the arrows move across and down the grid.
 */
export function HeatmapChart({ table, spec, title, titleHidden }: ChartProps<'heatmap'>) {
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const xColumn = columnOf(table, spec.x);
  const yColumn = columnOf(table, spec.y);
  const valueColumn = columnOf(table, spec.value);
  const xs = distinctValues(table.rows, spec.x);
  const ys = distinctValues(table.rows, spec.y);
  const cells = new Map<string, Cell>();
  for (const row of table.rows)
    cells.set(`${ys.indexOf(row[spec.y] ?? null)}:${xs.indexOf(row[spec.x] ?? null)}`, row[spec.value] ?? null);
  const valueAt = (row: number, col: number) => numberOf(cells.get(`${row}:${col}`));
  const focus = usePointFocus(ys.length, xs.length, ({ row, col }) => valueAt(row, col) !== null);

  const values = [...cells.values()].map(numberOf).filter((value): value is number => value !== null);
  const [low, high] = [Math.min(...values), Math.max(...values)];
  const shade = scaleLinear<string>()
    .domain(low === high ? [low - 1, high] : [low, high])
    .range([HEAT_LOW, HEAT_HIGH]);

  const yLabels = ys.map((y) => formatValue(y, yColumn.format));
  const left = Math.max(...yLabels.map(textWidth), 10) + 10;
  const right = Math.max(width - MARGIN.right, left + 1);
  const height = ys.length * CELL_HEIGHT + MARGIN.top + MARGIN.bottom;
  const bottom = height - MARGIN.bottom;
  const x = scaleBand<number>()
    .domain(xs.map((_, index) => index))
    .range([left, right])
    .padding(0.04);
  const y = scaleBand<number>()
    .domain(ys.map((_, index) => index))
    .range([MARGIN.top, bottom])
    .padding(0.06);
  const xLabels = xs.map((value) => formatTick(value, xColumn.format));

  const shown = focus.shown;
  const name = (row: number, col: number) =>
    pointName(
      `${formatValue(ys[row] ?? null, yColumn.format)}, ${formatValue(xs[col] ?? null, xColumn.format)}`,
      'text',
      cells.get(`${row}:${col}`) ?? null,
      valueColumn,
    );

  return (
    <ChartFrame
      title={title}
      titleHidden={titleHidden}
      summary={table.summary}
      legend={
        values.length > 0
          ? [
              {
                label: `Lowest ${formatValue(low, valueColumn.format)}`,
                colour: HEAT_LOW,
                area: true,
                outline: HEAT_OUTLINE,
              },
              {
                label: `Highest ${formatValue(high, valueColumn.format)}`,
                colour: HEAT_HIGH,
                area: true,
                outline: HEAT_OUTLINE,
              },
            ]
          : []
      }
      containerRef={ref}
      width={width}
      height={height}
      tooltip={
        shown
          ? {
              x: (x(shown.col) ?? 0) + x.bandwidth() / 2,
              y: y(shown.row) ?? 0,
              title: `${formatValue(ys[shown.row] ?? null, yColumn.format)}, ${formatValue(xs[shown.col] ?? null, xColumn.format)}`,
              lines: [
                `${formatValue(cells.get(`${shown.row}:${shown.col}`) ?? null, valueColumn.format)} ${valueColumn.label}`,
              ],
            }
          : null
      }
    >
      <g aria-hidden="true">
        {yLabels.map((label, index) => (
          <text
            key={index}
            x={left - 6}
            y={(y(index) ?? 0) + y.bandwidth() / 2}
            dy="0.32em"
            textAnchor="end"
            fill={AXIS_COLOUR}
          >
            {label}
          </text>
        ))}
      </g>
      <CategoryAxis
        y={bottom + 18}
        labels={labelledIndexes(xs.length, right - left, Math.max(...xLabels.map(textWidth), 1)).map((index) => ({
          key: String(index),
          x: (x(index) ?? 0) + x.bandwidth() / 2,
          label: xLabels[index]!,
        }))}
      />
      {ys.map((_, row) =>
        xs.map((__, col) => {
          const value = valueAt(row, col);
          if (value === null) return null;
          const emphasised = shown?.row === row && shown.col === col;
          return (
            <rect
              key={`${row}:${col}`}
              x={x(col)}
              y={y(row)}
              width={x.bandwidth()}
              height={y.bandwidth()}
              fill={shade(value)}
              stroke={emphasised ? '#1c2421' : HEAT_OUTLINE}
              strokeWidth={emphasised ? 2 : 0.5}
              role="img"
              aria-label={name(row, col)}
              {...focus.markProps({ row, col })}
            />
          );
        }),
      )}
    </ChartFrame>
  );
}
