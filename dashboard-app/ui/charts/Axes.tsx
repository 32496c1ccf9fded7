import type { ScaleLinear } from 'd3-scale';
import { AXIS_COLOUR, GRID_COLOUR } from './palette.ts';

/**
 * The value axis: a grid line and a label per tick, the labels right-aligned left of `left`
 * (or, for horizontal bars, under the plot). Hidden from screen readers: the marks carry the values.
 */
export function ValueAxis({
  scale,
  ticks,
  left,
  right,
  top,
  bottom,
  horizontal = false,
}: {
  scale: ScaleLinear<number, number>;
  ticks: { value: number; label: string }[];
  left: number;
  right: number;
  top: number;
  bottom: number;
  horizontal?: boolean;
}) {
  return (
    <g aria-hidden="true">
      {ticks.map((tick) =>
        horizontal ? (
          <g key={tick.value} transform={`translate(${scale(tick.value)} 0)`}>
            <line y1={top} y2={bottom} stroke={GRID_COLOUR} />
            <text y={bottom + 16} textAnchor="middle" fill={AXIS_COLOUR}>
              {tick.label}
            </text>
          </g>
        ) : (
          <g key={tick.value} transform={`translate(0 ${scale(tick.value)})`}>
            <line x1={left} x2={right} stroke={tick.value === 0 ? AXIS_COLOUR : GRID_COLOUR} />
            <text x={left - 6} dy="0.32em" textAnchor="end" fill={AXIS_COLOUR}>
              {tick.label}
            </text>
          </g>
        ),
      )}
    </g>
  );
}

/** The category or date labels along the bottom, at the positions given. */
export function CategoryAxis({ labels, y }: { labels: { x: number; label: string; key: string }[]; y: number }) {
  return (
    <g aria-hidden="true">
      {labels.map((label) => (
        <text key={label.key} x={label.x} y={y} textAnchor="middle" fill={AXIS_COLOUR}>
          {label.label}
        </text>
      ))}
    </g>
  );
}
