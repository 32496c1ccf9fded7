import { area, line, symbol, symbolCircle } from 'd3-shape';
import { columnOf, numberOf, valuePhrase } from './chart-model.ts';
import type { ChartProps } from './chart-props.ts';
import { SERIES_COLOURS } from './palette.ts';
import { XSeriesChart } from './XSeriesChart.tsx';

const [BAND_COLOUR, , , , , ACTUAL_COLOUR] = SERIES_COLOURS;

/** A line (a forecast) with its low–high interval shaded, and the actual values as dots where there are any. */
export function BandChart({ table, spec, title, titleHidden }: ChartProps<'band'>) {
  const value = columnOf(table, spec.value);
  const low = columnOf(table, spec.low);
  const high = columnOf(table, spec.high);
  const actual = spec.actual ? columnOf(table, spec.actual) : null;
  const columns = [value, low, high, ...(actual ? [actual] : [])];
  const at = (index: number, key: string) => numberOf(table.rows[index]?.[key]);
  const indexes = table.rows.map((_, index) => index);

  return (
    <XSeriesChart
      title={title}
      titleHidden={titleHidden}
      summary={table.summary}
      rows={table.rows}
      xColumn={columnOf(table, spec.x)}
      valueFormat={value.format}
      values={columns.flatMap((column) => indexes.map((index) => at(index, column.key)))}
      legend={[
        { label: value.label, colour: BAND_COLOUR! },
        { label: `${low.label} to ${high.label}`, colour: BAND_COLOUR!, area: true },
        ...(actual ? [{ label: actual.label, colour: ACTUAL_COLOUR!, marker: symbolCircle }] : []),
      ]}
      describe={(row) => columns.map((column) => valuePhrase(row[column.key] ?? null, column))}
      draw={({ x, y, shown }) => {
        const band = area<number>()
          .defined((index) => at(index, low.key) !== null && at(index, high.key) !== null)
          .x(x)
          .y0((index) => y(at(index, low.key)!))
          .y1((index) => y(at(index, high.key)!))(indexes);
        const centre = line<number>()
          .defined((index) => at(index, value.key) !== null)
          .x(x)
          .y((index) => y(at(index, value.key)!))(indexes);
        return (
          <g aria-hidden="true">
            <path d={band ?? ''} fill={BAND_COLOUR} fillOpacity={0.18} stroke={BAND_COLOUR} strokeOpacity={0.5} />
            <path d={centre ?? ''} fill="none" stroke={BAND_COLOUR} strokeWidth={2} />
            {actual &&
              indexes.map((index) => {
                const seen = at(index, actual.key);
                if (seen === null) return null;
                return (
                  <path
                    key={index}
                    d={symbol(symbolCircle, shown === index ? 110 : 36)() ?? ''}
                    transform={`translate(${x(index)} ${y(seen)})`}
                    fill={ACTUAL_COLOUR}
                    stroke="#ffffff"
                  />
                );
              })}
          </g>
        );
      }}
    />
  );
}
