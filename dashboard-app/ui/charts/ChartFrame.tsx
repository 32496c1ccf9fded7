import { useId, type ReactNode, type Ref } from 'react';
import { symbol, type SymbolType } from 'd3-shape';
import { LABEL_FONT } from './chart-model.ts';
import { CHART_BACKGROUND } from './palette.ts';

export interface LegendEntry {
  label: string;
  colour: string;
  /** The series' marker; left out for a band or a bar. */
  marker?: SymbolType;
  dashed?: boolean;
  /** A shaded interval or cell rather than a line. */
  area?: boolean;
  /** The swatch's edge, where its fill alone is too pale to see. */
  outline?: string;
}

export interface Tooltip {
  /** Where it points, in the chart's pixels. */
  x: number;
  y: number;
  title: string;
  lines: string[];
}

export interface ChartTitleProps {
  /** The chart's title. */
  title: string;
  /** The title is read out but not shown, where the page's heading above already shows it. */
  titleHidden?: boolean;
}

/**
 * What every chart is drawn in: a figure with its title and the table's one-sentence summary as
 * its caption, an SVG named by both (the marks inside are the focusable points, each with its
 * value as its name), the legend, and the tooltip of the point focused or pointed at. The tooltip
 * only repeats the point's name, so it is hidden from screen readers.
 */
export function ChartFrame({
  title,
  titleHidden = false,
  summary,
  legend,
  containerRef,
  width,
  height,
  tooltip,
  children,
}: ChartTitleProps & {
  summary: string;
  legend: LegendEntry[];
  containerRef: Ref<HTMLDivElement>;
  width: number;
  height: number;
  tooltip: Tooltip | null;
  children: ReactNode;
}) {
  const titleId = useId();
  const summaryId = useId();
  // The tooltip slides along its anchor as the anchor moves across, so it never leaves the chart.
  const along = tooltip && width > 0 ? Math.min(Math.max(tooltip.x / width, 0), 1) : 0.5;
  return (
    <figure className="m-0 min-w-0" data-chart>
      <figcaption className="mb-2">
        <span id={titleId} className={titleHidden ? 'sr-only' : 'block font-bold text-brand-900'}>
          {title}
        </span>
        <span id={summaryId} className="block text-sm text-ink-muted">
          {summary}
        </span>
      </figcaption>
      <div ref={containerRef} className="relative w-full min-w-0" style={{ minHeight: height }}>
        {width > 0 && (
          <svg
            width={width}
            height={height}
            role="group"
            aria-labelledby={titleId}
            aria-describedby={summaryId}
            className="block max-w-full overflow-visible"
            style={{ background: CHART_BACKGROUND, fontSize: LABEL_FONT }}
          >
            {children}
          </svg>
        )}
        {tooltip && (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute z-10 w-max max-w-[min(15rem,100%)] rounded-lg border border-ink/20 bg-surface px-2 py-1 text-sm shadow-md"
            style={{
              left: tooltip.x,
              top: tooltip.y - 10,
              transform: `translate(${-along * 100}%, -100%)`,
            }}
          >
            <div className="font-semibold">{tooltip.title}</div>
            {tooltip.lines.map((line) => (
              <div key={line} className="tabular-nums">
                {line}
              </div>
            ))}
          </div>
        )}
      </div>
      {legend.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Legend">
          {legend.map((entry) => (
            <li key={entry.label} className="flex items-center gap-1.5">
              <svg width="24" height="12" aria-hidden="true">
                {entry.area ? (
                  <rect
                    x="0"
                    y="1"
                    width="24"
                    height="10"
                    fill={entry.colour}
                    fillOpacity={entry.outline ? 1 : 0.25}
                    stroke={entry.outline ?? entry.colour}
                  />
                ) : (
                  <line
                    x1="0"
                    x2="24"
                    y1="6"
                    y2="6"
                    stroke={entry.colour}
                    strokeWidth={entry.marker ? 2 : 8}
                    strokeDasharray={entry.dashed ? '4 3' : undefined}
                  />
                )}
                {entry.marker && (
                  <path d={symbol(entry.marker, 40)() ?? ''} transform="translate(12 6)" fill={entry.colour} />
                )}
              </svg>
              {entry.label}
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}
