import {
  symbolCircle,
  symbolDiamond,
  symbolSquare,
  symbolTriangle,
  symbolWye,
  symbolCross,
  type SymbolType,
} from 'd3-shape';

/**
 * The charts' colours: the Okabe–Ito hues, which people with each common colour-vision deficiency
 * tell apart, darkened where the original is lighter than 3:1 against the white card a chart sits
 * on (WCAG 1.4.11; palette.test.ts holds every one to it). Colour is never alone: each series also
 * has its own marker shape and its name in the legend, tooltip and table.
 */
export const CHART_BACKGROUND = '#ffffff';

export const SERIES_COLOURS = [
  '#0072b2', // blue
  '#d55e00', // vermillion
  '#007d5c', // bluish green (darkened)
  '#a8557f', // reddish purple (darkened)
  '#9e6a00', // orange (darkened)
  '#1c2421', // ink
] as const;

export const SERIES_SYMBOLS: readonly SymbolType[] = [
  symbolCircle,
  symbolSquare,
  symbolDiamond,
  symbolTriangle,
  symbolWye,
  symbolCross,
];

export const seriesColour = (index: number) => SERIES_COLOURS[index % SERIES_COLOURS.length]!;
export const seriesSymbol = (index: number) => SERIES_SYMBOLS[index % SERIES_SYMBOLS.length]!;

/** Axes, grid lines and labels. */
export const AXIS_COLOUR = '#55605a';
export const GRID_COLOUR = '#e3e6e4';

/** A heatmap runs from nearly white to dark blue; its cells are outlined so pale ones still show. */
export const HEAT_LOW = '#eef5fb';
export const HEAT_HIGH = '#0b3b66';
export const HEAT_OUTLINE = '#767f7a';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
