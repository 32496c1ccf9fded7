import { describe, expect, it } from 'vitest';
import { bucketStart, bucketStarts, readReportRange, rangeSearch } from './report-range.ts';

const ZONE = 'America/Detroit';
// 02:30 UTC on Mar 1 is still Feb 28 in Monroe (UTC−5).
const LATE_FEB = new Date('2026-03-01T02:30:00Z');
const MID_MAY = new Date('2026-05-15T16:00:00Z');

function read(query: string, now = MID_MAY) {
  const result = readReportRange(new URLSearchParams(query), now, ZONE);
  if (!result.ok) throw new Error(result.message);
  return result.range;
}

describe('report ranges', () => {
  it('defaults to the last 30 store-local days, compared with the 30 before', () => {
    const range = read('', LATE_FEB);
    expect(range).toMatchObject({ start: '2026-01-30', end: '2026-02-28', days: 30, comparison: 'previous' });
    expect(range.previous).toEqual({ start: '2025-12-31', end: '2026-01-29' });
    expect(range.grain).toBe('day');
  });

  it('reads each preset on the store calendar', () => {
    expect(read('range=yesterday')).toMatchObject({ start: '2026-05-14', end: '2026-05-14' });
    expect(read('range=month-to-date')).toMatchObject({ start: '2026-05-01', end: '2026-05-15' });
    expect(read('range=last-month')).toMatchObject({ start: '2026-04-01', end: '2026-04-30' });
    expect(read('range=quarter-to-date')).toMatchObject({ start: '2026-04-01', end: '2026-05-15' });
    expect(read('range=year-to-date')).toMatchObject({ start: '2026-01-01', grain: 'week' });
    expect(read('range=last-12-months')).toMatchObject({ start: '2025-05-16', end: '2026-05-15', grain: 'month' });
  });

  it('compares with the same dates a year earlier, clamping the leap day', () => {
    const range = read('range=custom&from=2028-02-01&to=2028-02-29&compare=year');
    expect(range.previous).toEqual({ start: '2027-02-01', end: '2027-02-28' });
    expect(range.label).toBe('Feb 1 – Feb 29, 2028');
    expect(read('compare=none').previous).toBeNull();
  });

  it('refuses what it cannot read, with a message', () => {
    for (const query of [
      'range=forever',
      'range=custom&from=2026-02-30&to=2026-03-01',
      'range=custom&from=2026-03-02&to=2026-03-01',
      'range=custom&from=2020-01-01&to=2026-01-01',
      'range=custom&from=9999-12-30&to=9999-12-31',
      'range=custom&from=0001-01-01&to=0001-01-02',
      'compare=sideways',
      'grain=hour',
    ]) {
      const result = readReportRange(new URLSearchParams(query), MID_MAY, ZONE);
      expect(result.ok, query).toBe(false);
    }
  });

  it('buckets days into Monday weeks and calendar months, empty ones included', () => {
    expect(bucketStart('2026-05-17', 'week')).toBe('2026-05-11');
    expect(bucketStart('2026-05-17', 'month')).toBe('2026-05-01');
    expect(bucketStarts({ start: '2026-01-30', end: '2026-04-02' }, 'month')).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
      '2026-04-01',
    ]);
    expect(bucketStarts({ start: '2026-05-13', end: '2026-05-19' }, 'week')).toEqual(['2026-05-11', '2026-05-18']);
  });

  it('writes back the query string it reads', () => {
    const range = read('range=custom&from=2026-02-01&to=2026-02-10&compare=none');
    expect(read(rangeSearch(range).toString())).toEqual(range);
  });
});
