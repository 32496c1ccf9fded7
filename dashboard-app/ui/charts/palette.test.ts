import { describe, expect, it } from 'vitest';
import { AXIS_COLOUR, CHART_BACKGROUND, contrastRatio, HEAT_HIGH, HEAT_OUTLINE, SERIES_COLOURS } from './palette.ts';

describe('chart colours', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('draws every series, axis and outline at 3:1 or more against the card', () => {
    for (const colour of [...SERIES_COLOURS, AXIS_COLOUR, HEAT_OUTLINE, HEAT_HIGH]) {
      expect(contrastRatio(colour, CHART_BACKGROUND), colour).toBeGreaterThanOrEqual(3);
    }
  });

  it('offers distinct colours', () => {
    expect(new Set(SERIES_COLOURS).size).toBe(SERIES_COLOURS.length);
  });
});
