import { describe, expect, it } from 'vitest';
import type { Column } from '#lib/reports/report-payload.ts';
import { distinctValues, labelledIndexes, pointName, valueScale } from './chart-model.ts';

describe('valueScale', () => {
  it('starts at zero and ends on a round number above the highest value', () => {
    const { scale, ticks } = valueScale([12_345, 80_010, null], [200, 0], 'cents');
    expect(scale.domain()).toEqual([0, 100_000]);
    expect(ticks.map((tick) => tick.label)).toEqual(['$0', '$200', '$400', '$600', '$800', '$1K']);
    expect(scale(0)).toBe(200);
    expect(scale(100_000)).toBe(0);
  });

  it('never labels half an order or half a cent', () => {
    const { ticks } = valueScale([0, 1, 2], [100, 0], 'count');
    expect(ticks.map((tick) => tick.value)).toEqual([0, 1, 2]);
    expect(valueScale([1, 3], [100, 0], 'cents').ticks.every((tick) => Number.isInteger(tick.value))).toBe(true);
  });

  it('reaches below zero when a value does, and shows shares as percents', () => {
    expect(valueScale([-0.2, 0.45], [100, 0], 'percent').ticks.map((tick) => tick.label)).toEqual([
      '-20%',
      '-10%',
      '0%',
      '10%',
      '20%',
      '30%',
      '40%',
      '50%',
    ]);
  });

  it('never labels two ticks the same', () => {
    const labels = valueScale([0.031, 0.034], [100, 0], 'number').ticks.map((tick) => tick.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.length).toBeGreaterThan(1);
  });

  it('draws all-zero or empty data on a scale that is not empty', () => {
    expect(valueScale([0, 0], [100, 0], 'count').scale.domain()).toEqual([0, 1]);
    expect(valueScale([], [100, 0], 'cents').scale.domain()).toEqual([0, 100]);
  });
});

describe('labelledIndexes', () => {
  it('labels every point when they fit, else every n-th from the first', () => {
    expect(labelledIndexes(5, 500, 40)).toEqual([0, 1, 2, 3, 4]);
    expect(labelledIndexes(30, 300, 40)).toEqual([0, 6, 12, 18, 24]);
    expect(labelledIndexes(0, 300, 40)).toEqual([]);
    expect(labelledIndexes(3, 10, 40)).toEqual([0]);
  });
});

describe('pointName', () => {
  const netSales: Column = { key: 'net', label: 'Net sales', format: 'cents' };
  it('announces the x value, the value and what it is', () => {
    expect(pointName('2026-03-03', 'day', 124_050, netSales)).toBe('Mar 3, 2026: $1,240.50 net sales');
    expect(pointName('2026-03-03', 'day', null, netSales)).toBe('Mar 3, 2026: — net sales');
    expect(pointName('Flower', 'text', 3, { key: 'u', label: 'LCP p75', format: 'count' }, 'previous 2')).toBe(
      'Flower: 3 LCP p75, previous 2',
    );
  });
});

describe('distinctValues', () => {
  it('keeps the order the rows give', () => {
    expect(distinctValues([{ d: 'Tue' }, { d: 'Mon' }, { d: 'Tue' }], 'd')).toEqual(['Tue', 'Mon']);
  });
});
