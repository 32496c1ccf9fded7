import { line } from 'd3-shape';
import { symbol } from 'd3-shape';
import { columnOf, numberOf, valuePhrase } from './chart-model.ts';
import type { ChartProps } from './chart-props.ts';
import { seriesColour, seriesSymbol } from './palette.ts';
import { XSeriesChart } from './XSeriesChart.tsx';

/** A line per series over x, each with its own colour and marker; a `previous` series is dashed in its colour. */
export function LineChart({ table, spec, title, titleHidden }: ChartProps<'line'>) {
  const series = spec.series.map((key) => columnOf(table, key));
  const previous = (spec.previous ?? []).map((key) => columnOf(table, key));
  const drawn = [
    ...series.map((column, index) => ({ column, index, dashed: false })),
    ...previous.map((column, index) => ({ column, index, dashed: true })),
  ];
  const values = drawn.flatMap(({ column }) => table.rows.map((row) => numberOf(row[column.key])));

  return (
    <XSeriesChart
      title={title}
      titleHidden={titleHidden}
      summary={table.summary}
      rows={table.rows}
      xColumn={columnOf(table, spec.x)}
      valueFormat={series[0]?.format ?? 'number'}
      values={values}
      legend={
        drawn.length > 1
          ? drawn.map(({ column, index, dashed }) => ({
              label: column.label,
              colour: seriesColour(index),
              marker: dashed ? undefined : seriesSymbol(index),
              dashed,
            }))
          : []
      }
      describe={(row) => drawn.map(({ column }) => valuePhrase(row[column.key] ?? null, column))}
      draw={({ x, y, shown }) =>
        drawn.map(({ column, index, dashed }) => {
          const valueAt = (at: number) => numberOf(table.rows[at]?.[column.key]);
          const path = line<number>()
            .defined((at) => valueAt(at) !== null)
            .x(x)
            .y((at) => y(valueAt(at)!))(table.rows.map((_, at) => at));
          const colour = seriesColour(index);
          return (
            <g key={column.key} aria-hidden="true">
              <path
                d={path ?? ''}
                fill="none"
                stroke={colour}
                strokeWidth={dashed ? 1.5 : 2}
                strokeDasharray={dashed ? '5 4' : undefined}
              />
              {!dashed &&
                table.rows.map((_, at) => {
                  const value = valueAt(at);
                  if (value === null) return null;
                  const emphasised = shown === at;
                  // Markers show where each value is; with many days only the focused one is drawn.
                  if (!emphasised && table.rows.length > 45) return null;
                  return (
                    <path
                      key={at}
                      d={symbol(seriesSymbol(index), emphasised ? 110 : 36)() ?? ''}
                      transform={`translate(${x(at)} ${y(value)})`}
                      fill={colour}
                      stroke={emphasised ? '#ffffff' : 'none'}
                      strokeWidth={1.5}
                    />
                  );
                })}
            </g>
          );
        })
      }
    />
  );
}
