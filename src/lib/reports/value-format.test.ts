import { describe, expect, it } from 'vitest';
import { describeChange, formatCsvValue, formatTick, formatValue } from './value-format.ts';

describe('formatValue', () => {
  it('reads every format', () => {
    expect(formatValue(124_050, 'cents')).toBe('$1,240.50');
    expect(formatValue(3_333.4, 'cents')).toBe('$33.33');
    expect(formatValue(-500, 'cents')).toBe('-$5.00');
    expect(formatValue(1234, 'count')).toBe('1,234');
    expect(formatValue(2.456, 'number')).toBe('2.46');
    expect(formatValue(0.125, 'percent')).toBe('12.5%');
    expect(formatValue(0.25, 'percent')).toBe('25%');
    expect(formatValue(1, 'days')).toBe('1 day');
    expect(formatValue(3.46, 'days')).toBe('3.5 days');
    expect(formatValue(450.4, 'milliseconds')).toBe('450 ms');
    expect(formatValue(2450, 'milliseconds')).toBe('2.45 s');
    expect(formatValue('2026-03-03', 'day')).toBe('Mar 3, 2026');
    expect(formatValue('2026-03-01', 'month')).toBe('Mar 2026');
    expect(formatValue('Flower', 'text')).toBe('Flower');
    expect(formatValue(7, 'text')).toBe('7');
  });

  it('shows a missing value as a dash, and a CSV leaves its cell empty', () => {
    expect(formatValue(null, 'cents')).toBe('—');
    expect(formatCsvValue(null, 'cents')).toBeNull();
    expect(formatCsvValue(124_050, 'cents')).toBe('$1,240.50');
  });
});

describe('formatTick', () => {
  it('keeps axis labels short', () => {
    expect(formatTick(0, 'cents')).toBe('$0');
    expect(formatTick(50_000, 'cents')).toBe('$500');
    expect(formatTick(125_000, 'cents')).toBe('$1.3K');
    expect(formatTick(50, 'cents')).toBe('$0.50');
    expect(formatTick(25_000, 'count')).toBe('25K');
    expect(formatTick(0.4, 'percent')).toBe('40%');
    expect(formatTick('2026-03-03', 'day')).toBe('Mar 3');
    expect(formatTick('2026-03-01', 'month')).toBe('Mar 2026');
  });
});

describe('describeChange', () => {
  it('gives amounts a relative change in words, higher or lower', () => {
    expect(describeChange(11_250, 10_000, 'cents', 'higher')).toEqual({
      text: '12.5% higher',
      direction: 'up',
      verdict: 'better',
    });
    expect(describeChange(9_000, 10_000, 'count', 'higher')).toEqual({
      text: '10% lower',
      direction: 'down',
      verdict: 'worse',
    });
  });

  it('calls a rise in a cost worse and a fall better', () => {
    // "Discounts +34.2% (better)" was the old reading of a rise in discounts.
    expect(describeChange(13_420, 10_000, 'cents', 'lower')).toEqual({
      text: '34.2% higher',
      direction: 'up',
      verdict: 'worse',
    });
    expect(describeChange(9_000, 10_000, 'cents', 'lower')).toMatchObject({ text: '10% lower', verdict: 'better' });
  });

  it('judges neither way a figure with no good side, such as taxes collected', () => {
    expect(describeChange(11_000, 10_000, 'cents', 'neither')).toEqual({
      text: '10% higher',
      direction: 'up',
      verdict: null,
    });
  });

  it('gives shares a change in points', () => {
    expect(describeChange(0.3, 0.25, 'percent', 'higher')).toEqual({
      text: '5 pts higher',
      direction: 'up',
      verdict: 'better',
    });
  });

  it('has nothing to say without a previous value or from zero, and says when nothing changed', () => {
    expect(describeChange(5, null, 'count', 'higher')).toBeNull();
    expect(describeChange(null, 5, 'count', 'higher')).toBeNull();
    expect(describeChange(5, 0, 'count', 'higher')).toBeNull();
    expect(describeChange(5, 5, 'count', 'higher')).toEqual({ text: 'No change', direction: 'flat', verdict: null });
  });
});
