import { describe, expect, it } from 'vitest';
import { nextDayAt } from './zoned-time.ts';

const DETROIT = 'America/Detroit';
const ELEVEN = 11 * 60;

describe('nextDayAt', () => {
  it('is the given time on the store-local day after the instant, late at night or early in the morning', () => {
    // 8 PM on Dec 6 in Monroe is 01:00 UTC on Dec 7; the next store day is Dec 7.
    expect(nextDayAt(new Date('2026-12-07T01:00:00Z'), ELEVEN, DETROIT)).toEqual(new Date('2026-12-07T16:00:00Z'));
    // 12:30 AM on Dec 7 in Monroe: the next store day is Dec 8.
    expect(nextDayAt(new Date('2026-12-07T05:30:00Z'), ELEVEN, DETROIT)).toEqual(new Date('2026-12-08T16:00:00Z'));
  });

  it('follows the clock change: 11 AM the day daylight saving time starts is 15:00 UTC', () => {
    expect(nextDayAt(new Date('2026-03-07T20:00:00Z'), ELEVEN, DETROIT)).toEqual(new Date('2026-03-08T15:00:00Z'));
  });
});
