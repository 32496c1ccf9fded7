import { describe, expect, it } from 'vitest';
import { parseCsv } from '../staff/csv.ts';
import { reportCsvFileName, reportTableCsv } from './report-csv.ts';

describe('reportTableCsv', () => {
  it('writes the labels, then each row formatted as the table shows it', () => {
    const text = reportTableCsv({
      columns: [
        { key: 'day', label: 'Day', format: 'day' },
        { key: 'brand', label: 'Brand', format: 'text' },
        { key: 'net', label: 'Net sales', format: 'cents' },
        { key: 'share', label: 'Share', format: 'percent' },
      ],
      rows: [
        { day: '2026-03-03', brand: 'Huron, "HV" Growers', net: 124_050, share: 0.125 },
        { day: '2026-03-04', brand: '=cmd', net: null, share: 0 },
      ],
    });
    expect(text).toBe(
      'Day,Brand,Net sales,Share\r\n' +
        '"Mar 3, 2026","Huron, ""HV"" Growers","$1,240.50",12.5%\r\n' +
        '"Mar 4, 2026",\'=cmd,,0%\r\n',
    );
    const parsed = parseCsv(text);
    expect(parsed.ok && parsed.records.map((record) => record.cells)).toEqual([
      ['Day', 'Brand', 'Net sales', 'Share'],
      ['Mar 3, 2026', 'Huron, "HV" Growers', '$1,240.50', '12.5%'],
      ['Mar 4, 2026', "'=cmd", '', '0%'],
    ]);
  });
});

describe('reportCsvFileName', () => {
  it('names the report, its days and the table', () => {
    expect(reportCsvFileName('sales', { start: '2026-03-01', end: '2026-03-31' }, 'By day')).toBe(
      'sales-2026-03-01-2026-03-31-by-day.csv',
    );
    expect(reportCsvFileName('new-vs-returning-customers', { start: '2026-03-01', end: '2026-03-01' }, 'share')).toBe(
      'new-vs-returning-customers-2026-03-01-2026-03-01-share.csv',
    );
  });
});
