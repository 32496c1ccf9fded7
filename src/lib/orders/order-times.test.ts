import { describe, expect, it } from 'vitest';
import { ageLabel, pickupWindowLabel, storeDateTimeLabel, storeDayLabel, storeMomentLabel } from './order-times.ts';

const ZONE = 'America/Detroit';
// Wednesday 25 November 2026, 2 PM in Monroe.
const NOW = new Date('2026-11-25T19:00:00Z');

describe('pickup queue times', () => {
  it('names the store-local day, even when UTC has already moved on', () => {
    expect(storeDayLabel(new Date('2026-11-26T03:30:00Z'), ZONE, NOW)).toBe('Today');
    expect(storeDayLabel(new Date('2026-11-26T15:00:00Z'), ZONE, NOW)).toBe('Tomorrow');
    expect(storeDayLabel(new Date('2026-11-24T15:00:00Z'), ZONE, NOW)).toBe('Yesterday');
    expect(storeDayLabel(new Date('2026-11-28T15:00:00Z'), ZONE, NOW)).toBe('Sat, Nov 28');
  });

  it('writes a pickup window on the store clock', () => {
    expect(pickupWindowLabel(new Date('2026-11-25T20:30:00Z'), new Date('2026-11-25T21:00:00Z'), ZONE, NOW)).toBe(
      'Today, 3:30 PM–4:00 PM',
    );
    expect(storeMomentLabel(new Date('2026-11-25T18:04:00Z'), ZONE, NOW)).toBe('1:04 PM');
    expect(storeMomentLabel(new Date('2026-11-24T18:04:00Z'), ZONE, NOW)).toBe('Yesterday, 1:04 PM');
  });

  it('writes any moment of an order with its date, on the store clock', () => {
    // 11:30 PM in Monroe is already the next day in UTC.
    expect(storeDateTimeLabel(new Date('2026-11-25T04:30:00Z'), ZONE)).toBe('Nov 24, 2026, 11:30 PM');
    expect(storeDateTimeLabel(new Date('2026-07-04T16:05:00Z'), ZONE)).toBe('Jul 4, 2026, 12:05 PM');
  });

  it('says how long ago an order came in', () => {
    const ago = (minutes: number) => ageLabel(new Date(NOW.getTime() - minutes * 60_000), NOW);
    expect(ago(0)).toBe('just now');
    expect(ageLabel(new Date(NOW.getTime() + 5_000), NOW)).toBe('just now');
    expect(ago(12)).toBe('12 min');
    expect(ago(60)).toBe('1 h');
    expect(ago(125)).toBe('2 h 5 min');
    expect(ago(60 * 24)).toBe('1 day');
    expect(ago(60 * 24 * 3 + 5)).toBe('3 days');
  });
});
