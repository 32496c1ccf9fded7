import { describe, expect, it } from 'vitest';
import { holidayDateLabel, holidayHoursLabel, upcomingClosures } from './holiday-closures.ts';
import type { HolidayClosure } from './store-hours.ts';

const closed = (date: string, name = 'Holiday'): HolidayClosure => ({ date, name, hours: null });

describe('the holidays listed under the week’s hours', () => {
  it('lists those from today on, within sixty days, soonest first, six at most', () => {
    const closures = [
      closed('2026-12-25', 'Christmas Day'),
      closed('2026-12-20'),
      closed('2026-12-21'),
      closed('2027-03-01', 'Too far'),
      ...['2027-01-01', '2027-01-02', '2027-01-03', '2027-01-04', '2027-01-05'].map((date) => closed(date)),
    ];
    expect(upcomingClosures(closures, '2026-12-21').map((closure) => closure.date)).toEqual([
      '2026-12-21',
      '2026-12-25',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
      '2027-01-04',
    ]);
  });

  it('reads each as its date and hours', () => {
    expect(holidayDateLabel('2026-12-24')).toBe('Thu, Dec 24');
    expect(holidayHoursLabel(closed('2026-12-25'))).toBe('Closed');
    expect(
      holidayHoursLabel({ date: '2026-12-24', name: 'Christmas Eve', hours: { opens: '09:00', closes: '15:00' } }),
    ).toBe('9 AM – 3 PM');
  });
});
