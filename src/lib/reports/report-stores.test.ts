import { describe, expect, it } from 'vitest';
import { reportCsvFileName } from './report-csv.ts';
import { ALL_STORES } from './report-stores.ts';

describe('a report’s download with a choice of stores', () => {
  it('names the store, or all stores, after the report', () => {
    const range = { start: '2026-03-01', end: '2026-03-31' };
    expect(reportCsvFileName('sales', range, 'By day', 'ypsilanti')).toBe(
      'sales-ypsilanti-2026-03-01-2026-03-31-by-day.csv',
    );
    expect(reportCsvFileName('sales', range, 'By day', ALL_STORES)).toBe(
      'sales-all-stores-2026-03-01-2026-03-31-by-day.csv',
    );
    expect(reportCsvFileName('sales', range, 'By day')).toBe('sales-2026-03-01-2026-03-31-by-day.csv');
  });
});
