import { describe, expect, it } from 'vitest';
import { rollupSpan } from './rollup-span.ts';

describe('rollupSpan', () => {
  it('reads whole months from the month rows and the days around them from the day rows', () => {
    expect(rollupSpan({ start: '2025-11-28', end: '2026-11-27' })).toEqual({
      months: { start: '2025-12-01', end: '2026-10-01' },
      days: [
        { start: '2025-11-28', end: '2025-11-30' },
        { start: '2026-11-01', end: '2026-11-27' },
      ],
    });
  });

  it('takes a range of whole months as months only', () => {
    expect(rollupSpan({ start: '2026-01-01', end: '2026-02-28' })).toEqual({
      months: { start: '2026-01-01', end: '2026-02-01' },
      days: [],
    });
    expect(rollupSpan({ start: '2024-02-01', end: '2024-02-29' })).toEqual({
      months: { start: '2024-02-01', end: '2024-02-01' },
      days: [],
    });
  });

  it('reads days only when no month is whole', () => {
    expect(rollupSpan({ start: '2026-03-02', end: '2026-03-31' })).toEqual({
      months: null,
      days: [{ start: '2026-03-02', end: '2026-03-31' }],
    });
    expect(rollupSpan({ start: '2026-03-15', end: '2026-04-14' })).toEqual({
      months: null,
      days: [{ start: '2026-03-15', end: '2026-04-14' }],
    });
    expect(rollupSpan({ start: '2026-12-31', end: '2027-01-01' })).toEqual({
      months: null,
      days: [{ start: '2026-12-31', end: '2027-01-01' }],
    });
  });
});
